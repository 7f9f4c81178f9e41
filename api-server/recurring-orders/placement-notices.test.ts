// Issue 19 point 4 against the real test database (PGlite; PostgreSQL with DATABASE_URL): a run that
// replaces one line and skips another enqueues exactly one mail per department and delivery day listing
// both, however often and however concurrently the job runs; GET /notifications lists the same events,
// for the session's department only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { RecurringNotificationsSchema } from '../../core/schemas/recurring-order.js';
import { skipReasonText } from '../../core/texts/da-recurring-notices.js';
import { openDatabase, type Db } from '../db/open.js';
import * as t from '../db/schema.js';
import { recurringTestProducts } from '../test-support/recurring-products.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { runDueRecurringOrders, type RunReport } from './runner.js';

let ctx: TestContext;
let kokId: number;
let products: { id: string; unit: string; name: string }[];
const ORIGIN = 'https://shop.example.dk';
const RUN_AT = '2025-06-04T12:00:00Z';
const DAY = '2025-06-10';

beforeAll(async () => {
  ctx = await createTestContext();
  const [kok] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
  kokId = kok!.id;
  products = await recurringTestProducts(ctx.db, 5);
});

afterAll(async () => {
  await ctx?.close();
});

beforeEach(async () => {
  await ctx.db.delete(t.recurringOrders);
  await ctx.db.delete(t.baskets);
  await ctx.db.delete(t.mailOutbox);
  await ctx.db.delete(t.recurringNotificationEmails);
  await ctx.db.update(t.products).set({ discontinuedOn: null, alternativeProductId: null }).where(sql`${t.products.id} in ${products.map((p) => p.id)}`);
  await ctx.db.insert(t.assortment).values(products.map((p) => ({ departmentCode: '1001', productId: p.id }))).onConflictDoNothing();
});

async function insertOrder(name: string, lines: { id: string; unit: string }[], pauses: { from: string; to: string }[] = []): Promise<number> {
  const [row] = await ctx.db.insert(t.recurringOrders).values({
    guid: `notice-${name}`, departmentCode: '1001', customerNo: '500101', orderName: name, active: true, frequencyType: 0,
    weekDays: [2], recurringWeek: 1, startDate: '2025-06-03', createdByUserId: kokId, editedByUserId: kokId,
  }).returning({ id: t.recurringOrders.id });
  const id = row!.id;
  if (pauses.length) await ctx.db.insert(t.recurringOrderPauses).values(pauses.map((p) => ({ orderId: id, fromDate: p.from, toDate: p.to })));
  await ctx.db.insert(t.recurringOrderLines).values(lines.map((l, i) => ({ orderId: id, lineNo: i + 1, productId: l.id, unit: l.unit, amount: String(i + 1) })));
  return id;
}

/**
 * Two orders for Tuesday 10 June and a third paused over it. In "Uge": A is gone with B as its
 * alternative (replaced), C left the assortment without one (skipped), D goes in. "Frugt": E goes in.
 */
async function setUpDay(): Promise<{ week: number; fruit: number; paused: number }> {
  const [a, b, c, d, e] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
  await ctx.db.update(t.products).set({ discontinuedOn: '2025-06-01', alternativeProductId: b.id }).where(eq(t.products.id, a.id));
  await ctx.db.delete(t.assortment).where(and(eq(t.assortment.productId, c.id), eq(t.assortment.departmentCode, '1001')));
  const week = await insertOrder('Uge', [a, c, d]);
  const fruit = await insertOrder('Frugt', [e]);
  const paused = await insertOrder('Sommer', [d], [{ from: '2025-06-09', to: '2025-06-13' }]);
  return { week, fruit, paused };
}

function noFailures(report: RunReport): RunReport {
  expect(report.failed.map((f) => String(f.error))).toEqual([]);
  expect((report.mailFailed ?? []).map((f) => String(f.error))).toEqual([]);
  return report;
}

async function mails() {
  return ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'recurring-order-placed')).orderBy(asc(t.mailOutbox.id));
}

async function run(db: Db = ctx.db) {
  ctx.clock.set(RUN_AT);
  return noFailures(await runDueRecurringOrders(db, ctx.clock, { mailOrigin: ORIGIN }));
}

describe('the placement mail (issue 19 point 4)', () => {
  it('one mail per department and day lists what went in, what was replaced (old → new), what was skipped and why, the paused order and the basket link', async () => {
    await ctx.db.insert(t.recurringNotificationEmails).values({ departmentCode: '1001', email: 'indkob@kantinen.dk' });
    await setUpDay();
    const report = await run();
    expect(report.placed.map((p) => p.orderDay)).toEqual([DAY, DAY]);
    expect(report.mails).toBe(1);

    const sent = await mails();
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.toAddress).toBe('indkob@kantinen.dk');
    expect(mail!.dedupeKey).toBe(`recurring:1001:${DAY}:indkob@kantinen.dk`);
    expect(mail!.subject).toBe('Fastordrer lagt i kurven til levering 10-06-2025');
    const [a, b, c, d, e] = products as [typeof products[0], typeof products[0], typeof products[0], typeof products[0], typeof products[0]];
    const lines = mail!.textBody.split('\n');
    // The text part's tables: "head | head", then one row per line.
    expect(lines).toContain('Fastordre: Uge');
    expect(lines).toContain('Fastordre: Frugt');
    expect(lines).toContain('Erstattet | Af alternativ vare | Antal | Enhed');
    expect(lines).toContain(`${a.name} | ${b.name} | 1 | ${lines.find((l) => l.startsWith(`${a.name} | `))!.split(' | ')[3]}`);
    expect(lines).toContain('Ikke lagt i kurven | Antal | Årsag');
    expect(lines).toContain(`${c.name} | 2 | ${skipReasonText('gone')}`);
    expect(lines.some((l) => l.startsWith(`${d.name} | 3 | `))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${e.name} | 1 | `))).toBe(true);
    expect(lines).toContain('Sat på pause denne dag (ferie): Sommer.');
    expect(lines).toContain(`${ORIGIN}/kurv?leveringsdato=${DAY}`);
    expect(mail!.htmlBody).toContain(`href="${ORIGIN}/kurv?leveringsdato=${DAY}"`);
    // The history row says why.
    const reasons = await ctx.db.select({ action: t.recurringOrderLineHistory.action, reason: t.recurringOrderLineHistory.reason })
      .from(t.recurringOrderLineHistory).where(eq(t.recurringOrderLineHistory.productId, c.id));
    expect(reasons).toEqual([{ action: 'skipped', reason: 'gone' }]);

    // A second run (a restart the same day) places and mails nothing more.
    const again = await run();
    expect(again.placed).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it('each notification address gets its one mail; without addresses the basket owner gets it', async () => {
    await ctx.db.insert(t.recurringNotificationEmails).values([{ departmentCode: '1001', email: 'a@kantinen.dk' }, { departmentCode: '1001', email: 'b@kantinen.dk' }]);
    await setUpDay();
    await run();
    expect((await mails()).map((m) => m.toAddress)).toEqual(['a@kantinen.dk', 'b@kantinen.dk']);

    await ctx.db.delete(t.recurringOrders);
    await ctx.db.delete(t.mailOutbox);
    await ctx.db.delete(t.recurringNotificationEmails);
    await ctx.db.delete(t.baskets);
    await setUpDay();
    await run();
    const sent = await mails();
    expect(sent.map((m) => m.toAddress)).toEqual(['kok@kantinen.dk']);
    expect(sent[0]!.textBody).toContain('fordi varerne er lagt i din kurv');
  });

  it('concurrent runs (and two servers on PostgreSQL) still send one mail per department and day, listing every order', async () => {
    await ctx.db.insert(t.recurringNotificationEmails).values({ departmentCode: '1001', email: 'indkob@kantinen.dk' });
    await setUpDay();
    const second = ctx.databaseUrl ? await openDatabase({ databaseUrl: ctx.databaseUrl, poolMax: 3 }) : null;
    const other: Db = second?.db ?? ctx.db;
    try {
      ctx.clock.set(RUN_AT);
      const reports = await Promise.all([
        runDueRecurringOrders(ctx.db, ctx.clock, { mailOrigin: ORIGIN }),
        runDueRecurringOrders(other, ctx.clock, { mailOrigin: ORIGIN }),
        runDueRecurringOrders(other, ctx.clock, { mailOrigin: ORIGIN }),
        runDueRecurringOrders(ctx.db, ctx.clock, { mailOrigin: ORIGIN }),
      ]);
      reports.forEach(noFailures);
      expect(reports.reduce((n, r) => n + r.placed.length, 0)).toBe(2);
      expect(reports.reduce((n, r) => n + (r.mails ?? 0), 0)).toBe(1);
    } finally {
      await second?.close();
    }
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('Fastordre: Uge');
    expect(sent[0]!.textBody).toContain('Fastordre: Frugt');
  });
});

describe('GET /api/recurringorders/notifications events (issue 19 point 4)', () => {
  it('lists the replaced and skipped lines, the placed count per order and day and the paused order; another department sees none', async () => {
    const { week, fruit, paused } = await setUpDay();
    await run();
    const [a, b, c] = products as [typeof products[0], typeof products[0], typeof products[0]];
    const cookie = await ctx.login('kok@kantinen.dk');
    const res = await ctx.get('/api/recurringorders/notifications', cookie);
    expect(res.status).toBe(200);
    const body = RecurringNotificationsSchema.parse(await res.json());
    const events = body.events!;
    const pick = (e: (typeof events)[number]) => [e.kind, e.orderId, e.deliveryDate, e.count, e.productId, e.replacedProductId, e.reason];
    expect(events.map(pick)).toEqual(expect.arrayContaining([
      ['placed', week, DAY, 2, null, null, null],
      ['placed', fruit, DAY, 1, null, null, null],
      ['substituted', week, DAY, null, b.id, a.id, 'gone'],
      ['skipped', week, DAY, null, c.id, null, 'gone'],
      ['paused', paused, DAY, null, null, null, null],
    ]));
    expect(events).toHaveLength(5);
    expect(events.find((e) => e.kind === 'substituted')).toMatchObject({ productName: b.name, replacedProductName: a.name, orderName: 'Uge' });
    // Newest first.
    expect([...events].sort((x, y) => y.at.localeCompare(x.at)).map((e) => e.at)).toEqual(events.map((e) => e.at));

    // Another department's session: none of them.
    const [stranger] = await ctx.db.select({ email: t.users.email }).from(t.users)
      .where(and(ne(t.users.departmentCode, '1001'), eq(t.users.allowOrdering, true), eq(t.users.isPunchOut, false)))
      .orderBy(asc(t.users.id)).limit(1);
    const otherCookie = await ctx.login(stranger!.email);
    const otherRes = await ctx.get('/api/recurringorders/notifications', otherCookie);
    expect(otherRes.status).toBe(200);
    const otherEvents = RecurringNotificationsSchema.parse(await otherRes.json()).events!;
    expect(otherEvents.filter((e) => [week, fruit, paused].includes(e.orderId))).toEqual([]);
    expect(otherEvents).toEqual([]);
  });

  it('events older than 30 days are left out', async () => {
    await setUpDay();
    await run();
    ctx.clock.set('2025-07-20T12:00:00Z');
    const cookie = await ctx.login('kok@kantinen.dk');
    const body = RecurringNotificationsSchema.parse(await (await ctx.get('/api/recurringorders/notifications', cookie)).json());
    expect(body.events).toEqual([]);
  });
});
