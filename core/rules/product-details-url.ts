// §2 query parameters of the product details: `foodInfo` (product id) opens the details, `expiry=true`
// the expiry version; closing (Escape, back, history navigation) removes both and keeps the rest of
// the page's query (search, filters, campaign parameters).
// The id's rule without zod: <shop-product-details> reads the URL before its view (and zod) is loaded
// (issue 15 point 3, docs/decisions/030-first-load.md).
import { PRODUCT_ID_PATTERN } from '../schemas/wire-constants.js';
import { safeUrl } from '../format/url.js';

export const DETAILS_PARAM = 'foodInfo';
export const EXPIRY_PARAM = 'expiry';

export interface DetailsParams {
  productId: string;
  expiry: boolean;
}

function paramsOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The details the URL asks for, or null (absent or not a product id: nothing opens). */
export function readDetailsParams(search: string): DetailsParams | null {
  const params = paramsOf(search);
  const productId = params.get(DETAILS_PARAM)?.trim() ?? '';
  if (!PRODUCT_ID_PATTERN.test(productId)) return null;
  return { productId, expiry: params.get(EXPIRY_PARAM) === 'true' };
}

/** The query with the details of `productId` open (inside the shop the id is pushed into the URL). */
export function withDetailsParams(search: string, productId: string, expiry = false): string {
  const params = paramsOf(search);
  params.set(DETAILS_PARAM, productId);
  if (expiry) params.set(EXPIRY_PARAM, 'true');
  else params.delete(EXPIRY_PARAM);
  return toSearch(params);
}

/** The query without `foodInfo` and `expiry`, everything else unchanged. */
export function withoutDetailsParams(search: string): string {
  const params = paramsOf(search);
  params.delete(DETAILS_PARAM);
  params.delete(EXPIRY_PARAM);
  return toSearch(params);
}

/**
 * §7 "Print opens an external food-info page with product number and department": the print page's
 * address (configured per shop) with `productId` and `department` added, through the URL allow-list.
 * Null when the base is not an allowed URL or the id is not a product id.
 */
export function foodInfoPrintHref(printBase: string, productId: string, department: string): string | null {
  if (!PRODUCT_ID_PATTERN.test(productId)) return null;
  const base = safeUrl(printBase);
  if (!base) return null;
  const [path, query = ''] = base.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('productId', productId);
  params.set('department', department);
  return `${path}?${params.toString()}`;
}
