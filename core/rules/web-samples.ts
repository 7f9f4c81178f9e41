// The web samples page's small rules (issue 18 point 6), kept out of the widget.
import type { WebSample } from '../schemas/web-samples.js';

/** "12.11." for 2026-11-12: the short Danish day of "Bestilt 12.11." (the year is the current one). */
export function shortDanishDay(isoDay: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return '';
  return `${Number(match[2])}.${Number(match[1])}.`;
}

/** Which control a sample card shows: the order button (busy while its add runs), or a read-only state. */
export function sampleAction(sample: Pick<WebSample, 'id' | 'state'>, adding: number | null): 'order' | 'busy' | 'inBasket' | 'claimed' {
  if (sample.state === 'claimed') return 'claimed';
  if (sample.state === 'inBasket') return 'inBasket';
  return adding === sample.id ? 'busy' : 'order';
}
