// §1: dates in Danish format dd-mm-yyyy. Calendar days travel as yyyy-MM-dd strings (no time zone).
import { format, parseISO, isValid } from 'date-fns';
import { da } from 'date-fns/locale/da';

export function formatDate(day: string | Date): string {
  const date = typeof day === 'string' ? parseISO(day) : day;
  if (!isValid(date)) return '';
  return format(date, 'dd-MM-yyyy', { locale: da });
}

/** "fredag 27. november" for delivery texts. */
export function formatWeekdayDate(day: string): string {
  const date = parseISO(day);
  if (!isValid(date)) return '';
  return format(date, 'EEEE d. MMMM', { locale: da });
}

/** A Date as the calendar day yyyy-MM-dd in local time. */
export function toIsoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
