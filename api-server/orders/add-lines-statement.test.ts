// The add's line upsert (the one batch's ADD_LINES, decisions 032/033) is a named prepared statement. It
// must keep PostgreSQL's generic plan, or it is planned again on every add: for bound arrays `unnest`
// estimates as many rows as the call has items (one), for the generic plan a hundred, so every custom
// plan looked cheaper (0 generic plans of 258 before decision 033). Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Origin } from '../../core/index.js';
import * as t from '../db/schema.js';
import { pgPoolOf } from '../db/pg-pool.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findOrderableLines } from '../test-support/fixtures.js';
import { addLinesQuery } from './basket.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("the add's line upsert", () => {
  it('keeps the generic plan after five adds of one item each, with statistics as a shop has them', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const lines = [...new Map((await findOrderableLines(ctx.db, '1001', 40)).map((l) => [l.id, l])).values()].slice(0, 8);
    expect(lines).toHaveLength(8);
    // The basket exists, so each call writes a line.
    const first = await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, amount: 1, productId: lines[0]!.id, unit: lines[0]!.unit, expiryProduct: false }], cookie);
    expect(first.status).toBe(200);
    await ctx.db.execute(sql`analyze`);
    const [basket] = await ctx.db.select().from(t.baskets).innerJoin(t.users, eq(t.users.id, t.baskets.userId)).where(eq(t.users.email, 'kok@kantinen.dk'));
    const owner = { userId: basket!.baskets.userId, departmentCode: basket!.baskets.departmentCode };
    // One checked-out client, so the statement and pg_prepared_statements are the same session's; the
    // writes are rolled back.
    const client = await pgPoolOf(ctx.db)!.connect();
    try {
      await client.query('begin');
      for (const line of lines) {
        const { name, text, values } = addLinesQuery(owner, basket!.baskets.deliveryDate, [{ productId: line.id, unit: line.unit, amount: 1, expiryProduct: false, origin: Origin.ListSearch }]);
        const result = await client.query({ name: `${name}_plan_probe`, text, values });
        expect(result.rowCount).toBe(1);
      }
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans::text, custom_plans::text from pg_prepared_statements where name = $1', ['add_lines_plan_probe']);
      // Five custom plans to compare with, then the generic one for good.
      expect(rows).toEqual([{ generic_plans: '3', custom_plans: '5' }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
