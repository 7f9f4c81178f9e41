/**
 * `<shop-focus-brand>` (issue 18 point 3; §2 /vores-staerke-brands/{focusBrand}, §9 logo 80 px wide,
 * focus thumbnail 250 px): a focus brand's page with its logo, thumbnail, text and its products in the
 * department's assortment as the list's product cards (ProductCard, primary-shop, gallery). Without a
 * brand (the attribute, or the page path's segment) the overview of every brand, each a link to its
 * page. Public like a marketing page: without a session the brand shows, and the products ask the
 * visitor to log in, as the search does. It renders core/stores/focus-brand.ts.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { $profile, $sessionState, $shopConfig, assetSrc, siteBlocksDiscontinuedByHQ, toIsoDay } from '../../core/index.js';
import type { OrderContext, Product, Profile } from '../../core/index.js';
import { focusBrandPageHref, focusBrandSlugOf } from '../../core/rules/focus-brand.js';
import type { FocusBrand } from '../../core/schemas/focus.js';
import { $focusBrand, loadFocusBrand, showFocusBrand } from '../../core/stores/focus-brand.js';
import { daFocus as t } from '../../core/texts/da-focus.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useStore } from '../shared/use-store.js';
import { loadCardModule, type CardModule as ListElement } from '../shared/card-module.js';

// The list's card and its CSS, fetched on use (widgets/shared/card-module.ts says why).
const loadCards = loadCardModule;

export interface FocusBrandProps {
  /** The brand's slug; without it the page path's /vores-staerke-brands/{brand}, else the overview. */
  brand?: string;
}

/** §9: the brand logo is 80 px wide, the focus thumbnail 250 px. */
export const LOGO_WIDTH = 80;
export const THUMB_WIDTH = 250;

export function FocusBrandView({ brand }: FocusBrandProps) {
  const slug = focusBrandSlugOf(brand, typeof location === 'undefined' ? '' : location.pathname);
  const state = useStore($focusBrand);
  const session = useStore($sessionState);
  useEffect(() => showFocusBrand(slug), [slug]);

  const shown = state.slug === slug ? state : null;
  if (!shown || shown.status === 'idle' || shown.status === 'loading' || session === 'unknown' || session === 'loading') {
    return <p className="status" part="status" role="status" aria-busy="true">{slug === null ? t.overviewLoading : t.loading}</p>;
  }
  if (shown.status === 'notFound') return <p className="status" part="status" role="alert">{t.notFound}</p>;
  if (shown.status === 'error') {
    return (
      <div className="status" part="status" role="alert">
        <p>{slug === null ? t.overviewFailed : t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadFocusBrand()}>{t.retry}</button>
      </div>
    );
  }
  if (slug === null) return <Overview brands={shown.brands} />;
  if (!shown.brand) return null;
  return <BrandPage brand={shown.brand} products={shown.products} />;
}

function BrandImages({ brand }: { brand: FocusBrand }) {
  const { apiBase } = useStore($shopConfig);
  const logo = assetSrc(brand.logo, apiBase);
  const thumb = assetSrc(brand.thumb, apiBase);
  return (
    <>
      {logo ? <img className="logo" part="logo" src={logo} alt={t.logoAlt(brand.name)} width={LOGO_WIDTH} height={(LOGO_WIDTH * 2) / 5} /> : null}
      {thumb ? <img className="thumb" part="thumb" src={thumb} alt="" width={THUMB_WIDTH} height={THUMB_WIDTH} /> : null}
    </>
  );
}

function BrandPage({ brand, products }: { brand: FocusBrand; products: Product[] | null }) {
  const headingId = useId();
  const productsId = useId();
  return (
    <article className="brand-page" part="brand" aria-labelledby={headingId}>
      <header className="brand-head">
        <BrandImages brand={brand} />
        <div className="brand-text">
          <h1 id={headingId} className="brand-name">{brand.name}</h1>
          <p className="text">{brand.text}</p>
        </div>
      </header>
      <section className="products" part="products" aria-labelledby={productsId}>
        <h2 id={productsId} className="products-heading">{t.productsHeading(brand.name)}</h2>
        {products === null ? <LoginNeeded text={t.loginForProducts} /> : <BrandProducts products={products} />}
      </section>
    </article>
  );
}

function BrandProducts({ products }: { products: Product[] }) {
  const profile = useStore($profile);
  if (!profile) return null;
  if (products.length === 0) return <p className="status">{t.noProducts}</p>;
  return <Cards products={products} profile={profile} />;
}

function Cards({ products, profile }: { products: Product[]; profile: Profile }) {
  const orderContext: OrderContext = useMemo(
    () => ({ cartType: profile.cartType, siteBlocksDiscontinuedByHQ: siteBlocksDiscontinuedByHQ(profile.siteVariant), today: toIsoDay(new Date()) }),
    [profile.cartType, profile.siteVariant],
  );
  const [list, setList] = useState<typeof ListElement | null>(null);
  const [failed, setFailed] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    loadCards().then(setList, () => setFailed(true));
  }, []);
  useEffect(() => {
    const root = grid.current?.getRootNode();
    if (list && (root instanceof ShadowRoot || root instanceof Document)) adoptStyles(root, [list.cardCss]);
  }, [list]);
  if (failed) return <p className="status" role="alert">{t.failed}</p>;
  if (!list) return <p className="status" role="status" aria-busy="true">{t.loading}</p>;
  const { ProductCard } = list;
  return (
    <ul className="grid" part="grid" ref={grid}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} settings={profile.settings} orderContext={orderContext} cardType="primary-shop" view="gallery" />
        </li>
      ))}
    </ul>
  );
}

function Overview({ brands }: { brands: FocusBrand[] }) {
  const headingId = useId();
  const { apiBase } = useStore($shopConfig);
  return (
    <section className="overview" part="overview" aria-labelledby={headingId}>
      <h1 id={headingId}>{t.overviewTitle}</h1>
      {brands.length === 0 ? (
        <p className="status">{t.overviewEmpty}</p>
      ) : (
        <ul className="brands">
          {brands.map((b) => {
            const thumb = assetSrc(b.thumb, apiBase);
            return (
              <li key={b.slug}>
                <a className="brand-tile" href={focusBrandPageHref(b.slug)}>
                  {thumb ? <img src={thumb} alt="" width={THUMB_WIDTH} height={THUMB_WIDTH} loading="lazy" /> : null}
                  <span className="tile-name">{b.name}</span>
                  {b.productCount !== null ? <span className="tile-count">{t.productCount(b.productCount)}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
