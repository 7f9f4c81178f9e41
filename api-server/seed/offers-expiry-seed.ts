// Issue 18 point 1, expiry offers: demo data (docs/guides/offers.md).
import type { Tx } from '../db/tx.js';
import type { OffersSeedInput } from './offers-seed.js';

export async function seedExpiryDemo(_tx: Tx, _input: OffersSeedInput): Promise<void> {
  // Filled in by the part's work.
}
