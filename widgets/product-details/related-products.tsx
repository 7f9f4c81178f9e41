// The details' related products (§3 r) and alternative product (§3 t) as compact link cards: image,
// brand, name, number and the standard unit's price; the name opens that product's details (where
// it can be added). Decision: not the list's <ProductCard>: sharing it split the card into a chunk of
// its own and pulled the wire decoder into the search page's shared chunk (+0.4 KB over the 60 KB
// budget); a related product is chosen here and bought from its own details.
import { $shopConfig, da, formatPrice, productImageSrc, safeUrl } from '../../core/index.js';
import type { ProductRelations, UserSettings } from '../../core/index.js';
import { relatedCards, type RelatedCard } from '../../core/rules/related-products.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { useStore } from '../shared/use-store.js';

function RelatedItem({ card }: { card: RelatedCard }) {
  const { apiBase } = useStore($shopConfig);
  const href = safeUrl(card.href);
  const image = productImageSrc(card.img, 90, apiBase);
  return (
    <article className="related-item" aria-label={card.name} data-product-id={card.id} data-alternative={card.alternative || undefined}>
      {image ? <img src={image} alt="" width={90} height={90} loading="lazy" decoding="async" /> : <span className="related-image" aria-hidden="true" />}
      <div className="related-text">
        {card.alternative ? <p className="type-label">{t.alternativeProduct}</p> : null}
        {card.brand ? <p className="brand">{card.brand}</p> : null}
        <p className="related-name">{href ? <a href={href}>{card.name}</a> : card.name}</p>
        <p className="meta">
          {da.productNumber} {card.id}
        </p>
        {card.priceOre !== null && card.unitCode ? <p className="price">{t.unitPrice(formatPrice(card.priceOre), card.unitCode)}</p> : null}
      </div>
    </article>
  );
}

export function RelatedProducts({ relations, settings }: { relations: ProductRelations | null; settings: UserSettings }) {
  const cards = relatedCards(relations, settings);
  if (cards.length === 0) return <p>{t.noRelatedProducts}</p>;
  return (
    <ul className="related">
      {cards.map((card) => (
        <li key={card.alternative ? 'alternative' : card.id}>
          <RelatedItem card={card} />
        </li>
      ))}
    </ul>
  );
}
