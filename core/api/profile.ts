// §7 /api/profile: who is logged in, logging in and out. Thin wrappers over apiRequest; the session
// store (core/stores/session.ts) decides what the user sees.
import { ProfileSchema, type Profile } from '../schemas/user.js';
import { encodeBase64 } from '../schemas/login.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchProfile(options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/profileinfo`, { ...options, method: 'POST', body: {}, schema: ProfileSchema });
}

/** §3 login payload: both fields base64 (UTF-8). */
export function postLogin(email: string, password: string, options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/login`, { ...options, method: 'POST', body: { username: encodeBase64(email), password: encodeBase64(password) }, schema: ProfileSchema });
}

export function postLogout(options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/logout`, { ...options, method: 'POST', body: {} });
}
