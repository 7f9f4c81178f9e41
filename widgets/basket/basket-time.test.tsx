// Issue 20 point 4 (deadline countdown, place-by header) and point 6 (weighed goods) on the basket page,
// with a controlled minute clock: no test waits for real minutes.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { $basketPage, type BasketPageState } from '../../core/stores/basket-page.js';
import type { ReviewBasket } from '../../core/schemas/basket-review.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { controlledMinuteClock } from '../shared/fixtures/minute-clock.js';
import { Basket } from './basket.js';
import { pageBasket, pageLines, placedOrder } from './basket-fixtures.js';
import { deadlineBasket } from './basket-time-fixtures.js';

const ready = (basket: ReviewBasket, p: Partial<BasketPageState> = {}): BasketPageState => ({ status: 'ready', basket, busyLines: [], busy: false, filter: 'all', lineMessages: {}, completion: { status: 'idle' }, ...p });

let clock: ReturnType<typeof controlledMinuteClock> | null = null;
afterEach(() => {
  clock?.restore();
  clock = null;
});

function show(basket: ReviewBasket, at: string, p: Partial<BasketPageState> = {}) {
  clock = controlledMinuteClock(at);
  setFixtureState({ profile: fixtureProfile, basket: { status: 'ready', itemCount: 3, deliveryDate: basket.deliveryDate } });
  $basketPage.set(ready(basket, p));
  return render(<Basket />);
}

const lineOf = (name: string) => [...document.querySelectorAll('li.line')].find((li) => li.textContent?.includes(name)) as HTMLElement;

describe('deadline countdown (issue 20 point 4)', () => {
  it('counts down each minute, and marks the line too late when its deadline passes, with the next date', () => {
    show(deadlineBasket, '2025-11-27T08:40:00Z'); // 09:40 Danish time: 80 minutes left
    const milk = lineOf('Letmælk');
    expect(milk.textContent).toContain('Bestil inden 11:00 – 1 t 20 min');
    expect(lineOf('Laksefilet').textContent).toContain('Bestil inden 14:00 – 4 t 20 min');
    expect(lineOf('Yoghurt').querySelector('.line-deadline')).toBeNull();
    expect(screen.getByText('Afgiv kurven inden 11:00 for levering 28-11-2025')).toBeTruthy();
    const live = milk.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');

    // The clock ticks on each minute boundary.
    act(() => clock!.advance(60_000));
    expect(milk.textContent).toContain('Bestil inden 11:00 – 1 t 19 min');
    act(() => clock!.advance(78 * 60_000)); // 10:59
    expect(milk.textContent).toContain('Bestil inden 11:00 – 1 min');
    act(() => clock!.advance(60_000)); // 11:00
    expect(milk.textContent).not.toContain('Bestil inden');
    expect(live.textContent).toBe('For sent til levering 28-11-2025. Kan nås til levering 01-12-2025.');
    expect(live.classList.contains('line-problem')).toBe(true);
    // The header moves on to the next deadline still ahead.
    expect(screen.getByText('Afgiv kurven inden 14:00 for levering 28-11-2025')).toBeTruthy();

    act(() => clock!.advance(3 * 60 * 60_000)); // 14:01: the salmon too, with no later date to offer
    expect(lineOf('Laksefilet').querySelector('[aria-live="polite"]')!.textContent).toBe('For sent til levering 28-11-2025. Ingen senere leveringsdato inden for 3 måneder.');
    expect(document.querySelector('.place-by')).toBeNull();
  });

  it('shows no countdown for a deadline on a later day; the header names its day', () => {
    show(deadlineBasket, '2025-11-26T08:00:00Z');
    expect(document.querySelector('.deadline-countdown')).toBeNull();
    expect(screen.getByText('Afgiv kurven inden 27-11-2025 kl. 11:00 for levering 28-11-2025')).toBeTruthy();
  });

  it('a line the server already flags too late only adds the next date', () => {
    const flagged = { ...deadlineBasket, lines: [{ ...deadlineBasket.lines[0]!, flags: ['tooLate' as const] }] };
    show(flagged, '2025-11-27T12:00:00Z');
    const milk = lineOf('Letmælk');
    expect(milk.querySelector('[aria-live="polite"]')!.textContent).toBe('Kan nås til levering 01-12-2025.');
    expect(milk.textContent).toContain('For sent til leveringsdatoen');
  });

  it('a basket without deadlines shows neither countdown nor header', () => {
    show({ ...pageBasket, lines: pageBasket.lines.map((l) => ({ ...l, deadlineAt: null, nextDeliveryDate: null })), placeBy: null }, '2025-11-27T08:00:00Z');
    expect(document.querySelector('.line-deadline')).toBeNull();
    expect(document.querySelector('.place-by')).toBeNull();
  });
});

describe('weighed goods in the basket (issue 20 point 6)', () => {
  it('the weighed line shows an estimate, the total is "ca." with a note', () => {
    show(pageBasket, '2025-11-20T08:00:00Z');
    expect(lineOf('Laksefilet').textContent).toContain('ca. 284,93\u00a0kr. – endelig pris efter vejning');
    expect(lineOf('Letmælk').textContent).not.toContain('ca.');
    expect(document.querySelector('dd.total')!.textContent).toBe('ca. 930,93\u00a0kr.');
    expect(screen.getByText('Totalen er anslået: varer, der vejes, afregnes efter vejning.')).toBeTruthy();
  });

  it('without weighed lines the total is exact and there is no note', () => {
    show({ ...pageBasket, lines: [pageLines[0]!] }, '2025-11-20T08:00:00Z');
    expect(document.querySelector('dd.total')!.textContent).toBe('930,93\u00a0kr.');
    expect(document.querySelector('.weighed-note')).toBeNull();
  });

  it('the order confirmation says the price is settled after weighing', () => {
    const order = { ...placedOrder, lines: placedOrder.lines.map((l) => ({ ...l, weighed: l.unit === 'KG' })) };
    show({ ...pageBasket, lines: [] }, '2025-11-20T08:00:00Z', { completion: { status: 'placed', order } });
    expect(document.querySelector('.confirmation')!.textContent).toContain('Total ekskl. pant: ca. 930,93\u00a0kr.');
    expect(screen.getByText('Ordren har varer, der vejes: endelig pris efter vejning.')).toBeTruthy();
  });
});
