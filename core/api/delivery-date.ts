// §7 /api/deliverydate: the customer's selectable delivery dates and the session's chosen one.
import { ChosenDeliveryDateSchema, DeliveryDatesSchema, type ChosenDeliveryDate, type DeliveryDates } from '../schemas/delivery-date.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchDeliveryDates(options: CallOptions = {}): Promise<DeliveryDates> {
  return apiRequest('/api/deliverydate/getall', { ...options, schema: DeliveryDatesSchema });
}

export function postDeliveryDate(date: string, options: CallOptions = {}): Promise<ChosenDeliveryDate> {
  return apiRequest(`/api/deliverydate/set/${encodeURIComponent(date)}`, { ...options, method: 'POST', schema: ChosenDeliveryDateSchema });
}
