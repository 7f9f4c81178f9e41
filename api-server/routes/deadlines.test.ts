import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineResponseSchema, type DeadlineResponse } from '../../core/schemas/product-details.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { findDiscontinued, findNotInAssortment } from '../test-support/fixtures.js';
import { TEST_NOW } from '../test-support/test-db.js';

// Kantinen (1001) receives deliveries Monday, Wednesday and Friday; the session's delivery date is the
// first of them after today that is not a closed day (profile, nextDeliveryDate).
let ctx: TestContext;
let productId: string;
let plainId: string;
let incoId: string;

function inAssortment(dept: string) {
  return sql`exists (select 1 from ${t.assortment} where ${t.assortment.productId} = ${t.products.id} and ${t.assortment.departmentCode} = ${dept})`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: t.products.id }).from(t.products)
    .where(and(inAssortment('1001'), inAssortment('3001'), isNull(t.products.discontinuedOn), eq(t.products.discontinuedByHq, false), sql`not (${t.products.flags} ? 'procure')`))
    .orderBy(t.products.id).limit(2);
  productId = rows[0]!.id;
  plainId = rows[1]!.id;
  incoId = productId;
  // A known deadline for the tests: order by 10:00 the working day before delivery.
  await ctx.db.update(t.products).set({ deadlines: ['1d@10:00'] }).where(eq(t.products.id, productId));
  await ctx.db.update(t.products).set({ deadlines: [] }).where(eq(t.products.id, plainId));
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => ctx.clock.set(TEST_NOW));

async function deadlineAt(now: string, body: Record<string, unknown>, email = 'kok@kantinen.dk'): Promise<DeadlineResponse> {
  ctx.clock.set(now);
  const cookie = await ctx.login(email);
  const res = await ctx.post('/api/deadlines/delivery', body, cookie);
  expect(res.status).toBe(200);
  return DeadlineResponseSchema.parse(await res.json());
}

describe('POST /api/deadlines/delivery', () => {
  it('Wednesday noon, delivery Friday: order by Thursday 10:00', async () => {
    expect(await deadlineAt('2025-06-04T10:00:00Z', { productId })).toEqual({
      orderable: true,
      blockedByDeadline: false,
      deadline: '2025-06-05T10:00:00+02:00',
      deadlineMessage: 'Bestil senest torsdag 05-06-2025 kl. 10:00',
      deliveryDate: '2025-06-06',
      showDeliveryDate: false,
      discontinued: false,
    });
  });

  it('after the cut-off: blocked; Whit Monday is closed, so the earliest delivery is Wednesday', async () => {
    expect(await deadlineAt('2025-06-05T08:01:00Z', { productId })).toEqual({
      orderable: false,
      blockedByDeadline: true,
      deadline: '2025-06-05T10:00:00+02:00',
      deadlineMessage: 'Blokeret grundet lang leveringstid.',
      deliveryDate: '2025-06-11',
      showDeliveryDate: true,
      discontinued: false,
    });
  });

  it('around a weekend: Friday 09:59 for Monday is in time, 10:01 is not', async () => {
    expect(await deadlineAt('2025-06-13T07:59:00Z', { productId })).toMatchObject({ orderable: true, deadline: '2025-06-13T10:00:00+02:00', deliveryDate: '2025-06-16' });
    expect(await deadlineAt('2025-06-13T08:01:00Z', { productId })).toMatchObject({ orderable: false, blockedByDeadline: true, deliveryDate: '2025-06-18', showDeliveryDate: true });
  });

  it('at Easter: from skærtorsdag the next delivery is the Wednesday after, ordered by Tuesday 10:00', async () => {
    expect(await deadlineAt('2025-04-16T09:00:00Z', { productId })).toMatchObject({ orderable: true, deliveryDate: '2025-04-23', deadline: '2025-04-22T10:00:00+02:00' });
  });

  it('at Christmas (winter time): Monday 29 December is ordered by Tuesday 23 December 10:00', async () => {
    expect(await deadlineAt('2025-12-22T08:00:00Z', { productId })).toMatchObject({
      orderable: true, deliveryDate: '2025-12-29', deadline: '2025-12-23T10:00:00+01:00', deadlineMessage: 'Bestil senest tirsdag 23-12-2025 kl. 10:00',
    });
    // Too late: 31 December and 1 January are closed, so Friday 2 January is next (ordered by 30 December).
    expect(await deadlineAt('2025-12-23T09:30:00Z', { productId })).toMatchObject({ orderable: false, blockedByDeadline: true, deliveryDate: '2026-01-02', showDeliveryDate: true });
  });

  it('computes from the stored product, not from the deadlines or date the client sends', async () => {
    const honest = await deadlineAt('2025-06-05T08:01:00Z', { productId });
    const lying = await deadlineAt('2025-06-05T08:01:00Z', { productId, deadlines: [], discontinuedDate: null });
    expect(lying).toEqual(honest);
    const plain = await deadlineAt('2025-06-05T08:01:00Z', { productId: plainId, deadlines: ['9d@00:00'], discontinuedDate: '2025-01-01' });
    expect(plain).toMatchObject({ orderable: true, blockedByDeadline: false, deadline: null, deadlineMessage: '', discontinued: false });
  });

  it('a shopping-list cart (cart type 1) has no deadlines (§6)', async () => {
    const inco = await deadlineAt('2025-06-05T20:00:00Z', { productId: incoId }, 'kok@incokunde.dk');
    expect(inco).toMatchObject({ orderable: true, blockedByDeadline: false, deadline: null, deadlineMessage: '', showDeliveryDate: false });
  });

  it('a discontinued product is not orderable: "Dette produkt kan i øjeblikket ikke bestilles"', async () => {
    const gone = await findDiscontinued(ctx.db, '1001');
    expect(await deadlineAt(TEST_NOW, { productId: gone!.id })).toMatchObject({
      orderable: false, discontinued: true, blockedByDeadline: false, deadlineMessage: 'Dette produkt kan i øjeblikket ikke bestilles',
    });
  });

  it('404 for another department\'s product and unknown ids; 400 for bad input; 401 without a session', async () => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const outside = await findNotInAssortment(ctx.db, '1001');
    const foreign = await ctx.post('/api/deadlines/delivery', { productId: outside.id }, cookie);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: 'NotFound', message: 'Produktet er desværre ikke tilgængelig i denne afdeling' });
    expect((await ctx.post('/api/deadlines/delivery', { productId: '999999999' }, cookie)).status).toBe(404);
    for (const body of [{}, { productId: 'abc' }, { productId: 100001 }, { productId: '100001', deadlines: 'x' }, { productId: '100001', discontinuedDate: '05-06-2025' }]) {
      const res = await ctx.post('/api/deadlines/delivery', body, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'ValidationError' });
    }
    const broken = await ctx.app.request('/api/deadlines/delivery', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{"productId":' });
    expect(broken.status).toBe(400);
    expect((await ctx.post('/api/deadlines/delivery', { productId })).status).toBe(401);
  });

  it.each([['null'], ['42'], ['"mælk"'], ['[]'], ['{"productId":null}'], [JSON.stringify({ productId: '1'.repeat(5000) })], ['{"productId":']])('garbage body %s answers 400 JSON, never 500', async (body) => {
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.app.request('/api/deadlines/delivery', { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });
});
