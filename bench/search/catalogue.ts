// The benchmark's catalogues: the seed generator's products (default seed) at a given size, as
// search docs with the customer numbers of kok@kantinen.dk's department.
import { DEFAULT_SEED, generateCatalogue } from '../../api-server/seed/generate.js';
import type { SearchDoc } from '../../core/search/engine.js';
import { catalogueSearchDocs } from '../../core/search/quality-set.js';

export const DEMO_DEPARTMENT = '1001';

export function benchDocs(size: number): SearchDoc[] {
  // A fixed reference day: dates do not change names or ids, and the run stays reproducible.
  return catalogueSearchDocs(generateCatalogue({ seed: DEFAULT_SEED, productCount: size, referenceDate: '2026-01-05' }), DEMO_DEPARTMENT);
}
