import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOLEAN_FLAGS } from '../../core/index.js';
import * as t from '../db/schema.js';
import { createTestDb, TEST_TODAY, type TestDb } from '../test-support/test-db.js';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENTS } from './demo-accounts.js';
import { generateCatalogue } from './generate.js';
import { seedIfEmpty } from './seed.js';
import { verifyPassword } from '../auth/password.js';

describe('generateCatalogue', () => {
  const big = generateCatalogue({ seed: 42, productCount: 3000, referenceDate: TEST_TODAY });

  it('is deterministic: the same seed gives the same products, and the first N do not depend on the total', () => {
    const again = generateCatalogue({ seed: 42, productCount: 3000, referenceDate: TEST_TODAY });
    expect(again).toEqual(big);
    const small = generateCatalogue({ seed: 42, productCount: 50, referenceDate: TEST_TODAY });
    expect(small.products).toEqual(big.products.slice(0, 50));
    const other = generateCatalogue({ seed: 43, productCount: 50, referenceDate: TEST_TODAY });
    expect(other.products.map((p) => p.name)).not.toEqual(small.products.map((p) => p.name));
  });

  it('makes the requested number of unique products across all ten posting groups', () => {
    expect(big.products).toHaveLength(3000);
    expect(new Set(big.products.map((p) => p.id)).size).toBe(3000);
    expect(big.postingGroups.map((g) => g.name)).toEqual([
      'Mejeri', 'Frugt & grønt', 'Kød', 'Fisk & skaldyr', 'Frost', 'Kolonial', 'Brød & bageri', 'Drikkevarer', 'Non-food', 'Rengøring',
    ]);
    expect(new Set(big.products.map((p) => p.postingGroupId)).size).toBe(10);
    const dairyMilk = big.products.filter((p) => p.postingGroupId === '10' && p.name.toLowerCase().includes('mælk'));
    expect(dairyMilk.length).toBeGreaterThan(20);
  });

  it('gives every product one base unit (factor 1), one default unit, KG units weighed', () => {
    const byProduct = new Map<string, typeof big.units>();
    for (const u of big.units) byProduct.set(u.productId, [...(byProduct.get(u.productId) ?? []), u]);
    for (const p of big.products) {
      const units = byProduct.get(p.id) ?? [];
      expect(units.filter((u) => Number(u.factor) === 1)).toHaveLength(1);
      expect(units.filter((u) => u.isDefault)).toHaveLength(1);
      for (const u of units) expect(u.weighed).toBe(u.code === 'KG');
    }
    expect(big.units.some((u) => u.code === 'KG')).toBe(true);
    expect(new Set(big.units.map((u) => u.code))).toEqual(new Set(['STK', 'KRT', 'KG', 'PK', 'FL', 'DS', 'BK', 'RL']));
  });

  it('has integer øre prices for every price group, deposits only on drinks, and valid flags and codes', () => {
    expect(big.prices).toHaveLength(3000 * 4);
    for (const pr of big.prices) {
      expect(Number.isInteger(pr.priceOre) && pr.priceOre > 0).toBe(true);
      if (pr.offerPriceOre !== null) expect(pr.offerPriceOre).toBeLessThan(pr.priceOre);
    }
    const flags = new Set<string>(BOOLEAN_FLAGS);
    for (const p of big.products) {
      if (p.depositOre > 0) expect(p.postingGroupId).toBe('80');
      for (const f of p.flags) expect(flags.has(f)).toBe(true);
      expect([0, 1, 2, 3, 4, 5]).toContain(p.storageTemperature);
      expect([1, 2, 5]).toContain(p.organicCode);
    }
    expect(big.products.some((p) => p.depositOre > 0)).toBe(true);
    for (const flag of ['organic', 'keyhole', 'msc', 'vegan']) expect(big.products.some((p) => p.flags.includes(flag)), flag).toBe(true);
  });

  it('includes discontinued products, offers with an end date, near-expiry offers and missing food info', () => {
    expect(big.products.some((p) => p.discontinuedOn !== null && p.discontinuedOn <= TEST_TODAY)).toBe(true);
    expect(big.products.some((p) => p.discontinuedByHq)).toBe(true);
    expect(big.products.some((p) => p.offerUntil !== null && p.offerUntil > TEST_TODAY)).toBe(true);
    expect(big.expiryOffers.length).toBeGreaterThan(0);
    expect(big.expiryOffers.every((o) => o.expiresOn > TEST_TODAY)).toBe(true);
    const withInfo = new Set(big.foodInfo.map((f) => f.productId));
    expect(big.products.some((p) => p.foodInfoRequired && !withInfo.has(p.id))).toBe(true);
    expect(big.foodInfo.some((f) => f.allergens.some((a) => a.allergen === 'milk' && a.presence === 'contains') && f.nutrition.energyKj > 0)).toBe(true);
  });

  it('puts most products in every department\'s assortment, not all, with some customer numbers', () => {
    for (const dept of DEMO_DEPARTMENTS) {
      const rows = big.assortment.filter((a) => a.departmentCode === dept.code);
      expect(rows.length).toBeGreaterThan(3000 * 0.85);
      expect(rows.length).toBeLessThan(3000);
      expect(rows.some((r) => r.customerProductNumber !== null)).toBe(true);
    }
  });
});

describe('seedIfEmpty', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ empty: true });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('seeds an empty database once, with the demo accounts and the given product count', async () => {
    const first = await seedIfEmpty(testDb.db, { productCount: 300, referenceDate: TEST_TODAY });
    expect(first).toMatchObject({ seeded: true, productCount: 300 });
    const [products] = await testDb.db.select({ n: count() }).from(t.products);
    expect(products?.n).toBe(300);
    const [depts] = await testDb.db.select({ n: count() }).from(t.departments);
    expect(depts?.n).toBe(DEMO_DEPARTMENTS.length);
    const users = await testDb.db.select().from(t.users);
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    // One hash reused for every demo account, and it verifies demo1234.
    expect(new Set(users.map((u) => u.passwordHash)).size).toBe(1);
    expect(users[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(users[0]!.passwordHash, 'demo1234')).toBe(true);

    const second = await seedIfEmpty(testDb.db, { productCount: 999, referenceDate: TEST_TODAY });
    expect(second).toMatchObject({ seeded: false, productCount: 300 });
    const [after] = await testDb.db.select({ n: count() }).from(t.products);
    expect(after?.n).toBe(300);
    const [punchOut] = await testDb.db.select().from(t.users).where(eq(t.users.email, 'indkob@kommune.dk'));
    expect(punchOut?.isPunchOut).toBe(true);
  });
});
