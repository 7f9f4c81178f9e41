// Issue 18 point 5 and 6, public offers and web samples: demo data (docs/guides/offers.md).
import type { Tx } from '../db/tx.js';
import type { OffersSeedInput } from './offers-seed.js';

export async function seedPublicOffersAndSamples(_tx: Tx, _input: OffersSeedInput): Promise<void> {
  // Filled in by the part's work.
}
