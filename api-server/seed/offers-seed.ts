// Issue 18's demo data (docs/guides/offers.md): one function per part, each in its own file, run after
// the catalogue, the accounts and the favourite lists exist. Deterministic for a seed and reference date.
import type { Tx } from '../db/tx.js';
import type { generateCatalogue } from './generate.js';
import { seedExpiryDemo } from './offers-expiry-seed.js';
import { seedCheckoutCampaigns } from './offers-checkout-seed.js';
import { seedFocusBrands } from './offers-focus-seed.js';
import { seedSellingDemo } from './offers-selling-seed.js';
import { seedCampaignDemo } from './offers-campaign-seed.js';
import { seedPublicOffersAndSamples } from './offers-public-seed.js';

export interface OffersSeedInput {
  catalogue: ReturnType<typeof generateCatalogue>;
  /** yyyy-MM-dd: periods are placed around it. */
  referenceDate: string;
  seed: number;
}

export async function seedOffers(tx: Tx, input: OffersSeedInput): Promise<void> {
  await seedExpiryDemo(tx, input);
  await seedCheckoutCampaigns(tx, input);
  await seedFocusBrands(tx, input);
  await seedSellingDemo(tx, input);
  await seedCampaignDemo(tx, input);
  await seedPublicOffersAndSamples(tx, input);
}
