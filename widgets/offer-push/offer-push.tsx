/**
 * `<shop-offer-push>` (issue 18 point 4, §7 GET /api/offerpush/{id}/products): an editor's offer block
 * on a CMS page, the push's title and text over a carousel of its `carousel-product` cards in the
 * editor's order (widgets/shared/product-carousel.tsx). Adds carry origin OfferPush (9).
 *
 * Decisions (docs/guides/offers.md §4): only for a logged-in user (the products and prices are the
 * session department's); a visitor sees nothing here, the public offers of point 5 are the visitor's
 * block. A push that has ended or is unknown (404) shows nothing, so an editor's page needs no
 * change when the week's offer runs out; a malformed `offer-id` shows nothing either (and says why in
 * the console, for the editor).
 */
import { useEffect } from 'react';
import { $sessionState, Origin } from '../../core/index.js';
import { ApiRequestError } from '../../core/api/client.js';
import { fetchOfferPush } from '../../core/api/offers-selling.js';
import { productIdsOf } from '../../core/schemas/product-details.js';
import { daOffersSelling as t } from '../../core/texts/da-offers-selling.js';
import { ProductCarousel } from '../shared/product-carousel.js';
import { useCarouselProducts } from '../shared/use-carousel-products.js';
import { useStore } from '../shared/use-store.js';

export interface OfferPushProps {
  /** The push's id (offer_pushes.id), as the editor copies it from the offers admin. */
  offerId?: string;
  /** Optional, comma-separated product ids: only these of the push's products (§7 `?products`). */
  products?: string;
  /** The heading's level in the page: 2 (default) or 3. */
  headingLevel?: string;
}

const OFFER_ID = /^[1-9]\d{0,8}$/;
const PRODUCT_ID = /^\d{1,12}$/;

/** The attributes as the call wants them, or null when the offer id cannot be one. */
export function offerPushRequest(offerId: string | undefined, products: string | undefined): { key: string; products: string[] } | null {
  const id = (offerId ?? '').trim();
  if (!OFFER_ID.test(id)) return null;
  const ids = productIdsOf(products ?? '').filter((p) => PRODUCT_ID.test(p));
  return { key: ids.length > 0 ? `${id}?${ids.join(',')}` : id, products: ids };
}

const loadPush = (key: string, signal: AbortSignal) => {
  const [id, list = ''] = key.split('?');
  return fetchOfferPush(id!, productIdsOf(list), signal);
};
// 404: unknown or ended push (nothing to show); 401 is the session handler's.
const hiddenOn = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 401);

export function OfferPushView({ offerId, products, headingLevel }: OfferPushProps) {
  const session = useStore($sessionState);
  const request = offerPushRequest(offerId, products);
  const load = useCarouselProducts(request?.key ?? null, loadPush, hiddenOn);
  const malformed = request === null;
  useEffect(() => {
    if (malformed) console.warn(`[shop-offer-push] offer-id="${offerId ?? ''}" is not an offer id`);
  }, [malformed, offerId]);
  if (session !== 'authenticated' || request === null || load.status === 'hidden') return null;
  return (
    <ProductCarousel
      name="offer-push"
      heading={load.data?.title ?? t.offerPushHeading}
      headingLevel={headingLevel === '3' ? 3 : 2}
      text={load.data?.text}
      status={load.status}
      products={load.products}
      origin={Origin.OfferPush}
      onRetry={load.retry}
    />
  );
}
