// Client call of the public offers (issue 18 point 5): GET /api/product/publicoffers, with or without a
// session. The store shows its own failures (404 unknown department, others "could not be loaded").
import { apiRequest } from './client.js';
import { PublicOffersSchema, type PublicOffers } from '../schemas/public-offers.js';

export function fetchPublicOffers(productIds: readonly string[], dept: string | null, signal?: AbortSignal): Promise<PublicOffers> {
  const query: Record<string, string> = {};
  if (productIds.length > 0) query.products = productIds.join(',');
  if (dept) query.dept = dept;
  return apiRequest('/api/product/publicoffers', { query, schema: PublicOffersSchema, handled: 'all', signal });
}
