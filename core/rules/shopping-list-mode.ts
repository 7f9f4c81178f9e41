// Shopping-list mode (issue 22 point 4; spec §1 "On the inco site with cart type shoppingList, products are
// added to a shopping list instead of the basket", §6 "Cart type 1 (shopping list): no delivery deadlines,
// add to list"). Tiny on purpose: the search page's basket store asks it on every add; the list code
// itself is loaded by dynamic import() only when this says yes.
import type { Profile } from '../schemas/user.js';
import { CartType } from '../schemas/wire-constants.js';
import { siteVariantOf } from '../site/variants.js';

export type ShoppingListModeProfile = Pick<Profile, 'cartType' | 'siteVariant' | 'isPunchOut' | 'punchOut'>;

/**
 * Every add goes to the current shopping list: cart type 1 on a variant whose description offers the
 * shopping-list cart. Never for punch-out (a user's flag or a punch-out session): its basket goes back to
 * the procurement system, which has no shopping lists (§6 "Punch-out").
 */
export function addsGoToShoppingList(profile: ShoppingListModeProfile | null | undefined): boolean {
  if (!profile) return false;
  if (profile.isPunchOut || profile.punchOut != null) return false;
  return profile.cartType === CartType.ShoppingList && siteVariantOf(profile.siteVariant).shoppingListCart;
}
