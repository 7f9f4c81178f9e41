import { describe, expect, it } from 'vitest';
import type { SiteVariant } from '../schemas/user.js';
import { addsGoToShoppingList } from './shopping-list-mode.js';
import { MAX_SHOPPING_LIST_LINES, SHOPPING_LISTS_DEFAULT_TAKE } from '../schemas/shopping-list.js';
import {
  amountHundredths,
  mergeShoppingListAdds,
  shoppingListAccess,
  shoppingListsPage,
  tooManyShoppingListLines,
  type ShoppingListAccess,
} from './shopping-list-access.js';

describe('shopping-list access (issue 22 point 4, §1, §3 cart type 1)', () => {
  it.each<[string, number, boolean, ShoppingListAccess, boolean]>([
    ['inco', 1, false, 'edit', true],
    ['inco', 0, false, 'read', false],
    ['inco', 1, true, 'punchOut', false],
    ['ab', 1, false, 'notOnThisSite', false],
    ['ab', 0, false, 'notOnThisSite', false],
    ['bc', 1, false, 'notOnThisSite', false],
    ['ff', 1, false, 'notOnThisSite', false],
    ['product', 1, false, 'notOnThisSite', false],
    ['ab', 0, true, 'punchOut', false],
    ['unknown', 1, false, 'notOnThisSite', false],
  ])('site %s, cart type %i, punch-out %s: %s (shopping-list mode %s)', (site, cartType, punchOut, access, mode) => {
    expect(shoppingListAccess({ site, cartType, punchOut })).toBe(access);
    // The server's 'edit' and the widgets' mode are one rule.
    expect(addsGoToShoppingList({ siteVariant: site as SiteVariant, cartType: cartType as 0 | 1, isPunchOut: punchOut, punchOut: null })).toBe(mode);
    expect(access === 'edit').toBe(mode);
  });
});

describe('merging adds (§7 addline: the same product and unit adds up)', () => {
  it.each<[string, { productId: string; unit: string; amount: string }[], { productId: string; unit: string; amount: number }[], [string, number][], string | null]>([
    ['a new line', [], [{ productId: 'A', unit: 'KG', amount: 1.25 }], [['A KG', 125]], null],
    ['onto an existing line', [{ productId: 'A', unit: 'KG', amount: '1.10' }], [{ productId: 'A', unit: 'KG', amount: 0.2 }], [['A KG', 130]], null],
    ['another unit is another line', [{ productId: 'A', unit: 'KG', amount: '1.00' }], [{ productId: 'A', unit: 'STK', amount: 2 }], [['A STK', 200]], null],
    ['twice in one call', [], [{ productId: 'A', unit: 'STK', amount: 2 }, { productId: 'A', unit: 'STK', amount: 3 }], [['A STK', 500]], null],
    ['0.1 + 0.2 does not drift', [{ productId: 'A', unit: 'KG', amount: '0.10' }], [{ productId: 'A', unit: 'KG', amount: 0.2 }], [['A KG', 30]], null],
    ['past the largest amount', [{ productId: 'A', unit: 'STK', amount: '9999.00' }], [{ productId: 'A', unit: 'STK', amount: 1 }], [['A STK', 1_000_000]], 'A STK'],
    ['exactly the largest amount', [{ productId: 'A', unit: 'STK', amount: '9998.00' }], [{ productId: 'A', unit: 'STK', amount: 1 }], [['A STK', 999_900]], null],
  ])('%s', (_name, existing, adds, amounts, tooLarge) => {
    const merged = mergeShoppingListAdds(existing, adds);
    expect([...merged.amounts]).toEqual(amounts);
    expect(merged.tooLarge).toBe(tooLarge);
  });

  it.each([[1.25, 125], ['2.50', 250], [3, 300]])('amount %j is %i hundredths', (amount, hundredths) => {
    expect(amountHundredths(amount)).toBe(hundredths);
  });
});

describe('limits and paging', () => {
  it.each([[MAX_SHOPPING_LIST_LINES, false], [MAX_SHOPPING_LIST_LINES + 1, true], [0, false]])('%i lines too many: %s', (n, tooMany) => {
    expect(tooManyShoppingListLines(n)).toBe(tooMany);
  });

  it.each([[{}, { take: SHOPPING_LISTS_DEFAULT_TAKE, skip: 0 }], [{ take: 2 }, { take: 2, skip: 0 }], [{ take: 5, skip: 10 }, { take: 5, skip: 10 }]])('page %j', (query, page) => {
    expect(shoppingListsPage(query)).toEqual(page);
  });
});
