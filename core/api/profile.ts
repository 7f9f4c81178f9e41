// §7 /api/profile: who is logged in and logging out (logging in: api/login.ts). Thin wrappers over apiRequest; the session
// store (core/stores/session.ts) decides what the user sees.
import { ProfileInfoAnswerSchema, type ProfileInfoAnswer } from '../schemas/user.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/**
 * The session's profile, or `{ isLoggedIn: false }` for a visitor without a session cookie (decision 028).
 * A cookie the server no longer knows still answers 401 MissingSession (the client's session state).
 */
export function fetchProfile(options: CallOptions = {}): Promise<ProfileInfoAnswer> {
  return apiRequest(`${BASE}/profileinfo`, { ...options, method: 'POST', body: {}, schema: ProfileInfoAnswerSchema });
}

export function postLogout(options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/logout`, { ...options, method: 'POST', body: {} });
}
