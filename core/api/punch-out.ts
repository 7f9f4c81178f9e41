// Issue 16: the two calls that end a punch-out session. Both answer the PunchOutForm the widget posts
// back to the procurement system (the basket, or an empty cart when the user cancels).
import { PunchOutFormSchema, type PunchOutForm } from '../schemas/punch-out.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/** POST /api/order/completepoorder: the basket goes to the procurement system; the session ends. */
export function completePunchOut(options: CallOptions = {}): Promise<PunchOutForm> {
  return apiRequest('/api/order/completepoorder', { ...options, method: 'POST', body: {}, schema: PunchOutFormSchema });
}

/** POST /api/profile/pologout: the session ends as cancelled; the form carries an empty cart. */
export function cancelPunchOut(options: CallOptions = {}): Promise<PunchOutForm> {
  return apiRequest('/api/profile/pologout', { ...options, method: 'POST', body: {}, schema: PunchOutFormSchema });
}
