// /api/profile (issue 19 point 3, §7 ValidateUsername and RequestNewUsername?username): whether an
// e-mail is free, asking for a colleague's login, and the admins' list and decisions. The customer and
// department are always the session's: no call takes one.
import {
  UsernameRequestAnswerSchema,
  UsernameRequestListSchema,
  ValidateUsernameResponseSchema,
  type UsernameRequest,
} from '../schemas/usernames.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export async function validateUsername(username: string, options: CallOptions = {}): Promise<boolean> {
  const answer = await apiRequest('/api/profile/ValidateUsername', { ...options, method: 'POST', body: { username }, schema: ValidateUsernameResponseSchema });
  return answer.available;
}

/** The spec's call: the e-mail in the query, the colleague's name in the body. */
export async function requestNewUsername(username: string, name: string, options: CallOptions = {}): Promise<UsernameRequest> {
  const answer = await apiRequest('/api/profile/RequestNewUsername', { ...options, method: 'POST', query: { username }, body: { name }, schema: UsernameRequestAnswerSchema });
  return answer.request;
}

export async function fetchUsernameRequests(options: CallOptions = {}): Promise<UsernameRequest[]> {
  const answer = await apiRequest('/api/profile/usernamerequests', { ...options, schema: UsernameRequestListSchema });
  return answer.requests;
}

export async function decideUsernameRequest(id: number, decision: 'approve' | 'reject', options: CallOptions = {}): Promise<UsernameRequest> {
  const answer = await apiRequest(`/api/profile/usernamerequests/${id}/${decision}`, { ...options, method: 'POST', body: {}, schema: UsernameRequestAnswerSchema });
  return answer.request;
}
