// §1: dates in Danish format dd-mm-yyyy. Calendar days travel as yyyy-MM-dd strings (no time zone).
// Numeric dates use lightFormat, which needs no locale: `format` always bundles date-fns' default
// en-US locale beside ours (about 6 KB gzip); names of days and months live in weekday-date.ts, a
// module of its own so that only the widgets that show them carry date-fns' format.
import { lightFormat, parseISO, isValid } from 'date-fns';

export function formatDate(day: string | Date): string {
  const date = typeof day === 'string' ? parseISO(day) : day;
  if (!isValid(date)) return '';
  return lightFormat(date, 'dd-MM-yyyy');
}

/** A Date as the calendar day yyyy-MM-dd in local time. */
export function toIsoDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}
