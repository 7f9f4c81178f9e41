// Client calls of the product details (issue 4; §7). Lookup rejects with the HTTP status (§7) and
// leaves the §8 details error to the widget; the deadline fetch is silent (§7: a failure is null);
// the assortment request shows its own §8 texts, so its failures are not toasted here either.
import { apiRequest } from './client.js';
import { FoodInfoSchema, type FoodInfo } from '../schemas/food-info.js';
import {
  AssortmentRequestResultSchema,
  DeadlineResponseSchema,
  ProductLookupSchema,
  ProductRelationsSchema,
  ProductsByIdsSchema,
  type AssortmentRequestResult,
  type DeadlineRequest,
  type DeadlineResponse,
  type ProductLookup,
  type ProductRelations,
} from '../schemas/product-details.js';
import type { ProductWire } from '../schemas/product.js';

const path = (id: string) => encodeURIComponent(id);

/** GET /api/product/lookup/{id} (`expiry=true` for the expiry version, §2). */
export function fetchProductDetails(productId: string, options: { expiry?: boolean; signal?: AbortSignal } = {}): Promise<ProductLookup> {
  return apiRequest(`/api/product/lookup/${path(productId)}`, {
    query: options.expiry ? { expiry: 'true' } : undefined,
    schema: ProductLookupSchema,
    handled: 'all',
    signal: options.signal,
  });
}

/** GET /api/product/foodinfo/{id}. */
export function fetchFoodInfo(productId: string, signal?: AbortSignal): Promise<FoodInfo> {
  return apiRequest(`/api/product/foodinfo/${path(productId)}`, { schema: FoodInfoSchema, handled: 'all', signal });
}

/** GET /api/product/getbyids?products=a,b,c: cards in the asked order, those outside the assortment left out. */
export async function fetchProductsByIds(productIds: readonly string[], signal?: AbortSignal): Promise<ProductWire[]> {
  if (productIds.length === 0) return [];
  return apiRequest('/api/product/getbyids', { query: { products: productIds.join(',') }, schema: ProductsByIdsSchema, signal });
}

/** GET /api/product/relations?productId=. */
export function fetchProductRelations(productId: string, signal?: AbortSignal): Promise<ProductRelations> {
  return apiRequest('/api/product/relations', { query: { productId }, schema: ProductRelationsSchema, handled: 'all', signal });
}

/** POST /api/product/request/{id}: resolves 'sent' or 'alreadySent'; rejects on failure ('Der skete en fejl'). */
export function sendAssortmentRequest(productId: string): Promise<AssortmentRequestResult> {
  return apiRequest(`/api/product/request/${path(productId)}`, { method: 'POST', body: {}, schema: AssortmentRequestResultSchema, handled: 'all' });
}

/** POST /api/deadlines/delivery; null on any failure (§7: a deadline fetch failure is silent). */
export async function fetchDeliveryDeadline(request: DeadlineRequest, signal?: AbortSignal): Promise<DeadlineResponse | null> {
  try {
    return await apiRequest('/api/deadlines/delivery', { method: 'POST', body: request, schema: DeadlineResponseSchema, handled: 'all', signal });
  } catch {
    return null;
  }
}
