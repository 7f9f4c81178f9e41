import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardTypeTraits } from './card-state.js';
import type { CardType } from './card-state.js';
import {
  FAVORITE_SEARCH_FOCUS_DELAY_MS,
  dropdownAmount,
  favoriteMark,
  hasProductDropdown,
  listStdUnitFor,
  productDropdownTabs,
  tabIndexAfterKey,
} from './product-dropdown.js';
import { decodeProduct } from '../schemas/product-decode.js';
import type { ProductWire } from '../schemas/product.js';
import type { Profile } from '../schemas/user.js';
import type { SessionState } from '../stores/session-state.js';

const profile = (over: { isPunchOut?: boolean; allowOrdering?: boolean; cartType?: 0 | 1; punchOut?: Profile['punchOut'] } = {}): Pick<Profile, 'isPunchOut' | 'punchOut' | 'cartType' | 'settings'> => ({
  isPunchOut: over.isPunchOut ?? false,
  punchOut: over.punchOut ?? null,
  cartType: over.cartType ?? 0,
  settings: { showPrices: true, allowOrdering: over.allowOrdering ?? true, hideCo2: false, showExpiry: true, showProcure: false, procureAlwaysOn: false },
});

const wire: ProductWire = {
  i: ['100123', 'A-1', ''],
  g: '10',
  g_text: 'Mejeri',
  b: 'Arla',
  d: 'Letmælk',
  u: [
    { i: 'STK', d: 'Stk', n: 1, w: false, f: false },
    { i: 'KRT', d: 'Karton', n: 12, w: false, f: true },
  ],
  p: 1250,
  x: {},
};
const milk = decodeProduct(wire);
const favoriteMilk = decodeProduct({ ...wire, x: { favorite: true } });

describe('product dropdown (§2, §6)', () => {
  it.each([
    // §2: tabs only when not punch-out, ordering allowed and not a shopping list; punch-out: favourites only
    ['a kitchen with ordering', profile(), ['favorites', 'recurring']],
    ['punch-out', profile({ isPunchOut: true }), ['favorites']],
    ['a punch-out session (issue 16)', profile({ isPunchOut: true, punchOut: { protocol: 'oci', operation: 'create' } }), ['favorites']],
    ['a punch-out session of a user without the flag', profile({ punchOut: { protocol: 'cxml', operation: 'edit' } }), ['favorites']],
    ['ordering off', profile({ allowOrdering: false }), ['favorites']],
    ['shopping-list cart (type 1)', profile({ cartType: 1 }), ['favorites']],
    ['punch-out with a shopping list', profile({ isPunchOut: true, cartType: 1 }), ['favorites']],
    ['no profile yet', null, ['favorites']],
  ] as const)('tabs for %s', (_what, p, tabs) => {
    expect(productDropdownTabs(p)).toEqual(tabs);
  });

  const sessions: SessionState[] = ['unknown', 'loading', 'anonymous', 'authenticated', 'expired'];
  it.each(sessions.flatMap((s) => CARD_TYPES.map((t) => [s, t] as [SessionState, CardType])))('session %s, card %s', (session, type) => {
    // §6: logged-in users only; the card types without one are listed in card-state.ts.
    expect(hasProductDropdown(session, type)).toBe(session === 'authenticated' && !['expiry', 'quickshop', 'web-sample'].includes(type));
    expect(hasProductDropdown(session, type)).toBe(session === 'authenticated' && cardTypeTraits(type).dropdown);
  });

  it.each([
    // status, ids, product -> mark
    ['idle', [], milk, false],
    ['idle', [], favoriteMilk, true], // the catalogue's x.favorite before the lists load
    ['loading', ['100123'], milk, true], // a change the store already knows
    ['error', [], favoriteMilk, true],
    ['ready', [], favoriteMilk, false], // loaded: the store decides (removed since the catalogue was made)
    ['ready', ['100123'], milk, true],
    ['ready', ['999'], milk, false],
  ] as const)('mark with lists %s and ids %o', (status, ids, product, mark) => {
    expect(favoriteMark(product, status, new Set(ids))).toBe(mark);
  });

  it.each([
    ['KRT', undefined], // the product's flagged default: the list follows the product
    ['STK', 'STK'], // another unit chosen on the card: remembered as the list's standard unit
    ['KG', undefined], // not a unit of the product (an expiry offer's unit): nothing sent
  ] as const)('stdUnit for unit %s -> %s', (unit, sent) => {
    expect(listStdUnitFor(milk, unit)).toBe(sent);
  });

  it.each([
    ['', { code: 'KRT' }, 1],
    ['3', { code: 'KRT' }, 3],
    ['1,5', { code: 'KG', weighed: true }, 1.5],
    ['1,5', { code: 'KRT' }, 1],
    ['0', { code: 'KRT' }, 1],
    ['abc', { code: 'KRT' }, 1],
  ] as const)('amount %j in %o -> %s', (typed, unit, amount) => {
    expect(dropdownAmount(typed, unit)).toBe(amount);
  });

  it.each([
    ['ArrowRight', 0, 2, 1],
    ['ArrowRight', 1, 2, 0],
    ['ArrowLeft', 0, 2, 1],
    ['ArrowLeft', 1, 2, 0],
    ['Home', 1, 2, 0],
    ['End', 0, 2, 1],
    ['ArrowDown', 0, 2, null],
    ['Enter', 0, 2, null],
    ['ArrowRight', 0, 1, 0],
    ['ArrowRight', 0, 0, null],
  ] as const)('tab key %s from %s of %s -> %s', (key, from, count, to) => {
    expect(tabIndexAfterKey(key, from, count)).toBe(to);
  });

  it('§9 favourite list search focus delay is 125 ms', () => {
    expect(FAVORITE_SEARCH_FOCUS_DELAY_MS).toBe(125);
  });
});
