// Danish public holidays and the days the wholesaler does not deliver. Computed, not listed, so every
// year works: the movable feasts follow Easter Sunday (Gregorian computus).
import { addDays } from './calendar.js';

export interface Holiday {
  date: string;
  name: string;
}

/** Easter Sunday of `year` as yyyy-MM-dd (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The official Danish public holidays of `year` (helligdage), in date order. Store bededag was
 * abolished from 2024. Grundlovsdag (5 June) is not a public holiday and deliveries run.
 */
export function danishPublicHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const days: Holiday[] = [
    { date: fixed(1, 1), name: 'Nytårsdag' },
    { date: addDays(easter, -3), name: 'Skærtorsdag' },
    { date: addDays(easter, -2), name: 'Langfredag' },
    { date: easter, name: 'Påskedag' },
    { date: addDays(easter, 1), name: '2. påskedag' },
    ...(year < 2024 ? [{ date: addDays(easter, 26), name: 'Store bededag' }] : []),
    { date: addDays(easter, 39), name: 'Kristi himmelfartsdag' },
    { date: addDays(easter, 49), name: 'Pinsedag' },
    { date: addDays(easter, 50), name: '2. pinsedag' },
    { date: fixed(12, 25), name: 'Juledag' },
    { date: fixed(12, 26), name: '2. juledag' },
  ];
  return days.sort((x, y) => (x.date < y.date ? -1 : 1));
}

/**
 * Days without deliveries: the public holidays, plus juleaftensdag (24 December) and
 * nytårsaftensdag (31 December), when kitchens and the wholesaler's drivers are closed although the
 * days are not official holidays. The one list every delivery, deadline and schedule rule asks.
 */
export function closedDays(year: number): Holiday[] {
  return [
    ...danishPublicHolidays(year),
    { date: `${year}-12-24`, name: 'Juleaftensdag' },
    { date: `${year}-12-31`, name: 'Nytårsaftensdag' },
  ].sort((x, y) => (x.date < y.date ? -1 : 1));
}

const closedByYear = new Map<number, Set<string>>();

/** True when nothing is delivered on `isoDate` (yyyy-MM-dd): a public holiday, 24 or 31 December. */
export function isClosedDay(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  let set = closedByYear.get(year);
  if (!set) {
    set = new Set(closedDays(year).map((h) => h.date));
    closedByYear.set(year, set);
  }
  return set.has(isoDate);
}
