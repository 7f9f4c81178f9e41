import { describe, expect, it } from 'vitest';
import { closedDays, danishPublicHolidays, easterSunday, isClosedDay } from './public-holidays.js';
import { addDays, daysBetween, isIsoDate, shopToday, weekdayOf } from './calendar.js';

describe('Easter Sunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // the latest possible date
    [2285, '2285-03-22'], // the earliest possible date
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(weekdayOf(date)).toBe(0);
  });
});

describe('Danish public holidays', () => {
  it('2026, in date order', () => {
    expect(danishPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Nytårsdag' },
      { date: '2026-04-02', name: 'Skærtorsdag' },
      { date: '2026-04-03', name: 'Langfredag' },
      { date: '2026-04-05', name: 'Påskedag' },
      { date: '2026-04-06', name: '2. påskedag' },
      { date: '2026-05-14', name: 'Kristi himmelfartsdag' },
      { date: '2026-05-24', name: 'Pinsedag' },
      { date: '2026-05-25', name: '2. pinsedag' },
      { date: '2026-12-25', name: 'Juledag' },
      { date: '2026-12-26', name: '2. juledag' },
    ]);
  });

  it('store bededag until 2023 only (abolished from 2024)', () => {
    expect(danishPublicHolidays(2023).map((h) => h.name)).toContain('Store bededag');
    expect(danishPublicHolidays(2023).find((h) => h.name === 'Store bededag')?.date).toBe('2023-05-05');
    expect(danishPublicHolidays(2024).map((h) => h.name)).not.toContain('Store bededag');
  });

  it.each([
    ['2025-04-17', true], // skærtorsdag
    ['2025-04-21', true], // 2. påskedag
    ['2025-05-29', true], // Kristi himmelfart
    ['2025-06-09', true], // 2. pinsedag
    ['2025-12-24', true], // juleaftensdag: closed, not a public holiday
    ['2025-12-31', true],
    ['2026-01-01', true],
    ['2025-06-05', false], // grundlovsdag: deliveries run
    ['2025-06-04', false],
    ['2025-12-23', false],
  ])('%s closed: %s', (date, closed) => {
    expect(isClosedDay(date)).toBe(closed);
  });

  it('closed days are the holidays plus 24 and 31 December', () => {
    const year = 2027;
    expect(closedDays(year).length).toBe(danishPublicHolidays(year).length + 2);
    for (const day of closedDays(year)) expect(isIsoDate(day.date)).toBe(true);
  });
});

describe('calendar days', () => {
  it('takes today in Copenhagen, not UTC', () => {
    expect(shopToday(new Date('2025-06-04T21:59:00Z'))).toBe('2025-06-04');
    expect(shopToday(new Date('2025-06-04T22:01:00Z'))).toBe('2025-06-05');
  });
  it.each([
    ['2025-03-29', '2025-03-31', 2],
    ['2025-10-25', '2025-10-27', 2], // across the autumn DST change
    ['2025-01-10', '2025-01-01', -9],
    ['2024-02-28', '2024-03-01', 2],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });
});
