import { useEffect, useId } from 'react';
// Through core/index.js like the other elements: a subset import would split the search page's shared
// chunk in two (bench/size-budget.ts measured +1.1 KB gzip).
import { da } from '../../core/index.js';
import { $newSiteWelcome, exchangeNewSiteToken, tokenOf, withoutToken } from '../../core/stores/new-site-welcome.js';
import { daNewSite } from '../../core/texts/da-new-site.js';
import { useStore } from '../shared/use-store.js';

/** The demo's new-site page (issue 22 point 3): exchanges the token in the address and greets the user. */
export function NewSiteWelcome() {
  const state = useStore($newSiteWelcome);
  const id = useId();

  useEffect(() => {
    if ($newSiteWelcome.get().status !== 'checking') return; // already exchanged (or a story's state)
    const token = tokenOf(window.location.search);
    // The token is single use: take it out of the address before anything can reload or share it.
    if (token) window.history.replaceState(window.history.state, '', withoutToken(window.location.href));
    void exchangeNewSiteToken(token);
  }, []);

  return (
    <section className="new-site-welcome" part="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">{daNewSite.pageHeading}</h2>
      <div role="status" aria-live="polite">
        {state.status === 'checking' ? <p className="muted">{da.loading}</p> : null}
        {state.status === 'welcome' ? (
          <>
            <p className="greeting" part="greeting">{daNewSite.welcome(state.identity.name)}</p>
            <p className="department">{state.identity.departmentName}</p>
          </>
        ) : null}
      </div>
      {state.status === 'failed' ? <p role="alert" className="error">{daNewSite.pageFailed}</p> : null}
    </section>
  );
}
