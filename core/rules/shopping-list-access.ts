// Who may use the shopping lists and how (issue 22 point 4; spec §1 site variants, §3 cart type 1, §6
// "Cart type 1 (shopping list)", §7 "Shopping lists"). Pure: the server asks these for every call, and
// the widgets may ask the same to decide what to show.
import { siteVariantOf } from '../site/variants.js';
import { MAX_LINE_AMOUNT } from '../schemas/cart.js';
import { MAX_SHOPPING_LIST_LINES, SHOPPING_LISTS_DEFAULT_TAKE } from '../schemas/shopping-list.js';

export interface ShoppingListSession {
  /** The session department's site variant. */
  site: string;
  /** The user's §3 cart type: 0 shop, 1 shoppingList. */
  cartType: number;
  /** A punch-out user or a punch-out round trip (§1, issue 16). */
  punchOut: boolean;
}

/**
 * What the session may do with shopping lists:
 *  - 'edit': read, add, change, save and send (a shoppingListCart variant and cart type 1);
 *  - 'read': only read its lists (the variant offers lists but the user's cart type is 0, the basket):
 *    changes answer 409;
 *  - 'punchOut' / 'notOnThisSite': nothing (403).
 */
export type ShoppingListAccess = 'edit' | 'read' | 'punchOut' | 'notOnThisSite';
// 'edit' is exactly shopping-list mode, the one rule core/rules/shopping-list-mode.ts (addsGoToShoppingList)
// that the widgets and POST /api/order/addtoorder ask.

export function shoppingListAccess(session: ShoppingListSession): ShoppingListAccess {
  if (session.punchOut) return 'punchOut';
  if (!siteVariantOf(session.site).shoppingListCart) return 'notOnThisSite';
  return session.cartType === 1 ? 'edit' : 'read';
}

/** Amounts in integer hundredths (numeric(10,2) on the list), so adding 0.1 + 0.2 never drifts. */
export function amountHundredths(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * Merges adds into a list's lines: the same product and unit adds up on one line (§7 addline). Answers
 * the lines' new amounts in hundredths by `productId unit`, or the first key whose sum passes
 * MAX_LINE_AMOUNT.
 */
export function mergeShoppingListAdds(
  existing: readonly { productId: string; unit: string; amount: number | string }[],
  adds: readonly { productId: string; unit: string; amount: number }[],
): { amounts: Map<string, number>; tooLarge: string | null } {
  const amounts = new Map<string, number>();
  const keyOf = (l: { productId: string; unit: string }) => `${l.productId} ${l.unit}`;
  const before = new Map(existing.map((l) => [keyOf(l), amountHundredths(l.amount)]));
  for (const add of adds) {
    const key = keyOf(add);
    amounts.set(key, (amounts.get(key) ?? before.get(key) ?? 0) + amountHundredths(add.amount));
  }
  for (const [key, hundredths] of amounts) if (hundredths > MAX_LINE_AMOUNT * 100) return { amounts, tooLarge: key };
  return { amounts, tooLarge: null };
}

/** True when a list with `lineCount` lines after a change passes MAX_SHOPPING_LIST_LINES. */
export function tooManyShoppingListLines(lineCount: number): boolean {
  return lineCount > MAX_SHOPPING_LIST_LINES;
}

/** GET /api/shoppinglists/?take&skip: the page asked for, with the defaults. */
export function shoppingListsPage(query: { take?: number; skip?: number }): { take: number; skip: number } {
  return { take: query.take ?? SHOPPING_LISTS_DEFAULT_TAKE, skip: query.skip ?? 0 };
}
