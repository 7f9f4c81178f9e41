// Danish texts of the basket's deadline countdown (issue 20 point 4). Own module: only the basket page
// shows them, so no other page's bundle carries them.
export const daBasketTime = {
  /** "Bestil inden 11:00 – 1 t 20 min" */
  orderBefore: (time: string, left: string) => `Bestil inden ${time} – ${left}`,
  hoursMinutes: (hours: number, minutes: number) => (minutes === 0 ? `${hours} t` : `${hours} t ${minutes} min`),
  minutes: (minutes: number) => `${minutes} min`,
  underAMinute: 'under 1 min',
  /** The line's deadline passed while the page was open. */
  tooLate: (deliveryDate: string) => `For sent til levering ${deliveryDate}.`,
  canReach: (nextDate: string) => `Kan nås til levering ${nextDate}.`,
  noLaterDate: 'Ingen senere leveringsdato inden for 3 måneder.',
  /** Header: "Afgiv kurven inden 11:00 for levering fre 28-11-2026". */
  placeByToday: (time: string, deliveryDate: string) => `Afgiv kurven inden ${time} for levering ${deliveryDate}`,
  placeByLater: (day: string, time: string, deliveryDate: string) => `Afgiv kurven inden ${day} kl. ${time} for levering ${deliveryDate}`,
} as const;
