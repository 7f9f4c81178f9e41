// /api/favoritelists on the seeded database (PGlite by default, PostgreSQL with DATABASE_URL): every
// endpoint's happy path and validation, ownership and sharing (kok and souschef share customer 500101,
// kok@ffkunde.dk is another customer, admin@grossist.dk an admin of 500101), PIN locks and the lock-out.
import zlib from 'node:zlib';
import { daFavoriteLists } from '../../core/texts/da-favorite-lists.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { da } from '../../core/index.js';
import { FavoriteListChangeSchema, FavoriteListDetailSchema, FavoriteListSchema, FavoriteListsSchema, MAX_HISTORY_PRODUCTS, PinResultSchema, ProductFavoriteListsSchema, ReplaceObsoleteResultSchema, StandardUnitAllResultSchema, type FavoriteList } from '../../core/schemas/favorite-list.js';
import { CatalogueWireSchema, decodeCatalogue } from '../../core/schemas/catalogue.js';
import * as t from '../db/schema.js';
import { mostBought } from '../favorite-lists/history.js';
import { assertSamePin, checkPin, PIN_FREE_ATTEMPTS, pinLockMs } from '../favorite-lists/pin-lock.js';
import { findNotInAssortment } from '../test-support/fixtures.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';
import { daServer, pinLockedOutText } from '../../core/texts/da-server.js';

const BASE = '/api/favoritelists';

let ctx: TestContext;
let kok: string;
let souschef: string;
let ff: string;
let admin: string;
/** Products of department 1001's assortment, in id order (kok, souschef and admin share it). */
let assortment: string[];
/** A product of 1001 with at least two units, and those units. */
let multiUnit: { productId: string; units: string[]; defaultUnit: string };

beforeAll(async () => {
  // More products than the default 400, so a purchase history can exceed the 500-product cap.
  ctx = await createTestContext({ products: 600 });
  await relogin();
  assortment = (await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1001')).orderBy(asc(t.assortment.productId))).map((r) => r.id);
  const units = await ctx.db.select().from(t.productUnits).where(inArray(t.productUnits.productId, assortment)).orderBy(asc(t.productUnits.productId), asc(t.productUnits.sortOrder));
  const byProduct = new Map<string, typeof units>();
  for (const u of units) byProduct.set(u.productId, [...(byProduct.get(u.productId) ?? []), u]);
  const [productId, rows] = [...byProduct].find(([, us]) => us.length >= 2)!;
  multiUnit = { productId, units: rows.map((u) => u.code), defaultUnit: rows.find((u) => u.isDefault)?.code ?? rows[0]!.code };
});
afterAll(async () => {
  await ctx?.close();
});

// --- helpers ---

/** New sessions after the test clock jumped past the idle expiry. */
async function relogin(): Promise<void> {
  [kok, souschef, ff, admin] = await Promise.all([
    ctx.login('kok@kantinen.dk'),
    ctx.login('souschef@kantinen.dk'),
    ctx.login('kok@ffkunde.dk'),
    ctx.login('admin@grossist.dk'),
  ]);
}

async function body<T>(res: Response, schema: { parse(v: unknown): T }): Promise<T> {
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${res.status} ${text}`);
  return schema.parse(JSON.parse(text));
}

async function error(res: Response): Promise<{ status: number; error: string; message: string; retryAfterSeconds?: number; attemptsLeft?: number }> {
  const answer = (await res.json()) as { error: string; message: string; retryAfterSeconds?: number; attemptsLeft?: number };
  return { status: res.status, ...answer };
}

async function listsOf(cookie: string): Promise<FavoriteList[]> {
  return body(await ctx.get(BASE, cookie), FavoriteListsSchema);
}

async function create(cookie: string, payload: Record<string, unknown>): Promise<FavoriteList> {
  const res = await ctx.post(BASE, payload, cookie);
  expect(res.status).toBe(201);
  return body(res, FavoriteListSchema);
}

async function detail(cookie: string, id: number) {
  return body(await ctx.get(`${BASE}/get?id=${id}`, cookie), FavoriteListDetailSchema);
}

async function add(cookie: string, id: number, productId: string, extra: Record<string, unknown> = {}) {
  return ctx.post(`${BASE}/addproduct`, { id, productId, ...extra }, cookie);
}

async function listIdByName(name: string): Promise<number> {
  const [row] = await ctx.db.select({ id: t.favoriteLists.id }).from(t.favoriteLists).where(eq(t.favoriteLists.name, name));
  return row!.id;
}

/** Every list and item as stored: "nothing changed" compares two of these. */
async function snapshot() {
  const lists = await ctx.db.select().from(t.favoriteLists).orderBy(asc(t.favoriteLists.id));
  const items = await ctx.db.select().from(t.favoriteListItems).orderBy(asc(t.favoriteListItems.listId), asc(t.favoriteListItems.productId));
  return { lists, items };
}

function notOnAnyList(n: number, exclude: string[] = []): Promise<string[]> {
  return ctx.db.select({ productId: t.favoriteListItems.productId }).from(t.favoriteListItems).then((rows) => {
    const taken = new Set([...rows.map((r) => r.productId), ...exclude]);
    return assortment.filter((id) => !taken.has(id)).slice(0, n);
  });
}

async function failedCountOf(id: number): Promise<number> {
  const [row] = await ctx.db.select({ n: t.favoriteLists.failedCount }).from(t.favoriteLists).where(eq(t.favoriteLists.id, id));
  return row!.n;
}

/** A fresh locked list of kok with the given PIN. */
async function lockedList(name: string, pin: string, shared = true): Promise<FavoriteList> {
  const list = await create(kok, { listName: name, shared });
  const res = await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin }, kok);
  expect(res.status).toBe(200);
  return list;
}

// --- tests ---

describe('routing', () => {
  it('answers an unknown path under /api/favoritelists with the JSON 404', async () => {
    expect(await error(await ctx.get(`${BASE}/nothing/here`, kok))).toMatchObject({ status: 404, error: 'NotFound', message: daServer.notFound });
  });
});

describe('sessions', () => {
  it('answers 401 MissingSession without a session, for reads and writes', async () => {
    for (const res of [await ctx.get(BASE), await ctx.post(BASE, { listName: 'x' }), await ctx.send('DELETE', `${BASE}/1`)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'MissingSession' });
    }
  });
});

describe('GET /api/favoritelists', () => {
  it('lists own lists first, then the shared lists of colleagues of the same customer, with item counts and product ids', async () => {
    const mine = await listsOf(kok);
    expect(mine.map((l) => [l.n, l.mine, l.shared, l.x, l.amount])).toEqual([
      ['Faste varer', true, false, false, 40],
      ['Køkkenets basisvarer', true, true, false, 15],
    ]);
    expect(mine.every((l) => l.l.length === l.amount)).toBe(true);
    const theirs = await listsOf(souschef);
    expect(theirs.map((l) => [l.n, l.mine])).toEqual([['Køkkenets basisvarer', false]]);
    expect(await listsOf(ff)).toEqual([]);
  });
});

describe('POST /api/favoritelists (create)', () => {
  it('creates a list owned by the user, the name trimmed (§5); a shared one shows for the sous-chef, never for another customer', async () => {
    const own = await create(kok, { listName: '  Fredagsbar  ', shared: false });
    expect(own).toMatchObject({ n: 'Fredagsbar', x: false, amount: 0, l: [], shared: false, sharedWithChains: false, mine: true, sorting: 0 });
    const shared = await create(kok, { listName: 'Æbleskiver til jul', shared: true });
    expect((await listsOf(kok)).map((l) => l.n)).toEqual(['Faste varer', 'Fredagsbar', 'Køkkenets basisvarer', 'Æbleskiver til jul']);
    expect((await listsOf(souschef)).map((l) => l.n)).toEqual(['Køkkenets basisvarer', 'Æbleskiver til jul']);
    expect((await listsOf(ff)).map((l) => l.i)).not.toContain(shared.i);
    const [row] = await ctx.db.select().from(t.favoriteLists).where(eq(t.favoriteLists.id, own.i));
    expect(row).toMatchObject({ customerNo: '500101', name: 'Fredagsbar' });
  });

  it.each([
    [{ listName: '   ' }, 'InvalidListName', daFavoriteLists.listNameInvalid],
    [{ listName: '' }, 'InvalidListName', daFavoriteLists.listNameInvalid],
    [{ listName: 'x'.repeat(101) }, 'InvalidListName', daFavoriteLists.listNameInvalid],
    [{}, 'ValidationError', da.validationFailed],
    [{ listName: 5 }, 'ValidationError', da.validationFailed],
    [{ listName: 'Liste', shared: 'ja' }, 'ValidationError', da.validationFailed],
    [{ listName: 'Liste', from: '2025-01-01' }, 'ValidationError', da.validationFailed],
    [{ listName: 'Liste', to: '2025-01-01' }, 'ValidationError', da.validationFailed],
    [{ listName: 'Liste', from: '2025-02-30', to: '2025-03-01' }, 'ValidationError', da.validationFailed],
  ])('refuses %j with 400 %s and creates nothing', async (payload, code, message) => {
    const before = await snapshot();
    const res = await ctx.post(BASE, payload, kok);
    expect(await error(res)).toMatchObject({ status: 400, error: code, message });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only admins share with chains (§5): 403 for kok and nothing is created; 201 for the admin', async () => {
    const before = await snapshot();
    expect(await error(await ctx.post(BASE, { listName: 'Kæden', sharedWithChains: true }, kok))).toMatchObject({ status: 403, error: 'AdminOnly', message: daServer.shareWithChainsAdminOnly });
    expect(await snapshot()).toEqual(before);
    const list = await create(admin, { listName: 'Kædens sortiment', shared: true, sharedWithChains: true });
    expect(list).toMatchObject({ sharedWithChains: true, shared: true, mine: true });
    // The admin is a colleague of kok (customer 500101): kok sees the shared list, but not as owner.
    expect((await listsOf(kok)).find((l) => l.i === list.i)).toMatchObject({ mine: false });
  });

  it('a user has at most 100 lists (409, nothing created)', async () => {
    const [owner] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kok@udenpriser.dk'));
    const cookie = await ctx.login('kok@udenpriser.dk');
    await ctx.db.insert(t.favoriteLists).values(Array.from({ length: 99 }, (_, i) => ({ ownerUserId: owner!.id, customerNo: '500102', name: `Liste ${i}` })));
    expect((await ctx.post(BASE, { listName: 'Nr. 100' }, cookie)).status).toBe(201);
    const before = await snapshot();
    expect(await error(await ctx.post(BASE, { listName: 'Nr. 101' }, cookie))).toMatchObject({ status: 409, error: 'TooManyLists', message: daServer.tooManyLists(100) });
    expect(await snapshot()).toEqual(before);
    await ctx.db.delete(t.favoriteLists).where(eq(t.favoriteLists.ownerUserId, owner!.id));
  });

  it('refuses JSON that is not JSON with 400 and the generic text, never 500', async () => {
    const res = await ctx.app.request(BASE, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: kok }, body: '{"listName": "a' });
    expect(await error(res)).toMatchObject({ status: 400, error: 'BadRequest' });
  });
});

describe('purchase history lists (§5: a date range, at most 500 products, most bought first)', () => {
  /** The expected order, computed here straight from the rows: lines desc, total desc, id. */
  async function expectedHistory(customerNo: string, dept: string, from: string, to: string): Promise<string[]> {
    const rows = await ctx.db
      .select({ productId: t.purchaseHistory.productId, amount: t.purchaseHistory.amount, orderedOn: t.purchaseHistory.orderedOn })
      .from(t.purchaseHistory)
      .where(eq(t.purchaseHistory.customerNo, customerNo));
    const inDept = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, dept))).map((r) => r.id));
    const stats = new Map<string, { lines: number; total: number }>();
    for (const r of rows) {
      if (r.orderedOn < from || r.orderedOn > to || !inDept.has(r.productId)) continue;
      const s = stats.get(r.productId) ?? { lines: 0, total: 0 };
      s.lines += 1;
      s.total += Math.round(Number(r.amount) * 100);
      stats.set(r.productId, s);
    }
    return [...stats].sort(([a, x], [b, y]) => y.lines - x.lines || y.total - x.total || (a < b ? -1 : a > b ? 1 : 0)).map(([id]) => id).slice(0, MAX_HISTORY_PRODUCTS);
  }

  it('fromhistory makes a list of the customer\'s most bought products in the range', async () => {
    const res = await ctx.post(`${BASE}/fromhistory`, { listName: 'Forår', shared: true, from: '2025-01-01', to: '2025-05-31' }, kok);
    const list = await body(res, FavoriteListSchema);
    expect(res.status).toBe(201);
    const expected = await expectedHistory('500101', '1001', '2025-01-01', '2025-05-31');
    expect(expected.length).toBeGreaterThan(50);
    expect(list.l).toEqual(expected);
    expect(list).toMatchObject({ n: 'Forår', shared: true, amount: expected.length });
    const items = (await detail(kok, list.i)).items;
    expect(items.map((i) => i.sortOrder)).toEqual(expected.map((_, i) => i));
    // The standard unit is the unit ordered most, when it is not the default (seeded orders use the default).
    expect(items.every((i) => i.stdUnit === null)).toBe(true);
  });

  it('POST /api/favoritelists with from and to does the same; another customer gets their own history', async () => {
    const list = await create(ff, { listName: 'Hele året', from: '2024-06-01', to: '2025-06-04' });
    expect(list.l).toEqual(await expectedHistory('800401', '4001', '2024-06-01', '2025-06-04'));
  });

  it('takes at most 500 products, most bought first (the cap and the order on their own)', async () => {
    const all = await mostBought(ctx.db, { customerNo: '500101', departmentCode: '1001' }, '2000-01-01', '2030-12-31', 10_000);
    const expected = await expectedHistory('500101', '1001', '2000-01-01', '2030-12-31');
    expect(all.map((i) => i.productId)).toEqual(expected);
    expect(all.length).toBeLessThanOrEqual(MAX_HISTORY_PRODUCTS);
    const ten = await mostBought(ctx.db, { customerNo: '500101', departmentCode: '1001' }, '2000-01-01', '2030-12-31', 10);
    expect(ten.map((i) => i.productId)).toEqual(expected.slice(0, 10));
    expect(MAX_HISTORY_PRODUCTS).toBe(500);
  });

  it('caps a history of more than 500 products at the 500 most bought', async () => {
    // 520 distinct products ordered once each on one day, product k in amount k: the 500 largest win.
    const products = (await ctx.db.select({ id: t.products.id }).from(t.products).orderBy(asc(t.products.id))).map((r) => r.id);
    const extra = products.slice(0, 520);
    expect(extra.length).toBe(520);
    await ctx.db.insert(t.assortment).values(extra.map((productId) => ({ departmentCode: '1002', productId }))).onConflictDoNothing();
    await ctx.db.insert(t.purchaseHistory).values(extra.map((productId, k) => ({ customerNo: '500102', productId, orderedOn: '2020-03-03', unit: 'STK', amount: String(k + 1) })));
    const other = await ctx.login('kok@udenco2.dk'); // department 1002, customer 500102
    const list = await body(await ctx.post(`${BASE}/fromhistory`, { listName: 'Marts 2020', from: '2020-03-01', to: '2020-03-31' }, other), FavoriteListSchema);
    expect(list.amount).toBe(500);
    expect(list.l).toEqual([...extra].reverse().slice(0, 500));
  });

  it.each([
    [{ listName: 'x', from: '2025-05-01', to: '2025-04-01' }, 400, 'InvalidDateSpan', daFavoriteLists.listDateOrder],
    [{ listName: 'x', from: '2025-05-01' }, 400, 'ValidationError', da.validationFailed],
    [{ listName: ' ', from: '2025-01-01', to: '2025-02-01' }, 400, 'InvalidListName', daFavoriteLists.listNameInvalid],
    [{ listName: 'Tom', from: '1999-01-01', to: '1999-12-31' }, 409, 'NoPurchases', daServer.historyEmpty],
    [{ listName: 'x', from: '2025-01-01', to: '2025-02-01', sharedWithChains: true }, 403, 'AdminOnly', daServer.shareWithChainsAdminOnly],
  ])('refuses %j (%i %s) and creates nothing', async (payload, status, code, message) => {
    const before = await snapshot();
    expect(await error(await ctx.post(`${BASE}/fromhistory`, payload, kok))).toMatchObject({ status, error: code, message });
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/favoritelists/get?id', () => {
  it('gives the owner and the colleagues of a shared list its items; 404 for a private or foreign list', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const faste = await listIdByName('Faste varer');
    const own = await detail(kok, basis);
    expect(own.items).toHaveLength(15);
    expect(own.items.every((i) => i.ownPriority !== null)).toBe(true);
    expect(await detail(souschef, basis)).toEqual({ ...own, mine: false });
    for (const [cookie, id] of [[souschef, faste], [ff, basis], [ff, faste], [kok, 2_000_000]] as const) {
      expect(await error(await ctx.get(`${BASE}/get?id=${id}`, cookie))).toMatchObject({ status: 404, error: 'NotFound' });
    }
  });

  it.each(['', 'abc', '0', '-1', '1.5', '99999999999'])('answers 400 for id=%j', async (id) => {
    expect((await ctx.get(`${BASE}/get?id=${id}`, kok)).status).toBe(400);
  });
});

describe('PUT /api/favoritelists (rename, share)', () => {
  it('renames (trimmed) and shares; the sous-chef sees it once shared', async () => {
    const list = await create(kok, { listName: 'Gammelt navn' });
    const res = await ctx.send('PUT', BASE, { id: list.i, listName: '  Nyt navn ', shared: true }, kok);
    expect(await body(res, FavoriteListSchema)).toMatchObject({ i: list.i, n: 'Nyt navn', shared: true });
    expect((await listsOf(souschef)).map((l) => l.n)).toContain('Nyt navn');
    const unshare = await ctx.send('PUT', BASE, { id: list.i, shared: false }, kok);
    expect(await body(unshare, FavoriteListSchema)).toMatchObject({ n: 'Nyt navn', shared: false });
    expect((await listsOf(souschef)).map((l) => l.n)).not.toContain('Nyt navn');
  });

  it('refuses a colleague (403), another customer (404), a blank name (400), chains for a non-admin (403): nothing changes', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const faste = await listIdByName('Faste varer');
    const cases: [string, Record<string, unknown>, number, string][] = [
      [souschef, { id: basis, listName: 'Sørens nu' }, 403, 'NotListOwner'],
      [souschef, { id: faste, listName: 'Sørens nu' }, 404, 'NotFound'],
      [ff, { id: basis, shared: false }, 404, 'NotFound'],
      [kok, { id: basis, listName: ' \t ' }, 400, 'InvalidListName'],
      [kok, { id: basis, listName: 'Med kæder', sharedWithChains: true }, 403, 'AdminOnly'],
      [kok, { id: 'x' }, 400, 'ValidationError'],
    ];
    for (const [cookie, payload, status, code] of cases) {
      const before = await snapshot();
      expect(await error(await ctx.send('PUT', BASE, payload, cookie)), JSON.stringify(payload)).toMatchObject({ status, error: code });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('lets an admin share their own list with chains and take it back', async () => {
    const list = await create(admin, { listName: 'Admins liste' });
    expect(await body(await ctx.send('PUT', BASE, { id: list.i, sharedWithChains: true }, admin), FavoriteListSchema)).toMatchObject({ sharedWithChains: true });
    expect(await body(await ctx.send('PUT', BASE, { id: list.i, sharedWithChains: false }, admin), FavoriteListSchema)).toMatchObject({ sharedWithChains: false });
  });
});

describe('DELETE /api/favoritelists/{id} and deletefavoritelist?id', () => {
  it('deletes the owner\'s list with its items, by either path', async () => {
    const [p] = await notOnAnyList(1);
    const a = await create(kok, { listName: 'Slet mig' });
    expect((await add(kok, a.i, p!)).status).toBe(200);
    const res = await ctx.send('DELETE', `${BASE}/${a.i}`, undefined, kok);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, id: a.i });
    expect(await ctx.db.select().from(t.favoriteListItems).where(eq(t.favoriteListItems.listId, a.i))).toEqual([]);
    const b = await create(kok, { listName: 'Slet mig også' });
    expect((await ctx.send('DELETE', `${BASE}/deletefavoritelist?id=${b.i}`, {}, kok)).status).toBe(200);
    const names = (await listsOf(kok)).map((l) => l.n);
    expect(names).not.toContain('Slet mig');
    expect(names).not.toContain('Slet mig også');
    expect(await error(await ctx.send('DELETE', `${BASE}/${b.i}`, undefined, kok))).toMatchObject({ status: 404 });
  });

  it('refuses a colleague (403) and another customer (404); nothing is deleted', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const faste = await listIdByName('Faste varer');
    const before = await snapshot();
    expect((await ctx.send('DELETE', `${BASE}/${basis}`, undefined, souschef)).status).toBe(403);
    expect((await ctx.send('DELETE', `${BASE}/deletefavoritelist?id=${basis}`, undefined, souschef)).status).toBe(403);
    expect((await ctx.send('DELETE', `${BASE}/${faste}`, undefined, souschef)).status).toBe(404);
    expect((await ctx.send('DELETE', `${BASE}/${basis}`, undefined, ff)).status).toBe(404);
    expect((await ctx.send('DELETE', `${BASE}/deletefavoritelist?id=${faste}`, undefined, ff)).status).toBe(404);
    expect((await ctx.send('DELETE', `${BASE}/abc`, undefined, kok)).status).toBe(400);
    expect((await ctx.send('DELETE', `${BASE}/deletefavoritelist`, undefined, kok)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST addproduct and DELETE product', () => {
  it('adds at the end of the list (§3 payload, checkoutId -1 by default); adding again changes nothing but a sent unit', async () => {
    const [p, q] = await notOnAnyList(2);
    const list = await create(kok, { listName: 'Tilføj' });
    let change = await body(await add(kok, list.i, p!), FavoriteListChangeSchema);
    expect(change).toMatchObject({ success: true, list: { amount: 1, l: [p] } });
    change = await body(await add(kok, list.i, q!, { stdUnit: null, pin: '', checkoutId: -1 }), FavoriteListChangeSchema);
    expect(change.list.l).toEqual([p, q]);
    change = await body(await add(kok, list.i, p!), FavoriteListChangeSchema);
    expect(change).toMatchObject({ success: true, list: { amount: 2, l: [p, q] } });
    expect((await detail(kok, list.i)).items.map((i) => [i.productId, i.sortOrder])).toEqual([[p, 0], [q, 1]]);
  });

  it('concurrent adds to one list (owner and colleague at once) each get their own place', async () => {
    const products = await notOnAnyList(12);
    const list = await create(kok, { listName: 'Samtidig', shared: true });
    const answers = await Promise.all(products.map((p, i) => add(i % 2 ? kok : souschef, list.i, p)));
    expect(answers.map((r) => r.status)).toEqual(products.map(() => 200));
    const items = (await detail(kok, list.i)).items;
    expect(items.map((i) => i.sortOrder)).toEqual(products.map((_, i) => i));
    expect(new Set(items.map((i) => i.productId))).toEqual(new Set(products));
  });

  it('stores the standard unit of the list when it is one of the product\'s units, else 400', async () => {
    const list = await create(kok, { listName: 'Enheder' });
    const other = multiUnit.units.find((u) => u !== multiUnit.defaultUnit)!;
    await body(await add(kok, list.i, multiUnit.productId, { stdUnit: other }), FavoriteListChangeSchema);
    expect((await detail(kok, list.i)).items[0]).toMatchObject({ productId: multiUnit.productId, stdUnit: other });
    expect(await error(await add(kok, list.i, multiUnit.productId, { stdUnit: 'TØNDE' }))).toMatchObject({ status: 400, error: 'InvalidUnit', message: daServer.unitNotOfProduct });
  });

  it('lets a colleague add to and remove from a shared list', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const [p] = await notOnAnyList(1);
    expect(await body(await add(souschef, basis, p!), FavoriteListChangeSchema)).toMatchObject({ success: true, list: { amount: 16, mine: false } });
    const res = await ctx.send('DELETE', `${BASE}/product`, { id: basis, productId: p }, souschef);
    expect(await body(res, FavoriteListChangeSchema)).toMatchObject({ success: true, list: { amount: 15 } });
  });

  it('removes by body or by query and answers the success flag (false when the product was not on the list)', async () => {
    const [p, q] = await notOnAnyList(2);
    const list = await create(kok, { listName: 'Fjern' });
    await add(kok, list.i, p!);
    await add(kok, list.i, q!);
    expect(await body(await ctx.send('DELETE', `${BASE}/product`, { id: list.i, productId: p }, kok), FavoriteListChangeSchema)).toMatchObject({ success: true, list: { l: [q] } });
    expect(await body(await ctx.send('DELETE', `${BASE}/product`, { id: list.i, productId: p }, kok), FavoriteListChangeSchema)).toMatchObject({ success: false, list: { l: [q] } });
    expect(await body(await ctx.send('DELETE', `${BASE}/product?id=${list.i}&productId=${q}`, undefined, kok), FavoriteListChangeSchema)).toMatchObject({ success: true, list: { l: [] } });
  });

  it('refuses another customer\'s list (404), unknown products (404) and bad payloads (400); nothing changes', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const faste = await listIdByName('Faste varer');
    const [p] = await notOnAnyList(1);
    const onBasis = (await detail(kok, basis)).items[0]!.productId;
    const outside = await findNotInAssortment(ctx.db, '1001');
    const cases: [string, string, string, unknown, number][] = [
      [ff, 'POST', `${BASE}/addproduct`, { id: basis, productId: p }, 404],
      [souschef, 'POST', `${BASE}/addproduct`, { id: faste, productId: p }, 404],
      [kok, 'POST', `${BASE}/addproduct`, { id: basis, productId: outside.id }, 404],
      [kok, 'POST', `${BASE}/addproduct`, { id: basis, productId: '999999999' }, 404],
      [kok, 'POST', `${BASE}/addproduct`, { id: basis }, 400],
      [kok, 'POST', `${BASE}/addproduct`, { id: basis, productId: 'mælk' }, 400],
      [kok, 'POST', `${BASE}/addproduct`, { id: -1, productId: p }, 400],
      [ff, 'DELETE', `${BASE}/product`, { id: basis, productId: onBasis }, 404],
      [ff, 'DELETE', `${BASE}/product?id=${basis}&productId=${onBasis}`, undefined, 404],
      [souschef, 'DELETE', `${BASE}/product`, { id: faste, productId: onBasis }, 404],
      [kok, 'DELETE', `${BASE}/product`, { id: basis }, 400],
      [kok, 'DELETE', `${BASE}/product?id=x&productId=${onBasis}`, undefined, 400],
    ];
    for (const [cookie, method, path, payload, status] of cases) {
      const before = await snapshot();
      const res = await ctx.send(method, path, payload, cookie);
      expect(res.status, `${method} ${path} ${JSON.stringify(payload)}`).toBe(status);
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe('GET productfavoritelists/{productId}', () => {
  it('lists every list the user sees and whether the product is on it', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const onBasis = (await detail(kok, basis)).items[0]!.productId;
    const kokLists = await body(await ctx.get(`${BASE}/productfavoritelists/${onBasis}`, kok), ProductFavoriteListsSchema);
    expect(kokLists.map((l) => l.i)).toEqual((await listsOf(kok)).map((l) => l.i));
    expect(kokLists.find((l) => l.i === basis)).toMatchObject({ l: true, n: 'Køkkenets basisvarer', amount: 15 });
    const sous = await body(await ctx.get(`${BASE}/productfavoritelists/${onBasis}`, souschef), ProductFavoriteListsSchema);
    expect(sous.find((l) => l.i === basis)).toMatchObject({ l: true, mine: false });
    expect(sous.some((l) => l.n === 'Faste varer')).toBe(false);
    const theirs = await body(await ctx.get(`${BASE}/productfavoritelists/${onBasis}`, ff), ProductFavoriteListsSchema);
    expect(theirs.map((l) => l.i)).not.toContain(basis);
    expect(theirs.every((l) => l.mine)).toBe(true);
    expect((await ctx.get(`${BASE}/productfavoritelists/abc`, kok)).status).toBe(400);
  });
});

describe('standard units (§4)', () => {
  it('sets and clears the standard unit of one list; success false when the product is not on it', async () => {
    const list = await create(kok, { listName: 'Standardenhed' });
    await add(kok, list.i, multiUnit.productId);
    const other = multiUnit.units.find((u) => u !== multiUnit.defaultUnit)!;
    expect(await body(await ctx.post(`${BASE}/standardunit`, { id: list.i, productId: multiUnit.productId, stdUnit: other }, kok), FavoriteListChangeSchema)).toMatchObject({ success: true });
    expect((await detail(kok, list.i)).items[0]!.stdUnit).toBe(other);
    expect(await body(await ctx.post(`${BASE}/standardunit`, { id: list.i, productId: multiUnit.productId, stdUnit: null }, kok), FavoriteListChangeSchema)).toMatchObject({ success: true });
    expect((await detail(kok, list.i)).items[0]!.stdUnit).toBeNull();
    const [absent] = await notOnAnyList(1);
    expect(await body(await ctx.post(`${BASE}/standardunit`, { id: list.i, productId: absent, stdUnit: null }, kok), FavoriteListChangeSchema)).toMatchObject({ success: false });
    expect((await ctx.post(`${BASE}/standardunit`, { id: list.i, productId: multiUnit.productId, stdUnit: 'XX' }, kok)).status).toBe(400);
    expect((await ctx.post(`${BASE}/standardunit`, { id: list.i, productId: multiUnit.productId, stdUnit: other }, ff)).status).toBe(404);
  });

  it('standardunit/all sets it on every list the user sees that holds the product, and on no one else\'s', async () => {
    const other = multiUnit.units.find((u) => u !== multiUnit.defaultUnit)!;
    const a = await create(kok, { listName: 'Alle A' });
    const b = await create(kok, { listName: 'Alle B', shared: true });
    const hidden = await create(souschef, { listName: 'Sørens private' });
    for (const [cookie, id] of [[kok, a.i], [kok, b.i], [souschef, hidden.i]] as const) await add(cookie, id, multiUnit.productId);
    const res = await ctx.post(`${BASE}/standardunit/all`, { productId: multiUnit.productId, stdUnit: other }, kok);
    const result = await body(res, StandardUnitAllResultSchema);
    expect(result.success).toBe(true);
    const rows = await ctx.db.select({ listId: t.favoriteListItems.listId, stdUnit: t.favoriteListItems.stdUnit }).from(t.favoriteListItems).where(eq(t.favoriteListItems.productId, multiUnit.productId));
    const unitOf = (id: number) => rows.find((r) => r.listId === id)?.stdUnit;
    expect(unitOf(a.i)).toBe(other);
    expect(unitOf(b.i)).toBe(other);
    expect(unitOf(hidden.i)).toBeNull();
    expect(result.updated).toBe(rows.filter((r) => r.stdUnit === other).length);
    expect((await ctx.post(`${BASE}/standardunit/all`, { productId: multiUnit.productId, stdUnit: 'XX' }, kok)).status).toBe(400);
  });
});

describe('POST sortorder (§6 own priority, list sorting)', () => {
  it('stores the sorting value, own priorities (1-999 or none) and a new product order', async () => {
    const [p, q, r] = await notOnAnyList(3);
    const list = await create(kok, { listName: 'Sortering', shared: true });
    for (const id of [p, q, r]) await add(kok, list.i, id!);
    const res = await ctx.post(`${BASE}/sortorder`, {
      id: list.i,
      sorting: 2,
      priorities: [{ productId: p, ownPriority: 3 }, { productId: q, ownPriority: 1 }, { productId: '123456789', ownPriority: 2 }],
      order: [r, p],
    }, souschef); // a colleague may sort a shared list
    expect(await body(res, FavoriteListChangeSchema)).toMatchObject({ success: true, list: { sorting: 2, l: [r, p, q] } });
    const items = (await detail(kok, list.i)).items;
    expect(items.map((i) => [i.productId, i.ownPriority, i.sortOrder])).toEqual([[r, null, 0], [p, 3, 1], [q, 1, 2]]);
    await ctx.post(`${BASE}/sortorder`, { id: list.i, priorities: [{ productId: p, ownPriority: null }] }, kok);
    expect((await detail(kok, list.i)).items.find((i) => i.productId === p)!.ownPriority).toBeNull();
  });

  it('refuses priorities outside 1-999 (400) and other customers (404); nothing changes', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const onBasis = (await detail(kok, basis)).items[0]!.productId;
    for (const [cookie, payload, status] of [
      [kok, { id: basis, priorities: [{ productId: onBasis, ownPriority: 0 }] }, 400],
      [kok, { id: basis, priorities: [{ productId: onBasis, ownPriority: 1000 }] }, 400],
      [kok, { id: basis, sorting: -1 }, 400],
      [ff, { id: basis, sorting: 2 }, 404],
    ] as const) {
      const before = await snapshot();
      expect((await ctx.post(`${BASE}/sortorder`, payload, cookie)).status).toBe(status);
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe('POST replaceobsolete', () => {
  it('replaces products that have an alternative (§3 t) in place, keeping priority and a valid unit', async () => {
    const [old1, alt1, old2, alt2, keep, old3] = await notOnAnyList(6, [multiUnit.productId]);
    const outside = await findNotInAssortment(ctx.db, '1001');
    const list = await create(kok, { listName: 'Udgåede' });
    for (const id of [old1, keep, old2, alt2, old3]) await add(kok, list.i, id!);
    await ctx.post(`${BASE}/sortorder`, { id: list.i, priorities: [{ productId: old1, ownPriority: 7 }] }, kok);
    await ctx.db.update(t.products).set({ alternativeProductId: alt1 }).where(eq(t.products.id, old1!));
    await ctx.db.update(t.products).set({ alternativeProductId: alt2 }).where(eq(t.products.id, old2!)); // alt2 is on the list already
    await ctx.db.update(t.products).set({ alternativeProductId: outside.id }).where(eq(t.products.id, old3!)); // not orderable: stays
    try {
      const res = await ctx.post(`${BASE}/replaceobsolete`, { id: list.i }, kok);
      const result = await body(res, ReplaceObsoleteResultSchema);
      expect(result.replaced).toEqual([{ from: old1, to: alt1 }, { from: old2, to: alt2 }]);
      expect(result.list.l).toEqual([alt1, keep, alt2, old3]);
      const items = (await detail(kok, list.i)).items;
      expect(items.find((i) => i.productId === alt1)).toMatchObject({ ownPriority: 7, sortOrder: 0 });
      // Nothing left to replace: a second call changes nothing.
      expect((await body(await ctx.post(`${BASE}/replaceobsolete`, { id: list.i }, kok), ReplaceObsoleteResultSchema)).replaced).toEqual([]);
      expect((await ctx.post(`${BASE}/replaceobsolete`, { id: list.i }, ff)).status).toBe(404);
    } finally {
      await ctx.db.update(t.products).set({ alternativeProductId: null }).where(inArray(t.products.id, [old1!, old2!, old3!]));
    }
  });
});

describe('PIN locks (§4, §5)', () => {
  it('locks with a 4-digit PIN, stored hashed and never sent; a locked list refuses changes without the PIN', async () => {
    const [p, q] = await notOnAnyList(2);
    const list = await create(kok, { listName: 'Låst', shared: true });
    await add(kok, list.i, p!);
    const res = await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '4711' }, kok);
    expect(await body(res, PinResultSchema)).toEqual({ success: true, locked: true });
    const [row] = await ctx.db.select().from(t.favoriteLists).where(eq(t.favoriteLists.id, list.i));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain('4711');
    const texts = await Promise.all([ctx.get(BASE, kok), ctx.get(`${BASE}/get?id=${list.i}`, souschef), ctx.get(`${BASE}/productfavoritelists/${p}`, kok)].map(async (r) => (await r).text()));
    for (const text of texts) {
      expect(text).not.toContain('argon2');
      expect(text).not.toContain('4711');
    }
    expect((await listsOf(souschef)).find((l) => l.i === list.i)!.x).toBe(true);

    const before = await snapshot();
    expect(await error(await add(souschef, list.i, q!))).toMatchObject({ status: 403, error: 'PinRequired', message: daServer.pinRequired });
    expect(await error(await add(souschef, list.i, q!, { pin: '1234' }))).toMatchObject({ status: 403, error: 'WrongPin', message: daFavoriteLists.pinWrong, attemptsLeft: 4 });
    expect(await error(await add(souschef, list.i, q!, { pin: '47a1' }))).toMatchObject({ status: 400, error: 'InvalidPin', message: daFavoriteLists.pinInvalid });
    expect(await error(await ctx.send('DELETE', `${BASE}/product`, { id: list.i, productId: p }, souschef))).toMatchObject({ status: 403, error: 'PinRequired' });
    expect(await error(await ctx.post(`${BASE}/replaceobsolete`, { id: list.i }, kok))).toMatchObject({ status: 403, error: 'PinRequired' });
    expect(await error(await ctx.send('DELETE', `${BASE}/${list.i}`, { pin: '0000' }, kok))).toMatchObject({ status: 403, error: 'WrongPin' });
    const after = await snapshot();
    // Nothing changed but the counted wrong guesses (2 so far; the malformed PIN was not a guess).
    expect(after.items).toEqual(before.items);
    expect(await failedCountOf(list.i)).toBe(2);

    // With the PIN: add and remove work (also for the colleague), and the count starts over.
    expect(await body(await add(souschef, list.i, q!, { pin: '4711' }), FavoriteListChangeSchema)).toMatchObject({ success: true, list: { l: [p, q] } });
    expect(await failedCountOf(list.i)).toBe(0);
    expect(await body(await ctx.send('DELETE', `${BASE}/product`, { id: list.i, productId: q, pin: '4711' }, souschef), FavoriteListChangeSchema)).toMatchObject({ success: true, list: { l: [p] } });
    // Standard units and sorting are not behind the PIN (docs/guides/favorite-lists.md).
    expect((await ctx.post(`${BASE}/sortorder`, { id: list.i, sorting: 2 }, souschef)).status).toBe(200);
  });

  it('verifypin answers success for the right PIN, the §8 text for a wrong one, §5 for a malformed one', async () => {
    const list = await lockedList('Verificér', '2580');
    expect(await body(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '2580' }, souschef), PinResultSchema)).toEqual({ success: true, locked: true });
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '0852' }, souschef))).toMatchObject({ status: 403, error: 'WrongPin', message: daFavoriteLists.pinWrong });
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '' }, kok))).toMatchObject({ status: 403, error: 'PinRequired' });
    for (const pin of ['258', '25800', 'abcd', ' 2580', '2580 ']) {
      expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin }, kok))).toMatchObject({ status: 400, error: 'InvalidPin', message: daFavoriteLists.pinInvalid });
    }
    expect(await failedCountOf(list.i)).toBe(1);
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '2580' }, ff))).toMatchObject({ status: 404 });
    const open = await create(kok, { listName: 'Ulåst' });
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: open.i, pin: '2580' }, kok))).toMatchObject({ status: 409, error: 'NotLocked' });
  });

  it('setpin: owner only, 4 digits, and a new PIN for a locked list needs the current one', async () => {
    const list = await lockedList('Skift kode', '1111');
    const before = await snapshot();
    expect(await error(await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '2222' }, souschef))).toMatchObject({ status: 403, error: 'NotListOwner' });
    expect(await error(await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '2222' }, ff))).toMatchObject({ status: 404 });
    expect(await error(await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '2222' }, kok))).toMatchObject({ status: 403, error: 'PinRequired', message: daServer.pinCurrentRequired });
    expect(await error(await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '22' , currentPin: '1111' }, kok))).toMatchObject({ status: 400, error: 'InvalidPin' });
    expect(await snapshot()).toEqual(before);
    expect(await error(await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '2222', currentPin: '9999' }, kok))).toMatchObject({ status: 403, error: 'WrongPin' });
    expect((await ctx.post(`${BASE}/setpin`, { favoritelistId: list.i, pin: '2222', currentPin: '1111' }, kok)).status).toBe(200);
    expect((await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '2222' }, kok)).status).toBe(200);
    expect((await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '1111' }, kok)).status).toBe(403);
  });

  it('unlocks with clearpin: owner only, with the PIN; then no PIN is needed', async () => {
    const [p] = await notOnAnyList(1);
    const list = await lockedList('Lås op', '8642');
    const before = await snapshot();
    expect(await error(await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '8642' }, souschef))).toMatchObject({ status: 403, error: 'NotListOwner' });
    expect(await error(await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '8642' }, ff))).toMatchObject({ status: 404, error: 'NotFound' });
    expect(await snapshot()).toEqual(before);
    expect(await error(await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '1357' }, kok))).toMatchObject({ status: 403, error: 'WrongPin' });
    expect((await listsOf(kok)).find((l) => l.i === list.i)!.x).toBe(true);
    expect(await body(await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '8642' }, kok), PinResultSchema)).toEqual({ success: true, locked: false });
    expect((await listsOf(kok)).find((l) => l.i === list.i)!.x).toBe(false);
    const [row] = await ctx.db.select().from(t.favoriteLists).where(eq(t.favoriteLists.id, list.i));
    expect(row).toMatchObject({ pinHash: null, failedCount: 0, lockedUntil: null });
    expect((await add(souschef, list.i, p!)).status).toBe(200);
    expect(await error(await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '8642' }, kok))).toMatchObject({ status: 409, error: 'NotLocked' });
  });

  it('an action fails (409) when the PIN was set or changed between its check and its write', async () => {
    const open = await create(kok, { listName: 'Kapløb' });
    const row = async () => (await ctx.db.select().from(t.favoriteLists).where(eq(t.favoriteLists.id, open.i)))[0]!;
    const checked = await checkPin(ctx.db, await row(), undefined, ctx.clock.now());
    expect(checked).toBeNull();
    await ctx.post(`${BASE}/setpin`, { favoritelistId: open.i, pin: '1212' }, kok);
    await expect(ctx.db.transaction((tx) => assertSamePin(tx, open.i, checked))).rejects.toMatchObject({ status: 409, code: 'ListChanged' });
    const again = await checkPin(ctx.db, await row(), '1212', ctx.clock.now());
    await expect(ctx.db.transaction((tx) => assertSamePin(tx, open.i, again))).resolves.toBeUndefined();
  });

  it('deleting a locked list needs the PIN', async () => {
    const list = await lockedList('Låst slet', '9999', false);
    expect(await error(await ctx.send('DELETE', `${BASE}/deletefavoritelist?id=${list.i}`, {}, kok))).toMatchObject({ status: 403, error: 'PinRequired' });
    expect((await ctx.send('DELETE', `${BASE}/deletefavoritelist?id=${list.i}`, { pin: '9999' }, kok)).status).toBe(200);
    expect((await listsOf(kok)).some((l) => l.i === list.i)).toBe(false);
  });
});

describe('PIN lock-out (per list, in the database, whoever asks)', () => {
  it('follows the schedule: 5 attempts, then 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4].map(pinLockMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 11, 12, 40, 1e9].map((n) => pinLockMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60, 60]);
  });

  it('after 5 wrong PINs refuses even the right one, for everyone, with the wait in Danish, until the wait is over', async () => {
    const [p] = await notOnAnyList(1);
    const list = await lockedList('Spærret', '3141');
    const answers = [];
    for (let i = 0; i < PIN_FREE_ATTEMPTS; i++) answers.push(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '0000' }, i % 2 ? kok : souschef)));
    expect(answers.slice(0, 4).map((a) => [a.status, a.error, a.attemptsLeft])).toEqual([[403, 'WrongPin', 4], [403, 'WrongPin', 3], [403, 'WrongPin', 2], [403, 'WrongPin', 1]]);
    expect(answers[4]).toMatchObject({ status: 429, error: 'PinLockedOut', message: pinLockedOutText(60), retryAfterSeconds: 60 });
    expect(pinLockedOutText(60)).toBe('Der er tastet forkert kode for mange gange. Listen tager først imod en kode igen om 1 minut.');

    // The right PIN, from the owner or the colleague, by any protected call: refused while locked out.
    ctx.clock.advance(30_000);
    const refused = [
      await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '3141' }, kok),
      await add(souschef, list.i, p!, { pin: '3141' }),
      await ctx.post(`${BASE}/clearpin`, { favoritelistId: list.i, pin: '3141' }, kok),
    ];
    for (const res of refused) {
      expect(res.headers.get('Retry-After')).toBe('30');
      expect(await error(res)).toMatchObject({ status: 429, error: 'PinLockedOut', message: pinLockedOutText(30), retryAfterSeconds: 30 });
    }
    expect(await failedCountOf(list.i)).toBe(5); // refused attempts are not evaluated, nor counted

    // After the wait one more guess is evaluated; wrong, it locks for twice as long.
    ctx.clock.advance(30_001);
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '1111' }, souschef))).toMatchObject({ status: 429, message: pinLockedOutText(120) });
    ctx.clock.advance(60_000);
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '3141' }, kok))).toMatchObject({ status: 429, retryAfterSeconds: 60 });
    ctx.clock.advance(60_000);
    // The right PIN after the wait: accepted, and the count starts over.
    expect((await add(souschef, list.i, p!, { pin: '3141' })).status).toBe(200);
    expect(await failedCountOf(list.i)).toBe(0);
    expect((await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '0000' }, kok)).status).toBe(403);
  });

  it('forgets earlier wrong guesses after a quiet day', async () => {
    const list = await lockedList('Glemsom', '2718');
    for (let i = 0; i < 4; i++) await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '0000' }, kok);
    expect(await failedCountOf(list.i)).toBe(4);
    ctx.clock.advance(24 * 60 * 60_000 + 1000);
    await relogin(); // the sessions idled out meanwhile
    expect(await error(await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin: '0000' }, kok))).toMatchObject({ status: 403, attemptsLeft: 4 });
  });

  it('evaluates at most 5 of 1,000 wrong guesses fired at once; the rest get 429 (bench/pin-guesses.ts fires 100,000)', async () => {
    const list = await lockedList('Storm', '5050');
    const guesses = Array.from({ length: 1000 }, (_, i) => String(i * 7).padStart(4, '0')).filter((g) => g !== '5050');
    const started = performance.now();
    const statuses = await Promise.all(guesses.map(async (pin, i) => (await ctx.post(`${BASE}/verifypin`, { favoritelistId: list.i, pin }, i % 2 ? kok : souschef)).status));
    const ms = performance.now() - started;
    const tally = (s: number) => statuses.filter((x) => x === s).length;
    expect(tally(403)).toBe(PIN_FREE_ATTEMPTS - 1);
    expect(tally(429)).toBe(guesses.length - (PIN_FREE_ATTEMPTS - 1));
    expect(tally(200)).toBe(0);
    expect(await failedCountOf(list.i)).toBe(PIN_FREE_ATTEMPTS);
    expect(ms).toBeLessThan(60_000);
  }, 120_000);
});

describe('the catalogue follows list changes (§4 dirty flag, ETag)', () => {
  async function catalogue(cookie: string) {
    const res = await Promise.resolve(ctx.app.request('/api/product/catalogue', { headers: { Cookie: cookie, 'Accept-Encoding': 'br' } }));
    expect(res.status).toBe(200);
    const text = zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    return { etag: res.headers.get('ETag')!, data: decodeCatalogue(CatalogueWireSchema.parse(JSON.parse(text))) };
  }

  it('a product added to a shared list is a favourite in the next catalogue of the owner and the colleague, not of another customer', async () => {
    const basis = await listIdByName('Køkkenets basisvarer');
    const [p] = await notOnAnyList(1);
    const [k0, s0, f0] = [await catalogue(kok), await catalogue(souschef), await catalogue(ff)];
    expect(k0.data.products.find((x) => x.id === p)!.flags.favorite).toBe(false);

    const res = await add(souschef, basis, p!);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/shop_catalogue_dirty=1/);
    const [k1, s1, f1] = [await catalogue(kok), await catalogue(souschef), await catalogue(ff)];
    expect(k1.etag).not.toBe(k0.etag);
    expect(s1.etag).not.toBe(s0.etag);
    expect(f1.etag).toBe(f0.etag);
    expect(k1.data.products.find((x) => x.id === p)!.flags.favorite).toBe(true);
    expect(s1.data.favoriteLists.find((l) => l.id === String(basis))!.items.map((i) => i.productId)).toContain(p);

    // Removing, locking and unsharing show the same way.
    await ctx.send('DELETE', `${BASE}/product`, { id: basis, productId: p }, kok);
    const k2 = await catalogue(kok);
    expect(k2.data.products.find((x) => x.id === p)!.flags.favorite).toBe(false);
    const temp = await create(kok, { listName: 'Midlertidig', shared: true });
    expect((await catalogue(souschef)).data.favoriteLists.map((l) => l.name)).toContain('Midlertidig');
    await ctx.send('PUT', BASE, { id: temp.i, shared: false }, kok);
    expect((await catalogue(souschef)).data.favoriteLists.map((l) => l.name)).not.toContain('Midlertidig');
    await ctx.send('DELETE', `${BASE}/${temp.i}`, undefined, kok);
    expect((await catalogue(kok)).data.favoriteLists.map((l) => l.name)).not.toContain('Midlertidig');
  });
});

describe('bad input to every favourite-list endpoint', () => {
  const GARBAGE = ['null', '42', '"mælk"', '{}', '[]', '[null]', '{"id":"1","productId":1,"pin":1234,"listName":[],"favoritelistId":null}', '{"id": 1e400}', `${'['.repeat(400)}${']'.repeat(400)}`, '{"listName": "a'];
  const ENDPOINTS: [string, string][] = [
    ['POST', BASE], ['POST', `${BASE}/fromhistory`], ['PUT', BASE], ['POST', `${BASE}/addproduct`],
    ['DELETE', `${BASE}/product`], ['POST', `${BASE}/standardunit`], ['POST', `${BASE}/standardunit/all`], ['POST', `${BASE}/sortorder`],
    ['POST', `${BASE}/replaceobsolete`], ['POST', `${BASE}/setpin`], ['POST', `${BASE}/verifypin`], ['POST', `${BASE}/clearpin`],
    ['DELETE', `${BASE}/deletefavoritelist?id=x`], ['DELETE', `${BASE}/0`],
  ];
  it.each(ENDPOINTS)('%s %s: 4xx JSON with a Danish message, nothing changes', async (method, path) => {
    const before = await snapshot();
    for (const raw of GARBAGE) {
      const res = await ctx.app.request(path, { method, headers: { 'Content-Type': 'application/json', Cookie: kok }, body: raw });
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      const answer = (await res.json()) as { error?: unknown; message?: unknown };
      expect(typeof answer.error).toBe('string');
      expect(typeof answer.message).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a list id beyond the integer range is a 400 or 404, never a 500', async () => {
    for (const res of [
      await ctx.get(`${BASE}/get?id=2147483648`, kok),
      await ctx.post(`${BASE}/addproduct`, { id: 2_147_483_648, productId: '1' }, kok),
      await ctx.send('DELETE', `${BASE}/2147483647`, undefined, kok),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

// Issue 23 §4: another customer's list id answers 404 on every call that takes one, whatever else the
// request holds (a product, a unit, a PIN), and nothing changes: not even a PIN attempt is counted.
describe('another customer\'s list id: 404 on every call, nothing changes', () => {
  it('shared and locked, it stays invisible to kok@ffkunde.dk', async () => {
    const list = await lockedList('Fremmed', '2468', true);
    const [p, q] = await notOnAnyList(2);
    expect((await ctx.post(`${BASE}/addproduct`, { id: list.i, productId: p, pin: '2468' }, kok)).status).toBe(200);
    const before = await snapshot();
    const calls: [string, string, unknown][] = [
      ['GET', `${BASE}/get?id=${list.i}`, undefined],
      ['PUT', BASE, { id: list.i, listName: 'Overtaget', shared: false }],
      ['POST', `${BASE}/addproduct`, { id: list.i, productId: q, pin: '2468' }],
      ['POST', `${BASE}/addproduct`, { id: list.i, productId: p, stdUnit: 'XYZ', pin: '0000' }],
      ['DELETE', `${BASE}/product`, { id: list.i, productId: p, pin: '2468' }],
      ['DELETE', `${BASE}/product?id=${list.i}&productId=${p}`, undefined],
      ['POST', `${BASE}/standardunit`, { id: list.i, productId: p, stdUnit: 'XYZ' }],
      ['POST', `${BASE}/sortorder`, { id: list.i, sorting: 2, order: [p] }],
      ['POST', `${BASE}/replaceobsolete`, { id: list.i, pin: '2468' }],
      ['POST', `${BASE}/setpin`, { favoritelistId: list.i, pin: '1111', currentPin: '2468' }],
      ['POST', `${BASE}/verifypin`, { favoritelistId: list.i, pin: '0000' }],
      ['POST', `${BASE}/clearpin`, { favoritelistId: list.i, pin: '2468' }],
      ['DELETE', `${BASE}/${list.i}`, { pin: '2468' }],
      ['DELETE', `${BASE}/deletefavoritelist?id=${list.i}`, undefined],
    ];
    for (const [method, path, payload] of calls) {
      const res = method === 'GET' ? await ctx.get(path, ff) : await ctx.send(method, path, payload, ff);
      expect(await error(res), `${method} ${path}`).toMatchObject({ status: 404, error: 'NotFound' });
    }
    expect((await listsOf(ff)).map((l) => l.i)).not.toContain(list.i);
    expect(await snapshot()).toEqual(before);
    expect((await ctx.send('DELETE', `${BASE}/${list.i}`, { pin: '2468' }, kok)).status).toBe(200);
  });
});

// Issue 14 §1: PostgreSQL refuses NUL ("invalid byte sequence"), so a NUL in a list name was a 500; a
// lone surrogate is not Unicode. Every text field answers 400 InvalidText before any query.
describe('text the database cannot store: 400 InvalidText, nothing changes (before: 500)', () => {
  it.each([['a NUL', 'Man\u0000dag'], ['a lone surrogate', 'Man\ud800dag']])('%s in any text field', async (_name, bad) => {
    const list = await create(kok, { listName: 'Tekstfelter', shared: true });
    const [p] = await notOnAnyList(1);
    expect((await ctx.post(`${BASE}/addproduct`, { id: list.i, productId: p }, kok)).status).toBe(200);
    const cases: [string, string, unknown][] = [
      ['POST', BASE, { listName: bad }],
      ['POST', `${BASE}/fromhistory`, { listName: bad, from: '2025-01-01', to: '2025-05-31' }],
      ['PUT', BASE, { id: list.i, listName: bad }],
      ['POST', `${BASE}/addproduct`, { id: list.i, productId: p, stdUnit: bad }],
      ['POST', `${BASE}/standardunit`, { id: list.i, productId: p, stdUnit: bad }],
      ['POST', `${BASE}/standardunit/all`, { productId: p, stdUnit: bad }],
    ];
    const before = await snapshot();
    for (const [method, path, payload] of cases) {
      const res = await ctx.send(method, path, payload, kok);
      expect(await error(res), `${method} ${path}`).toMatchObject({ status: 400, error: 'InvalidText' });
    }
    // A PIN answers the spec's PIN text (§5), and no attempt is counted.
    for (const [path, payload] of [
      [`${BASE}/setpin`, { favoritelistId: list.i, pin: bad }],
      [`${BASE}/verifypin`, { favoritelistId: list.i, pin: bad }],
      [`${BASE}/replaceobsolete`, { id: list.i, pin: bad }],
    ] as const) {
      expect(await error(await ctx.post(path, payload, kok)), path).toMatchObject({ status: 400, error: 'InvalidPin' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await ctx.send('DELETE', `${BASE}/${list.i}`, undefined, kok)).status).toBe(200);
  });
});

// Used by the sorting of lists in Danish order: PGlite sorts by code point, so the server sorts.
describe('sql sanity', () => {
  it('keeps the list-name check constraint (§5) in the database too', async () => {
    const [owner] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'kok@kantinen.dk'));
    await expect(ctx.db.insert(t.favoriteLists).values({ ownerUserId: owner!.id, customerNo: '500101', name: '   ' })).rejects.toThrow();
    const [n] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.favoriteLists).where(and(eq(t.favoriteLists.name, '   ')));
    expect(n!.n).toBe(0);
  });
});
