// Client calls of the focus products and brands (issue 18 point 3). The brand calls are public; the
// store shows their failures itself (404 "no such brand", others "could not be loaded").
import { apiRequest } from './client.js';
import {
  FocusBrandPageSchema,
  FocusBrandsSchema,
  FocusProductsSchema,
  type FocusBrand,
  type FocusBrandPage,
  type FocusProduct,
} from '../schemas/focus.js';

/** §7 GET /api/focusproducts/{priceGroup}: the session's price group (another one is 404). */
export function fetchFocusProducts(priceGroup: string, signal?: AbortSignal): Promise<FocusProduct[]> {
  return apiRequest(`/api/focusproducts/${encodeURIComponent(priceGroup)}`, { schema: FocusProductsSchema, signal });
}

/** GET /api/focusbrands: every focus brand (with product counts for a session). */
export function fetchFocusBrands(signal?: AbortSignal): Promise<FocusBrand[]> {
  return apiRequest('/api/focusbrands', { schema: FocusBrandsSchema, handled: 'all', signal });
}

/** GET /api/focusbrands/{slug}: the brand and, for a session, its products. */
export function fetchFocusBrand(slug: string, signal?: AbortSignal): Promise<FocusBrandPage> {
  return apiRequest(`/api/focusbrands/${encodeURIComponent(slug)}`, { schema: FocusBrandPageSchema, handled: 'all', signal });
}
