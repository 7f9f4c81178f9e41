// The demo's stand-in for the new site (issue 22 point 3, decision 017): the page at /ny-webshop takes
// the single-use token from its address, exchanges it once (POST /api/profile/authtoken/verify, what
// the real new site does server to server) and greets the user. Only <shop-new-site-welcome> imports it.
import { atom } from 'nanostores';
import { verifyNewSiteToken } from '../api/new-site.js';
import type { NewSiteIdentity } from '../schemas/new-site.js';

export type NewSiteWelcome = { status: 'checking' } | { status: 'welcome'; identity: NewSiteIdentity } | { status: 'failed' };

export const $newSiteWelcome = atom<NewSiteWelcome>({ status: 'checking' });

/** The token in a query string ('' when none). */
export function tokenOf(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}

/** The address without its token: a reload or a shared link must not try a used token again. */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

let started: Promise<void> | null = null;

/** Exchanges the token once per page; a missing, used or expired token is 'failed'. */
export function exchangeNewSiteToken(token: string): Promise<void> {
  started ??= (async () => {
    if (token === '') {
      $newSiteWelcome.set({ status: 'failed' });
      return;
    }
    try {
      $newSiteWelcome.set({ status: 'welcome', identity: await verifyNewSiteToken(token) });
    } catch {
      $newSiteWelcome.set({ status: 'failed' });
    }
  })();
  return started;
}

/** Tests and stories: forget the exchange. */
export function resetNewSiteWelcome(): void {
  started = null;
  $newSiteWelcome.set({ status: 'checking' });
}
