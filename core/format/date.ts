// §1: dates in Danish format dd-mm-yyyy. Calendar days travel as yyyy-MM-dd strings (no time zone).
// Numeric dates use lightFormat, which needs no locale: `format` always bundles date-fns' default
// en-US locale beside ours (about 2 KB gzip on every page); only names of days and months need it.
import { format, lightFormat, parseISO, isValid } from 'date-fns';
import { da } from 'date-fns/locale/da';

export function formatDate(day: string | Date): string {
  const date = typeof day === 'string' ? parseISO(day) : day;
  if (!isValid(date)) return '';
  return lightFormat(date, 'dd-MM-yyyy');
}

/** "fredag 27. november" for delivery texts. */
export function formatWeekdayDate(day: string): string {
  const date = parseISO(day);
  if (!isValid(date)) return '';
  return format(date, 'EEEE d. MMMM', { locale: da });
}

/** A Date as the calendar day yyyy-MM-dd in local time. */
export function toIsoDay(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}
