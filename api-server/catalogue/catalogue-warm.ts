// The catalogue warm-up after start (serve-shop.ts): the first build of 25,000 products takes seconds on
// PGlite, and the first customer of the day should not wait for it (issue 3 §1).
import { asc, eq } from 'drizzle-orm';
import { catalogueScopeOf } from '../auth/scope.js';
import { sessionUserColumns } from '../auth/session-user.js';
import * as t from '../db/schema.js';
import type { AppDeps } from '../http/env.js';
import { buildCatalogueProducts, scopeKey } from './catalogue-build.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { catalogueRevision } from './catalogue-revision.js';

/**
 * Builds the shared catalogue of the first `max` distinct scopes of the shop's users (in user order)
 * ahead of their first visit. Runs in the background after start; a failure only means the first
 * request builds it.
 */
export async function warmCatalogues(deps: AppDeps, cache: CatalogueCache, max = 3): Promise<number> {
  const rows = await deps.db
    .select({ user: sessionUserColumns, department: t.departments })
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
