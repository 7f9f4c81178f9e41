import { describe, expect, it } from 'vitest';
import { sampleAction, shortDanishDay } from './web-samples.js';

describe('shortDanishDay', () => {
  it.each([
    ['2026-11-12', '12.11.'],
    ['2026-01-05', '5.1.'],
    ['2026-12-31', '31.12.'],
    ['12-11-2026', ''],
    ['', ''],
  ])('%s -> %s', (day, expected) => expect(shortDanishDay(day)).toBe(expected));
});

describe('sampleAction', () => {
  it.each([
    [{ id: 1, state: 'available' as const }, null, 'order'],
    [{ id: 1, state: 'available' as const }, 2, 'order'],
    [{ id: 1, state: 'available' as const }, 1, 'busy'],
    [{ id: 1, state: 'inBasket' as const }, null, 'inBasket'],
    [{ id: 1, state: 'claimed' as const }, 1, 'claimed'],
  ])('%o while adding %s -> %s', (sample, adding, expected) => expect(sampleAction(sample, adding)).toBe(expected));
});
