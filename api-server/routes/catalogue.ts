// GET /api/product/catalogue (issue 3 §1; spec §4, §6): the logged-in user's department catalogue in
// the columnar wire format of core/schemas/catalogue.ts, compressed, with a strong ETag of the content.
// A repeat visit sends If-None-Match and gets a 304 without a body. `?v=` (the dirty-flag cache
// buster, dirty-flag.ts) and any other query parameter are ignored.
import { createHash } from 'node:crypto';
import { authOf, requireSession } from '../auth/session.js';
import { catalogueScopeOf } from '../auth/scope.js';
import { buildCatalogueProducts, scopeKey } from '../catalogue/catalogue-build.js';
import { CatalogueCache, sha256, type CatalogueCacheOptions } from '../catalogue/catalogue-cache.js';
import { brotliWithSuffix, gzipWithSuffix } from '../catalogue/catalogue-compress.js';
import { encodeCatalogueOverlay } from '../catalogue/catalogue-encode.js';
import { loadCatalogueOverlay } from '../catalogue/catalogue-overlay.js';
import { catalogueRevision } from '../catalogue/catalogue-revision.js';
import { type AppDeps, createRouter } from '../http/env.js';
import { asc, eq } from 'drizzle-orm';
import * as t from '../db/schema.js';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The best coding the request accepts: br, else gzip, else identity (q=0 refuses a coding). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip') || (accepted.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

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

/**
 * Builds the shared catalogue of the first `max` distinct scopes of the shop's users (in user order)
 * ahead of their first visit: the first build of 25,000 products takes seconds on PGlite, and the
 * first customer of the day should not wait for it. Runs in the background after start (main.ts);
 * a failure only means the first request builds it.
 */
export async function warmCatalogues(deps: AppDeps, cache: CatalogueCache, max = 3): Promise<number> {
  const rows = await deps.db
    .select({ user: t.users, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .orderBy(asc(t.users.id))
    .limit(200);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.size >= max) break;
    const scope = catalogueScopeOf({ user: row.user, department: row.department }, deps.clock.now(), deps.config);
    const key = scopeKey(scope);
    if (seen.has(key)) continue;
    seen.add(key);
    const revision = await catalogueRevision(deps.db, scope.departmentCode);
    const shared = await cache.shared(key, revision, () => buildCatalogueProducts(deps.db, scope), {
      today: scope.today,
      co2TaxOrePerKg: scope.co2TaxOrePerKg,
    });
    await shared.brotli();
  }
  return seen.size;
}

export function catalogueRoutes(deps: AppDeps, cacheOptions: CatalogueCacheOptions = {}, cache = new CatalogueCache(cacheOptions)) {
  const app = createRouter();

  app.get('/catalogue', requireSession, async (c) => {
    const auth = authOf(c);
    const scope = catalogueScopeOf(auth, deps.clock.now(), deps.config);
    // The revision first: a change committed during the build shows as a newer revision next time.
    const revision = await catalogueRevision(deps.db, scope.departmentCode);
    const shared = await cache.shared(scopeKey(scope), revision, () => buildCatalogueProducts(deps.db, scope), {
      today: scope.today,
      co2TaxOrePerKg: scope.co2TaxOrePerKg,
    });
    const overlay = await loadCatalogueOverlay(
      deps.db,
      { userId: auth.user.id, customerNo: auth.department.customerNo, departmentCode: scope.departmentCode, today: scope.today },
      shared.ids,
    );
    const overlayHash = sha256(JSON.stringify(encodeCatalogueOverlay(shared.order, overlay, '')));
    const version = createHash('sha256').update(`${shared.hash}.${overlayHash}`).digest('base64url').slice(0, 22);

    const coding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const headers = new Headers({
      ETag: catalogueEtag(version, coding),
      Vary: 'Accept-Encoding',
      // Keep it, but ask every time: the ETag makes the answer a 304 when nothing changed.
      'Cache-Control': 'private, no-cache',
    });
    if (matchesVersion(c.req.header('If-None-Match'), version)) return new Response(null, { status: 304, headers });

    const overlayJson = JSON.stringify(encodeCatalogueOverlay(shared.order, overlay, version));
    const suffix = Buffer.from(`,${overlayJson.slice(1)}`, 'utf8');
    let body: Buffer;
    if (coding === 'br') body = brotliWithSuffix(await shared.brotli(), suffix);
    else if (coding === 'gzip') body = gzipWithSuffix(await shared.gzip(), suffix);
    else body = Buffer.concat([shared.prefix, suffix]);
    if (coding !== 'identity') headers.set('Content-Encoding', coding);
    headers.set('Content-Type', 'application/json; charset=UTF-8');
    headers.set('Content-Length', String(body.length));
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  });

  return app;
}
