// The product card's derived state (§2 card types, §4 card states and units, §6 permissions, §9
// rounding) as pure functions, so the card only renders and every rule is table-tested here.
import type { Product, Unit } from '../schemas/product.js';
import { da } from '../texts/da.js';
import { priceParts } from '../format/price.js';
import { formatRoundedAmount } from '../format/amount.js';
import { safeUrl } from '../format/url.js';
import type { IconContext } from './icons.js';
import { orderBlockReason } from './permissions.js';
import type { CardBlockReason, OrderContext } from './permissions.js';
import { MAX_LINE_AMOUNT, Origin } from '../schemas/wire-constants.js';
import type { AddToCartItem, BasketLine } from '../schemas/cart.js';

/** §2: the card types. */
export const CARD_TYPES = [
  'primary-shop',
  'frontpage-offer',
  'carousel-product',
  'alternative-product',
  'expiry',
  'quickshop',
  'web-sample',
  'favorite-list-product',
  'related-products',
] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** §2: product cards in gallery and list views. */
export type CardView = 'gallery' | 'list';

/** §4 card states. A card can be in several at once (an offer that is also in the basket). */
export type CardState = 'offer' | 'expiry' | 'procure' | 'missingFoodInfo' | 'discontinued' | 'notOrderable' | 'inBasket';

export interface CardTypeTraits {
  /** Small card for strips and carousels: 90 px image, the compact icon split, no CO2 lines. */
  compact: boolean;
  /** The views the type may render in; the first is used when the asked view is not allowed. */
  views: readonly CardView[];
  /** A label naming the card's role, above the name. */
  label: string | null;
  /** web-sample: a sample is free, so no price is shown (and a zero price does not block adding). */
  showsPrice: boolean;
  /** expiry: always the expiry view (expiry unit and price, origin ExpiryProduct). */
  forcesExpiryView: boolean;
  /** quickshop: the amount field takes the focus when the card appears, for typing fast. */
  focusAmount: boolean;
  iconContext: IconContext;
  /**
   * §2 "a favourite lists dropdown" on the card (logged-in users only, §6). Where the spec is silent:
   * not on expiry cards (a one-off near-expiry batch in its expiry unit is nothing to keep on a list or
   * order every week), web samples (free samples) and quickshop rows (a row for typing amounts fast;
   * a further tab stop on every row slows that down).
   */
  dropdown: boolean;
}

const FULL: CardTypeTraits = {
  compact: false,
  views: ['gallery', 'list'],
  label: null,
  showsPrice: true,
  forcesExpiryView: false,
  focusAmount: false,
  iconContext: 'card',
  dropdown: true,
};
const COMPACT: CardTypeTraits = { ...FULL, compact: true, views: ['gallery'], iconContext: 'compact' };

const TRAITS: Record<CardType, CardTypeTraits> = {
  'primary-shop': FULL,
  'frontpage-offer': COMPACT,
  'carousel-product': COMPACT,
  'related-products': COMPACT,
  // getters: the label is read when shown, so an editor's text applies (issue 17 §1)
  'alternative-product': { ...FULL, get label() { return da.alternativeProduct; } },
  expiry: { ...FULL, forcesExpiryView: true, dropdown: false },
  quickshop: { ...FULL, compact: true, views: ['list'], iconContext: 'compact', focusAmount: true, dropdown: false },
  'web-sample': { ...FULL, get label() { return da.webSample; }, showsPrice: false, dropdown: false },
  'favorite-list-product': FULL,
};

export function cardTypeTraits(type: CardType): CardTypeTraits {
  return TRAITS[type];
}

/** The view a card renders in: the asked one when its type allows it, else the type's own. */
export function cardView(type: CardType, asked: CardView = 'gallery'): CardView {
  const { views } = TRAITS[type];
  return views.includes(asked) ? asked : (views[0] ?? 'gallery');
}

export interface ExpiryView {
  unit: Unit;
  /** Price of one expiry unit in øre (§9: rounded to whole øre, 2 decimals). */
  priceOre: number;
  expiresOn: string;
  stock: number;
}

/**
 * §4 "Expiry products use the expiry unit and price". The offer's unit is normally one of the
 * product's units; when it is not, the card still sends the offer's unit code (the server checks it).
 * `y.p` is the price of one expiry unit. Null for products without an expiry offer (§6: punch-out
 * users never get one, the server leaves it out).
 */
export function expiryView(product: Pick<Product, 'units' | 'expiry'>): ExpiryView | null {
  const offer = product.expiry;
  if (!offer) return null;
  const unit =
    product.units.find((u) => u.code === offer.unit) ??
    ({ code: offer.unit, description: '', factor: 1, weighed: offer.unit.toUpperCase() === 'KG', isDefault: false } satisfies Unit);
  return { unit, priceOre: Math.round(offer.priceOre), expiresOn: offer.expiresOn, stock: offer.stock };
}

export interface CardStateInput {
  orderContext: OrderContext;
  /** The card shows the expiry view (card type expiry, or the user chose the expiry offer). */
  expiry: boolean;
  inBasket: boolean;
}

/** §4: which card states apply, in a fixed order (data-state, styling, tests). */
export function cardStates(product: Pick<Product, 'onOffer' | 'flags' | 'discontinuedOn'>, input: CardStateInput): CardState[] {
  const states: CardState[] = [];
  if (product.onOffer && !input.expiry) states.push('offer');
  if (input.expiry) states.push('expiry');
  if (product.flags.procure) states.push('procure');
  const block = blockState(orderBlockReason(product, input.orderContext));
  if (block) states.push(block);
  if (input.inBasket) states.push('inBasket');
  return states;
}

/** The card state a block reason shows as (§4 "discontinued or not orderable"). */
export function blockState(reason: CardBlockReason): CardState | null {
  if (reason === 'missingFoodInfo') return 'missingFoodInfo';
  if (reason === 'discontinued' || reason === 'discontinuedByHQ') return 'discontinued';
  if (reason === 'deadline') return 'notOrderable';
  return null;
}

/** §8 texts for a blocked card; f_text (the product's own discontinued text) wins when present. */
export function blockReasonText(reason: Exclude<CardBlockReason, null>, product: Pick<Product, 'discontinuedText'>): string {
  switch (reason) {
    case 'deadline':
      return da.notOrderable;
    case 'missingFoodInfo':
      return da.missingFoodInfo;
    case 'discontinued':
      return product.discontinuedText.trim() || da.discontinued;
    case 'discontinuedByHQ':
      return product.discontinuedText.trim() || da.discontinuedByHQ;
  }
}

/** §3 f: a discontinued date still ahead is a notice ('Udgår 31-12-2026'), not a block. */
export function upcomingDiscontinuation(product: Pick<Product, 'discontinuedOn'>, today: string): string | null {
  return product.discontinuedOn !== null && product.discontinuedOn > today ? product.discontinuedOn : null;
}

/** '24,50 kr./kg': the price per reference unit (p_ref per ref_u, §3), or null when there is none. */
export function referencePriceText(product: Pick<Product, 'refPriceOre' | 'refUnit'>): string | null {
  if (product.refPriceOre === null || !product.refUnit) return null;
  return da.refPrice(priceParts(product.refPriceOre).text, product.refUnit);
}

/** CO2e of one of `unit` (e is per base unit, like the price), or null when the product has none. */
export function co2ePerUnit(co2e: number | null, unit: Pick<Unit, 'factor'>): number | null {
  return co2e === null ? null : co2e * unit.factor;
}

/** A quantity as the card prints it: whole numbers plain, KG with a comma ('1,5'). */
export function formatQuantity(amount: number): string {
  return formatRoundedAmount(amount);
}

export interface BasketQuantity {
  unit: string;
  amount: number;
}

/** 'I kurven: 3 KRT, 1,5 KG' minus the prefix: what the basket holds of one product, per unit. */
export function basketQuantityText(entries: readonly BasketQuantity[]): string {
  return entries.map((e) => `${formatQuantity(e.amount)} ${e.unit}`).join(', ');
}

/** Where an add from this card comes from (§3 origins; 17 for expiry offers, else the view). */
export function addOrigin(view: CardView, expiry: boolean): number {
  if (expiry) return Origin.ExpiryProduct;
  return view === 'list' ? Origin.ListSearch : Origin.GallerySearch;
}

export type OwnPriorityResult = { ok: true; value: number | null } | { ok: false; message: string };

/** Own priority (§6, sorting 0): empty clears it, else a whole number 1-999. */
export function parseOwnPriority(raw: string): OwnPriorityResult {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  if (!/^\d{1,3}$/.test(text)) return { ok: false, message: da.ownPriorityInvalid };
  const value = Number(text);
  return value >= 1 && value <= 999 ? { ok: true, value } : { ok: false, message: da.ownPriorityInvalid };
}

/**
 * §2 link /vores-staerke-brands/{focusBrand}: the brand name as a path segment (lower case, spaces
 * as dashes, Danish letters kept and percent-encoded), through the allow-list.
 */
export function focusBrandHref(name: string): string | null {
  const slug = focusBrandSlug(name);
  if (slug === '') return null;
  return safeUrl(`/vores-staerke-brands/${encodeURIComponent(slug)}`);
}

/** The page segment of a focus brand (focus_brands.slug is this of the name; the seed and the pages rely on it). */
export function focusBrandSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A logo or other asset path from data, on the API's origin when relative, through the allow-list. */
export function assetSrc(path: string | null | undefined, apiBase: string): string | null {
  if (!path) return null;
  return safeUrl(path.startsWith('/') && !path.startsWith('//') ? `${apiBase}${path}` : path);
}

/** Product details link (§2: ?foodInfo=<id> opens the details view). */
export function detailsHrefFor(productId: string): string {
  return `?foodInfo=${encodeURIComponent(productId)}`;
}

/** Per product, what the basket holds in each unit: the card's in-basket state (§4). */
export function quantitiesByProduct(lines: readonly Pick<BasketLine, 'productId' | 'unit' | 'amount'>[]): Map<string, BasketQuantity[]> {
  const byProduct = new Map<string, BasketQuantity[]>();
  for (const line of lines) {
    const entries = byProduct.get(line.productId) ?? [];
    const same = entries.find((e) => e.unit === line.unit);
    if (same) same.amount = Math.round((same.amount + line.amount) * 100) / 100;
    else entries.push({ unit: line.unit, amount: line.amount });
    byProduct.set(line.productId, entries);
  }
  return byProduct;
}

/**
 * The basket lines right after a successful add, before the server's own answer arrives: the server
 * sums an add into the line of the same product, unit and kind (api-server/orders/basket.ts), so
 * the card shows 'I kurven' at once. New lines carry no name or price; the reload replaces them.
 */
export function mergeAddedItems(lines: readonly BasketLine[], items: readonly Pick<AddToCartItem, 'productId' | 'unit' | 'amount'>[]): BasketLine[] {
  const next = lines.map((l) => ({ ...l }));
  for (const item of items) {
    const line = next.find((l) => l.productId === item.productId && l.unit === item.unit);
    if (line) {
      line.amount = Math.min(MAX_LINE_AMOUNT, Math.round((line.amount + item.amount) * 100) / 100);
    } else {
      next.push({ lineNo: 0, productId: item.productId, name: '', brand: '', unit: item.unit, amount: item.amount, unitPriceOre: null, lineTotalOre: null, depositOre: null });
    }
  }
  return next;
}
