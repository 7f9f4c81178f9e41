// The calls every page's basket store makes (§7 /api/order): the basket's summary and adding to it.
// The basket page's and order history's calls are in core/api/order.ts, so they stay out of the
// shared chunk.
import type { AddToCartItem, Basket, CartResponse } from '../schemas/cart.js';
import { apiRequest, type RequestOptions } from './client.js';

// Loaded with the call (decision 030): the mini basket is on every page, its schemas need not be.
const cartSchemas = () => import('../schemas/cart.js');

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal' | 'headers'>;

export function fetchBasket(options: CallOptions = {}): Promise<Basket> {
  return apiRequest('/api/order/revieworder', { ...options, schema: () => cartSchemas().then((m) => m.BasketSchema) });
}

export function postAddToOrder(items: readonly AddToCartItem[], options: CallOptions = {}): Promise<CartResponse> {
  return apiRequest('/api/order/addtoorder', { ...options, method: 'POST', body: items, schema: () => cartSchemas().then((m) => m.CartResponseSchema) });
}
