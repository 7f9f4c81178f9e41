import { describe, expect, it } from 'vitest';
import { addsGoToShoppingList, type ShoppingListModeProfile } from './shopping-list-mode.js';

const base: ShoppingListModeProfile = { cartType: 1, siteVariant: 'inco', isPunchOut: false, punchOut: null };

describe('addsGoToShoppingList (issue 22 point 4, §1, §6)', () => {
  it.each([
    ['inco, cart type 1', {}, true],
    ['inco, cart type 0 (the basket)', { cartType: 0 as const }, false],
    ['ab, cart type 1 (the variant offers no lists)', { siteVariant: 'ab' as const }, false],
    ['bc, cart type 1', { siteVariant: 'bc' as const }, false],
    ['ff, cart type 1', { siteVariant: 'ff' as const }, false],
    ['{product}, cart type 1', { siteVariant: 'product' as const }, false],
    ['inco, cart type 1, punch-out user', { isPunchOut: true }, false],
    ['inco, cart type 1, punch-out session', { punchOut: { protocol: 'oci', operation: 'create' } as const }, false],
    ['inco, cart type 1, punch-out session without the flag (cXML edit)', { punchOut: { protocol: 'cxml', operation: 'edit' } as const }, false],
  ] as const)('%s', (_name, over, expected) => {
    expect(addsGoToShoppingList({ ...base, ...over } as ShoppingListModeProfile)).toBe(expected);
  });

  it('is off while the profile is not known', () => {
    expect(addsGoToShoppingList(null)).toBe(false);
    expect(addsGoToShoppingList(undefined)).toBe(false);
  });
});
