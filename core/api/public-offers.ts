// Client call of the public offers (issue 18 point 5): GET /api/product/publicoffers, with or without a
// session. The store shows its own failures (404 unknown department, others "could not be loaded").
//
// The answer is checked by hand, not with PublicOffersSchema: that schema holds ProductWireSchema, and
// referencing it from a widget kept its 1.4 KB in the chunk every page shares (the search page's
// budget, bench/size-budget.ts). The cards only need the fields decodeProduct reads.
import { apiRequest } from './client.js';
import type { ProductWire } from '../schemas/product.js';
import type { PublicOffers } from '../schemas/public-offers.js';

const isWire = (w: unknown): w is ProductWire => {
  const p = w as Partial<ProductWire> | null;
  return typeof p === 'object' && p !== null && Array.isArray(p.i) && typeof p.i[0] === 'string' && Array.isArray(p.u) && p.u.length > 0 && typeof p.d === 'string';
};

/** The answer, or an error for one that is not publicoffers' shape (the block then says it failed). */
export function parsePublicOffers(body: unknown): PublicOffers {
  const b = body as Partial<PublicOffers> | null;
  if (typeof b !== 'object' || b === null || typeof b.loggedIn !== 'boolean' || typeof b.pricesShown !== 'boolean' || !Array.isArray(b.products) || !b.products.every(isWire)) {
    throw new Error('publicoffers: unexpected answer');
  }
  return { department: typeof b.department === 'string' ? b.department : null, loggedIn: b.loggedIn, pricesShown: b.pricesShown, products: b.products };
}

export async function fetchPublicOffers(productIds: readonly string[], dept: string | null, signal?: AbortSignal): Promise<PublicOffers> {
  const query: Record<string, string> = {};
  if (productIds.length > 0) query.products = productIds.join(',');
  if (dept) query.dept = dept;
  return parsePublicOffers(await apiRequest('/api/product/publicoffers', { query, handled: 'all', signal }));
}
