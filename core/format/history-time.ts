// A moment of a history entry as the kitchen reads it: the Danish date and the Danish clock
// (§1 dates dd-mm-yyyy; the shop's time zone, whatever the browser's).
import { shopToday } from '../rules/calendar.js';
import { formatDate } from './date.js';
import { onFirstUse } from './on-first-use.js';

const clock = onFirstUse(() => new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }));

/** '25-11-2026 08.15' for an ISO timestamp; '' when it is not one. */
export function formatHistoryTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(shopToday(date))} ${clock().format(date)}`;
}
