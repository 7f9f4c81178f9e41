// The month grid of the recurring orders' date picker (§5 selectable delivery dates): pure calendar
// maths on yyyy-MM-dd strings, so the widget only renders (issue 23 §1).
import { addDays, weekdayOf } from './calendar.js';

/** The first day of the month `date` lies in ('2026-11-25' -> '2026-11-01'). */
export function monthOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `n` months after (or before, n < 0) `month`. */
export function addMonths(month: string, n: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + n;
  const year = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${year}-${String(mm + 1).padStart(2, '0')}-01`;
}

/** The days shown for a month: Monday-first weeks, null for the blanks before the 1st and after the end. */
export function monthWeeks(month: string): (string | null)[][] {
  const lead = (weekdayOf(month) + 6) % 7;
  const next = addMonths(month, 1);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = month; d < next; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The Monday of the week `day` lies in (Home in the grid). */
export function weekStartOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The Sunday of the week `day` lies in (End in the grid). */
export function weekEndOf(day: string): string {
  return addDays(weekStartOf(day), 6);
}

/** The same day of the month `n` months on, or that month's last day when it is shorter (Page Up/Down). */
export function sameDayMonthsOn(day: string, n: number): string {
  const target = addMonths(monthOf(day), n);
  const lastOfTarget = addDays(addMonths(target, 1), -1);
  const sameDay = `${target.slice(0, 8)}${day.slice(8, 10)}`;
  return sameDay <= lastOfTarget ? sameDay : lastOfTarget;
}
