import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, monthWeeks, sameDayMonthsOn, weekEndOf, weekStartOf } from './calendar-month.js';

describe('the date picker month (§5)', () => {
  it.each([
    ['2026-11-25', '2026-11-01'],
    ['2024-02-29', '2024-02-01'],
  ])('monthOf(%s) = %s', (date, month) => expect(monthOf(date)).toBe(month));

  it.each([
    ['2026-11-01', 1, '2026-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-01'],
    ['2026-03-01', -15, '2024-12-01'],
    ['2026-11-01', 0, '2026-11-01'],
  ])('addMonths(%s, %d) = %s', (month, n, expected) => expect(addMonths(month, n)).toBe(expected));

  it('lays a month out in Monday-first weeks with blanks', () => {
    // November 2026 starts on a Sunday: six blanks before the 1st; 30 days end on a Monday.
    const weeks = monthWeeks('2026-11-01');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('a February that starts on a Monday fills exactly four weeks', () => {
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    expect(monthWeeks('2027-02-01')[0]![0]).toBe('2027-02-01');
  });
});

describe('moving in the grid by keyboard', () => {
  it.each([
    ['2026-11-25', '2026-11-23', '2026-11-29'],
    ['2026-11-23', '2026-11-23', '2026-11-29'],
    ['2026-11-29', '2026-11-23', '2026-11-29'],
    ['2027-01-01', '2026-12-28', '2027-01-03'],
  ])('week of %s: %s to %s', (day, start, end) => {
    expect(weekStartOf(day)).toBe(start);
    expect(weekEndOf(day)).toBe(end);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-15', -1, '2026-02-15'],
    ['2026-12-31', 1, '2027-01-31'],
  ])('%s %d month(s) on: %s', (day, n, expected) => expect(sameDayMonthsOn(day, n)).toBe(expected));
});
