// §7 favourite-list calls (docs/guides/favorite-lists.md). Thin wrappers over apiRequest with the wire
// schemas of core/schemas/favorite-list.ts. Failures reach the caller as ApiRequestError; `handled`
// says which ones the caller shows itself (the store shows its own §8 texts for all of them).
import {
  FavoriteListChangeSchema,
  FavoriteListDetailSchema,
  FavoriteListSchema,
  FavoriteListsSchema,
  PinResultSchema,
  ProductFavoriteListsSchema,
  ReplaceObsoleteResultSchema,
  StandardUnitAllResultSchema,
  type AddProductRequest,
  type CreateFavoriteListRequest,
  type FavoriteList,
  type FavoriteListChange,
  type FavoriteListDetail,
  type FromHistoryRequest,
  type PinRequest,
  type PinResult,
  type ProductFavoriteList,
  type RemoveProductRequest,
  type ReplaceObsoleteRequest,
  type ReplaceObsoleteResult,
  type SetPinRequest,
  type SortOrderRequest,
  type StandardUnitAllRequest,
  type StandardUnitAllResult,
  type StandardUnitRequest,
  type UpdateFavoriteListRequest,
} from '../schemas/favorite-list.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/favoritelists';

export type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/** The user's lists (own first), with item counts and product ids. */
export function fetchFavoriteLists(options: CallOptions = {}): Promise<FavoriteList[]> {
  return apiRequest(BASE, { ...options, schema: FavoriteListsSchema });
}

/** One list with its items (GET get?id). */
export function fetchFavoriteList(id: number, options: CallOptions = {}): Promise<FavoriteListDetail> {
  return apiRequest(`${BASE}/get`, { ...options, query: { id: String(id) }, schema: FavoriteListDetailSchema });
}

/** Create; with from and to the list is made from the purchase history. */
export function postFavoriteList(body: CreateFavoriteListRequest, options: CallOptions = {}): Promise<FavoriteList> {
  return apiRequest(BASE, { ...options, method: 'POST', body, schema: FavoriteListSchema });
}

export function postFavoriteListFromHistory(body: FromHistoryRequest, options: CallOptions = {}): Promise<FavoriteList> {
  return apiRequest(`${BASE}/fromhistory`, { ...options, method: 'POST', body, schema: FavoriteListSchema });
}

export function putFavoriteList(body: UpdateFavoriteListRequest, options: CallOptions = {}): Promise<FavoriteList> {
  return apiRequest(BASE, { ...options, method: 'PUT', body, schema: FavoriteListSchema });
}

/** DELETE /api/favoritelists/{id}; a locked list's PIN travels in the body, never in the URL. */
export function deleteFavoriteListCall(id: number, pin: string | undefined, options: CallOptions = {}): Promise<{ success: boolean; id: number }> {
  return apiRequest(`${BASE}/${id}`, { ...options, method: 'DELETE', body: pin === undefined ? {} : { pin } });
}

export function postFavoriteListProduct(body: AddProductRequest, options: CallOptions = {}): Promise<FavoriteListChange> {
  return apiRequest(`${BASE}/addproduct`, { ...options, method: 'POST', body, schema: FavoriteListChangeSchema });
}

export function deleteFavoriteListProduct(body: RemoveProductRequest, options: CallOptions = {}): Promise<FavoriteListChange> {
  return apiRequest(`${BASE}/product`, { ...options, method: 'DELETE', body, schema: FavoriteListChangeSchema });
}

/** Every list the user sees, and whether the product is on it. */
export function fetchProductFavoriteLists(productId: string, options: CallOptions = {}): Promise<ProductFavoriteList[]> {
  return apiRequest(`${BASE}/productfavoritelists/${encodeURIComponent(productId)}`, { ...options, schema: ProductFavoriteListsSchema });
}

export function postFavoriteListStandardUnit(body: StandardUnitRequest, options: CallOptions = {}): Promise<FavoriteListChange> {
  return apiRequest(`${BASE}/standardunit`, { ...options, method: 'POST', body, schema: FavoriteListChangeSchema });
}

export function postFavoriteListStandardUnitAll(body: StandardUnitAllRequest, options: CallOptions = {}): Promise<StandardUnitAllResult> {
  return apiRequest(`${BASE}/standardunit/all`, { ...options, method: 'POST', body, schema: StandardUnitAllResultSchema });
}

export function postFavoriteListSortOrder(body: SortOrderRequest, options: CallOptions = {}): Promise<FavoriteListChange> {
  return apiRequest(`${BASE}/sortorder`, { ...options, method: 'POST', body, schema: FavoriteListChangeSchema });
}

export function postFavoriteListReplaceObsolete(body: ReplaceObsoleteRequest, options: CallOptions = {}): Promise<ReplaceObsoleteResult> {
  return apiRequest(`${BASE}/replaceobsolete`, { ...options, method: 'POST', body, schema: ReplaceObsoleteResultSchema });
}

export function postFavoriteListSetPin(body: SetPinRequest, options: CallOptions = {}): Promise<PinResult> {
  return apiRequest(`${BASE}/setpin`, { ...options, method: 'POST', body, schema: PinResultSchema });
}

export function postFavoriteListVerifyPin(body: PinRequest, options: CallOptions = {}): Promise<PinResult> {
  return apiRequest(`${BASE}/verifypin`, { ...options, method: 'POST', body, schema: PinResultSchema });
}

/** §4 unlock: verify, then clear, in one call. */
export function postFavoriteListClearPin(body: PinRequest, options: CallOptions = {}): Promise<PinResult> {
  return apiRequest(`${BASE}/clearpin`, { ...options, method: 'POST', body, schema: PinResultSchema });
}
