// One user's catalogue (issue 3 §1; spec §4, §6; docs/decisions/006-catalogue-wire.md): the shared part
// of the user's scope from the cache, the user's own part (top 200, featured and favourite lists), and
// the content version both make, which the route answers as its ETag.
import { createHash } from 'node:crypto';
import { catalogueScopeOf } from '../auth/scope.js';
import type { AppDeps, AuthContext } from '../http/env.js';
import { buildCatalogueProducts, scopeKey } from './catalogue-build.js';
import { type CatalogueCache, sha256 } from './catalogue-cache.js';
import { brotliWithSuffix, gzipWithSuffix } from './catalogue-compress.js';
import { encodeCatalogueOverlay } from './catalogue-encode.js';
import { loadCatalogueOverlay } from './catalogue-overlay.js';
import { catalogueRevision } from './catalogue-revision.js';

/** The codings the catalogue is sent in (the shared part is compressed once per coding). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

export interface UserCatalogue {
  /** The content version: changes when the shared part or the user's part does. */
  version: string;
  /** The whole JSON in one coding, the shared part's compression reused. */
  body(coding: ContentCoding): Promise<Buffer>;
}

export async function userCatalogue(deps: AppDeps, cache: CatalogueCache, auth: AuthContext): Promise<UserCatalogue> {
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

  return {
    version,
    async body(coding) {
      const overlayJson = JSON.stringify(encodeCatalogueOverlay(shared.order, overlay, version));
      const suffix = Buffer.from(`,${overlayJson.slice(1)}`, 'utf8');
      if (coding === 'br') return brotliWithSuffix(await shared.brotli(), suffix);
      if (coding === 'gzip') return gzipWithSuffix(await shared.gzip(), suffix);
      return Buffer.concat([shared.prefix, suffix]);
    },
  };
}
