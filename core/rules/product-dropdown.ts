// §2 "Product dropdown" on the product card, as pure functions: which cards have one (§6: logged-in
// users only), which tabs it shows, the card's membership mark, what an add sends, and the tab keys.
// Small and free of the favourite-list store: the card's trigger imports it on every search page.
import type { Product } from '../schemas/product.js';
import type { Profile } from '../schemas/user.js';
import type { FavoriteListsState } from '../stores/favorite-lists-state.js';
import type { SessionState } from '../stores/session-state.js';
import { parseAmount } from './amount.js';
import { cardTypeTraits } from './card-state.js';
import type { CardType } from './card-state.js';
import { showDropdownTabs } from './permissions.js';
import { defaultUnit } from './units.js';

/** §9 "Favourite list search focus delay 125 ms": the search box takes the focus this long after opening. */
export const FAVORITE_SEARCH_FOCUS_DELAY_MS = 125;

export type ProductDropdownTab = 'favorites' | 'recurring';

/** §6 "The product dropdown is for logged-in users only"; per card type (`cardTypeTraits().dropdown`). */
export function hasProductDropdown(session: SessionState, cardType: CardType): boolean {
  return session === 'authenticated' && cardTypeTraits(cardType).dropdown;
}

/**
 * §2: the tabs Favoritlister and Fastordrer only when not punch-out, ordering is allowed and the cart
 * is not a shopping list (showDropdownTabs); otherwise the favourite lists alone, without a tab row.
 */
export function productDropdownTabs(profile: Pick<Profile, 'isPunchOut' | 'punchOut' | 'cartType' | 'settings'> | null): readonly ProductDropdownTab[] {
  return profile && showDropdownTabs(profile) ? ['favorites', 'recurring'] : ['favorites'];
}

/**
 * The card's mark: the product is on a list the user sees. Once the lists are loaded the store
 * decides (every change shows at once on every card); before that, the catalogue's §3 x.favorite flag,
 * plus whatever the store already learnt from a change.
 */
export function favoriteMark(product: Pick<Product, 'id' | 'flags'>, status: FavoriteListsState['status'], ids: ReadonlySet<string>): boolean {
  if (status === 'ready') return ids.has(product.id);
  return ids.has(product.id) || product.flags.favorite;
}

/**
 * §3 add-product payload `stdUnit`: the unit chosen on the card when it is not the product's own
 * default (§4 "defaults to the list-specific standard unit, else the flagged default"), so the list
 * remembers a choice and otherwise follows the product.
 */
export function listStdUnitFor(product: Pick<Product, 'units' | 'expiry'>, unitCode: string): string | undefined {
  if (!product.units.some((u) => u.code === unitCode)) return undefined;
  return defaultUnit(product).code === unitCode ? undefined : unitCode;
}

/** The amount the Fastordrer tab starts from: the card's typed amount when valid, else 1 (§5 default '1'). */
export function dropdownAmount(typed: string, unit: { code: string; weighed?: boolean }): number {
  if (typed.trim() === '') return 1;
  const parsed = parseAmount(typed, unit);
  return parsed.ok ? parsed.value : 1;
}

/** Tab row keys (ARIA tabs pattern): arrows move and wrap, Home and End jump; null for other keys. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
