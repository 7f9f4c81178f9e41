import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, nextDeliveryDate, shopToday, weekdayOf } from './dates.js';

describe('dates', () => {
  it('takes today in Copenhagen, not UTC', () => {
    expect(shopToday(new Date('2025-06-04T21:59:00Z'))).toBe('2025-06-04');
    expect(shopToday(new Date('2025-06-04T22:01:00Z'))).toBe('2025-06-05'); // 00:01 summer time
    expect(shopToday(new Date('2025-01-15T23:30:00Z'))).toBe('2025-01-16'); // 00:30 winter time
  });

  it('adds days across month ends and DST changes', () => {
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekdayOf('2025-06-08')).toBe(0);
  });

  it('finds the next delivery weekday strictly after today', () => {
    const wednesday = new Date('2025-06-04T10:00:00Z');
    expect(nextDeliveryDate(wednesday, [1, 3, 5])).toBe('2025-06-06');
    expect(nextDeliveryDate(wednesday, [3])).toBe('2025-06-11');
    expect(nextDeliveryDate(wednesday, [0])).toBe('2025-06-15'); // 8 June 2025 is Whit Sunday (pinsedag)
    expect(nextDeliveryDate(wednesday, [])).toBeNull();
    expect(nextDeliveryDate(wednesday, [9])).toBeNull();
  });

  it('skips closed days: Easter, Christmas and New Year', () => {
    // Wednesday before Easter 2025: Thursday 17 and Friday 18 April are holidays, Monday 21 too.
    expect(nextDeliveryDate(new Date('2025-04-16T10:00:00Z'), [1, 4, 5])).toBe('2025-04-24');
    // Monday 22 December 2025 with Wednesday deliveries: 24 and 31 December are closed.
    expect(nextDeliveryDate(new Date('2025-12-22T10:00:00Z'), [3])).toBe('2026-01-07');
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isIsoDate('2025-06-06')).toBe(true);
    for (const bad of ['2025-13-01', '2025-02-30', '06-06-2025', '2025-6-6', '']) expect(isIsoDate(bad), bad).toBe(false);
  });
});
