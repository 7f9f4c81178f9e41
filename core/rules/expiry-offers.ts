// Expiry (near-expiry, food-waste) offers, issue 18 point 1 (§3 y, §6, §9): which offers come first,
// what the user saves, and the short note a recurring-order line shows. Pure functions, table-tested in
// expiry-offers.test.ts; the server orders with them and the widget renders what they give.
import { formatDate } from '../format/date.js';
import { formatPrice } from '../format/price.js';
import type { OnList } from '../schemas/near-expiry.js';
import type { Product, Unit } from '../schemas/product.js';
import type { RecurringOrderLine } from '../schemas/recurring-order.js';
import { daExpiryOffers } from '../texts/da-expiry-offers.js';
import { unitPriceOre } from './units.js';
import { onFirstUse } from '../format/on-first-use.js';

/** §3 Codes: "Shop types 0 and 1 are used for expiry" (the list §6's canSeeExpiry is asked with). */
export const EXPIRY_SHOP_TYPES: readonly number[] = [0, 1];

export interface ListWithProducts {
  name: string;
  productIds: readonly string[];
}

const danish = onFirstUse(() => new Intl.Collator('da'));

/**
 * Beyond the spec: the user's lists that hold a product, favourite lists (in the order given: own
 * first, as the dropdown shows them) before recurring orders, each name once per kind.
 */
export function listsHolding(
  productId: string,
  favoriteLists: readonly ListWithProducts[],
  recurringOrders: readonly ListWithProducts[],
): OnList[] {
  const out: OnList[] = [];
  const add = (kind: OnList['kind'], lists: readonly ListWithProducts[]) => {
    for (const list of lists) {
      if (list.productIds.includes(productId) && !out.some((o) => o.kind === kind && o.name === list.name)) out.push({ kind, name: list.name });
    }
  };
  add('favoriteList', favoriteLists);
  add('recurringOrder', recurringOrders);
  return out;
}

export interface RankedOffer {
  productId: string;
  name: string;
  /** yyyy-MM-dd, §3 y.n. */
  expiresOn: string;
  onLists: readonly OnList[];
}

/**
 * The order of the near-expiry list: offers on the user's favourite lists first, then those on a
 * recurring order only, then the rest; within each, the soonest expiry first (it is wasted first), then
 * the name in Danish order, then the product id (a stable order for equal names).
 */
export function compareOffers(a: RankedOffer, b: RankedOffer): number {
  return (
    listRank(a) - listRank(b) ||
    (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : 0) ||
    danish().compare(a.name, b.name) ||
    (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0)
  );
}

function listRank(offer: RankedOffer): number {
  if (offer.onLists.some((l) => l.kind === 'favoriteList')) return 0;
  return offer.onLists.length > 0 ? 1 : 2;
}

export function orderOffers<T extends RankedOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareOffers);
}

export interface ExpirySaving {
  /** The reference product's price of one expiry unit (øre). */
  normalOre: number;
  /** §3 y.p, one expiry unit (øre). */
  expiryOre: number;
  savingOre: number;
  /** Whole percent of the normal price, rounded half up. */
  percent: number;
}

type PricedProduct = Pick<Product, 'id' | 'priceOre' | 'units'>;

/**
 * §3 y.r: the saving of an expiry offer against its reference product, per expiry unit. The reference
 * is normally the product itself (our data: y.r is the product's own id); another product counts only
 * when it is given. Null when there is nothing honest to say: prices hidden (§6), the reference unknown
 * or not sold in the expiry unit, or no saving at all.
 */
export function expirySaving(product: PricedProduct & Pick<Product, 'expiry'>, reference?: PricedProduct | null): ExpirySaving | null {
  const offer = product.expiry;
  if (!offer) return null;
  const ref = offer.referenceProductId === product.id ? product : reference?.id === offer.referenceProductId ? reference : null;
  if (!ref) return null;
  const unit: Pick<Unit, 'factor'> | undefined = ref.units.find((u) => u.code === offer.unit);
  const normalOre = unit ? unitPriceOre(ref.priceOre, unit) : null;
  if (normalOre === null || normalOre <= 0) return null;
  const expiryOre = Math.round(offer.priceOre);
  const savingOre = normalOre - expiryOre;
  if (savingOre <= 0) return null;
  return { normalOre, expiryOre, savingOre, percent: Math.floor((savingOre * 100) / normalOre + 0.5) };
}

/**
 * The card's "why first" line: "På din liste Faste varer, Morgenmad" and/or "På din fastordre …";
 * null when the product is on none of the user's lists.
 */
export function onListsText(onLists: readonly OnList[]): string | null {
  const names = (kind: OnList['kind']) => onLists.filter((l) => l.kind === kind).map((l) => l.name).join(', ');
  const parts = [
    names('favoriteList') ? daExpiryOffers.onList(names('favoriteList')) : null,
    names('recurringOrder') ? daExpiryOffers.onRecurringOrder(names('recurringOrder')) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The saving as the card says it ("Du sparer 6,00 kr. pr. KRT (50 %)"), or null. */
export function savingText(saving: ExpirySaving | null, unit: string): string | null {
  return saving ? daExpiryOffers.saving(formatPrice(saving.savingOre), unit, saving.percent) : null;
}

/** The small note on a recurring-order line whose product is on an expiry offer, or null. */
export function recurringLineExpiryNote(line: Pick<RecurringOrderLine, 'expiry' | 'exists'>): string | null {
  const offer = line.expiry;
  if (!offer || !line.exists) return null;
  const date = formatDate(offer.expiresOn);
  return offer.priceOre === null
    ? daExpiryOffers.recurringLineNoteNoPrice(offer.unit, date)
    : daExpiryOffers.recurringLineNote(formatPrice(offer.priceOre), offer.unit, date);
}
