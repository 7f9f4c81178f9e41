// Day and month names ("fredag 27. november") from the browser's own Danish calendar data (Intl), not
// date-fns' format: format always bundles its en-US locale beside da, about 8 KB gzip on the basket page
// (issue 15 point 3, docs/decisions/030-first-load.md). A module of its own all the same: only the pages
// that show a weekday need it.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
let parts: Intl.DateTimeFormat | undefined;

/** "fredag 27. november" for delivery texts; '' for a day that is not a calendar date (yyyy-MM-dd…). */
export function formatWeekdayDate(day: string): string {
  const m = ISO_DAY.exec(day);
  if (!m) return '';
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // UTC both ways: the calendar day as written, whatever the browser's time zone and DST.
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) return '';
  parts ??= new Intl.DateTimeFormat('da-DK', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  // Assembled from the parts: CLDR's Danish pattern says "fredag den 27. november"; the shop writes it without "den".
  const part = (type: Intl.DateTimeFormatPartTypes) => parts!.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}. ${part('month')}`;
}
