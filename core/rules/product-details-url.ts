// §2 query parameters of the product details: `foodInfo` (product id) opens the details, `expiry=true`
// the expiry version; closing (Escape, back, history navigation) removes both and keeps the rest of
// the page's query (search, filters, campaign parameters).
import { ProductIdSchema } from '../schemas/common.js';

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
  const parsed = ProductIdSchema.safeParse(params.get(DETAILS_PARAM)?.trim() ?? '');
  if (!parsed.success) return null;
  return { productId: parsed.data, expiry: params.get(EXPIRY_PARAM) === 'true' };
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
