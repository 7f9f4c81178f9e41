// Client calls of issue 18 point 4 (§7): the offer push, a supplier's products and "Andre købte også".
// Each widget shows its own failure (an error line with "Prøv igen" or nothing), so no call is toasted
// here; a missing session still goes to the session handler (client.ts).
import { apiRequest } from './client.js';
import { decodeProduct } from '../schemas/product-decode.js';
import type { Product } from '../schemas/product.js';
import {
  AdditionalSalesSchema,
  OfferPushSchema,
  SupplierProductsSchema,
  type AdditionalSales,
  type OfferPush,
  type SupplierProducts,
} from '../schemas/offers-selling.js';

/** An answer with its products decoded for the cards (widgets render decoded products, decision 002). */
export type Decoded<T extends { products: unknown[] }> = Omit<T, 'products'> & { products: Product[] };
const decoded = <T extends { products: Parameters<typeof decodeProduct>[0][] }>(answer: T): Decoded<T> => ({ ...answer, products: answer.products.map(decodeProduct) });

/** GET /api/offerpush/{id}/products?products: `products` narrows the block to those ids. */
export function fetchOfferPush(offerId: string, products: readonly string[], signal?: AbortSignal): Promise<Decoded<OfferPush>> {
  return apiRequest(`/api/offerpush/${encodeURIComponent(offerId)}/products`, {
    query: products.length > 0 ? { products: products.join(',') } : undefined,
    schema: OfferPushSchema,
    handled: 'all',
    signal,
  }).then(decoded);
}

/** POST /api/product/randomfromsupplier with { productId, take }. */
export function fetchSupplierProducts(productId: string, take: number, signal?: AbortSignal): Promise<Decoded<SupplierProducts>> {
  return apiRequest('/api/product/randomfromsupplier', { method: 'POST', body: { productId, take }, schema: SupplierProductsSchema, handled: 'all', signal }).then(decoded);
}

/** GET /api/product/additionalsales/{id}. */
export function fetchAdditionalSales(productId: string, signal?: AbortSignal): Promise<Decoded<AdditionalSales>> {
  return apiRequest(`/api/product/additionalsales/${encodeURIComponent(productId)}`, { schema: AdditionalSalesSchema, handled: 'all', signal }).then(decoded);
}
