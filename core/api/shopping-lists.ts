// §7 "Shopping lists" client calls (issue 22 point 4). §7 "shopping-list adds reject with the HTTP
// status": every call rejects with ApiRequestError carrying the status; `handled` says which failures the
// caller shows itself.
import {
  SendShoppingListAnswerSchema,
  ShoppingListSchema,
  ShoppingListsPageSchema,
  type SaveShoppingListRequest,
  type SendShoppingListAnswer,
  type ShoppingList,
  type ShoppingListAddLine,
  type ShoppingListsPage,
  type UpdateShoppingListLine,
} from '../schemas/shopping-list.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/shoppinglists';

export type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal' | 'headers'>;

/** The user's lists in the session's department, newest first (sent lists and the current one). */
export function fetchShoppingLists(page: { take?: number; skip?: number } = {}, options: CallOptions = {}): Promise<ShoppingListsPage> {
  const query = new URLSearchParams();
  if (page.take !== undefined) query.set('take', String(page.take));
  if (page.skip !== undefined) query.set('skip', String(page.skip));
  const qs = query.toString();
  return apiRequest(`${BASE}/${qs ? `?${qs}` : ''}`, { ...options, schema: ShoppingListsPageSchema });
}

/** The current list (created empty when the user has none). */
export function fetchCurrentShoppingList(options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(`${BASE}/null`, { ...options, schema: ShoppingListSchema });
}

/** PUT '': the current list's name and comment. */
export function saveShoppingList(request: SaveShoppingListRequest, options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(BASE, { ...options, method: 'PUT', body: request, schema: ShoppingListSchema });
}

/** POST send: the list becomes read-only; the answer carries the new current list. */
export function sendShoppingList(id: number, options: CallOptions = {}): Promise<SendShoppingListAnswer> {
  return apiRequest(`${BASE}/send`, { ...options, method: 'POST', body: { id }, schema: SendShoppingListAnswerSchema });
}

/** POST addline: answers the current list. */
export function addShoppingListLine(line: ShoppingListAddLine, options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(`${BASE}/addline`, { ...options, method: 'POST', body: line, schema: ShoppingListSchema });
}

/** POST addlines: all or nothing; answers the current list. */
export function addShoppingListLines(lines: ShoppingListAddLine[], options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(`${BASE}/addlines`, { ...options, method: 'POST', body: { lines }, schema: ShoppingListSchema });
}

/** PUT updateline?lineId: answers the current list. */
export function updateShoppingListLine(lineId: number, change: UpdateShoppingListLine, options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(`${BASE}/updateline?lineId=${encodeURIComponent(String(lineId))}`, { ...options, method: 'PUT', body: change, schema: ShoppingListSchema });
}

/** DELETE ?lineId: answers the current list. */
export function removeShoppingListLine(lineId: number, options: CallOptions = {}): Promise<ShoppingList> {
  return apiRequest(`${BASE}?lineId=${encodeURIComponent(String(lineId))}`, { ...options, method: 'DELETE', schema: ShoppingListSchema });
}
