// The client calls of /api/recurringorders (§7) and the delivery-date calls the head form needs.
// Thin: each returns the parsed answer or throws ApiRequestError; the store (core/stores/recurring-
// orders.ts) decides the toasts, so its calls pass `handled: 'all'`.
import { apiRequest, type RequestOptions } from './client.js';
import {
  type AddRecurringLine,
  type CreateRecurringOrder,
  type DeliveryWeekdays,
  DeliveryWeekdaysSchema,
  type NewRecurringLine,
  type RecurringNotifications,
  RecurringNotificationsSchema,
  type RecurringOrder,
  type RecurringOrderDates,
  RecurringOrderDatesSchema,
  type RecurringOrderLine,
  RecurringOrderLineSchema,
  RecurringOrderLinesSchema,
  RecurringOrderListSchema,
  RecurringOrderSchema,
  type UpdateRecurringLine,
  type UpdateRecurringOrder,
} from '../schemas/recurring-order.js';
import * as z from '../schemas/z.js';

export const RECURRING_ORDERS_PATH = '/api/recurringorders';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchRecurringOrders(options: CallOptions = {}): Promise<RecurringOrder[]> {
  return apiRequest(RECURRING_ORDERS_PATH, { ...options, schema: RecurringOrderListSchema });
}

export function fetchRecurringOrder(id: number, options: CallOptions = {}): Promise<RecurringOrder> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/${id}`, { ...options, schema: RecurringOrderSchema });
}

/** §7 POST '': answers the department's orders with the created one first. */
export function postRecurringOrder(body: CreateRecurringOrder, options: CallOptions = {}): Promise<RecurringOrder[]> {
  return apiRequest(RECURRING_ORDERS_PATH, { ...options, method: 'POST', body, schema: RecurringOrderListSchema });
}

/** §7 PUT '': the whole head with the version it was loaded at (409 when another tab saved first). */
export function putRecurringOrder(body: UpdateRecurringOrder, options: CallOptions = {}): Promise<RecurringOrder> {
  return apiRequest(RECURRING_ORDERS_PATH, { ...options, method: 'PUT', body, schema: RecurringOrderSchema });
}

/** §7 PUT /replace: replaces all lines of the order. */
export function putRecurringOrderLines(orderId: number, orderlines: NewRecurringLine[], options: CallOptions = {}): Promise<RecurringOrder> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/replace`, { ...options, method: 'PUT', body: { orderId, orderlines }, schema: RecurringOrderSchema });
}

export function deleteRecurringOrderCall(id: number, options: CallOptions = {}): Promise<{ id: number }> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/${id}`, { ...options, method: 'DELETE', schema: z.object({ id: z.int() }) });
}

export function postRecurringLine(body: AddRecurringLine, options: CallOptions = {}): Promise<RecurringOrderLine> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/line`, { ...options, method: 'POST', body, schema: RecurringOrderLineSchema });
}

export function putRecurringLine(body: UpdateRecurringLine, options: CallOptions = {}): Promise<RecurringOrderLine> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/line`, { ...options, method: 'PUT', body, schema: RecurringOrderLineSchema });
}

/** §7 DELETE {id}/line/{lineNo}: answers the remaining lines. */
export function deleteRecurringLine(orderId: number, lineNo: number, options: CallOptions = {}): Promise<RecurringOrderLine[]> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/${orderId}/line/${lineNo}`, { ...options, method: 'DELETE', schema: RecurringOrderLinesSchema });
}

export function fetchRecurringNotifications(options: CallOptions = {}): Promise<RecurringNotifications> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/notifications`, { ...options, schema: RecurringNotificationsSchema });
}

export function postNotificationEmail(email: string, options: CallOptions = {}): Promise<RecurringNotifications> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/notificationsemails`, { ...options, method: 'POST', body: { email }, schema: RecurringNotificationsSchema });
}

/** DELETE notificationsemails/{id}: one address, by its id (never drops one added meanwhile). */
export function deleteNotificationEmail(id: number, options: CallOptions = {}): Promise<RecurringNotifications> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/notificationsemails/${id}`, { ...options, method: 'DELETE', schema: RecurringNotificationsSchema });
}

export function putNotificationEmails(emails: string[], options: CallOptions = {}): Promise<RecurringNotifications> {
  return apiRequest(`${RECURRING_ORDERS_PATH}/updateNotificationsEmails`, { ...options, method: 'PUT', body: { emails }, schema: RecurringNotificationsSchema });
}

export function fetchRecurringOrderDates(options: CallOptions = {}): Promise<RecurringOrderDates> {
  return apiRequest('/api/deliverydate/recurringorderdates', { ...options, schema: RecurringOrderDatesSchema });
}

export function fetchDeliveryWeekdays(options: CallOptions = {}): Promise<DeliveryWeekdays> {
  return apiRequest('/api/deliverydate/weekdays', { ...options, schema: DeliveryWeekdaysSchema });
}
