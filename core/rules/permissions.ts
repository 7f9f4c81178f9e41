// Roles and permissions of spec §6 as pure functions. Every widget asks these, never the settings.
import type { Profile, UserSettings } from '../schemas/user.js';
import { CartType } from '../schemas/wire-constants.js';
import type { SiteVariant } from '../schemas/user.js';
import type { Product } from '../schemas/product.js';
import { siteVariantOf } from '../site/variants.js';

type Settings = Pick<UserSettings, 'showPrices' | 'allowOrdering'>;

/**
 * The settings every widget applies while the profile is not known: not loaded yet, anonymous, or a
 * session that ended. Nothing a setting could forbid is shown until the server has said it is allowed:
 * no prices, no ordering, no CO2e, no expiry offers (decision 010). One default for every widget, so a
 * price can never flash in one widget while the next hides it.
 */
export const SETTINGS_UNTIL_KNOWN: Readonly<UserSettings> = Object.freeze({
  showPrices: false,
  allowOrdering: false,
  hideCo2: true,
  showExpiry: false,
  showProcure: false,
  procureAlwaysOn: false,
});

/**
 * The basket page's 'Afgiv ordre' (§6 allowOrdering, decision 010): shown only once the profile allows
 * it, and the refusal ('Du har ikke adgang til at bestille') said only once the profile is known to
 * refuse — not while it is loading.
 */
export function basketOrdering(profile: Pick<Profile, 'settings'> | null | undefined): { canOrder: boolean; explainRefusal: boolean } {
  const canOrder = showAddControl(settingsOf(profile));
  return { canOrder, explainRefusal: !canOrder && profile != null };
}

/** The settings a widget decides by: the profile's, else SETTINGS_UNTIL_KNOWN. */
export function settingsOf(profile: Pick<Profile, 'settings'> | null | undefined): Readonly<UserSettings> {
  return profile?.settings ?? SETTINGS_UNTIL_KNOWN;
}

/** §6: prices need showPrices. */
export function canSeePrices(settings: Pick<UserSettings, 'showPrices'>): boolean {
  return settings.showPrices;
}

/** §6: ordering needs allowOrdering; if ordering is off the add control is hidden. */
export function showAddControl(settings: Pick<UserSettings, 'allowOrdering'>): boolean {
  return settings.allowOrdering;
}

/** §6: add to cart needs ordering allowed and a nonzero price (or prices hidden). */
export function canAddToCart(settings: Settings, priceOre: number | null): boolean {
  if (!settings.allowOrdering) return false;
  if (!settings.showPrices) return true;
  return priceOre !== null && priceOre !== 0;
}

/** §6 "{product}: discontinued-by-HQ blocking" (the variant's description, core/site/variants.ts). */
export function siteBlocksDiscontinuedByHQ(site: SiteVariant): boolean {
  return siteVariantOf(site).blocksDiscontinuedByHQ;
}

/** §6 "Focus products appear only if the shop setting allows": the server's setting and the variant's. */
export function showsFocusProducts(serverSetting: boolean, site: SiteVariant): boolean {
  return serverSetting && siteVariantOf(site).focusProducts;
}

/** §6 "{product}: unit price shown when sorting is 5" (the variant's description); feeds showUnitPriceColumn. */
export function siteShowsUnitPriceOnSorting5(site: SiteVariant): boolean {
  return siteVariantOf(site).unitPriceOnSorting5;
}

/**
 * The cards' order context from the profile (null until known: an ordinary shop cart on no blocking
 * site). One place for every widget that shows cards (the list, the carousels, expiry and public offers).
 */
export function orderContextOf(profile: Pick<Profile, 'cartType' | 'siteVariant'> | null, today: string): OrderContext {
  return {
    cartType: profile?.cartType ?? 0,
    siteBlocksDiscontinuedByHQ: profile ? siteBlocksDiscontinuedByHQ(profile.siteVariant) : false,
    today,
  };
}

export type CardBlockReason = 'discontinued' | 'discontinuedByHQ' | 'missingFoodInfo' | 'deadline' | null;

export interface OrderContext {
  cartType: Profile['cartType'];
  /** §6 {product} site: discontinued-by-HQ blocks ordering. Which site that is, is configuration. */
  siteBlocksDiscontinuedByHQ: boolean;
  /** Today as yyyy-MM-dd, so a discontinued date in the past blocks. */
  today: string;
  /** From the deadline call (§7); undefined until known. */
  orderableByDeadline?: boolean;
}

/**
 * §5 "Ordering blocked when deadline data says not orderable, on {product} when discontinued by head
 * office, and when food info is required but missing (except in shopping-list mode)"; §4 card states:
 * discontinued products are read-only.
 */
export function orderBlockReason(product: Pick<Product, 'flags' | 'discontinuedOn'>, ctx: OrderContext): CardBlockReason {
  if (ctx.orderableByDeadline === false && ctx.cartType !== CartType.ShoppingList) return 'deadline';
  if (product.discontinuedOn !== null && product.discontinuedOn <= ctx.today) return 'discontinued';
  if (ctx.siteBlocksDiscontinuedByHQ && product.flags.discontinuedByHQ) return 'discontinuedByHQ';
  if (product.flags.foodInfoRequired && !product.flags.foodInfo && ctx.cartType !== CartType.ShoppingList) {
    return 'missingFoodInfo';
  }
  return null;
}

/** §6: in details, ordering also needs an orderable product, not discontinued (by HQ), not public offers. */
export function canOrderInDetails(args: {
  settings: Settings;
  priceOre: number | null;
  orderable: boolean;
  discontinued: boolean;
  discontinuedByHQ: boolean;
  cardType: string;
}): boolean {
  return (
    canAddToCart(args.settings, args.priceOre) &&
    args.orderable &&
    !args.discontinued &&
    !args.discontinuedByHQ &&
    args.cardType !== 'public-offers'
  );
}

/** §6: only admins may share a list with chains. */
export function canShareWithChains(profile: Pick<Profile, 'isAdmin'> | null): boolean {
  return profile?.isAdmin === true;
}

/** Issue 16: this session came from a procurement system; its basket goes back there, not to an order. */
export function isPunchOutSession(profile: Pick<Profile, 'punchOut'> | null | undefined): boolean {
  return profile?.punchOut != null;
}

/** §6 "Punch-out": the user's flag, or a punch-out session (a session says so even if the flag lags). */
export function isPunchOutUser(profile: Pick<Profile, 'isPunchOut' | 'punchOut'>): boolean {
  return profile.isPunchOut || isPunchOutSession(profile);
}

/**
 * Issue 16, the basket page: 'order' for everybody else ('Afgiv ordre'); in a punch-out session
 * 'transfer' ('Overfør til indkøbssystem'), or 'inspect' when the buyer opened the requisition to look
 * at it (cXML operation inspect): read-only, nothing is changed or sent.
 */
export type BasketMode = 'order' | 'transfer' | 'inspect';
export function basketMode(profile: Pick<Profile, 'punchOut'> | null | undefined): BasketMode {
  const punchOut = profile?.punchOut;
  if (!punchOut) return 'order';
  return punchOut.operation === 'inspect' ? 'inspect' : 'transfer';
}

/** §2: dropdown tabs Favoritlister and Fastordrer only when not punch-out, ordering allowed, not a shopping list. */
export function showDropdownTabs(profile: Pick<Profile, 'isPunchOut' | 'punchOut' | 'cartType' | 'settings'>): boolean {
  return !isPunchOutUser(profile) && profile.settings.allowOrdering && profile.cartType !== CartType.ShoppingList;
}

/** §6: hideCo2 users see no CO2 data, and a value that rounds to '0,00' is hidden for everybody. */
/** §6: CO2e figures need a user without hideCo2. */
export function canSeeCo2(settings: Pick<UserSettings, 'hideCo2'>): boolean {
  return !settings.hideCo2;
}

export function showCo2(settings: Pick<UserSettings, 'hideCo2'>, co2e: number | null): boolean {
  if (!canSeeCo2(settings) || co2e === null) return false;
  return Math.round(co2e * 100) !== 0;
}

/** §6: CO2 tax only for customer price groups in a configured list. */
export function showCo2Tax(priceGroup: string, configuredPriceGroups: readonly string[]): boolean {
  return configuredPriceGroups.includes(priceGroup);
}

/** §6: expiry products need a non-punch-out user with showExpiry and a matching shop type. */
export function canSeeExpiry(
  profile: Pick<Profile, 'isPunchOut' | 'punchOut' | 'shopType' | 'settings' | 'siteVariant'>,
  offerShopTypes: readonly number[],
): boolean {
  // Issue 22 point 1: and only on a variant whose description has expiry offers on.
  return !isPunchOutUser(profile) && profile.settings.showExpiry && offerShopTypes.includes(profile.shopType) && siteVariantOf(profile.siteVariant).expiryOffers;
}

/** §6: procured products are hidden unless showProcure, and procureAlwaysOn overrides. */
export function showProcuredProduct(settings: Pick<UserSettings, 'showProcure' | 'procureAlwaysOn'>): boolean {
  return settings.procureAlwaysOn || settings.showProcure;
}

/** §6: cart type 1 (shopping list) has no delivery deadlines and adds to the list. */
export function usesShoppingList(profile: Pick<Profile, 'cartType'>): boolean {
  return profile.cartType === CartType.ShoppingList;
}

/** §6, §9: sorting 0 shows the own-priority input; 5 shows the unit price; 2 shows group headers. */
export const showOwnPriorityInput = (sorting: number): boolean => sorting === 0;
export const showUnitPriceColumn = (sorting: number, siteShowsUnitPrice: boolean): boolean => siteShowsUnitPrice && sorting === 5;
export const showGroupHeaders = (sorting: number, isFavoriteListView: boolean): boolean => isFavoriteListView && sorting === 2;
