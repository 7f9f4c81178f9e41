// §7 /api/profile: who is logged in and logging out (logging in: api/login.ts). Thin wrappers over apiRequest; the session
// store (core/stores/session.ts) decides what the user sees.
import type { ProfileInfoAnswer } from '../schemas/user.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
/** Loaded with the call (decision 030): every page asks for the profile, so its schema must not be in the first load. */
const profileSchema = () => import('../schemas/user.js').then((m) => m.ProfileInfoAnswerSchema);
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/**
 * The session's profile, or `{ isLoggedIn: false }` for a visitor without a session cookie (decision 028).
 * A cookie the server no longer knows still answers 401 MissingSession (the client's session state).
 */
export function fetchProfile(options: CallOptions = {}): Promise<ProfileInfoAnswer> {
  return apiRequest(`${BASE}/profileinfo`, { ...options, method: 'POST', body: {}, schema: profileSchema });
}

export function postLogout(options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/logout`, { ...options, method: 'POST', body: {} });
}
