import zlib from 'node:zlib';
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import { CatalogueWireSchema, decodeCatalogue, type CatalogueData } from '../../core/schemas/catalogue.js';
import { catalogueScopeOf, scopeOf } from '../auth/scope.js';
import { catalogueProductWire } from '../catalogue/catalogue-build.js';
import { bumpCatalogueRevision } from '../catalogue/catalogue-revision.js';
import { loadProductsInAssortment } from '../catalogue/search.js';
import { toProductWire } from '../catalogue/wire.js';
import * as t from '../db/schema.js';
import { addDays } from '../domain/dates.js';
import { findNotInAssortment } from '../test-support/fixtures.js';
import { createTestContext, loginBody, type TestContext } from '../test-support/test-app.js';

const PATH = '/api/product/catalogue';

let ctx: TestContext;
const cookies = new Map<string, string>();
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function cookieOf(email: string): Promise<string> {
  let cookie = cookies.get(email);
  if (!cookie) {
    cookie = await ctx.login(email);
    cookies.set(email, cookie);
  }
  return cookie;
}

function request(cookie: string | undefined, headers: Record<string, string> = {}, path = PATH) {
  return Promise.resolve(ctx.app.request(path, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } }));
}

function unpack(res: Response, body: Buffer): string {
  const coding = res.headers.get('Content-Encoding');
  if (coding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (coding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

async function fetchCatalogue(email: string, headers: Record<string, string> = { 'Accept-Encoding': 'gzip, deflate, br' }) {
  const res = await request(await cookieOf(email), headers);
  expect(res.status).toBe(200);
  const text = unpack(res, Buffer.from(await res.arrayBuffer()));
  const wire = CatalogueWireSchema.parse(JSON.parse(text));
  return { res, text, wire, data: decodeCatalogue(wire), etag: res.headers.get('ETag')! };
}

async function authFor(email: string) {
  const [row] = await ctx.db
    .select({ user: t.users, department: t.departments })
    .from(t.users)
    .innerJoin(t.departments, eq(t.departments.code, t.users.departmentCode))
    .where(eq(t.users.email, email));
  return { sessionId: '', user: row!.user, department: row!.department };
}

/** Ids on the favourite lists the user may see, read straight from the tables. */
async function visibleFavoriteIds(email: string): Promise<Set<string>> {
  const auth = await authFor(email);
  const rows = await ctx.db
    .select({ productId: t.favoriteListItems.productId })
    .from(t.favoriteListItems)
    .innerJoin(t.favoriteLists, eq(t.favoriteLists.id, t.favoriteListItems.listId))
    .where(or(
      eq(t.favoriteLists.ownerUserId, auth.user.id),
      and(eq(t.favoriteLists.shared, true), eq(t.favoriteLists.customerNo, auth.department.customerNo)),
    ));
  return new Set(rows.map((r) => r.productId));
}

const byId = (data: CatalogueData) => new Map(data.products.map((p) => [p.id, p]));

describe('GET /api/product/catalogue', () => {
  it('answers 401 MissingSession without a session', async () => {
    const res = await request(undefined);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'MissingSession' });
    const stale = await request('shop_session=not-a-session');
    expect(stale.status).toBe(401);
  });

  // The core promise of the codec: every product decodes to what THE row mapper (wire.ts) makes of it.
  it.each([
    'kok@kantinen.dk', // PG1, pays CO2 tax, favourite lists
    'souschef@kantinen.dk', // same department, sees only the shared list
    'indkob@storkoekken.dk', // PG2, KeyAccount, many customer product numbers
    'indkob@kommune.dk', // punch-out: no expiry offers
    'kok@udenpriser.dk', // no prices
    'kok@udenco2.dk', // hideCo2
    'kok@ffkunde.dk', // PG4
  ])('decodes, for %s, every product of the assortment exactly as toProductWire maps it', async (email) => {
    const { data, wire } = await fetchCatalogue(email);
    const auth = await authFor(email);
    const scope = catalogueScopeOf(auth, ctx.clock.now(), { sessionIdleMinutes: 60, secureCookies: false });
    const assortment = await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, auth.department.code));
    const rows = await loadProductsInAssortment(ctx.db, scopeOf(auth, ctx.clock.now(), { sessionIdleMinutes: 60, secureCookies: false }), assortment.map((a) => a.id));
    const focus = new Map((await ctx.db.select().from(t.focusProducts).where(eq(t.focusProducts.priceGroup, auth.department.priceGroup))).map((f) => [f.productId, f]));
    const favorites = await visibleFavoriteIds(email);
    const wireCtx = { showPrices: auth.user.showPrices, hideCo2: auth.user.hideCo2, today: scope.today };

    const expectedIds = [...rows.keys()].filter((id) => scope.includeProcure || !rows.get(id)!.product.flags.includes('procure')).sort();
    expect(data.products.map((p) => p.id).sort()).toEqual(expectedIds);
    expect(data.products.length).toBeGreaterThan(300);
    const decoded = byId(data);
    for (const id of expectedIds) {
      const row = rows.get(id)!;
      const got = decoded.get(id)!;
      // Exactly the catalogue's mapper, extras included ...
      expect(got).toEqual(decodeProduct(catalogueProductWire(row, scope, {
        co2TaxOrePerKg: scope.co2TaxOrePerKg,
        focus: focus.get(id) ?? null,
        favorite: favorites.has(id),
      })));
      // ... which is toProductWire's product plus CO2 tax, focus and the favourite mark.
      expect({ ...got, co2TaxOre: null, co2TaxRefOre: null, focus: null, flags: { ...got.flags, favorite: false } })
        .toEqual(decodeProduct(toProductWire(row, wireCtx)));
    }
    // Products sorted by id; the codec needed patches only for the rare fields (focus products, the
    // alternative product of a discontinued one, issue 4, and a focus brand's products, issue 18).
    expect(data.products.map((p) => Number(p.id))).toEqual([...data.products.map((p) => Number(p.id))].sort((a, b) => a - b));
    for (const [, patch] of wire.x) for (const key of Object.keys(patch)) expect(['focus', 'alternativeProductId', 'focusBrand']).toContain(key);
  });

  it('keeps to the session department: another department gets its own assortment and price group', async () => {
    const outside = await findNotInAssortment(ctx.db, '1001');
    const kok = (await fetchCatalogue('kok@kantinen.dk')).data;
    expect(kok.products.some((p) => p.id === outside.id)).toBe(false);
    const bc = (await fetchCatalogue('indkob@storkoekken.dk')).data;
    expect(bc.products.map((p) => p.id)).not.toEqual(kok.products.map((p) => p.id));
    const kokById = byId(kok);
    const common = bc.products.filter((p) => kokById.has(p.id) && !p.onOffer && !kokById.get(p.id)!.onOffer);
    expect(common.length).toBeGreaterThan(100);
    const prices = await ctx.db.select().from(t.prices).where(inArray(t.prices.productId, common.slice(0, 50).map((p) => p.id)));
    for (const p of common.slice(0, 50)) {
      expect(p.priceOre).toBe(prices.find((r) => r.productId === p.id && r.priceGroup === 'PG2')!.priceOre);
      expect(kokById.get(p.id)!.priceOre).toBe(prices.find((r) => r.productId === p.id && r.priceGroup === 'PG1')!.priceOre);
    }
    expect(common.some((p) => p.priceOre !== kokById.get(p.id)!.priceOre)).toBe(true);
  });

  it('sends prices, CO2 and CO2 tax by the user\'s settings and price group (§6)', async () => {
    const kok = (await fetchCatalogue('kok@kantinen.dk')).data.products;
    expect(kok.filter((p) => p.priceOre !== null).length).toBeGreaterThan(300);
    expect(kok.some((p) => p.co2e !== null && p.co2e > 0)).toBe(true);
    // PG1 is in the configured CO2 tax list: 75 øre per kg CO2e, per base unit.
    for (const p of kok) expect(p.co2TaxOre).toBe(p.co2e === null ? null : Math.round(p.co2e * 75));
    expect(kok.some((p) => p.co2TaxRefOre !== null)).toBe(true);

    const noPrices = (await fetchCatalogue('kok@udenpriser.dk')).data.products;
    expect(noPrices.every((p) => p.priceOre === null && p.refPriceOre === null && p.co2TaxOre === null)).toBe(true);
    const noCo2 = (await fetchCatalogue('kok@udenco2.dk')).data.products;
    expect(noCo2.every((p) => p.co2e === null && p.co2TaxOre === null)).toBe(true);
    // PG4 is not in the list: CO2e yes, tax no.
    const ff = (await fetchCatalogue('kok@ffkunde.dk')).data.products;
    expect(ff.some((p) => p.co2e !== null)).toBe(true);
    expect(ff.every((p) => p.co2TaxOre === null)).toBe(true);
  });

  it('sends expiry offers only to users who may see them; punch-out users get none (§6)', async () => {
    const kok = (await fetchCatalogue('kok@kantinen.dk')).data.products;
    const withExpiry = kok.filter((p) => p.expiry !== null);
    expect(withExpiry.length).toBeGreaterThan(0);
    for (const p of withExpiry) {
      expect(p.flags.outlet).toBe(true);
      expect(p.expiry!.expiresOn >= '2025-06-04').toBe(true);
    }
    const punchOut = (await fetchCatalogue('indkob@kommune.dk')).data.products;
    expect(punchOut.length).toBeGreaterThan(300);
    expect(punchOut.every((p) => p.expiry === null && !p.flags.outlet)).toBe(true);

    await ctx.db.update(t.users).set({ showExpiry: false }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    try {
      const souschef = (await fetchCatalogue('souschef@kantinen.dk')).data.products;
      expect(souschef.every((p) => p.expiry === null)).toBe(true);
    } finally {
      await ctx.db.update(t.users).set({ showExpiry: true }).where(eq(t.users.email, 'souschef@kantinen.dk'));
    }
  });

  it('leaves procured products out unless showProcure, or procureAlwaysOn overrides (§6)', async () => {
    const email = 'souschef@kantinen.dk';
    const procured = (data: CatalogueData) => data.products.filter((p) => p.flags.procure).length;
    const shown = await fetchCatalogue(email);
    expect(procured(shown.data)).toBeGreaterThan(0);
    try {
      await ctx.db.update(t.users).set({ showProcure: false }).where(eq(t.users.email, email));
      const hidden = await fetchCatalogue(email);
      expect(procured(hidden.data)).toBe(0);
      expect(hidden.data.products.length).toBe(shown.data.products.length - procured(shown.data));
      expect(hidden.etag).not.toBe(shown.etag);
      await ctx.db.update(t.users).set({ procureAlwaysOn: true }).where(eq(t.users.email, email));
      const always = await fetchCatalogue(email);
      expect(procured(always.data)).toBe(procured(shown.data));
    } finally {
      await ctx.db.update(t.users).set({ showProcure: true, procureAlwaysOn: false }).where(eq(t.users.email, email));
    }
  });

  it('sends focus products only while the shop setting allows them (§6)', async () => {
    const data = (await fetchCatalogue('kok@kantinen.dk')).data;
    const focus = data.products.filter((p) => p.focus !== null);
    expect(focus.length).toBeGreaterThan(0);
    const [row] = await ctx.db.select().from(t.focusProducts).where(and(eq(t.focusProducts.priceGroup, 'PG1'), eq(t.focusProducts.productId, focus[0]!.id)));
    expect(focus[0]!.focus).toEqual({ productId: row!.focusProductId, unit: row!.unit, stock: Number(row!.stock) });

    const { createApp } = await import('../app.js');
    const off = createApp({ db: ctx.db, clock: ctx.clock, config: { focusProducts: false, logError: () => undefined } });
    const res = await off.request(PATH, { headers: { Cookie: await cookieOf('kok@kantinen.dk') } });
    const products = decodeCatalogue(CatalogueWireSchema.parse(await res.json())).products;
    expect(products.length).toBe(data.products.length);
    expect(products.every((p) => p.focus === null)).toBe(true);
  });

  it('lists the customer\'s 200 most bought products in the catalogue, most bought first', async () => {
    const { data } = await fetchCatalogue('kok@kantinen.dk');
    const inCatalogue = new Set(data.products.map((p) => p.id));
    const history = await ctx.db.select().from(t.purchaseHistory)
      .where(and(eq(t.purchaseHistory.customerNo, '500101'), gte(t.purchaseHistory.orderedOn, addDays('2025-06-04', -365))));
    const stats = new Map<string, { lines: number; total: number }>();
    for (const h of history) {
      const s = stats.get(h.productId) ?? { lines: 0, total: 0 };
      s.lines += 1;
      s.total += Number(h.amount);
      stats.set(h.productId, s);
    }
    const expected = [...stats.entries()]
      .filter(([id]) => inCatalogue.has(id))
      .sort(([a, x], [b, y]) => y.lines - x.lines || y.total - x.total || (a < b ? -1 : 1))
      .map(([id]) => id);
    expect(expected.length).toBeGreaterThan(200);
    expect(data.top200).toEqual(expected.slice(0, 200));
    // Another customer has another history.
    const other = (await fetchCatalogue('indkob@storkoekken.dk')).data.top200;
    expect(other).toHaveLength(200);
    expect(other).not.toEqual(data.top200);
  });

  it('sends the featured lists with their stable ids, only products of the catalogue', async () => {
    const { data } = await fetchCatalogue('kok@kantinen.dk');
    expect(data.featuredLists.map((l) => [l.id, l.name])).toEqual([
      ['ugens-tilbud', 'Ugens tilbud'], ['julefrokost', 'Julefrokost'], ['skolemad', 'Skolemad'],
    ]);
    const ids = new Set(data.products.map((p) => p.id));
    for (const list of data.featuredLists) {
      expect(list.productIds.length).toBeGreaterThan(5);
      expect(list.productIds.every((id) => ids.has(id))).toBe(true);
    }
    const offers = byId(data);
    expect(data.featuredLists[0]!.productIds.every((id) => offers.get(id)!.onOffer)).toBe(true);
  });

  it('shows own lists and the shared lists of the same customer, never another customer\'s', async () => {
    const users = await ctx.db.select({ id: t.users.id, email: t.users.email }).from(t.users);
    const idOf = (email: string) => users.find((u) => u.email === email)!.id;
    const someProducts = (await fetchCatalogue('kok@kantinen.dk')).data.products.slice(100, 104).map((p) => p.id);
    // A private list of the sous-chef, and a shared list of another customer: kok sees neither.
    const [privateList] = await ctx.db.insert(t.favoriteLists).values({ ownerUserId: idOf('souschef@kantinen.dk'), customerNo: '500101', name: 'Sørens egen', shared: false }).returning();
    const [otherCustomer] = await ctx.db.insert(t.favoriteLists).values({ ownerUserId: idOf('kok@ffkunde.dk'), customerNo: '800401', name: 'FF fælles', shared: true }).returning();
    await ctx.db.insert(t.favoriteListItems).values([
      { listId: privateList!.id, productId: someProducts[0]!, sortOrder: 0 },
      { listId: otherCustomer!.id, productId: someProducts[1]!, sortOrder: 0 },
    ]);
    try {
      const kok = (await fetchCatalogue('kok@kantinen.dk')).data;
      expect(kok.favoriteLists.map((l) => [l.name, l.mine, l.shared, l.locked, l.items.length])).toEqual([
        ['Faste varer', true, false, false, 40],
        ['Køkkenets basisvarer', true, true, false, 15],
      ]);
      const favorites = await visibleFavoriteIds('kok@kantinen.dk');
      for (const p of kok.products) expect(p.flags.favorite).toBe(favorites.has(p.id));
      expect(kok.products.filter((p) => p.flags.favorite).length).toBe(55);
      expect(byId(kok).get(someProducts[1]!)!.flags.favorite).toBe(favorites.has(someProducts[1]!));
      const items = kok.favoriteLists[1]!.items;
      expect(items.map((i) => i.sortOrder)).toEqual([...items.map((i) => i.sortOrder)].sort((a, b) => a - b));
      expect(items.every((i) => i.ownPriority !== null)).toBe(true);

      const souschef = (await fetchCatalogue('souschef@kantinen.dk')).data;
      expect(souschef.favoriteLists.map((l) => [l.name, l.mine, l.shared])).toEqual([
        ['Sørens egen', true, false],
        ['Køkkenets basisvarer', false, true],
      ]);
      const ff = (await fetchCatalogue('kok@ffkunde.dk')).data;
      expect(ff.favoriteLists.map((l) => l.name)).toEqual(['FF fælles']);

      // A PIN locks the list; its hash never leaves the server.
      await ctx.db.update(t.favoriteLists).set({ pinHash: '$argon2id$secret-hash' }).where(eq(t.favoriteLists.name, 'Køkkenets basisvarer'));
      const locked = await fetchCatalogue('kok@kantinen.dk');
      expect(locked.data.favoriteLists.find((l) => l.name === 'Køkkenets basisvarer')!.locked).toBe(true);
      expect(locked.text).not.toContain('secret-hash');
    } finally {
      await ctx.db.update(t.favoriteLists).set({ pinHash: null }).where(eq(t.favoriteLists.name, 'Køkkenets basisvarer'));
      await ctx.db.delete(t.favoriteLists).where(inArray(t.favoriteLists.id, [privateList!.id, otherCustomer!.id]));
    }
  });

  it('answers If-None-Match with 304 and no body; revalidates every time (private, no-cache)', async () => {
    const first = await fetchCatalogue('kok@kantinen.dk');
    expect(first.etag).toMatch(/^"[\w-]{22}-br"$/);
    expect(first.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(first.data.version).toBe(first.etag.slice(1, 23));
    const cookie = await cookieOf('kok@kantinen.dk');
    for (const tag of [first.etag, `W/${first.etag}`, `"other", ${first.etag}`, first.etag.replace('-br', '-gz'), '*']) {
      const res = await request(cookie, { 'Accept-Encoding': 'br', 'If-None-Match': tag });
      expect(res.status, tag).toBe(304);
      expect(res.headers.get('ETag')).toBe(first.etag);
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    }
    const stale = await request(cookie, { 'Accept-Encoding': 'br', 'If-None-Match': '"somethingelse-br"' });
    expect(stale.status).toBe(200);
  });

  it('negotiates br, then gzip, then identity; all three carry the same JSON', async () => {
    const br = await fetchCatalogue('kok@kantinen.dk', { 'Accept-Encoding': 'gzip, deflate, br' });
    const gz = await fetchCatalogue('kok@kantinen.dk', { 'Accept-Encoding': 'br;q=0, gzip' });
    const plain = await fetchCatalogue('kok@kantinen.dk', {});
    expect(br.res.headers.get('Content-Encoding')).toBe('br');
    expect(gz.res.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    expect(gz.text).toBe(br.text);
    expect(plain.text).toBe(br.text);
    expect(plain.res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(Number(plain.res.headers.get('Content-Length'))).toBe(Buffer.byteLength(plain.text));
    // Compressed well below the raw JSON.
    expect(Number(br.res.headers.get('Content-Length'))).toBeLessThan(Buffer.byteLength(plain.text) / 2);
    expect(new Set([br.etag, gz.etag, plain.etag]).size).toBe(3);
    expect(gz.data).toEqual(br.data);
  });

  it('gives identical content an identical ETag, also to another user with the same scope', async () => {
    const a = await fetchCatalogue('admin@grossist.dk');
    const again = await fetchCatalogue('admin@grossist.dk');
    expect(again.etag).toBe(a.etag);
    // Same department, settings, customer (top 200) and visible lists (only the shared one).
    const b = await fetchCatalogue('souschef@kantinen.dk');
    expect(b.etag).toBe(a.etag);
    expect(b.text).toBe(a.text);
    const kok = await fetchCatalogue('kok@kantinen.dk');
    expect(kok.etag).not.toBe(a.etag); // kok's own private list
  });

  it('rebuilds after bumpCatalogueRevision: new data, new ETag; unchanged data keeps the ETag', async () => {
    const before = await fetchCatalogue('kok@kantinen.dk');
    const target = before.data.products.find((p) => !p.onOffer && p.priceOre !== null)!;
    await ctx.db.update(t.prices).set({ priceOre: target.priceOre! + 1 }).where(and(eq(t.prices.productId, target.id), eq(t.prices.priceGroup, 'PG1')));
    try {
      // Without a bump the cached payload stands (writers must bump).
      expect((await fetchCatalogue('kok@kantinen.dk')).etag).toBe(before.etag);
      await bumpCatalogueRevision(ctx.db, '1001');
      const after = await fetchCatalogue('kok@kantinen.dk');
      expect(after.etag).not.toBe(before.etag);
      expect(byId(after.data).get(target.id)!.priceOre).toBe(target.priceOre! + 1);
      // Another department's bump, or a bump without a change, leaves the content and its ETag.
      await bumpCatalogueRevision(ctx.db, '2001');
      expect((await fetchCatalogue('kok@kantinen.dk')).etag).toBe(after.etag);
      await bumpCatalogueRevision(ctx.db);
      expect((await fetchCatalogue('kok@kantinen.dk')).etag).toBe(after.etag);
    } finally {
      await ctx.db.update(t.prices).set({ priceOre: target.priceOre! }).where(and(eq(t.prices.productId, target.id), eq(t.prices.priceGroup, 'PG1')));
      await bumpCatalogueRevision(ctx.db);
    }
    expect((await fetchCatalogue('kok@kantinen.dk')).etag).toBe(before.etag);
  });

  it('changes the ETag when a favourite list changes, without a revision bump (the overlay)', async () => {
    const before = await fetchCatalogue('kok@kantinen.dk');
    const [list] = await ctx.db.select().from(t.favoriteLists).where(eq(t.favoriteLists.name, 'Faste varer'));
    const notYet = before.data.products.find((p) => !p.flags.favorite)!;
    await ctx.db.insert(t.favoriteListItems).values({ listId: list!.id, productId: notYet.id, sortOrder: 999 });
    try {
      const after = await fetchCatalogue('kok@kantinen.dk');
      expect(after.etag).not.toBe(before.etag);
      expect(byId(after.data).get(notYet.id)!.flags.favorite).toBe(true);
    } finally {
      await ctx.db.delete(t.favoriteListItems).where(and(eq(t.favoriteListItems.listId, list!.id), eq(t.favoriteListItems.productId, notYet.id)));
    }
    expect((await fetchCatalogue('kok@kantinen.dk')).etag).toBe(before.etag);
  });

  it('ignores the ?v= cache buster and any other query parameter', async () => {
    const plain = await fetchCatalogue('kok@kantinen.dk');
    const cookie = await cookieOf('kok@kantinen.dk');
    for (const query of ['?v=1700000000000', '?v=', '?v=a&v=b', '?foo[bar]=1&%zz=%', `?${'x'.repeat(2000)}=1`]) {
      const res = await request(cookie, { 'Accept-Encoding': 'br' }, PATH + query);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('ETag')).toBe(plain.etag);
    }
    const odd = await request(cookie, { 'Accept-Encoding': 'q=;;, ,*;q=x', 'If-None-Match': '",W/' });
    expect(odd.status).toBe(200);
  });
});

describe('dirty-flag cookie (§4)', () => {
  it('is set at a successful login, readable by the widget script, for a day', async () => {
    const res = await ctx.post('/api/profile/login', loginBody('kok@kantinen.dk', 'demo1234'));
    expect(res.status).toBe(200);
    const setCookies = res.headers.getSetCookie();
    const dirty = setCookies.find((c) => c.startsWith('shop_catalogue_dirty='));
    expect(dirty).toBeDefined();
    expect(dirty).toMatch(/^shop_catalogue_dirty=1;/);
    expect(dirty).toMatch(/Max-Age=86400/);
    expect(dirty).toMatch(/Path=\//);
    expect(dirty).toMatch(/SameSite=Lax/);
    expect(dirty).not.toMatch(/HttpOnly/i);
    // The session cookie is still there, and still HttpOnly.
    expect(setCookies.find((c) => c.startsWith('shop_session='))).toMatch(/HttpOnly/);
    const failed = await ctx.post('/api/profile/login', loginBody('kok@kantinen.dk', 'wrong'));
    expect(failed.headers.getSetCookie().some((c) => c.startsWith('shop_catalogue_dirty='))).toBe(false);
  });
});
