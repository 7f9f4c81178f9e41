// GET /api/product/catalogue (issue 3 §1; spec §4, §6): the logged-in user's department catalogue in
// the columnar wire format of core/schemas/catalogue.ts, compressed, with a strong ETag of the content.
// A repeat visit sends If-None-Match and gets a 304 without a body. `?v=` (the dirty-flag cache
// buster, dirty-flag.ts) and any other query parameter are ignored.
import { authOf, requireSession } from '../auth/session.js';
import { CatalogueCache, type CatalogueCacheOptions } from '../catalogue/catalogue-cache.js';
import { type ContentCoding, userCatalogue } from '../catalogue/user-catalogue.js';
import { negotiateEncoding } from '../http/accept-encoding.js';
import { type AppDeps, createRouter } from '../http/env.js';

const SUFFIX: Record<ContentCoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/** The strong ETag of one representation: the content version plus the coding (RFC 9110 §8.8.3). */
export function catalogueEtag(version: string, coding: ContentCoding): string {
  return `"${version}${SUFFIX[coding]}"`;
}

/** If-None-Match matches when any listed tag names this content version, in any coding. */
export function matchesVersion(ifNoneMatch: string | undefined, version: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const value = tag.replace(/^"|"$/g, '').replace(/-(br|gz)$/, '');
    return value === version;
  });
}

export function catalogueRoutes(deps: AppDeps, cacheOptions: CatalogueCacheOptions = {}, cache = new CatalogueCache(cacheOptions)) {
  const app = createRouter();

  app.get('/catalogue', requireSession, async (c) => {
    const catalogue = await userCatalogue(deps, cache, authOf(c));
    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const headers = new Headers({
      ETag: catalogueEtag(catalogue.version, coding),
      Vary: 'Accept-Encoding',
      // Keep it, but ask every time: the ETag makes the answer a 304 when nothing changed.
      'Cache-Control': 'private, no-cache',
    });
    if (matchesVersion(c.req.header('If-None-Match'), catalogue.version)) return new Response(null, { status: 304, headers });

    const body = await catalogue.body(coding);
    if (coding !== 'identity') headers.set('Content-Encoding', coding);
    headers.set('Content-Type', 'application/json; charset=UTF-8');
    headers.set('Content-Length', String(body.length));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  });

  return app;
}
