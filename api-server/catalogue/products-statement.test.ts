// The basket's products statement (loadProductsInAssortment: every add, revieworder, complete) is a named
// prepared statement. It must keep PostgreSQL's generic plan, or it is planned again on every call, which
// cost more than running it (docs/decisions/027-add-to-order-speed.md, "Session 14"). Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgPoolOf } from '../db/pg-pool.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findOrderableLines } from '../test-support/fixtures.js';
import { loadProductsInAssortment, productsStatementOf } from './search.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const scope = { department: '1001', priceGroup: 'PG1', today: '2025-06-04' };

describe('the products statement', () => {
  it('keeps the generic plan after five calls with one id each, with statistics as a shop has them', async () => {
    await ctx.db.execute(sql`analyze`);
    const ids = [...new Set((await findOrderableLines(ctx.db, '1001', 40)).map((l) => l.id))].slice(0, 8);
    expect(ids).toHaveLength(8);
    // One checked-out client, so the statement and pg_prepared_statements are the same session's.
    const client = await pgPoolOf(ctx.db)!.connect();
    try {
      for (const includeExpiry of [false, true]) {
        const name = `products_plan_probe_${includeExpiry}`;
        for (const id of ids) {
          const { text, values } = productsStatementOf(ctx.db, includeExpiry, { ...scope, ids: [id] });
          const { rows } = await client.query({ name, text, values });
          expect(rows).toHaveLength(1);
        }
        const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
          'select generic_plans::text, custom_plans::text from pg_prepared_statements where name = $1', [name]);
        // Five custom plans to compare with, then the generic one for good (a custom plan per call before).
        expect(rows).toEqual([{ generic_plans: '3', custom_plans: '5' }]);
      }
    } finally {
      client.release();
    }
  });

  it('answers each asked product of the assortment once, whatever the ids repeat or miss', async () => {
    const ids = [...new Set((await findOrderableLines(ctx.db, '1001', 40)).map((l) => l.id))].slice(0, 3);
    const loaded = await loadProductsInAssortment(ctx.db, { departmentCode: '1001', priceGroup: 'PG1', today: scope.today, includeExpiry: true }, [...ids, ids[0]!, 'no-such-product']);
    expect([...loaded.keys()].sort()).toEqual([...ids].sort());
  });
});
