// The basket page's deadline countdown (issue 20 point 4) in the browser: time left to a line's
// deadline, when the whole basket must be placed, Danish clock time. No imports from modules that
// core/index.ts re-exports (calendar.ts, deadlines.ts): what the basket used from those would land in
// the chunk every page loads (search-page bundle budget). The server's half is basket-deadlines.ts.
import { daBasketTime } from '../texts/da-basket-time.js';
import { onFirstUse } from '../format/on-first-use.js';

/** The shop's time zone (the same as core/rules/calendar.ts SHOP_TIME_ZONE, not imported: see above). */
const SHOP_TIME_ZONE = 'Europe/Copenhagen';

/** When the whole basket must be placed: the earliest deadline among its lines still ahead of `now`. */
export function placeByOf(now: Date, lines: readonly { deadlineAt?: string | null }[]): string | null {
  let best: string | null = null;
  let bestMs = Infinity;
  for (const { deadlineAt } of lines) {
    if (deadlineAt == null) continue;
    const ms = Date.parse(deadlineAt);
    if (ms > now.getTime() && ms < bestMs) {
      best = deadlineAt;
      bestMs = ms;
    }
  }
  return best;
}

export interface Countdown {
  passed: boolean;
  /** Whole minutes left (0 in the last minute and after). */
  minutesLeft: number;
  /** "1 t 20 min", "45 min", "under 1 min"; '' once passed. */
  text: string;
}

/**
 * Time left until `deadlineAt`, in whole minutes rounded down ("under 1 min" in the last one). The
 * page marks the line at the deadline instant; the server refuses from the next millisecond on.
 */
export function countdown(now: Date, deadlineAt: string | Date): Countdown {
  const left = new Date(deadlineAt).getTime() - now.getTime();
  if (!(left > 0)) return { passed: true, minutesLeft: 0, text: '' };
  const minutesLeft = Math.floor(left / 60_000);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const text = minutesLeft < 1 ? daBasketTime.underAMinute : hours > 0 ? (minutes === 0 ? daBasketTime.hours(hours) : daBasketTime.hoursMinutes(hours, minutes)) : daBasketTime.minutes(minutes);
  return { passed: false, minutesLeft, text };
}

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** HH:MM of an instant in Danish time. */
export function shopTimeOf(instant: string | Date): string {
  return timeFormat().format(new Date(instant));
}

/** The Danish calendar day (yyyy-MM-dd) of an instant. */
export function shopDayOf(instant: string | Date): string {
  return dayFormat().format(new Date(instant));
}

/** True when `instant` falls on the same Danish calendar day as `now`. */
export function isShopToday(now: Date, instant: string | Date): boolean {
  return shopDayOf(now) === shopDayOf(instant);
}

/** Whole days from one Danish calendar day to another. */
export function shopDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
