// Checkout campaigns (issue 18 point 2, docs/guides/offers.md §2): which campaigns the basket page
// offers a user, pure rules shared by the server's lookup and its checks at add time. No I/O.
import { POSTPONE_DAYS } from '../schemas/checkout.js';

export interface CampaignRule {
  startsOn: string;
  endsOn: string;
  priceGroup: string | null;
  triggerProductIds: readonly string[];
}

/** Running on `today` (yyyy-MM-dd): starts_on ≤ today ≤ ends_on, both days included. */
export function campaignRunning(c: Pick<CampaignRule, 'startsOn' | 'endsOn'>, today: string): boolean {
  return c.startsOn <= today && today <= c.endsOn;
}

/** A campaign without a price group is for every price group; else only for its own. */
export function campaignForPriceGroup(c: Pick<CampaignRule, 'priceGroup'>, priceGroup: string): boolean {
  return c.priceGroup === null || c.priceGroup === priceGroup;
}

/**
 * Picked for the basket by its triggers: no triggers, any basket (also an empty one: the basket page
 * is where it is shown); else one trigger product in the basket, or the product just added
 * (`?productId`, which may not be in the basket yet when the page asks).
 */
export function campaignTriggered(c: Pick<CampaignRule, 'triggerProductIds'>, basketProductIds: ReadonlySet<string>, productId?: string): boolean {
  if (c.triggerProductIds.length === 0) return true;
  return c.triggerProductIds.some((id) => basketProductIds.has(id) || id === productId);
}

/** "Ikke nu": hidden from the user until this instant. */
export function postponedUntil(now: Date): Date {
  return new Date(now.getTime() + POSTPONE_DAYS * 24 * 60 * 60 * 1000);
}

export function isPostponed(until: Date | null | undefined, now: Date): boolean {
  return until != null && until.getTime() > now.getTime();
}

/** The saving per unit against the price list's price; null when either is unknown or nothing is saved. */
export function campaignSavingOre(priceOre: number | null, normalPriceOre: number | null): number | null {
  if (priceOre === null || normalPriceOre === null) return null;
  const saving = normalPriceOre - priceOre;
  return saving > 0 ? saving : null;
}

/** The saving in whole per cent of the normal price (rounded down: never promise more than is saved). */
export function campaignSavingPct(priceOre: number | null, normalPriceOre: number | null): number | null {
  const saving = campaignSavingOre(priceOre, normalPriceOre);
  if (saving === null || !normalPriceOre) return null;
  return Math.floor((saving / normalPriceOre) * 100);
}

/** Mean rating with one decimal, null without ratings (the marketing report). */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}
