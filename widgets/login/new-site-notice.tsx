/**
 * Issue 22 point 3 (§1, §7 usenewsite, catalogueredirect): after a login, a user whose department moved
 * to the new site is told so and sent there. Loaded by the login form's chunk only after a successful
 * login (the search page's budget); the notice shows in the logged-in panel (login.tsx), with a link
 * for going at once, and the browser follows after NEW_SITE_NOTICE_MS so the notice can be read.
 */
import type { ComponentType } from 'react';
// $profile through core/index.js: a chunk that imports only part of the shared code splits the search
// page's shared chunk in two (bench/size-budget.ts measured +1.1 KB gzip).
import { $profile } from '../../core/index.js';
import { $newSiteHandOver, checkNewSite, NEW_SITE_NOTICE_MS } from '../../core/stores/new-site.js';
import { daNewSite } from '../../core/texts/da-new-site.js';
import { useStore } from '../shared/use-store.js';
import { navigateTo } from '../shared/navigate.js';

export function NewSiteNotice() {
  const handOver = useStore($newSiteHandOver);
  return (
    <div className="new-site-notice" part="notice" role="status" aria-live="polite">
      {handOver.status === 'moving' ? (
        <>
          <p>{daNewSite.moved}</p>
          <a href={handOver.redirectUrl}>{daNewSite.goNow}</a>
        </>
      ) : null}
    </div>
  );
}

/**
 * True when the department moved: the notice is handed to `show` and the browser follows to this shop's
 * catalogueredirect (which issues the single-use token and redirects to the new site).
 */
export async function handOverIfMoved(show: ((notice: ComponentType) => void) | undefined): Promise<boolean> {
  const profile = $profile.get();
  if (!profile || !(await checkNewSite(profile.department))) return false;
  show?.(NewSiteNotice);
  const handOver = $newSiteHandOver.get();
  if (handOver.status === 'moving') window.setTimeout(() => navigateTo(handOver.redirectUrl), NEW_SITE_NOTICE_MS);
  return true;
}
