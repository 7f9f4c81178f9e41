import { describe, expect, it } from 'vitest';
import {
  orderContextOf,
  canAddToCart, canOrderInDetails, canSeeExpiry, canSeePrices, canShareWithChains, orderBlockReason, showAddControl,
  showCo2, showCo2Tax, showDropdownTabs, showGroupHeaders, showOwnPriorityInput, showProcuredProduct,
  showUnitPriceColumn, siteBlocksDiscontinuedByHQ, usesShoppingList, settingsOf, SETTINGS_UNTIL_KNOWN, basketOrdering, canSeeCo2,
  basketMode, isPunchOutSession, isPunchOutUser,
} from './permissions.js';
import { BOOLEAN_FLAGS } from '../schemas/product.js';
import type { BooleanFlag } from '../schemas/product.js';
import type { PunchOutState } from '../schemas/user.js';

const flags = (on: Partial<Record<BooleanFlag, boolean>> = {}) =>
  ({ ...Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, false])), ...on }) as Record<BooleanFlag, boolean>;
const settings = (showPrices: boolean, allowOrdering: boolean) => ({ showPrices, allowOrdering });

describe('§6 prices and ordering', () => {
  it.each([
    // showPrices, allowOrdering, price, canSeePrices, showAddControl, canAddToCart
    [true, true, 1250, true, true, true],
    [true, true, 0, true, true, false], // nonzero price needed when prices are shown
    [true, true, null, true, true, false],
    [true, false, 1250, true, false, false], // ordering off, prices on: add control hidden
    [false, false, null, false, false, false], // both off: prices hidden
    [false, true, null, false, true, true], // prices hidden: price does not matter
    [false, true, 0, false, true, true],
  ] as const)('showPrices=%s allowOrdering=%s price=%s', (sp, ao, price, seePrices, addControl, add) => {
    const s = settings(sp, ao);
    expect(canSeePrices(s)).toBe(seePrices);
    expect(showAddControl(s)).toBe(addControl);
    expect(canAddToCart(s, price)).toBe(add);
  });

  it.each([
    [{ orderable: true, discontinued: false, discontinuedByHQ: false, cardType: 'primary-shop' }, true],
    [{ orderable: false, discontinued: false, discontinuedByHQ: false, cardType: 'primary-shop' }, false],
    [{ orderable: true, discontinued: true, discontinuedByHQ: false, cardType: 'primary-shop' }, false],
    [{ orderable: true, discontinued: false, discontinuedByHQ: true, cardType: 'primary-shop' }, false],
    [{ orderable: true, discontinued: false, discontinuedByHQ: false, cardType: 'public-offers' }, false],
  ])('details ordering %o -> %s', (args, expected) => {
    expect(canOrderInDetails({ settings: settings(true, true), priceOre: 100, ...args })).toBe(expected);
  });
});

describe('§6 the {product} site blocks discontinued-by-HQ', () => {
  it.each(['ab', 'bc', 'inco', 'ff'] as const)('%s is not that site', (site) => {
    expect(siteBlocksDiscontinuedByHQ(site)).toBe(false);
  });
});

describe('§5 order blocking on a card', () => {
  const base = { cartType: 0 as const, siteBlocksDiscontinuedByHQ: false, today: '2026-11-21' };
  it.each([
    ['plain product', { flags: flags(), discontinuedOn: null }, base, null],
    ['deadline says not orderable', { flags: flags(), discontinuedOn: null }, { ...base, orderableByDeadline: false }, 'deadline'],
    ['no deadlines in shopping-list mode', { flags: flags(), discontinuedOn: null }, { ...base, cartType: 1 as const, orderableByDeadline: false }, null],
    ['discontinued yesterday', { flags: flags(), discontinuedOn: '2026-11-20' }, base, 'discontinued'],
    ['discontinued today', { flags: flags(), discontinuedOn: '2026-11-21' }, base, 'discontinued'],
    ['discontinued next month is still orderable', { flags: flags(), discontinuedOn: '2026-12-21' }, base, null],
    ['discontinued by HQ on an ordinary site', { flags: flags({ discontinuedByHQ: true }), discontinuedOn: null }, base, null],
    ['discontinued by HQ on the site that blocks it', { flags: flags({ discontinuedByHQ: true }), discontinuedOn: null }, { ...base, siteBlocksDiscontinuedByHQ: true }, 'discontinuedByHQ'],
    ['food info required and missing', { flags: flags({ foodInfoRequired: true }), discontinuedOn: null }, base, 'missingFoodInfo'],
    ['food info required and present', { flags: flags({ foodInfoRequired: true, foodInfo: true }), discontinuedOn: null }, base, null],
    ['food info missing in shopping-list mode', { flags: flags({ foodInfoRequired: true }), discontinuedOn: null }, { ...base, cartType: 1 as const }, null],
  ] as const)('%s', (_name, product, ctx, expected) => {
    expect(orderBlockReason(product, ctx)).toBe(expected);
  });
});

describe('§6 roles', () => {
  const profile = (over: Partial<{ isPunchOut: boolean; cartType: 0 | 1; allowOrdering: boolean; showExpiry: boolean; shopType: 0 | 1; punchOut: PunchOutState | null }> = {}) => ({
    isPunchOut: over.isPunchOut ?? false,
    punchOut: over.punchOut ?? null,
    cartType: over.cartType ?? 0,
    shopType: over.shopType ?? 0,
    siteVariant: 'ab' as const,
    settings: { showPrices: true, allowOrdering: over.allowOrdering ?? true, hideCo2: false, showExpiry: over.showExpiry ?? true, showProcure: false, procureAlwaysOn: false },
  });

  it('only admins share with chains', () => {
    expect(canShareWithChains({ isAdmin: true })).toBe(true);
    expect(canShareWithChains({ isAdmin: false })).toBe(false);
    expect(canShareWithChains(null)).toBe(false);
  });

  it.each([
    [{}, true],
    [{ isPunchOut: true }, false],
    [{ punchOut: { protocol: 'oci', operation: 'create' } as const }, false], // a punch-out session (issue 16)
    [{ allowOrdering: false }, false],
    [{ cartType: 1 as const }, false],
  ])('dropdown tabs for %o -> %s', (over, expected) => {
    expect(showDropdownTabs(profile(over))).toBe(expected);
  });

  it.each([
    [{}, [0, 1], true],
    [{ isPunchOut: true }, [0, 1], false],
    [{ punchOut: { protocol: 'cxml', operation: 'edit' } as const }, [0, 1], false],
    [{ showExpiry: false }, [0, 1], false],
    [{ shopType: 1 as const }, [0], false],
    [{ shopType: 1 as const }, [1], true],
  ])('expiry for %o with offer shop types %o -> %s', (over, types, expected) => {
    expect(canSeeExpiry(profile(over), types)).toBe(expected);
  });

  it.each([
    [false, 1.234, true],
    [true, 1.234, false], // hideCo2
    [false, 0, false], // '0,00' hidden
    [false, 0.004, false], // rounds to '0,00'
    [false, 0.005, true],
    [false, null, false],
  ])('CO2 hideCo2=%s value=%s -> %s', (hideCo2, value, expected) => {
    expect(showCo2({ hideCo2 }, value)).toBe(expected);
  });

  it('CO2 tax only for configured price groups', () => {
    expect(showCo2Tax('PG2', ['PG2', 'PG3'])).toBe(true);
    expect(showCo2Tax('PG1', ['PG2', 'PG3'])).toBe(false);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true], // procureAlwaysOn overrides
  ])('procured products showProcure=%s procureAlwaysOn=%s -> %s', (showProcure, procureAlwaysOn, expected) => {
    expect(showProcuredProduct({ showProcure, procureAlwaysOn })).toBe(expected);
  });

  it('shopping-list cart, sorting specials', () => {
    expect(usesShoppingList({ cartType: 1 })).toBe(true);
    expect(usesShoppingList({ cartType: 0 })).toBe(false);
    expect(showOwnPriorityInput(0)).toBe(true);
    expect(showOwnPriorityInput(1)).toBe(false);
    expect(showUnitPriceColumn(5, true)).toBe(true);
    expect(showUnitPriceColumn(5, false)).toBe(false);
    expect(showUnitPriceColumn(4, true)).toBe(false);
    expect(showGroupHeaders(2, true)).toBe(true);
    expect(showGroupHeaders(2, false)).toBe(false);
    expect(showGroupHeaders(1, true)).toBe(false);
  });
});

describe('settingsOf: one default while the profile is not known (decision 010)', () => {
  it('shows nothing a setting could forbid until the profile is known', () => {
    expect(settingsOf(null)).toEqual({ showPrices: false, allowOrdering: false, hideCo2: true, showExpiry: false, showProcure: false, procureAlwaysOn: false });
    expect(settingsOf(undefined)).toBe(SETTINGS_UNTIL_KNOWN);
    expect(canSeePrices(settingsOf(null))).toBe(false);
    expect(showAddControl(settingsOf(null))).toBe(false);
    expect(showCo2(settingsOf(null), 1.5)).toBe(false);
  });

  it("takes the profile's settings once known", () => {
    const settings = { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: true, showProcure: true, procureAlwaysOn: false };
    expect(settingsOf({ settings })).toBe(settings);
  });
});

describe("the basket's ordering and CO2e while the profile is loading and once known (§6, decision 010)", () => {
  const known = (allowOrdering: boolean, hideCo2 = false) => ({ settings: { showPrices: true, allowOrdering, hideCo2, showExpiry: false, showProcure: false, procureAlwaysOn: false } });
  it.each([
    ['unknown', null, { canOrder: false, explainRefusal: false }],
    ['allowed', known(true), { canOrder: true, explainRefusal: false }],
    ['refused', known(false), { canOrder: false, explainRefusal: true }],
  ])('%s', (_, profile, expected) => expect(basketOrdering(profile)).toEqual(expected));

  it.each([
    [SETTINGS_UNTIL_KNOWN, false],
    [known(true, false).settings, true],
    [known(true, true).settings, false],
  ])('canSeeCo2 %#', (settings, expected) => expect(canSeeCo2(settings)).toBe(expected));
});

describe('issue 16: punch-out sessions', () => {
  const oci = { protocol: 'oci', operation: 'create' } as const;
  it.each([
    // punchOut, isPunchOut (the user's flag), isPunchOutSession, isPunchOutUser, basketMode
    ['ordinary login', null, false, false, false, 'order'],
    ['punch-out user logged in ordinarily', null, true, false, true, 'order'],
    ['punchOut left out (older server)', undefined, false, false, false, 'order'],
    ['OCI create', oci, true, true, true, 'transfer'],
    ['cXML create', { protocol: 'cxml', operation: 'create' }, true, true, true, 'transfer'],
    ['cXML edit', { protocol: 'cxml', operation: 'edit' }, true, true, true, 'transfer'],
    ['cXML inspect: read-only', { protocol: 'cxml', operation: 'inspect' }, true, true, true, 'inspect'],
    ['a session whose user lost the flag', oci, false, true, true, 'transfer'],
  ] as const)('%s', (_what, punchOut, isPunchOut, session, user, mode) => {
    const profile = punchOut === undefined ? { isPunchOut } : { isPunchOut, punchOut };
    expect(isPunchOutSession(profile)).toBe(session);
    expect(isPunchOutUser(profile)).toBe(user);
    expect(basketMode(profile)).toBe(mode);
  });

  it('nothing is a punch-out session while the profile is unknown', () => {
    expect(isPunchOutSession(null)).toBe(false);
    expect(basketMode(undefined)).toBe('order');
  });
});

describe('orderContextOf (the cards of every widget)', () => {
  it.each([
    ['no profile yet', null, 0],
    ['shopping-list cart', { cartType: 1, siteVariant: 'inco' }, 1],
    ['shop cart', { cartType: 0, siteVariant: 'ab' }, 0],
  ] as const)('%s', (_name, profile, cartType) => {
    expect(orderContextOf(profile, '2026-11-26')).toEqual({ cartType, siteBlocksDiscontinuedByHQ: false, today: '2026-11-26' });
  });
});
