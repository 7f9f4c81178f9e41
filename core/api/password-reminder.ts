// §7 postPone (issue 19 point 3). Loaded on demand with the password reminder's notice, never with the
// search page's first bytes.
import { ProfileSchema, type Profile } from '../schemas/user.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

/** Postpones the password-change reminder by 30 days; answers the profile. */
export function postPostpone(options: CallOptions = {}): Promise<Profile> {
  return apiRequest('/api/profile/postPone', { ...options, method: 'POST', body: {}, schema: ProfileSchema });
}
