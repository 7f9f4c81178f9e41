// The calls every page's basket store makes (§7 /api/order): the basket's summary and adding to it.
// The basket page's and order history's calls are in core/api/order.ts, so they stay out of the
// shared chunk.
import { BasketSchema, CartResponseSchema, type AddToCartItem, type Basket, type CartResponse } from '../schemas/cart.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal' | 'headers'>;

export function fetchBasket(options: CallOptions = {}): Promise<Basket> {
  return apiRequest('/api/order/revieworder', { ...options, schema: BasketSchema });
}

export function postAddToOrder(items: readonly AddToCartItem[], options: CallOptions = {}): Promise<CartResponse> {
  return apiRequest('/api/order/addtoorder', { ...options, method: 'POST', body: items, schema: CartResponseSchema });
}
