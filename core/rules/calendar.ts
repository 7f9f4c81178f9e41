// Calendar days as `yyyy-MM-dd` strings in the shop's time zone, so no UTC offset can move them.
// Framework-free and shared by the server (deliveries, deadlines, schedules) and the widgets.
import { onFirstUse } from '../format/on-first-use.js';

export const SHOP_TIME_ZONE = 'Europe/Copenhagen';

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}));

/** Today's date in Denmark for the given instant, as yyyy-MM-dd. */
export function shopToday(now: Date): string {
  return dayFormat().format(now);
}

/** Adds whole days to a yyyy-MM-dd date (calendar arithmetic in UTC, so DST never matters). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0-6, Sunday 0, of a yyyy-MM-dd date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** True for a real calendar day written as yyyy-MM-dd. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
