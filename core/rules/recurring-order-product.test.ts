import { describe, expect, it } from 'vitest';
import type { RecurringOrderLine } from '../schemas/recurring-order.js';
import { emptyDraft } from './recurring-order-state.js';
import { selectableDeliveryDates } from './recurring-schedule.js';
import {
  dropdownOrderDraft,
  dropdownOrderSchedule,
  initialLineAmount,
  initialLineUnit,
  lineInUnit,
  orderHoldsProduct,
  productLinesOf,
  recurringOrdersShown,
  removalDeactivates,
} from './recurring-order-product.js';

const line = (lineNo: number, productId: string, unit = 'STK'): RecurringOrderLine => ({
  orderId: 7, lineNo, productId, unit, amount: 2, edited: '2025-06-04T10:00:00.000Z', name: `Vare ${productId}`, image: null,
  units: [], price: null, weight: false, exists: true, altProductId: null,
});
const MILK = '100123';
const BREAD = '400112';

describe('which orders hold the product', () => {
  it.each<[string, RecurringOrderLine[], number[], boolean]>([
    ['no lines', [], [], false],
    ['another product only', [line(1, BREAD)], [], false],
    ['the product once', [line(1, BREAD), line(2, MILK)], [2], true],
    ['the product in two units', [line(1, MILK, 'STK'), line(2, BREAD), line(3, MILK, 'KRT')], [1, 3], true],
  ])('%s', (_name, orderlines, lineNos, holds) => {
    expect(productLinesOf({ orderlines }, MILK).map((l) => l.lineNo)).toEqual(lineNos);
    expect(orderHoldsProduct({ orderlines }, MILK)).toBe(holds);
  });

  it.each<[string, RecurringOrderLine[], string, number | undefined]>([
    ['same product, same unit: the add would be refused', [line(1, MILK, 'KRT')], 'KRT', 1],
    ['same product, another unit: a second line', [line(1, MILK, 'KRT')], 'STK', undefined],
    ['another product in the unit', [line(1, BREAD, 'KRT')], 'KRT', undefined],
  ])('%s', (_name, orderlines, unit, lineNo) => {
    expect(lineInUnit({ orderlines }, MILK, unit)?.lineNo).toBe(lineNo);
  });
});

describe('removing the product deactivates the order (§4 last line)', () => {
  it.each<[string, boolean, RecurringOrderLine[], boolean]>([
    ['active, only this product', true, [line(1, MILK)], true],
    ['active, this product in two units and nothing else', true, [line(1, MILK), line(2, MILK, 'KRT')], true],
    ['active, other products stay', true, [line(1, MILK), line(2, BREAD)], false],
    ['inactive: nothing to switch off', false, [line(1, MILK)], false],
    ['active without lines', true, [], false],
  ])('%s', (_name, active, orderlines, deactivates) => {
    expect(removalDeactivates({ active, orderlines }, MILK)).toBe(deactivates);
  });
});

describe('the head of an order created from the dropdown', () => {
  // Department 1001 delivers Monday, Wednesday, Friday. Today Wednesday 4 June 2025: the first
  // selectable date is Wednesday 18 June (today + 14). Today 10 December 2025: 24, 26 and 31 December
  // are closed, so it is Monday 29 December.
  it.each<[string, string, number[], { weekDays: number[]; startDate: string } | null]>([
    ['the weekday of the first selectable date, from that day', '2025-06-04', [1, 3, 5], { weekDays: [3], startDate: '2025-06-18' }],
    ['closed days are skipped', '2025-12-10', [1, 3, 5], { weekDays: [1], startDate: '2025-12-29' }],
    ['Friday only', '2025-06-04', [5], { weekDays: [5], startDate: '2025-06-20' }],
    ['no delivery weekdays: nothing can be created', '2025-06-04', [], null],
  ])('%s', (_name, today, weekdays, expected) => {
    expect(dropdownOrderSchedule(selectableDeliveryDates(today, weekdays))).toEqual(expected);
  });

  it.each<[string, string, string[], string | null]>([
    ['the name trimmed', '  Ugens   mælk ', ['2025-06-18'], 'Ugens mælk'],
    ['an empty name', '   ', ['2025-06-18'], null],
    ['a name over 100 characters', 'x'.repeat(101), ['2025-06-18'], null],
    ['no selectable date', 'Mælk', [], null],
  ])('%s', (_name, name, dates, orderName) => {
    const draft = dropdownOrderDraft(name, dates);
    expect(draft?.orderName ?? null).toBe(orderName);
  });

  it('is weekly, every week, inactive, without end or pauses', () => {
    expect(dropdownOrderDraft('Mælk', ['2025-06-18', '2025-06-20'])).toEqual({
      ...emptyDraft(),
      orderName: 'Mælk',
      frequencyType: 0,
      recurringWeek: 1,
      weekDays: [3],
      startDate: '2025-06-18',
      endDate: null,
      pauses: [],
      active: false,
    });
  });
});

describe('what the add and create dialogs start with', () => {
  const units = [
    { code: 'STK', isDefault: false },
    { code: 'KRT', isDefault: true },
  ];
  it.each<[string, string, string]>([
    ['the unit chosen on the card', 'STK', 'STK'],
    ['a unit the product does not have: its default', 'KG', 'KRT'],
  ])('%s', (_name, cardUnit, expected) => {
    expect(initialLineUnit(units, cardUnit)).toBe(expected);
  });

  it('without a default unit the first one', () => {
    expect(initialLineUnit([{ code: 'STK', isDefault: false }, { code: 'KRT', isDefault: false }], 'KG')).toBe('STK');
  });

  it.each<[string, number, { code: string; weighed?: boolean }, string]>([
    ['the card\'s amount', 3, { code: 'KRT' }, '3'],
    ['KG with a decimal comma (§5)', 1.25, { code: 'KG' }, '1,25'],
    ['a decimal for a unit without decimals: 1', 2.5, { code: 'STK' }, '1'],
    ['zero: 1', 0, { code: 'STK' }, '1'],
    ['not a number: 1', Number.NaN, { code: 'STK' }, '1'],
    ['above the line limit: 1', 1e9, { code: 'STK' }, '1'],
  ])('%s', (_name, amount, unit, expected) => {
    expect(initialLineAmount(amount, unit)).toBe(expected);
  });
});

describe('the tab\'s list: search and tri-state sorting (§2)', () => {
  const order = (id: number, orderName: string, lines: number) => ({
    id, orderName, orderlines: Array.from({ length: lines }, (_, i) => line(i + 1, `10000${i}`)),
  });
  const orders = [order(3, 'Ølkasser', 1), order(2, 'Brød', 3), order(1, 'æbler', 1)];
  const names = (shown: { orderName: string }[]) => shown.map((o) => o.orderName);

  it.each<[string, string, Parameters<typeof recurringOrdersShown>[2], string[]]>([
    ['unsorted: as the server lists them (newest first)', '', null, ['Ølkasser', 'Brød', 'æbler']],
    ['by name: Danish order, æ and ø after z', '', { key: 'name', direction: 'asc' }, ['Brød', 'æbler', 'Ølkasser']],
    ['by name descending', '', { key: 'name', direction: 'desc' }, ['Ølkasser', 'æbler', 'Brød']],
    ['by line count, equal counts by name', '', { key: 'amount', direction: 'asc' }, ['æbler', 'Ølkasser', 'Brød']],
    ['by line count descending, equal counts still by name', '', { key: 'amount', direction: 'desc' }, ['Brød', 'æbler', 'Ølkasser']],
    ['the search ignores case and surrounding spaces', '  ØL ', null, ['Ølkasser']],
    ['a search without match', 'mælk', null, []],
  ])('%s', (_name, search, sort, expected) => {
    expect(names(recurringOrdersShown(orders, search, sort))).toEqual(expected);
  });
});
