// Stories and tests of <shop-public-offers>: what publicoffers answers a visitor of a department
// without public prices, one with them, and a logged-in user (issue 18 point 5).
import type { ProductWire } from '../../core/schemas/product.js';
import type { PublicOffers } from '../../core/schemas/public-offers.js';
import { $publicOffers, publicOffersKey } from '../../core/stores/public-offers.js';
import type { PublicOffersEntry } from '../../core/stores/public-offers.js';
import { milkWire, offerWire, salmonWire } from '../shared/fixtures/index.js';

export const FIXTURE_DEPT = '1002';

const onOffer = (w: ProductWire, id: string, price: number | null): ProductWire => ({ ...w, i: [id, w.i[1] ?? '', ''], o: true, n: '2025-12-07', p: price });

const products = (prices: boolean): ProductWire[] => [
  onOffer(offerWire, '100200', prices ? 2495 : null),
  onOffer(milkWire, '100123', prices ? 1050 : null),
  onOffer(salmonWire, '100456', prices ? 18900 : null),
];

export const anonymousOffers: PublicOffers = { department: FIXTURE_DEPT, loggedIn: false, pricesShown: false, products: products(false) };
export const anonymousOffersWithPrices: PublicOffers = { department: '1001', loggedIn: false, pricesShown: true, products: products(true) };
export const loggedInOffers: PublicOffers = { department: '1001', loggedIn: true, pricesShown: true, products: products(true) };

/** Sets the block of `dept` (no products attribute) as if loaded. */
export function setPublicOffersFixture(entry: Partial<PublicOffersEntry> & Pick<PublicOffersEntry, 'status'>, dept: string | null = FIXTURE_DEPT): void {
  const data = entry.data ?? null;
  $publicOffers.setKey(publicOffersKey([], dept), { data, loadedFor: data?.loggedIn ? 'authenticated' : 'anonymous', ...entry });
}
