import { describe, expect, it } from 'vitest';
import { weekdayOf } from './calendar.js';
import { isWorkingDay } from './deadlines.js';
import {
  RECURRING_PLACEMENT_HOUR,
  RECURRING_PLACEMENT_LEAD_WORKING_DAYS,
  dueOrderDays,
  placementDay,
  placementStart,
} from './recurring-placement.js';

describe('placementDay: five working days before the order day', () => {
  it.each([
    ['2025-06-17', '2025-06-10', 'Tuesday for Tuesday, an ordinary week'],
    ['2025-06-20', '2025-06-13', 'Friday for Friday'],
    ['2025-06-10', '2025-06-02', 'over 2. pinsedag (9 June): one day earlier'],
    ['2025-06-16', '2025-06-06', 'Monday whose week-before Monday is 2. pinsedag: the Friday before'],
    ['2026-04-07', '2026-03-26', 'after Easter 2026 (2, 3 and 6 April closed)'],
    ['2026-01-02', '2025-12-19', 'over Christmas and New Year (24, 25, 26, 31 December, 1 January closed): 14 days before'],
  ])('%s -> %s (%s)', (orderDay, expected) => {
    expect(placementDay(orderDay)).toBe(expected);
  });

  it('is always a working day, and exactly the lead in working days before', () => {
    for (let i = 0; i < 400; i++) {
      const orderDay = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      const day = placementDay(orderDay);
      expect(isWorkingDay(day)).toBe(true);
      let between = 0;
      for (let d = new Date(`${day}T00:00:00Z`); d.toISOString().slice(0, 10) < orderDay; d.setUTCDate(d.getUTCDate() + 1)) {
        if (isWorkingDay(d.toISOString().slice(0, 10))) between++;
      }
      expect(between).toBe(RECURRING_PLACEMENT_LEAD_WORKING_DAYS);
      expect(weekdayOf(day)).not.toBe(0);
    }
  });
});

describe('placementStart: 06:00 Danish time on the placement day', () => {
  it.each([
    ['2025-06-17', '2025-06-10T04:00:00.000Z', 'summer time, UTC+2'],
    ['2025-12-02', '2025-11-25T05:00:00.000Z', 'winter time, UTC+1'],
    ['2025-04-02', '2025-03-26T05:00:00.000Z', 'placed before the switch to summer time'],
    ['2025-11-03', '2025-10-27T05:00:00.000Z', 'placed the day after the switch to winter time'],
  ])('%s -> %s (%s)', (orderDay, instant) => {
    expect(placementStart(orderDay).toISOString()).toBe(instant);
  });

  it('the hour is 06', () => expect(RECURRING_PLACEMENT_HOUR).toBe(6));
});

describe('dueOrderDays', () => {
  const days = ['2025-06-10', '2025-06-12', '2025-06-17', '2025-06-19', '2025-06-24'];
  it.each([
    ['2025-06-02T03:59:59Z', [], 'a second before 06:00 on 2 June: nothing'],
    ['2025-06-02T04:00:00Z', ['2025-06-10'], '06:00 on 2 June: Tuesday 10 June'],
    ['2025-06-04T10:00:00Z', ['2025-06-10', '2025-06-12'], 'Wednesday: Thursday 12 June too'],
    ['2025-06-10T03:00:00Z', ['2025-06-12'], 'on the day itself 10 June is no longer due (too late for a basket)'],
    ['2025-06-10T04:00:00Z', ['2025-06-12', '2025-06-17'], '06:00 on 10 June: Tuesday 17 June'],
    ['2025-06-16T21:59:59Z', ['2025-06-17', '2025-06-19'], 'a missed run is caught up until the evening before'],
    ['2025-06-16T22:00:00Z', ['2025-06-19'], 'midnight Danish time: 17 June has come'],
    ['2025-07-01T10:00:00Z', [], 'all passed'],
  ])('%s -> %j (%s)', (now, expected) => {
    expect(dueOrderDays(days, new Date(now))).toEqual(expected);
  });
});
