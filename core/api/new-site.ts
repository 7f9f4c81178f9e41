// Client calls of the hand-over to the new site (issue 22 point 3; spec §7 usenewsite, authtoken):
// the login widget's redirect code and the demo's new-site page. Failures are the caller's own
// (a failed usenewsite after login just leaves the user on this shop), so nothing is toasted here.
import { apiRequest } from './client.js';
import { NewSiteIdentitySchema, UseNewSiteAnswerSchema, type NewSiteIdentity, type UseNewSiteAnswer } from '../schemas/new-site.js';

export function fetchUseNewSite(departmentCode: string, signal?: AbortSignal): Promise<UseNewSiteAnswer> {
  return apiRequest(`/api/profile/department/usenewsite?dept=${encodeURIComponent(departmentCode)}`, { schema: UseNewSiteAnswerSchema, handled: 'all', signal });
}

/** The new site's exchange, server to server in production; the demo's page calls it from the browser. */
export function verifyNewSiteToken(token: string): Promise<NewSiteIdentity> {
  return apiRequest('/api/profile/authtoken/verify', { method: 'POST', body: { token }, schema: NewSiteIdentitySchema, handled: 'all' });
}
