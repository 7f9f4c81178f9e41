// §7 login2 and postPone (issue 19 point 3). Loaded on demand with the login widget's choice step and
// the password reminder, never with the search page's first bytes.
import { ProfileSchema, type Profile } from '../schemas/user.js';
import { apiRequest, type RequestOptions } from './client.js';

const BASE = '/api/profile';
type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/** Exchanges the password step's challenge for a session in the chosen department. */
export function postLogin2(token: string, departmentCode: string, options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/login2`, { ...options, method: 'POST', body: { token, departmentCode }, schema: ProfileSchema });
}

/** Postpones the password-change reminder by 30 days; answers the profile. */
export function postPostpone(options: CallOptions = {}): Promise<Profile> {
  return apiRequest(`${BASE}/postPone`, { ...options, method: 'POST', body: {}, schema: ProfileSchema });
}
