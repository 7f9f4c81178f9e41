/**
 * `<shop-public-offers>` (issue 18 point 5): a marketing block of `frontpage-offer` cards (§2), for a
 * visitor and for a logged-in user alike (§7 publicoffers). It renders core/stores/public-offers.ts.
 *
 * - A visitor sees name, image and brand; prices only where the department (`dept`) allows public
 *   prices; never an amount field, an add button or the favourite lists dropdown (the card gets
 *   allowOrdering false, and the dropdown is for logged-in users only, §6); under each card "Log ind
 *   for pris" (or "Log ind for at bestille" where prices are shown), which moves the focus to the
 *   page's `<shop-login>` or, without one, goes to the site's login page.
 * - A logged-in user sees the same block with the session's prices and add (origin PublicOffer 12).
 * - A login or logout on the same page switches the block (the store loads again for the new session).
 */
import { useEffect, useId, useMemo } from 'react';
import type { MouseEvent } from 'react';
import {
  $profile,
  $sessionState,
  $settings,
  $shopConfig,
  ensureProfile,
  safeUrl,
  orderContextOf,
  toIsoDay,
} from '../../core/index.js';
import type { OrderContext, Product } from '../../core/index.js';
import { Origin } from '../../core/schemas/cart.js';
import { publicOfferIds } from '../../core/rules/public-offers.js';
import { $publicOffers, loadPublicOffers, publicOffersKey, showPublicOffers } from '../../core/stores/public-offers.js';
import { daPublicOffers as t } from '../../core/texts/da-public-offers.js';
import { adoptCardCss, useCardModule } from '../shared/card-module.js';
import { useStore } from '../shared/use-store.js';

export interface PublicOffersProps {
  /** Comma-separated product ids; empty: the department's running offers. */
  products?: string;
  /** The department whose assortment and prices a visitor sees (a logged-in user always sees his own). */
  dept?: string;
  /** The block's heading; default "Tilbud". An empty heading="" leaves it out. */
  heading?: string;
}

/** The page's login form, when there is one: the visitor's way to the prices without leaving the page. */
function focusPageLogin(event: MouseEvent<HTMLAnchorElement>): void {
  const login = document.querySelector('shop-login');
  const input = login?.shadowRoot?.querySelector<HTMLInputElement>('input') ?? null;
  if (!input) return; // the link's own address: the site's login page
  event.preventDefault();
  login!.scrollIntoView?.({ block: 'center' });
  input.focus();
}

export function PublicOffers({ products, dept, heading }: PublicOffersProps) {
  const headingId = useId();
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const settings = useStore($settings);
  const config = useStore($shopConfig);
  const ids = useMemo(() => publicOfferIds(products), [products]);
  const department = dept?.trim() || null;
  const key = publicOffersKey(ids, department);
  const entry = useStore($publicOffers)[key];
  const card = useCardModule();

  useEffect(() => {
    void ensureProfile();
  }, []);
  // Keyed by the block's query: `ids` is a new array on every render of the same attribute.
  const shownKey = key;
  useEffect(() => showPublicOffers(ids, department), [shownKey]);

  const orderContext: OrderContext = useMemo(() => orderContextOf(profile, toIsoDay(new Date())), [profile?.cartType, profile?.siteVariant]);
  const loggedIn = session === 'authenticated' && profile !== null;
  const data = entry?.data ?? null;
  // Data of another session state is never shown: a visitor never keeps a customer's prices.
  const current = data && data.loggedIn === loggedIn ? data : null;
  const shownProducts: Product[] = current ? current.products : [];
  const title = heading === undefined ? t.heading : heading;

  let body;
  if (entry?.status === 'notFound') {
    body = <p className="status" role="alert">{t.notFound}</p>;
  } else if (entry?.status === 'error') {
    body = (
      <div className="status" role="alert">
        <p>{t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadPublicOffers(ids, department)}>{t.retry}</button>
      </div>
    );
  } else if (!current || !card) {
    const Skeleton = card?.SkeletonCard;
    body = (
      <ul className="grid" aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2, 3].map((k) => <li key={k}>{Skeleton ? <Skeleton /> : null}</li>)}
      </ul>
    );
  } else if (shownProducts.length === 0) {
    body = <p className="status">{t.empty}</p>;
  } else {
    const cardSettings = loggedIn
      ? settings
      : { showPrices: current.pricesShown, allowOrdering: false, hideCo2: true };
    const loginHref = safeUrl(config.loginUrl) ?? '/';
    const { ProductCard } = card;
    body = (
      <ul ref={adoptCardCss(card)} className="grid" part="grid">
        {shownProducts.map((product) => (
          <li key={product.id} className="item">
            <ProductCard
              product={product}
              settings={cardSettings}
              orderContext={orderContext}
              cardType="frontpage-offer"
              origin={Origin.PublicOffer}
              // The details need a session; a visitor's card links nowhere.
              detailsHref={loggedIn ? undefined : null}
            />
            {loggedIn ? null : (
              <a className="btn btn-secondary login-for-price" part="login-link" href={loginHref} onClick={focusPageLogin}
                aria-label={t.loginLinkLabel(current.pricesShown ? t.loginToOrder : t.loginForPrice, product.name)}>
                {current.pricesShown ? t.loginToOrder : t.loginForPrice}
              </a>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="public-offers" part="container" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t.heading}
      data-session={loggedIn ? 'authenticated' : 'anonymous'}>
      {title ? <h2 id={headingId} className="heading" part="heading">{title}</h2> : null}
      {body}
    </section>
  );
}
