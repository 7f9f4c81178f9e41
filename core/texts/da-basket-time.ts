// Danish texts of the basket's deadline countdown (issue 20 point 4). Own module: only the basket page
// shows them, so no other page's bundle carries them.
import { defineTexts, tpl } from './dictionary.js';

export const daBasketTime = defineTexts('BasketTime', {
  /** "Bestil inden 11:00 – 1 t 20 min" */
  orderBefore: tpl('Bestil inden {time} – {left}', (time: string, left: string) => ({ time, left })),
  hours: tpl('{hours} t', (hours: number) => ({ hours })),
  hoursMinutes: tpl('{hours} t {minutes} min', (hours: number, minutes: number) => ({ hours, minutes })),
  minutes: tpl('{minutes} min', (minutes: number) => ({ minutes })),
  underAMinute: 'under 1 min',
  /** The line's deadline passed while the page was open. */
  tooLate: tpl('For sent til levering {deliveryDate}.', (deliveryDate: string) => ({ deliveryDate })),
  canReach: tpl('Kan nås til levering {nextDate}.', (nextDate: string) => ({ nextDate })),
  noLaterDate: 'Ingen senere leveringsdato inden for 3 måneder.',
  /** Header: "Afgiv kurven inden 11:00 for levering fre 28-11-2026". */
  placeByToday: tpl('Afgiv kurven inden {time} for levering {deliveryDate}', (time: string, deliveryDate: string) => ({ time, deliveryDate })),
  placeByLater: tpl('Afgiv kurven inden {day} kl. {time} for levering {deliveryDate}', (day: string, time: string, deliveryDate: string) => ({ day, time, deliveryDate })),
});
