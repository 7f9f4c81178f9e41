// After a login (issue 22 point 3, §1 "Department codes map to a new-site address"): does the user's
// department live on the new site now? Loaded by the login form's chunk only after a successful login
// (the search page's budget). The hand-over itself is this shop's /catalogueredirect (a navigation, so
// the single-use token never passes through script).
import { atom } from 'nanostores';
import { fetchUseNewSite } from '../api/new-site.js';

/** How long the notice shows before the browser follows (the link goes at once). */
export const NEW_SITE_NOTICE_MS = 2000;

export type NewSiteHandOver = { status: 'idle' } | { status: 'moving'; redirectUrl: string; groupName: string | null };

export const $newSiteHandOver = atom<NewSiteHandOver>({ status: 'idle' });

/** Asks usenewsite for the session's department; true (and $newSiteHandOver moving) when it moved. A failed call keeps the user here. */
export async function checkNewSite(departmentCode: string): Promise<boolean> {
  try {
    const answer = await fetchUseNewSite(departmentCode);
    if (!answer.useNewSite || !answer.redirectUrl) return false;
    $newSiteHandOver.set({ status: 'moving', redirectUrl: answer.redirectUrl, groupName: answer.groupName });
    return true;
  } catch {
    return false;
  }
}
