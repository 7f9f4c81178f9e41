import { describe, expect, it } from 'vitest';
import { formatHistoryTime } from './history-time.js';
import { formatMonthYear } from './month-year.js';

describe('month headings and history times (da-DK, Danish time)', () => {
  it.each([
    ['2026-11-01', 'november 2026'],
    ['2027-01-31', 'januar 2027'],
  ])('%s -> %s', (month, text) => expect(formatMonthYear(month)).toBe(text));

  it.each([
    // Winter time: UTC+1; summer time: UTC+2; just after midnight Danish time is the next day.
    ['2026-11-25T07:15:00Z', '25-11-2026 08.15'],
    ['2026-07-01T22:30:00Z', '02-07-2026 00.30'],
    ['not a time', ''],
  ])('%s -> %s', (at, text) => expect(formatHistoryTime(at)).toBe(text));
});
