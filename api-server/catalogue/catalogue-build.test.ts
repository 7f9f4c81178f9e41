import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_TODAY, type TestDb } from '../test-support/test-db.js';
import { buildCatalogueProducts, loadCatalogueRows, scopeKey, type CatalogueScope } from './catalogue-build.js';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb?.close();
});

const scope: CatalogueScope = {
  departmentCode: '1001', priceGroup: 'PG1', today: TEST_TODAY, showPrices: true, hideCo2: false,
  includeExpiry: true, includeProcure: true, includeFocus: true, co2TaxOrePerKg: 75,
};

describe('loadCatalogueRows', () => {
  it('reads the same rows in small pages as in one (page boundaries lose or repeat nothing)', async () => {
    // Units come in no particular order (the mapper sorts them): compare them sorted.
    const normalized = (rows: Awaited<ReturnType<typeof loadCatalogueRows>>) =>
      rows.map((r) => ({ ...r, input: { ...r.input, units: [...r.input.units].sort((a, b) => a.code.localeCompare(b.code)) } }));
    const whole = normalized(await loadCatalogueRows(testDb.db, scope));
    for (const pageRows of [1, 7, 50, 376, 377]) {
      const paged = normalized(await loadCatalogueRows(testDb.db, scope, pageRows));
      expect(paged, `pages of ${pageRows}`).toEqual(whole);
    }
    expect(whole.length).toBeGreaterThan(300);
    expect(whole.every((r) => r.input.units.length > 0)).toBe(true);
  });

  it('leaves out procured products unless included, and reads no expiry offers or focus when not asked', async () => {
    const all = await buildCatalogueProducts(testDb.db, scope);
    const without = await buildCatalogueProducts(testDb.db, { ...scope, includeProcure: false, includeExpiry: false, includeFocus: false });
    expect(all.some((p) => p.flags.procure)).toBe(true);
    expect(without.some((p) => p.flags.procure)).toBe(false);
    expect(without).toHaveLength(all.filter((p) => !p.flags.procure).length);
    expect(all.some((p) => p.expiry !== null) && all.some((p) => p.focus !== null)).toBe(true);
    expect(without.every((p) => p.expiry === null && p.focus === null && !p.flags.outlet)).toBe(true);
  });
});

describe('scopeKey', () => {
  it('differs whenever a field that changes the content differs', () => {
    const keys = new Set([
      scope,
      { ...scope, departmentCode: '1002' },
      { ...scope, priceGroup: 'PG2' },
      { ...scope, today: '2025-06-05' },
      { ...scope, showPrices: false },
      { ...scope, hideCo2: true },
      { ...scope, includeExpiry: false },
      { ...scope, includeProcure: false },
      { ...scope, includeFocus: false },
      { ...scope, co2TaxOrePerKg: null },
    ].map(scopeKey));
    expect(keys.size).toBe(10);
  });
});
