// §7 POST /api/profile/login and login2 (issue 2 §5, issue 19 point 3). Apart from api/profile.ts:
// only the login form, loaded on demand, calls them (bench/size-budget.ts).
import { ProfileSchema, type Profile } from '../schemas/user.js';
import { encodeBase64 } from '../schemas/login.js';
import { ChooseDepartmentAnswerSchema, type ChooseDepartmentAnswer } from '../schemas/login2.js';
import * as z from '../schemas/z.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

const LoginAnswerSchema = z.union([ProfileSchema, ChooseDepartmentAnswerSchema]);

/**
 * §3 login payload: both fields base64 (UTF-8). Answers the profile, or (issue 19 point 3, §7 login2)
 * the departments to choose from when the user belongs to several customers.
 */
export function postLogin(email: string, password: string, options: CallOptions = {}): Promise<Profile | ChooseDepartmentAnswer> {
  return apiRequest(`${BASE}/login`, { ...options, method: 'POST', body: { username: encodeBase64(email), password: encodeBase64(password) }, schema: LoginAnswerSchema });
}

/** Exchanges the password step's challenge for a session in the chosen department. */
export function postLogin2(token: string, departmentCode: string, options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/login2`, { ...options, method: 'POST', body: { token, departmentCode }, schema: ProfileSchema });
}
