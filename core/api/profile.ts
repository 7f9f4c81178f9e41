// §7 /api/profile: who is logged in, logging in and out. Thin wrappers over apiRequest; the session
// store (core/stores/session.ts) decides what the user sees.
import { ProfileSchema, type Profile } from '../schemas/user.js';
import { encodeBase64 } from '../schemas/login.js';
import { ChooseDepartmentAnswerSchema, type ChooseDepartmentAnswer } from '../schemas/login2.js';
import * as z from '../schemas/z.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchProfile(options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/profileinfo`, { ...options, method: 'POST', body: {}, schema: ProfileSchema });
}

const LoginAnswerSchema = z.union([ProfileSchema, ChooseDepartmentAnswerSchema]);

/**
 * §3 login payload: both fields base64 (UTF-8). Answers the profile, or (issue 19 point 3, §7 login2)
 * the departments to choose from when the user belongs to several customers.
 */
export function postLogin(email: string, password: string, options: CallOptions = {}): Promise<Profile | ChooseDepartmentAnswer> {
  return apiRequest(`${BASE}/login`, { ...options, method: 'POST', body: { username: encodeBase64(email), password: encodeBase64(password) }, schema: LoginAnswerSchema });
}

export function postLogout(options: CallOptions = {}): Promise<unknown> {
  return apiRequest(`${BASE}/logout`, { ...options, method: 'POST', body: {} });
}
