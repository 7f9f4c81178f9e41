// §7 "Shopping lists" through the real app on the seeded database (issue 22 point 4): every call, the
// happy path and each refusal, the race of two first reads, amounts, all-or-nothing addlines, read-only
// after send, paging, the mail to the department's admins, and the basket's defence in shopping-list mode.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Origin } from '../../core/schemas/cart.js';
import {
  MAX_SHOPPING_LIST_ADD_LINES,
  MAX_SHOPPING_LIST_LINES,
  SendShoppingListAnswerSchema,
  ShoppingListSchema,
  ShoppingListsPageSchema,
  type ShoppingList,
} from '../../core/schemas/shopping-list.js';
import { daShoppingListServer } from '../../core/texts/da-shopping-list-server.js';
import { da } from '../../core/texts/da.js';
import * as t from '../db/schema.js';
import { ChangeWatch } from '../test-support/db-fingerprint.js';
import { basketLineCount, findMissingFoodInfo, findNotInAssortment, findOrderable, unitsOf } from '../test-support/fixtures.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const BASE = '/api/shoppinglists';
let ctx: TestContext;
let kok: string;
let souschef: string;

beforeAll(async () => {
  ctx = await createTestContext();
  kok = await ctx.login('kok@incokunde.dk');
  souschef = await ctx.login('souschef@incokunde.dk');
});
afterAll(async () => {
  await ctx?.close();
});

async function ok<T>(res: Response, parse: (v: unknown) => T): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return parse(JSON.parse(text));
}

async function refused(res: Response, status: number, error: string): Promise<{ error: string; message: string }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as { error: string; message: string };
  expect(body).toMatchObject({ error, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

const current = async (cookie: string) => ok(await ctx.get(`${BASE}/null`, cookie), (v) => ShoppingListSchema.parse(v));
const addLine = (cookie: string, line: { productId: string; unit: string; amount: number }) => ctx.post(`${BASE}/addline`, { origin: Origin.ListSearch, ...line }, cookie);
const addLines = (cookie: string, lines: { productId: string; unit: string; amount: number }[]) => ctx.post(`${BASE}/addlines`, { lines: lines.map((l) => ({ origin: Origin.ListSearch, ...l })) }, cookie);

async function userId(email: string): Promise<number> {
  const [row] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return row!.id;
}

/** Empties the user's current list (the tests share the seeded database). */
async function clearCurrent(email: string): Promise<void> {
  const lists = await ctx.db.select({ id: t.shoppingLists.id }).from(t.shoppingLists).where(and(eq(t.shoppingLists.userId, await userId(email)), isNull(t.shoppingLists.sentAt)));
  if (lists.length > 0) await ctx.db.delete(t.shoppingListLines).where(inArray(t.shoppingListLines.listId, lists.map((l) => l.id)));
}

/** A product of 3001's assortment with at least two units (the first two, by code). */
async function productWithTwoUnits() {
  const rows = await ctx.db
    .select({ productId: t.productUnits.productId, code: t.productUnits.code, description: t.productUnits.description, weighed: t.productUnits.weighed })
    .from(t.productUnits)
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productUnits.productId), eq(t.assortment.departmentCode, '3001')))
    .where(sql`(select count(*) from ${t.productUnits} u where u.product_id = ${t.productUnits.productId}) >= 2`)
    .orderBy(t.productUnits.productId, t.productUnits.code)
    .limit(2);
  expect(rows, 'the seed has a product with two units in 3001').toHaveLength(2);
  expect(rows[0]!.productId).toBe(rows[1]!.productId);
  return { productId: rows[0]!.productId, units: rows };
}

describe('reading (GET /api/shoppinglists/?take&skip, GET /null)', () => {
  it('the seed gives kok@incokunde.dk one sent list; both spellings of the address answer', async () => {
    const withSlash = await ok(await ctx.get(`${BASE}/`, kok), (v) => ShoppingListsPageSchema.parse(v));
    const without = await ok(await ctx.get(BASE, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(without).toEqual(withSlash);
    expect(withSlash.total).toBe(1);
    const [sent] = withSlash.lists;
    expect(sent).toMatchObject({ name: 'Ugens indkøb', sentBy: 'Ivan Inco', itemCount: 4 });
    expect(sent!.sentAt).toBe('2025-06-01T07:30:00.000Z');
    for (const line of sent!.lines) {
      expect(line.name).not.toBe('');
      expect(line.unitDescription).not.toBe('');
      expect(Number.isInteger(line.amount)).toBe(true);
    }
  });

  it('GET /null creates the empty current list once; afterwards it comes first, then the sent ones', async () => {
    const list = await current(kok);
    expect(list).toMatchObject({ sentAt: null, sentBy: null, itemCount: 0, lines: [], name: '', comment: '' });
    expect((await current(kok)).id).toBe(list.id);
    const page = await ok(await ctx.get(`${BASE}/?take=10&skip=0`, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(page.total).toBe(2);
    expect(page.lists.map((l) => l.id)[0]).toBe(list.id);
    expect(page.lists[1]!.sentAt).not.toBeNull();
  });

  it('two first reads at the same time make one current list (the partial unique index decides)', async () => {
    const email = 'souschef@incokunde.dk';
    await ctx.db.delete(t.shoppingLists).where(eq(t.shoppingLists.userId, await userId(email)));
    const [a, b] = await Promise.all([current(souschef), current(souschef)]);
    expect(a.id).toBe(b.id);
    const rows = await ctx.db.select({ id: t.shoppingLists.id }).from(t.shoppingLists).where(and(eq(t.shoppingLists.userId, await userId(email)), isNull(t.shoppingLists.sentAt)));
    expect(rows).toHaveLength(1);
  });

  it.each(['take=0', 'take=51', 'skip=-1', 'take=abc', 'take=1.5'])('a bad page (%s) is 400', async (query) => {
    await refused(await ctx.get(`${BASE}/?${query}`, kok), 400, 'ValidationError');
  });
});

describe('adding (POST addline, addlines)', () => {
  beforeEach(async () => {
    await clearCurrent('kok@incokunde.dk');
  });

  it('adds a line; the same product and unit adds up; another unit is another line', async () => {
    const { productId, units: [u1, u2] } = await productWithTwoUnits();
    const amountOf = (u: { weighed: boolean }, n: number) => (u.weighed ? n + 0.5 : n);
    const first = await ok(await addLine(kok, { productId, unit: u1!.code, amount: amountOf(u1!, 2) }), (v) => ShoppingListSchema.parse(v));
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({ productId, unit: u1!.code, amount: amountOf(u1!, 2), origin: Origin.ListSearch, unitDescription: u1!.description });
    expect(first.lines[0]!.name).not.toBe('');
    const again = await ok(await addLine(kok, { productId, unit: u1!.code, amount: 3 }), (v) => ShoppingListSchema.parse(v));
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]!.amount).toBe(amountOf(u1!, 2) + 3);
    expect(again.itemCount).toBe(1);
    expect(again.id).toBe(first.id);
    const two = await ok(await addLine(kok, { productId, unit: u2!.code, amount: 1 }), (v) => ShoppingListSchema.parse(v));
    expect(two.lines.map((l) => l.unit)).toEqual([u1!.code, u2!.code]);
    expect(two.lines[1]!.unitDescription).toBe(u2!.description);
  });

  it('weighed units take two decimals; other units whole numbers (the basket\'s rule)', async () => {
    const w = await findOrderable(ctx.db, '3001', { weighed: true });
    const list = await ok(await addLine(kok, { productId: w.id, unit: w.unit, amount: 1.25 }), (v) => ShoppingListSchema.parse(v));
    expect(list.lines.find((l) => l.productId === w.id)!.amount).toBe(1.25);
    const added = await ok(await addLine(kok, { productId: w.id, unit: w.unit, amount: 0.1 }), (v) => ShoppingListSchema.parse(v));
    expect(added.lines.find((l) => l.productId === w.id)!.amount).toBe(1.35);
    await refused(await addLine(kok, { productId: w.id, unit: w.unit, amount: 1.255 }), 400, 'InvalidAmount');
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await addLine(kok, { productId: p.id, unit: p.unit, amount: 1.5 }), 400, 'InvalidAmount');
    await refused(await addLine(kok, { productId: p.id, unit: p.unit, amount: 0 }), 400, 'ValidationError');
    await refused(await addLine(kok, { productId: p.id, unit: p.unit, amount: 10_000 }), 400, 'ValidationError');
    expect(await watch.check()).toEqual([]);
  });

  it('a sum past the largest amount is 400 and the line keeps its amount', async () => {
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    await ok(await addLine(kok, { productId: p.id, unit: p.unit, amount: 9999 }), (v) => v);
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await addLine(kok, { productId: p.id, unit: p.unit, amount: 1 }), 400, 'InvalidAmount');
    expect(await watch.check()).toEqual([]);
  });

  it('a product outside the department\'s assortment is 404; a unit the product lacks is 400; nothing changes', async () => {
    const foreign = await findNotInAssortment(ctx.db, '3001');
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    await current(kok);
    const watch = await ChangeWatch.start(ctx.db);
    const body = await refused(await addLine(kok, { productId: foreign!.id, unit: 'STK', amount: 1 }), 404, 'UnknownProduct');
    expect(body.message).toBe(da.notInAssortment); // §8 'Not in assortment'
    await refused(await addLine(kok, { productId: p.id, unit: 'XYZ', amount: 1 }), 400, 'InvalidUnit');
    await refused(await addLine(kok, { productId: '99999999', unit: 'STK', amount: 1 }), 404, 'UnknownProduct');
    expect(await watch.check()).toEqual([]);
  });

  it('missing food info does not block a shopping list (§5, §6)', async () => {
    const missing = await findMissingFoodInfo(ctx.db, '3001');
    expect(missing, 'the seed has a product in 3001 that requires food info and has none').not.toBeNull();
    const [unit] = await unitsOf(ctx.db, missing!.id);
    const amount = unit!.weighed ? 1.5 : 2;
    const list = await ok(await addLine(kok, { productId: missing!.id, unit: unit!.code, amount }), (v) => ShoppingListSchema.parse(v));
    expect(list.lines.find((l) => l.productId === missing!.id)).toMatchObject({ unit: unit!.code, amount });
  });

  it('addlines adds several and merges repeats; one bad item adds nothing', async () => {
    const a = await findOrderable(ctx.db, '3001', { weighed: false });
    const b = await findOrderable(ctx.db, '3001', { weighed: false, notIn: [a.id] });
    const list = await ok(await addLines(kok, [{ productId: a.id, unit: a.unit, amount: 1 }, { productId: b.id, unit: b.unit, amount: 2 }, { productId: a.id, unit: a.unit, amount: 4 }]), (v) => ShoppingListSchema.parse(v));
    expect(list.lines.map((l) => [l.productId, l.amount])).toEqual([[a.id, 5], [b.id, 2]]);
    const foreign = await findNotInAssortment(ctx.db, '3001');
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await addLines(kok, [{ productId: a.id, unit: a.unit, amount: 1 }, { productId: foreign!.id, unit: 'STK', amount: 1 }]), 404, 'UnknownProduct');
    await refused(await addLines(kok, [{ productId: a.id, unit: a.unit, amount: 1 }, { productId: b.id, unit: b.unit, amount: 1.5 }]), 400, 'InvalidAmount');
    await refused(await addLines(kok, [{ productId: a.id, unit: a.unit, amount: 9995 }]), 400, 'InvalidAmount');
    await refused(await addLines(kok, []), 400, 'ValidationError');
    const tooMany = Array.from({ length: MAX_SHOPPING_LIST_ADD_LINES + 1 }, () => ({ productId: a.id, unit: a.unit, amount: 1 }));
    await refused(await addLines(kok, tooMany), 400, 'ValidationError');
    expect(await watch.check()).toEqual([]);
    expect((await current(kok)).lines.map((l) => [l.productId, l.amount])).toEqual([[a.id, 5], [b.id, 2]]);
  });

  it(`a list holds at most ${MAX_SHOPPING_LIST_LINES} lines (409, nothing added)`, async () => {
    const list = await current(kok);
    const combos = await ctx.db
      .select({ productId: t.productUnits.productId, unit: t.productUnits.code, weighed: t.productUnits.weighed })
      .from(t.productUnits)
      .innerJoin(t.assortment, and(eq(t.assortment.productId, t.productUnits.productId), eq(t.assortment.departmentCode, '3001')))
      .orderBy(t.productUnits.productId, t.productUnits.code)
      .limit(MAX_SHOPPING_LIST_LINES + 1);
    expect(combos, 'the test seed has enough product units in 3001').toHaveLength(MAX_SHOPPING_LIST_LINES + 1);
    const last = combos.pop()!;
    await ctx.db.insert(t.shoppingListLines).values(combos.map((c) => ({ listId: list.id, productId: c.productId, unit: c.unit, amount: '1.00' })));
    const watch = await ChangeWatch.start(ctx.db);
    const body = await refused(await addLine(kok, { productId: last.productId, unit: last.unit, amount: 1 }), 409, 'TooManyLines');
    expect(body.message).toBe(daShoppingListServer.tooManyLines(MAX_SHOPPING_LIST_LINES));
    expect(await watch.check()).toEqual([]);
    // Onto an existing line is no new line: allowed.
    const merged = await ok(await addLine(kok, { productId: combos[0]!.productId, unit: combos[0]!.unit, amount: 1 }), (v) => ShoppingListSchema.parse(v));
    expect(merged.itemCount).toBe(MAX_SHOPPING_LIST_LINES);
  });
});

describe('editing (PUT updateline?lineId, DELETE ?lineId, PUT \'\')', () => {
  let list: ShoppingList;
  beforeEach(async () => {
    await clearCurrent('kok@incokunde.dk');
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    list = await ok(await addLine(kok, { productId: p.id, unit: p.unit, amount: 2 }), (v) => ShoppingListSchema.parse(v));
  });

  it('changes a line\'s amount and unit; a unit the product already has a line in merges', async () => {
    const line = list.lines[0]!;
    const changed = await ok(await ctx.send('PUT', `${BASE}/updateline?lineId=${line.id}`, { amount: 7 }, kok), (v) => ShoppingListSchema.parse(v));
    expect(changed.lines[0]).toMatchObject({ id: line.id, amount: 7, unit: line.unit });
    const { productId, units: [u1, u2] } = await productWithTwoUnits();
    const a = await ok(await addLine(kok, { productId, unit: u1!.code, amount: 2 }), (v) => ShoppingListSchema.parse(v));
    const lineA = a.lines.find((l) => l.productId === productId)!;
    const moved = await ok(await ctx.send('PUT', `${BASE}/updateline?lineId=${lineA.id}`, { amount: 3, unit: u2!.code }, kok), (v) => ShoppingListSchema.parse(v));
    expect(moved.lines.find((l) => l.id === lineA.id)).toMatchObject({ unit: u2!.code, amount: 3, unitDescription: u2!.description });
    const b = await ok(await addLine(kok, { productId, unit: u1!.code, amount: 4 }), (v) => ShoppingListSchema.parse(v));
    const lineB = b.lines.find((l) => l.productId === productId && l.unit === u1!.code)!;
    const merged = await ok(await ctx.send('PUT', `${BASE}/updateline?lineId=${lineB.id}`, { amount: 1, unit: u2!.code }, kok), (v) => ShoppingListSchema.parse(v));
    expect(merged.lines.filter((l) => l.productId === productId)).toEqual([expect.objectContaining({ id: lineA.id, unit: u2!.code, amount: 4 })]);
  });

  it('refuses a bad amount, an unknown unit, a bad or unknown lineId; nothing changes', async () => {
    const line = list.lines[0]!;
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=${line.id}`, { amount: 1.5 }, kok), 400, 'InvalidAmount');
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=${line.id}`, { amount: 1, unit: 'XYZ' }, kok), 400, 'InvalidUnit');
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=abc`, { amount: 1 }, kok), 400, 'ValidationError');
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=2147483647`, { amount: 1 }, kok), 404, 'NotFound');
    await refused(await ctx.send('DELETE', `${BASE}?lineId=2147483647`, undefined, kok), 404, 'NotFound');
    await refused(await ctx.send('DELETE', `${BASE}`, undefined, kok), 400, 'ValidationError');
    expect(await watch.check()).toEqual([]);
  });

  it('removes a line', async () => {
    const removed = await ok(await ctx.send('DELETE', `${BASE}?lineId=${list.lines[0]!.id}`, undefined, kok), (v) => ShoppingListSchema.parse(v));
    expect(removed).toMatchObject({ id: list.id, itemCount: 0, lines: [] });
  });

  it('saves the name and comment of the current list (trimmed)', async () => {
    const saved = await ok(await ctx.send('PUT', BASE, { id: list.id, name: ' Mandag ', comment: 'Til kantinen\nog køkkenet' }, kok), (v) => ShoppingListSchema.parse(v));
    expect(saved).toMatchObject({ id: list.id, name: 'Mandag', comment: 'Til kantinen\nog køkkenet', itemCount: 1 });
    await refused(await ctx.send('PUT', BASE, { id: list.id, name: 'x'.repeat(81), comment: '' }, kok), 400, 'TextTooLong');
  });

  it("another user's list and line (same department) are 404 and nothing changes", async () => {
    const line = list.lines[0]!;
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await ctx.send('PUT', BASE, { id: list.id, name: 'Fremmed', comment: '' }, souschef), 404, 'NotFound');
    await refused(await ctx.post(`${BASE}/send`, { id: list.id }, souschef), 404, 'NotFound');
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=${line.id}`, { amount: 9 }, souschef), 404, 'NotFound');
    await refused(await ctx.send('DELETE', `${BASE}?lineId=${line.id}`, undefined, souschef), 404, 'NotFound');
    const page = await ok(await ctx.get(`${BASE}/`, souschef), (v) => ShoppingListsPageSchema.parse(v));
    expect(page.lists.map((l) => l.id)).not.toContain(list.id);
    expect(await watch.check()).toEqual([]);
    expect((await current(kok)).lines[0]).toMatchObject({ id: line.id, amount: line.amount });
  });
});

describe('sending (POST send)', () => {
  it('an empty list cannot be sent (409)', async () => {
    await clearCurrent('kok@incokunde.dk');
    const list = await current(kok);
    const body = await refused(await ctx.post(`${BASE}/send`, { id: list.id }, kok), 409, 'ShoppingListEmpty');
    expect(body.message).toBe(daShoppingListServer.emptyList);
  });

  it('sends: read-only with its timestamp, a new empty current list; without an admin no mail is enqueued', async () => {
    await clearCurrent('kok@incokunde.dk');
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    const list = await ok(await addLine(kok, { productId: p.id, unit: p.unit, amount: 3 }), (v) => ShoppingListSchema.parse(v));
    const mailsBefore = await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'shopping-list-sent'));
    const answer = await ok(await ctx.post(`${BASE}/send`, { id: list.id }, kok), (v) => SendShoppingListAnswerSchema.parse(v));
    expect(answer.sent).toMatchObject({ id: list.id, sentAt: ctx.clock.now().toISOString(), sentBy: 'Ivan Inco', itemCount: 1 });
    expect(answer.current).toMatchObject({ sentAt: null, itemCount: 0, lines: [] });
    expect(answer.current.id).not.toBe(list.id);
    expect((await current(kok)).id).toBe(answer.current.id);
    const mailsAfter = await ctx.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox).where(eq(t.mailOutbox.kind, 'shopping-list-sent'));
    expect(mailsAfter).toHaveLength(mailsBefore.length);

    // Read-only from now on: 409, nothing changes.
    const line = answer.sent.lines[0]!;
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await ctx.send('PUT', BASE, { id: list.id, name: 'Efter', comment: '' }, kok), 409, 'ShoppingListSent');
    await refused(await ctx.post(`${BASE}/send`, { id: list.id }, kok), 409, 'ShoppingListSent');
    await refused(await ctx.send('PUT', `${BASE}/updateline?lineId=${line.id}`, { amount: 5 }, kok), 409, 'ShoppingListSent');
    await refused(await ctx.send('DELETE', `${BASE}?lineId=${line.id}`, undefined, kok), 409, 'ShoppingListSent');
    expect(await watch.check()).toEqual([]);

    // Among the sent lists, newest sent first, after the current one.
    const page = await ok(await ctx.get(`${BASE}/`, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(page.lists.slice(0, 2).map((l) => l.id)).toEqual([answer.current.id, list.id]);
  });

  it("the department's admins get a mail with the list (outbox)", async () => {
    const sousId = await userId('souschef@incokunde.dk');
    await ctx.db.update(t.users).set({ isAdmin: true }).where(eq(t.users.id, sousId));
    try {
      await clearCurrent('kok@incokunde.dk');
      const p = await findOrderable(ctx.db, '3001', { weighed: false });
      const list = await ok(await addLine(kok, { productId: p.id, unit: p.unit, amount: 4 }), (v) => ShoppingListSchema.parse(v));
      await ok(await ctx.send('PUT', BASE, { id: list.id, name: 'Fredag', comment: 'Husk kaffen' }, kok), (v) => v);
      await ok(await ctx.post(`${BASE}/send`, { id: list.id }, kok), (v) => SendShoppingListAnswerSchema.parse(v));
      const mails = await ctx.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.dedupeKey, `shopping-list-sent:${list.id}:souschef@incokunde.dk`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'shopping-list-sent', toAddress: 'souschef@incokunde.dk' });
      expect(mails[0]!.subject).toBe(daShoppingListServer.mailSubject('Ivan Inco', 'Inco Kunde ApS'));
      for (const part of ['Fredag', 'Husk kaffen', p.id, p.name]) expect(mails[0]!.textBody).toContain(part);
    } finally {
      await ctx.db.update(t.users).set({ isAdmin: false }).where(eq(t.users.id, sousId));
    }
  });
});

describe('paging', () => {
  it('take and skip page the lists; total counts them all', async () => {
    const all = await ok(await ctx.get(`${BASE}/?take=50`, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.lists).toHaveLength(all.total);
    const second = await ok(await ctx.get(`${BASE}/?take=1&skip=1`, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(second.total).toBe(all.total);
    expect(second.lists.map((l) => l.id)).toEqual([all.lists[1]!.id]);
    const past = await ok(await ctx.get(`${BASE}?skip=${all.total}`, kok), (v) => ShoppingListsPageSchema.parse(v));
    expect(past).toEqual({ lists: [], total: all.total });
    const sentTimes = all.lists.slice(1).map((l) => l.sentAt!);
    expect([...sentTimes].sort().reverse()).toEqual(sentTimes);
  });
});

describe('who may use the lists (§1, §3 cart type 1, §6)', () => {
  it.each([
    ['kok@kantinen.dk', 403, 'ShoppingListsNotOnThisSite'],
    ['kok@ffkunde.dk', 403, 'ShoppingListsNotOnThisSite'],
    ['indkob@kommune.dk', 403, 'PunchOut'],
  ])('%s: %i %s on every call, nothing changes', async (email, status, error) => {
    const cookie = await ctx.login(email);
    const p = await findOrderable(ctx.db, '1001', { weighed: false });
    const watch = await ChangeWatch.start(ctx.db);
    await refused(await ctx.get(`${BASE}/`, cookie), status, error);
    await refused(await ctx.get(`${BASE}/null`, cookie), status, error);
    await refused(await addLine(cookie, { productId: p.id, unit: p.unit, amount: 1 }), status, error);
    await refused(await addLines(cookie, [{ productId: p.id, unit: p.unit, amount: 1 }]), status, error);
    expect(await watch.check()).toEqual([]);
  });

  it('an inco user with the basket (cart type 0) reads his lists, changes answer 409', async () => {
    const sousId = await userId('souschef@incokunde.dk');
    await ctx.db.update(t.users).set({ cartType: 0 }).where(eq(t.users.id, sousId));
    try {
      const list = await current(souschef);
      const p = await findOrderable(ctx.db, '3001', { weighed: false });
      const watch = await ChangeWatch.start(ctx.db);
      const body = await refused(await addLine(souschef, { productId: p.id, unit: p.unit, amount: 1 }), 409, 'NotShoppingListCart');
      expect(body.message).toBe(daShoppingListServer.notShoppingListCart);
      await refused(await ctx.send('PUT', BASE, { id: list.id, name: 'x', comment: '' }, souschef), 409, 'NotShoppingListCart');
      await refused(await ctx.post(`${BASE}/send`, { id: list.id }, souschef), 409, 'NotShoppingListCart');
      expect(await watch.check()).toEqual([]);
    } finally {
      await ctx.db.update(t.users).set({ cartType: 1 }).where(eq(t.users.id, sousId));
    }
  });

  it('every call needs a session (401)', async () => {
    for (const [method, path] of [['GET', `${BASE}/`], ['GET', BASE], ['GET', `${BASE}/null`], ['PUT', BASE], ['POST', `${BASE}/send`], ['POST', `${BASE}/addline`], ['POST', `${BASE}/addlines`], ['PUT', `${BASE}/updateline?lineId=1`], ['DELETE', `${BASE}?lineId=1`]] as const) {
      await refused(await ctx.send(method, path, method === 'GET' ? undefined : {}), 401, 'MissingSession');
    }
  });
});

describe('the basket in shopping-list mode (issue 22 point 4)', () => {
  it('POST /api/order/addtoorder answers 409 pointing to the shopping list and adds nothing', async () => {
    const p = await findOrderable(ctx.db, '3001', { weighed: false });
    const before = await basketLineCount(ctx.db);
    const body = await refused(await ctx.post('/api/order/addtoorder', [{ origin: Origin.ListSearch, productId: p.id, unit: p.unit, amount: 1, expiryProduct: false }], kok), 409, 'ShoppingListMode');
    expect(body.message).toBe(daShoppingListServer.basketRefused);
    expect(await basketLineCount(ctx.db)).toBe(before);
    const [n] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.baskets).innerJoin(t.users, eq(t.users.id, t.baskets.userId)).where(eq(t.users.email, 'kok@incokunde.dk'));
    expect(Number(n?.n ?? 0)).toBe(0);
  });
});
