// Issue 18 point 1: GET /api/product/nearexpiry?take (§7). Its own module: only <shop-expiry-offers> calls it.
import { NearExpiryResultSchema, type NearExpiryResult } from '../schemas/near-expiry.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchNearExpiry(take: number, options: CallOptions = {}): Promise<NearExpiryResult> {
  return apiRequest('/api/product/nearexpiry', { ...options, query: { take: String(take) }, schema: NearExpiryResultSchema });
}
