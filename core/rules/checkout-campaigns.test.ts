import { describe, expect, it } from 'vitest';
import { averageRating, campaignForPriceGroup, campaignRunning, campaignSavingOre, campaignSavingPct, campaignTriggered, isPostponed, postponedUntil } from './checkout-campaigns.js';

describe('checkout campaign rules (issue 18 point 2)', () => {
  it.each([
    ['2025-06-01', '2025-06-10', '2025-05-31', false],
    ['2025-06-01', '2025-06-10', '2025-06-01', true],
    ['2025-06-01', '2025-06-10', '2025-06-10', true],
    ['2025-06-01', '2025-06-10', '2025-06-11', false],
    ['2025-06-04', '2025-06-04', '2025-06-04', true],
  ])('running %s..%s on %s: %s', (startsOn, endsOn, today, running) => {
    expect(campaignRunning({ startsOn, endsOn }, today)).toBe(running);
  });

  it.each([
    [null, 'PG1', true],
    ['PG1', 'PG1', true],
    ['PG2', 'PG1', false],
  ])('price group %s for %s: %s', (priceGroup, session, ok) => {
    expect(campaignForPriceGroup({ priceGroup }, session)).toBe(ok);
  });

  it.each([
    [[], [], undefined, true],
    [['1'], [], undefined, false],
    [['1', '2'], ['2', '9'], undefined, true],
    [['1'], ['9'], '1', true],
    [['1'], ['9'], '8', false],
  ])('triggers %j, basket %j, productId %s: %s', (triggerProductIds, basket, productId, picked) => {
    expect(campaignTriggered({ triggerProductIds }, new Set(basket), productId)).toBe(picked);
  });

  it('postpones for 7 days to the millisecond', () => {
    const now = new Date('2025-06-04T10:00:00Z');
    const until = postponedUntil(now);
    expect(until.toISOString()).toBe('2025-06-11T10:00:00.000Z');
    expect(isPostponed(until, new Date('2025-06-11T09:59:59Z'))).toBe(true);
    expect(isPostponed(until, new Date('2025-06-11T10:00:00Z'))).toBe(false);
    expect(isPostponed(null, now)).toBe(false);
  });

  it.each([
    [800, 1000, 200, 20],
    [1000, 1000, null, null],
    [1200, 1000, null, null],
    [null, 1000, null, null],
    [667, 1000, 333, 33],
  ])('saving of %s against %s: %s øre, %s %%', (price, normal, ore, pct) => {
    expect(campaignSavingOre(price, normal)).toBe(ore);
    expect(campaignSavingPct(price, normal)).toBe(pct);
  });

  it('averages ratings to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4, 5])).toBe(4.5);
    expect(averageRating([1, 2, 2])).toBe(1.7);
  });
});
