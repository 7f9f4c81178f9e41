// Day and month names ("fredag 27. november") with date-fns' format and the da locale. A module of
// its own: esbuild keeps every used export of a module in the module's one chunk, so beside formatDate
// (on every page) it would bring format and both locales to pages that never show a weekday.
import { format, isValid, parseISO } from 'date-fns';
import { da } from 'date-fns/locale/da';

/** "fredag 27. november" for delivery texts. */
export function formatWeekdayDate(day: string): string {
  const date = parseISO(day);
  if (!isValid(date)) return '';
  return format(date, 'EEEE d. MMMM', { locale: da });
}
