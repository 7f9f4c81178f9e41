// The placement job against the real test database (PGlite; PostgreSQL with DATABASE_URL), driven by an
// injected clock: each order day's lines go into the basket once, at the rule's time (core/rules/
// recurring-placement.ts), and never twice, however often and however concurrently the job runs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_LINE_AMOUNT, Origin } from '../../core/index.js';
import { placementStart } from '../../core/rules/recurring-placement.js';
import { RecurringOrderSchema } from '../../core/schemas/recurring-order.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { openDatabase, type Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { TEST_NOW } from '../test-support/test-db.js';
import { recurringTestProducts } from '../test-support/recurring-products.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { placeOrderDay, runDueRecurringOrders, type RunReport } from './runner.js';

let ctx: TestContext;
let kokId: number;
let souschefId: number;
let adminId: number;
/** Orderable products of department 1001 without deadlines, with a PG1 price, in one non-weighed unit. */
let products: { id: string; unit: string }[];

beforeAll(async () => {
  ctx = await createTestContext();
  const users = await ctx.db.select({ id: t.users.id, email: t.users.email }).from(t.users);
  kokId = users.find((u) => u.email === 'kok@kantinen.dk')!.id;
  souschefId = users.find((u) => u.email === 'souschef@kantinen.dk')!.id;
  adminId = users.find((u) => u.email === 'admin@grossist.dk')!.id;
  // Six products that share a unit, so one can stand in for another (§3 t alternative).
  products = await recurringTestProducts(ctx.db, 6);
});

afterAll(async () => {
  await ctx?.close();
});

beforeEach(async () => {
  // Each test starts without recurring orders (the seed's demo order too), runs or baskets.
  await ctx.db.delete(t.recurringOrders);
  await ctx.db.delete(t.baskets);
  await ctx.db.update(t.products).set({ discontinuedOn: null, alternativeProductId: null }).where(sql`${t.products.id} in ${products.map((p) => p.id)}`);
  ctx.clock.set(TEST_NOW);
});

interface OrderInput {
  name: string;
  weekDays: number[];
  startDate: string;
  active?: boolean;
  createdBy?: number | null;
  editedBy?: number | null;
  pauses?: { from: string; to: string }[];
  lines: { productId: string; unit: string; amount: string }[];
}

/** A stored order as the routes leave it (no frozen plan: the schedule decides from tomorrow). */
async function insertOrder(input: OrderInput): Promise<number> {
  const [row] = await ctx.db.insert(t.recurringOrders).values({
    guid: `test-${input.name}`,
    departmentCode: '1001',
    customerNo: '500101',
    orderName: input.name,
    active: input.active ?? true,
    frequencyType: 0,
    weekDays: input.weekDays,
    recurringWeek: 1,
    startDate: input.startDate,
    createdByUserId: input.createdBy === undefined ? kokId : input.createdBy,
    editedByUserId: input.editedBy === undefined ? (input.createdBy === undefined ? kokId : input.createdBy) : input.editedBy,
  }).returning({ id: t.recurringOrders.id });
  const id = row!.id;
  if (input.pauses?.length) await ctx.db.insert(t.recurringOrderPauses).values(input.pauses.map((p) => ({ orderId: id, fromDate: p.from, toDate: p.to })));
  await ctx.db.insert(t.recurringOrderLines).values(input.lines.map((l, i) => ({ orderId: id, lineNo: i + 1, ...l })));
  return id;
}

async function runs(orderId?: number) {
  return ctx.db
    .select()
    .from(t.recurringOrderRuns)
    .where(orderId === undefined ? undefined : eq(t.recurringOrderRuns.orderId, orderId))
    .orderBy(asc(t.recurringOrderRuns.orderId), asc(t.recurringOrderRuns.orderDay));
}

/** A user's basket lines for a delivery date, by product. */
async function basket(userId: number, deliveryDate: string) {
  return ctx.db
    .select({ productId: t.basketLines.productId, unit: t.basketLines.unit, amount: t.basketLines.amount, origin: t.basketLines.origin })
    .from(t.basketLines)
    .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
    .where(and(eq(t.baskets.userId, userId), eq(t.baskets.deliveryDate, deliveryDate)))
    .orderBy(asc(t.basketLines.productId));
}

async function basketDates(userId: number): Promise<string[]> {
  const rows = await ctx.db.select({ d: t.baskets.deliveryDate }).from(t.baskets).where(eq(t.baskets.userId, userId)).orderBy(asc(t.baskets.deliveryDate));
  return rows.map((r) => r.d);
}

function noFailures(report: RunReport): RunReport {
  expect(report.failed.map((f) => String(f.error))).toEqual([]);
  return report;
}

const line = (p: { id: string; unit: string }, amount: string) => ({ productId: p.id, unit: p.unit, amount });

describe('weeks of runs with an injected clock', () => {
  it('places every order day once, at 06:00 five working days before, around a pause, a holiday and a deactivation', async () => {
    const [a, b, c, d, e] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    // A leaves the range on 20 June; B is its alternative. C is gone already and has none.
    await ctx.db.update(t.products).set({ discontinuedOn: '2025-06-20', alternativeProductId: b.id }).where(eq(t.products.id, a.id));
    await ctx.db.update(t.products).set({ discontinuedOn: '2025-06-01' }).where(eq(t.products.id, c.id));

    // Tuesdays and Thursdays, paused 24-26 June.
    const tueThu = await insertOrder({
      name: 'Tirsdag og torsdag', weekDays: [2, 4], startDate: '2025-06-03',
      pauses: [{ from: '2025-06-24', to: '2025-06-26' }],
      lines: [line(a, '2.00'), line(d, '1.00')],
    });
    // Mondays, created by the sous-chef: 2. pinsedag (9 June) is closed.
    const monday = await insertOrder({
      name: 'Mandag', weekDays: [1], startDate: '2025-06-02', createdBy: souschefId,
      lines: [line(c, '3.00'), line(e, '4.00')],
    });
    // Wednesdays: deactivated on 16 June, activated again on 24 June.
    const wednesday = await insertOrder({ name: 'Onsdag', weekDays: [3], startDate: '2025-06-04', lines: [line(e, '5.00')] });
    // Never active: never placed.
    const inactive = await insertOrder({ name: 'Inaktiv', weekDays: [1, 2, 3, 4, 5], startDate: '2025-06-02', active: false, lines: [line(d, '9.00')] });

    // Every 6 hours (00, 06, 12, 18 UTC) from Wednesday 4 June 12:00 UTC for five weeks, each time twice.
    const instants: string[] = [];
    for (let at = Date.parse('2025-06-04T12:00:00Z'); at <= Date.parse('2025-07-09T18:00:00Z'); at += 6 * 3_600_000) {
      instants.push(new Date(at).toISOString());
    }
    for (const at of instants) {
      ctx.clock.set(at);
      if (at === '2025-06-16T12:00:00.000Z') await ctx.db.update(t.recurringOrders).set({ active: false }).where(eq(t.recurringOrders.id, wednesday));
      if (at === '2025-06-24T12:00:00.000Z') await ctx.db.update(t.recurringOrders).set({ active: true }).where(eq(t.recurringOrders.id, wednesday));
      noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
      const again = noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
      expect(again.placed, `second run at ${at}`).toEqual([]);
    }

    /** The first run at or after the day's placement start (or `from`, when the order became due later). */
    const firstRun = (day: string, from = '2025-06-04T12:00:00.000Z') => {
      const start = Math.max(placementStart(day).getTime(), Date.parse(from));
      return instants.find((i) => Date.parse(i) >= start)!;
    };
    const expectRuns = async (orderId: number, expected: [string, string?][]) => {
      const rows = await runs(orderId);
      expect(rows.map((r) => [r.orderDay, r.ranAt.toISOString()])).toEqual(expected.map(([day, from]) => [day, firstRun(day, from)]));
    };

    // 5 June was due before the first run (caught up at once); 24 and 26 June are paused; 17 July is
    // placed on 10 July, after the last run.
    await expectRuns(tueThu, [
      ['2025-06-05'], ['2025-06-10'], ['2025-06-12'], ['2025-06-17'], ['2025-06-19'],
      ['2025-07-01'], ['2025-07-03'], ['2025-07-08'], ['2025-07-10'], ['2025-07-15'],
    ]);
    // 9 June is 2. pinsedag; 16 June is placed on Friday 6 June (the Monday before is the holiday).
    await expectRuns(monday, [['2025-06-16'], ['2025-06-23'], ['2025-06-30'], ['2025-07-07'], ['2025-07-14']]);
    expect(firstRun('2025-06-16')).toBe('2025-06-06T06:00:00.000Z');
    // Inactive 16-24 June: 25 June (due from 18 June) is caught up when it is activated again, the day before.
    await expectRuns(wednesday, [
      ['2025-06-11'], ['2025-06-18'], ['2025-06-25', '2025-06-24T12:00:00.000Z'], ['2025-07-02'], ['2025-07-09'], ['2025-07-16'],
    ]);
    expect(firstRun('2025-06-25', '2025-06-24T12:00:00.000Z')).toBe('2025-06-24T12:00:00.000Z');
    expect(await runs(inactive)).toEqual([]);

    // The baskets: the creator's, one per order day, each line once (amounts not doubled), origin 32.
    const kokDates = await basketDates(kokId);
    expect(kokDates).toEqual([
      '2025-06-05', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-17', '2025-06-18', '2025-06-19', '2025-06-25',
      '2025-07-01', '2025-07-02', '2025-07-03', '2025-07-08', '2025-07-09', '2025-07-10', '2025-07-15', '2025-07-16',
    ]);
    const sorted = (xs: { productId: string; unit: string; amount: string; origin: number }[]) => [...xs].sort((x, y) => x.productId.localeCompare(y.productId));
    expect(await basket(kokId, '2025-06-19')).toEqual(sorted([
      { productId: a.id, unit: a.unit, amount: '2.00', origin: Origin.RecurringOrder },
      { productId: d.id, unit: d.unit, amount: '1.00', origin: Origin.RecurringOrder },
    ]));
    // From 20 June A is discontinued: its alternative B goes in instead.
    expect(await basket(kokId, '2025-07-01')).toEqual(sorted([
      { productId: b.id, unit: b.unit, amount: '2.00', origin: Origin.RecurringOrder },
      { productId: d.id, unit: d.unit, amount: '1.00', origin: Origin.RecurringOrder },
    ]));
    expect(await basket(kokId, '2025-06-18')).toEqual([{ productId: e.id, unit: e.unit, amount: '5.00', origin: Origin.RecurringOrder }]);
    // The Monday order was created by the sous-chef: her baskets; C (gone, no alternative) is skipped.
    expect(await basketDates(souschefId)).toEqual(['2025-06-16', '2025-06-23', '2025-06-30', '2025-07-07', '2025-07-14']);
    expect(await basket(souschefId, '2025-06-23')).toEqual([{ productId: e.id, unit: e.unit, amount: '4.00', origin: Origin.RecurringOrder }]);
    for (const row of await runs(monday)) expect([row.userId, row.placedLines, row.skippedLines]).toEqual([souschefId, 1, 1]);

    // The order's history (GET /api/recurringorders/{id}) records each placement with its delivery day.
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.get(`/api/recurringorders/${tueThu}`, cookie);
    expect(res.status).toBe(200);
    const order = RecurringOrderSchema.parse(await res.json());
    const jobEntries = order.history.filter((h) => h.user === daRecurringOrders.recurringJobUser);
    expect(jobEntries.every((h) => h.deliveryDate !== null)).toBe(true);
    // Newest first as the history answers; the entries of one placement in line order here.
    const byDay = (day: string) => jobEntries.filter((h) => h.deliveryDate === day).sort((x, y) => x.lineNo - y.lineNo)
      .map((h) => [h.action, h.lineNo, h.productId, h.amount]);
    expect(byDay('2025-06-19')).toEqual([['placed', 1, a.id, 2], ['placed', 2, d.id, 1]]);
    expect(byDay('2025-07-01')).toEqual([['substituted', 1, b.id, 2], ['placed', 2, d.id, 1]]);
    expect(new Set(jobEntries.map((h) => h.deliveryDate)).size).toBe(10);
    expect(jobEntries).toHaveLength(20);
    // Recorded at the job's (injected) time.
    expect(jobEntries.find((h) => h.deliveryDate === '2025-06-19')!.at).toBe(firstRun('2025-06-19'));
    const mondayRes = await ctx.get(`/api/recurringorders/${monday}`, await ctx.login('souschef@kantinen.dk'));
    const mondayOrder = RecurringOrderSchema.parse(await mondayRes.json());
    expect(mondayOrder.history.filter((h) => h.deliveryDate === '2025-06-16').sort((x, y) => x.lineNo - y.lineNo).map((h) => [h.action, h.productId])).toEqual([
      ['skipped', c.id],
      ['placed', e.id],
    ]);
  }, 120_000); // five weeks of six-hourly runs on a real database: a minute and more while both cores are busy (npm run test:busy)
});

describe('never twice', () => {
  async function setUpOrders(): Promise<number[]> {
    const [a, , , d, e, f] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    return [
      await insertOrder({ name: 'Et', weekDays: [1, 2, 3, 4, 5], startDate: '2025-06-02', lines: [line(a, '1.00'), line(d, '2.00')] }),
      await insertOrder({ name: 'To', weekDays: [2, 4], startDate: '2025-06-03', createdBy: souschefId, lines: [line(e, '3.00')] }),
      await insertOrder({ name: 'Tre', weekDays: [1, 5], startDate: '2025-06-02', lines: [line(f, '1.00'), line(a, '1.00')] }),
    ];
  }

  /** Every kok/souschef basket line, summed per user, date, product: each order line exactly once. */
  async function basketTotals() {
    return ctx.db
      .select({ userId: t.baskets.userId, date: t.baskets.deliveryDate, productId: t.basketLines.productId, amount: t.basketLines.amount })
      .from(t.basketLines)
      .innerJoin(t.baskets, eq(t.baskets.id, t.basketLines.basketId))
      .orderBy(asc(t.baskets.userId), asc(t.baskets.deliveryDate), asc(t.basketLines.productId));
  }

  async function placedEntries(): Promise<number> {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.recurringOrderLineHistory).where(eq(t.recurringOrderLineHistory.action, 'placed'));
    return Number(row!.n);
  }

  async function sequentialResult() {
    ctx.clock.set('2025-06-04T12:00:00Z');
    noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
    return { runs: (await runs()).map((r) => [r.orderDay, r.placedLines]), baskets: await basketTotals(), history: await placedEntries() };
  }

  it('two runs at the same instant at once (Promise.all) place each day once', async () => {
    await setUpOrders();
    const expected = await sequentialResult();
    expect(expected.runs.length).toBeGreaterThan(3);
    await ctx.db.delete(t.recurringOrderRuns);
    await ctx.db.delete(t.baskets);
    await ctx.db.delete(t.recurringOrderLineHistory);

    const reports = await Promise.all([
      runDueRecurringOrders(ctx.db, ctx.clock),
      runDueRecurringOrders(ctx.db, ctx.clock),
      runDueRecurringOrders(ctx.db, ctx.clock),
    ]);
    reports.forEach(noFailures);
    const placedDays = reports.flatMap((r) => r.placed.map((p) => `${p.orderId}/${p.orderDay}`));
    expect(placedDays.length).toBe(expected.runs.length);
    expect(new Set(placedDays).size).toBe(placedDays.length);
    expect((await runs()).map((r) => [r.orderDay, r.placedLines])).toEqual(expected.runs);
    expect(await basketTotals()).toEqual(expected.baskets);
    expect(await placedEntries()).toBe(expected.history);
  });

  it('two servers (two connection pools on PostgreSQL) running at once place each day once', async () => {
    await setUpOrders();
    const expected = await sequentialResult();
    await ctx.db.delete(t.recurringOrderRuns);
    await ctx.db.delete(t.baskets);

    // PGlite is one process's database (decision 003): there the "second server" is the same handle.
    const second = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl, poolMax: 3 }) : null;
    const other: Db = second?.db ?? ctx.db;
    try {
      const reports = await Promise.all([
        runDueRecurringOrders(ctx.db, ctx.clock),
        runDueRecurringOrders(other, ctx.clock),
        runDueRecurringOrders(other, ctx.clock),
        runDueRecurringOrders(ctx.db, ctx.clock),
      ]);
      reports.forEach(noFailures);
      expect(reports.reduce((n, r) => n + r.placed.length, 0)).toBe(expected.runs.length);
    } finally {
      await second?.close();
    }
    expect((await runs()).map((r) => [r.orderDay, r.placedLines])).toEqual(expected.runs);
    expect(await basketTotals()).toEqual(expected.baskets);
  });

  it('the run row decides, not the runner\'s look-up: placing a placed day again does nothing', async () => {
    const [id] = await setUpOrders();
    const now = new Date('2025-06-04T12:00:00Z');
    const first = await placeOrderDay(ctx.db, id!, '2025-06-10', now);
    expect(first?.placed).toHaveLength(2);
    expect(await placeOrderDay(ctx.db, id!, '2025-06-10', now)).toBeNull();
    expect(await placeOrderDay(ctx.db, id!, '2025-06-10', new Date('2025-06-09T20:00:00Z'))).toBeNull();
    expect((await basket(kokId, '2025-06-10')).map((l) => l.amount)).toEqual(first!.placed.map((p) => p.amount).sort());
    // A day that is not due (placement not started, or already today) is not placed at all.
    expect(await placeOrderDay(ctx.db, id!, '2025-06-20', now)).toBeNull();
    expect(await placeOrderDay(ctx.db, id!, '2025-06-04', now)).toBeNull();
    expect((await runs(id)).map((r) => r.orderDay)).toEqual(['2025-06-10']);
  });

  it('a restart (a later run at another instant the same day) places nothing new; the user may remove placed lines for good', async () => {
    const [id] = await setUpOrders();
    ctx.clock.set('2025-06-04T12:00:00Z');
    const first = noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
    expect(first.placed.length).toBeGreaterThan(0);
    // The kitchen removes the placed lines of one day: the job does not put them back.
    const [day] = first.placed.filter((p) => p.orderId === id).map((p) => p.orderDay);
    await ctx.db.delete(t.baskets).where(and(eq(t.baskets.userId, kokId), eq(t.baskets.deliveryDate, day!)));
    for (const at of ['2025-06-04T12:00:01Z', '2025-06-04T15:00:00Z', '2025-06-04T21:59:00Z']) {
      ctx.clock.set(at);
      expect(noFailures(await runDueRecurringOrders(ctx.db, ctx.clock)).placed).toEqual([]);
    }
    expect(await basket(kokId, day!)).toEqual([]);
  });
});

describe('what is placed, and where', () => {
  it('an inactive order places nothing, and one deactivated before its day is due places nothing more', async () => {
    const [a] = products as [typeof products[0]];
    await insertOrder({ name: 'Aldrig', weekDays: [1, 2, 3, 4, 5], startDate: '2025-06-02', active: false, lines: [line(a, '1.00')] });
    ctx.clock.set('2025-06-04T12:00:00Z');
    expect(noFailures(await runDueRecurringOrders(ctx.db, ctx.clock)).placed).toEqual([]);
    expect(await runs()).toEqual([]);
    expect(await basketDates(kokId)).toEqual([]);
  });

  it('lines add to what the basket holds already (one line per product and unit), like adding by hand', async () => {
    const [a, , , d] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    const [basketRow] = await ctx.db.insert(t.baskets).values({ userId: kokId, departmentCode: '1001', deliveryDate: '2025-06-10' }).returning({ id: t.baskets.id });
    await ctx.db.insert(t.basketLines).values({ basketId: basketRow!.id, lineNo: 1, productId: a.id, unit: a.unit, amount: '3.00', origin: 0 });
    await insertOrder({ name: 'Tirsdag', weekDays: [2], startDate: '2025-06-03', lines: [line(a, '2.00'), line(d, '1.00')] });
    ctx.clock.set('2025-06-04T12:00:00Z');
    noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
    const lines = await ctx.db.select().from(t.basketLines).where(eq(t.basketLines.basketId, basketRow!.id)).orderBy(asc(t.basketLines.lineNo));
    expect(lines.map((l) => [l.lineNo, l.productId, l.amount, l.origin])).toEqual([
      [1, a.id, '5.00', Origin.RecurringOrder],
      [2, d.id, '1.00', Origin.RecurringOrder],
    ]);
  });

  it('a line that would take a basket line past the amount limit is skipped and recorded; the other lines go in', async () => {
    const [a, , , d] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    const [basketRow] = await ctx.db.insert(t.baskets).values({ userId: kokId, departmentCode: '1001', deliveryDate: '2025-06-10' }).returning({ id: t.baskets.id });
    const nearLimit = `${MAX_LINE_AMOUNT - 1}.00`;
    await ctx.db.insert(t.basketLines).values({ basketId: basketRow!.id, lineNo: 1, productId: a.id, unit: a.unit, amount: nearLimit, origin: 0 });
    const id = await insertOrder({ name: 'Loft', weekDays: [2], startDate: '2025-06-03', lines: [line(a, '2.00'), line(d, '1.00')] });
    ctx.clock.set('2025-06-04T12:00:00Z');
    const report = noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
    expect(report.placed).toEqual([{
      orderId: id, orderDay: '2025-06-10', userId: kokId,
      placed: [{ lineNo: 2, productId: d.id, unit: d.unit, amount: '1.00', substitutedFor: null }],
      skipped: [{ lineNo: 1, productId: a.id, reason: 'amountTooLarge' }],
    }]);
    const lines = await ctx.db.select().from(t.basketLines).where(eq(t.basketLines.basketId, basketRow!.id)).orderBy(asc(t.basketLines.lineNo));
    expect(lines.map((l) => [l.lineNo, l.productId, l.amount, l.origin])).toEqual([
      [1, a.id, nearLimit, 0],
      [2, d.id, '1.00', Origin.RecurringOrder],
    ]);
  });

  it('the basket is the creator\'s, else the last editor\'s, else the first user who may order; none: skipped and recorded', async () => {
    const [a] = products as [typeof products[0]];
    // The admin (department 1001) lost ordering rights: the sous-chef edited the order last.
    await ctx.db.update(t.users).set({ allowOrdering: false }).where(eq(t.users.id, adminId));
    try {
      const edited = await insertOrder({ name: 'Redigeret', weekDays: [2], startDate: '2025-06-03', createdBy: adminId, editedBy: souschefId, lines: [line(a, '1.00')] });
      const orphan = await insertOrder({ name: 'Forældreløs', weekDays: [4], startDate: '2025-06-05', createdBy: null, editedBy: adminId, lines: [line(a, '1.00')] });
      ctx.clock.set('2025-06-04T12:00:00Z');
      noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
      expect((await runs(edited)).map((r) => r.userId)).toEqual([souschefId]);
      // Kok is the department's first user who may order (lowest id).
      expect((await runs(orphan)).map((r) => [r.orderDay, r.userId])).toEqual([['2025-06-05', kokId], ['2025-06-12', kokId]]);

      // Nobody in the department may order: the day is handled once, every line skipped and recorded.
      await ctx.db.update(t.users).set({ allowOrdering: false }).where(eq(t.users.departmentCode, '1001'));
      ctx.clock.set('2025-06-10T12:00:00Z');
      const report = noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
      const day = report.placed.find((p) => p.orderId === edited)!;
      expect(day).toMatchObject({ orderDay: '2025-06-17', userId: null, placed: [], skipped: [{ lineNo: 1, productId: a.id, reason: 'noUser' }] });
      const [entry] = await ctx.db.select().from(t.recurringOrderLineHistory)
        .where(and(eq(t.recurringOrderLineHistory.orderId, edited), eq(t.recurringOrderLineHistory.deliveryDate, '2025-06-17')));
      expect(entry).toMatchObject({ action: 'skipped', productId: a.id, amount: '1.00', userId: null, userName: daRecurringOrders.recurringJobUser });
    } finally {
      await ctx.db.update(t.users).set({ allowOrdering: true }).where(eq(t.users.departmentCode, '1001'));
    }
  });

  it('a line whose product deadline has passed at placement, or that left the assortment without an alternative, is skipped and recorded', async () => {
    const [a, , c, d] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    // 'Order by 12:00 six working days before': already past when the lines are placed five days before.
    await ctx.db.update(t.products).set({ deadlines: ['6d@12:00'] }).where(eq(t.products.id, a.id));
    await ctx.db.delete(t.assortment).where(and(eq(t.assortment.productId, c.id), eq(t.assortment.departmentCode, '1001')));
    try {
      const id = await insertOrder({ name: 'Frister', weekDays: [2], startDate: '2025-06-03', lines: [line(a, '1.00'), line(c, '1.00'), line(d, '1.00')] });
      ctx.clock.set('2025-06-04T12:00:00Z');
      const report = noFailures(await runDueRecurringOrders(ctx.db, ctx.clock));
      expect(report.placed).toEqual([{
        orderId: id, orderDay: '2025-06-10', userId: kokId,
        placed: [{ lineNo: 3, productId: d.id, unit: d.unit, amount: '1.00', substitutedFor: null }],
        skipped: [{ lineNo: 1, productId: a.id, reason: 'tooLate' }, { lineNo: 2, productId: c.id, reason: 'gone' }],
      }]);
      expect(await basket(kokId, '2025-06-10')).toEqual([{ productId: d.id, unit: d.unit, amount: '1.00', origin: Origin.RecurringOrder }]);
      const actions = await ctx.db.select({ action: t.recurringOrderLineHistory.action, lineNo: t.recurringOrderLineHistory.lineNo })
        .from(t.recurringOrderLineHistory).where(eq(t.recurringOrderLineHistory.orderId, id)).orderBy(asc(t.recurringOrderLineHistory.lineNo));
      expect(actions).toEqual([{ action: 'skipped', lineNo: 1 }, { action: 'skipped', lineNo: 2 }, { action: 'placed', lineNo: 3 }]);
    } finally {
      await ctx.db.update(t.products).set({ deadlines: [] }).where(eq(t.products.id, a.id));
      await ctx.db.insert(t.assortment).values({ departmentCode: '1001', productId: c.id }).onConflictDoNothing();
    }
  });
});
