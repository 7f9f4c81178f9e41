// §1: dates in Danish format dd-mm-yyyy. Calendar days travel as yyyy-MM-dd strings (no time zone).
// Numeric dates use lightFormat, which needs no locale: `format` always bundles date-fns' default
// en-US locale beside ours (about 6 KB gzip); names of days and months live in weekday-date.ts, a
// module of its own so that only the widgets that show them carry date-fns' format.
import { lightFormat, isValid } from 'date-fns';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * 'yyyy-MM-dd' as that day's local midnight (the wire's calendar days), or an ISO date-time as the
 * moment it names; anything else, and days that do not exist (2026-02-30), is an invalid Date. Not
 * date-fns' parseISO: it weighs about 1 KB gzip on every page, for the one format the wire uses.
 */
export function parseIsoDay(text: string): Date {
  const day = DAY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const parsed = new Date(year, month, date);
    // new Date() rolls 30 February over into March; a day that does not exist is no date.
    return parsed.getFullYear() === year && parsed.getMonth() === month && parsed.getDate() === date ? parsed : new Date(NaN);
  }
  return DATE_TIME.test(text) ? new Date(text) : new Date(NaN);
}

export function formatDate(day: string | Date): string {
  const date = typeof day === 'string' ? parseIsoDay(day) : day;
  if (!isValid(date)) return '';
  return lightFormat(date, 'dd-MM-yyyy');
}

/** A Date as the calendar day yyyy-MM-dd in local time. */
export function toIsoDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}
