import { describe, expect, it } from 'vitest';
import { currentDeliveryDate, orderDeliveryDates } from './delivery-date.js';

describe('orderDeliveryDates (issue 7 §2, §9: about 3 months, closed days excluded)', () => {
  // 2025-12-19 is a Friday; 24-26 Dec and 1 Jan are closed days.
  const dates = orderDeliveryDates('2025-12-19', [1, 3, 5]);

  it.each([
    ['2025-12-19', false, 'today is never a delivery date'],
    ['2025-12-22', true, 'Monday'],
    ['2025-12-24', false, 'juleaftensdag (closed)'],
    ['2025-12-26', false, '2. juledag (closed)'],
    ['2025-12-29', true, 'Monday after Christmas'],
    ['2025-12-30', false, 'Tuesday is not a delivery weekday'],
    ['2026-01-02', true, 'Friday after New Year'],
    ['2026-03-20', true, 'Friday, 91 days later'],
    ['2026-03-23', false, 'beyond the ~3 month horizon'],
  ])('%s selectable: %s (%s)', (day, expected, _why) => expect(dates.includes(day)).toBe(expected));

  it('is sorted and starts with the next delivery date', () => {
    expect(dates[0]).toBe('2025-12-22');
    expect([...dates].sort()).toEqual(dates);
  });

  it.each([
    [[], 0],
    [[7, -1, 2.5], 0],
    [[1, 9], 13],
  ])('weekdays %j give %i dates (invalid weekdays ignored)', (weekdays, count) => {
    expect(orderDeliveryDates('2025-12-19', weekdays)).toHaveLength(count);
  });
});

describe('currentDeliveryDate', () => {
  const selectable = ['2025-12-22', '2025-12-29', '2026-01-02'];
  it.each([
    [null, '2025-12-22', 'nothing chosen: the next delivery date'],
    [undefined, '2025-12-22', 'nothing chosen: the next delivery date'],
    ['2025-12-29', '2025-12-29', 'a selectable choice is kept'],
    ['2025-12-15', '2025-12-22', 'a passed choice falls back'],
    ['2025-12-24', '2025-12-22', 'a closed day falls back'],
    ['nonsense', '2025-12-22', 'garbage falls back'],
  ])('chosen %j -> %s (%s)', (chosen, expected, _why) => expect(currentDeliveryDate(chosen, selectable)).toBe(expected));

  it('is null without delivery days', () => expect(currentDeliveryDate('2025-12-22', [])).toBeNull());
});
