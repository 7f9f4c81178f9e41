// The details' related products (§3 r) and alternative product (§3 t) as compact link cards: image,
// brand, name, number and the standard unit's price; the name opens that product's details (where
// it can be added). Decision: not the list's <ProductCard>: sharing it split the card into a chunk of
// its own and pulled the wire decoder into the search page's shared chunk (+0.4 KB over the 60 KB
// budget); a related product is chosen here and bought from its own details.
import { $shopConfig, da, detailsHrefFor, formatPrice, productImageSrc, safeUrl, unitPriceOre } from '../../core/index.js';
import type { ProductRelations, ProductWire, UserSettings } from '../../core/index.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { useStore } from '../shared/use-store.js';

function RelatedItem({ wire, settings, alternative }: { wire: ProductWire; settings: UserSettings; alternative: boolean }) {
  const { apiBase } = useStore($shopConfig);
  const id = wire.i[0] ?? '';
  const unit = wire.u.find((u) => u.f) ?? wire.u[0];
  const price = settings.showPrices && unit ? unitPriceOre(wire.p, { factor: unit.n }) : null;
  const href = safeUrl(detailsHrefFor(id));
  const image = productImageSrc(wire.img, 90, apiBase);
  return (
    <article className="related-item" aria-label={wire.d} data-product-id={id} data-alternative={alternative || undefined}>
      {image ? <img src={image} alt="" width={90} height={90} loading="lazy" decoding="async" /> : <span className="related-image" aria-hidden="true" />}
      <div className="related-text">
        {alternative ? <p className="type-label">{t.alternativeProduct}</p> : null}
        {wire.b ? <p className="brand">{wire.b}</p> : null}
        <p className="related-name">{href ? <a href={href}>{wire.d}</a> : wire.d}</p>
        <p className="meta">
          {da.productNumber} {id}
        </p>
        {price !== null && unit ? <p className="price">{t.unitPrice(formatPrice(price), unit.i)}</p> : null}
      </div>
    </article>
  );
}

export function RelatedProducts({ relations, settings }: { relations: ProductRelations | null; settings: UserSettings }) {
  const related = relations?.related ?? [];
  const alternative = relations?.alternative ?? null;
  if (related.length === 0 && !alternative) return <p>{t.noRelatedProducts}</p>;
  return (
    <ul className="related">
      {alternative ? (
        <li key="alternative">
          <RelatedItem wire={alternative} settings={settings} alternative />
        </li>
      ) : null}
      {related.map((wire) => (
        <li key={wire.i[0]}>
          <RelatedItem wire={wire} settings={settings} alternative={false} />
        </li>
      ))}
    </ul>
  );
}
