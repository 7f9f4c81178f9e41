// §7 /api/order and /api/es/order for the basket page and the order history: the reviewed basket, its
// line edits, comments and leave-unattended, placing it, the history and ordering again.
import { ReviewBasketSchema, type ReviewBasket } from '../schemas/basket-review.js';
import { OrderAgainResultSchema, OrderHistorySchema, OrderSchema, type Order, type OrderAgainResult, type OrderHistory } from '../schemas/order.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal' | 'headers'>;

export function fetchReviewBasket(options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/order/revieworder', { ...options, schema: ReviewBasketSchema });
}

export function putOrderLine(line: { deliveryDate: string; lineNo: number; amount: number; unit: string }, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/order/updateorderline', { ...options, method: 'PUT', body: line, schema: ReviewBasketSchema });
}

export function deleteOrderLine(date: string, lineNo: number, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest(`/api/order/orderline/${encodeURIComponent(date)}/${lineNo}`, { ...options, method: 'DELETE', schema: ReviewBasketSchema });
}

export function deleteBasket(date: string, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest(`/api/order/emptybasket/${encodeURIComponent(date)}`, { ...options, method: 'DELETE', schema: ReviewBasketSchema });
}

export function postComment(date: string, comment: string, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/order/savecomment', { ...options, method: 'POST', query: { comment, date }, schema: ReviewBasketSchema });
}

export function postLeaveUnattended(body: { deliveryDate: string; leaveUnattended: boolean; comment?: string }, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/es/order/leaveunattended', { ...options, method: 'POST', body, schema: ReviewBasketSchema });
}

export function postLeaveUnattendedComment(body: { deliveryDate: string; comment: string }, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/es/order/leaveunattendedcomments', { ...options, method: 'POST', body, schema: ReviewBasketSchema });
}

export function postCompleteOrder(body: { deliveryDate: string; expectedTotalOre: number | null }, options: CallOptions = {}): Promise<Order> {
  return apiRequest('/api/order/complete', { ...options, method: 'POST', body, schema: OrderSchema });
}

export function fetchOrderHistory(page: { take: number; skip: number }, options: CallOptions = {}): Promise<OrderHistory> {
  return apiRequest('/api/order/history', { ...options, query: { take: String(page.take), skip: String(page.skip) }, schema: OrderHistorySchema });
}

export function postOrderAgain(orderNo: number, options: CallOptions = {}): Promise<OrderAgainResult> {
  return apiRequest(`/api/order/orderagain/${orderNo}`, { ...options, method: 'POST', schema: OrderAgainResultSchema });
}
