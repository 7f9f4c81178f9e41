// The month heading of the date picker: 'november 2026' (da-DK, lower case as Danish writes it).
import { onFirstUse } from './on-first-use.js';
const monthYear = onFirstUse(() => new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** `month` is any yyyy-MM-dd of the month. */
export function formatMonthYear(month: string): string {
  return monthYear().format(new Date(`${month.slice(0, 10)}T12:00:00Z`));
}
