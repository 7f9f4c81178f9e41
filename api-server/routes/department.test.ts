// /api/department on the seeded database (issue 20 §3, §5): the kitchen settings of the session's
// department (defaults, saved by an admin, read by a cook of the same department, refused for
// everyone else and for bad input with nothing changed) and the allergen guard list of 1004's
// assortment (the nut-free school kitchen of the demo data) with its ETag.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllergenGuardListSchema } from '../../core/schemas/allergen-guard.js';
import { KitchenSettingsSchema, type KitchenSettings } from '../../core/schemas/kitchen-settings.js';
import { daKitchenSettingsServer } from '../../core/texts/da-kitchen-settings-server.js';
import * as t from '../db/schema.js';
import { createTestContext, type TestContext } from '../test-support/test-app.js';

const SETTINGS = '/api/department/kitchensettings';
const GUARD = '/api/department/allergenguard';

let ctx: TestContext;
let egeCook: string;
let egeAdmin: string;
let kantineCook: string;
let kantineAdmin: string;
let udenPriser: string;
let punchOut: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [egeCook, egeAdmin, kantineCook, kantineAdmin, udenPriser, punchOut] = await Promise.all([
    ctx.login('kok@egebakken.dk'),
    ctx.login('leder@egebakken.dk'),
    ctx.login('kok@kantinen.dk'),
    ctx.login('admin@grossist.dk'),
    ctx.login('kok@udenpriser.dk'),
    ctx.login('indkob@kommune.dk'),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

async function settingsOf(cookie: string): Promise<KitchenSettings> {
  const res = await ctx.get(SETTINGS, cookie);
  expect(res.status).toBe(200);
  return KitchenSettingsSchema.parse(await res.json());
}

const put = (cookie: string, body: unknown) => ctx.send('PUT', SETTINGS, body, cookie);

/** The stored row of a department, as the database has it. */
async function rowOf(code: string) {
  const [row] = await ctx.db.select().from(t.departmentKitchenSettings).where(eq(t.departmentKitchenSettings.departmentCode, code));
  return row ?? null;
}

describe('GET /api/department/kitchensettings', () => {
  it('needs a session', async () => {
    expect((await ctx.get(SETTINGS)).status).toBe(401);
    expect((await ctx.get(GUARD)).status).toBe(401);
  });

  it("answers the seeded settings of the session's department, editable only for its admin", async () => {
    expect(await settingsOf(egeCook)).toEqual({ departmentCode: '1004', excludedAllergens: ['peanuts', 'nuts'], co2TargetPerLine: null, organicTargetPct: null, editable: false });
    expect(await settingsOf(egeAdmin)).toMatchObject({ departmentCode: '1004', editable: true });
    expect(await settingsOf(kantineCook)).toEqual({ departmentCode: '1001', excludedAllergens: [], co2TargetPerLine: 2.5, organicTargetPct: 30, editable: false });
  });

  it('answers the defaults for a department without a row', async () => {
    expect(await rowOf('1002')).toBeNull();
    expect(await settingsOf(udenPriser)).toEqual({ departmentCode: '1002', excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null, editable: false });
  });

  it('never lets a punch-out user edit', async () => {
    const settings = await settingsOf(punchOut);
    expect(settings.editable).toBe(false);
    const before = await rowOf(settings.departmentCode);
    const res = await put(punchOut, { excludedAllergens: ['milk'], co2TargetPerLine: null, organicTargetPct: null });
    expect(res.status).toBe(403);
    expect(await rowOf(settings.departmentCode)).toEqual(before);
  });
});

describe('PUT /api/department/kitchensettings', () => {
  it('saves for the admin (de-duplicated, annex order, updated_by) and a cook of the same department sees it', async () => {
    const original = await rowOf('1004');
    const res = await put(egeAdmin, { excludedAllergens: ['sesame', 'nuts', 'peanuts', 'nuts'], co2TargetPerLine: 1.75, organicTargetPct: 40 });
    expect(res.status).toBe(200);
    const saved = KitchenSettingsSchema.parse(await res.json());
    expect(saved).toEqual({ departmentCode: '1004', excludedAllergens: ['peanuts', 'nuts', 'sesame'], co2TargetPerLine: 1.75, organicTargetPct: 40, editable: true });
    expect(await settingsOf(egeCook)).toEqual({ ...saved, editable: false });
    const row = await rowOf('1004');
    const [leder] = await ctx.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'leder@egebakken.dk'));
    expect(row?.updatedBy).toBe(leder!.id);
    expect(row?.co2TargetPerLine).toBe('1.75');
    // Another department is untouched.
    expect(await settingsOf(kantineCook)).toMatchObject({ excludedAllergens: [], co2TargetPerLine: 2.5, organicTargetPct: 30 });
    // Back as seeded.
    const back = await put(egeAdmin, { excludedAllergens: original!.excludedAllergens, co2TargetPerLine: null, organicTargetPct: null });
    expect(back.status).toBe(200);
  });

  it('inserts a row for a department that had none (upsert) and clears targets with null', async () => {
    // admin@grossist.dk is an admin of 1001 (a row exists); the insert path: delete it first, then save.
    const before = await rowOf('1001');
    await ctx.db.delete(t.departmentKitchenSettings).where(eq(t.departmentKitchenSettings.departmentCode, '1001'));
    const res = await put(kantineAdmin, { excludedAllergens: ['milk'], co2TargetPerLine: 3, organicTargetPct: null });
    expect(res.status).toBe(200);
    expect(await settingsOf(kantineCook)).toEqual({ departmentCode: '1001', excludedAllergens: ['milk'], co2TargetPerLine: 3, organicTargetPct: null, editable: false });
    await ctx.db.delete(t.departmentKitchenSettings).where(eq(t.departmentKitchenSettings.departmentCode, '1001'));
    await ctx.db.insert(t.departmentKitchenSettings).values(before!);
    expect(await rowOf('1001')).toEqual(before);
  });

  it('refuses a cook with 403 and a Danish message, and nothing changes', async () => {
    const before = await rowOf('1004');
    const res = await put(egeCook, { excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'NotAdmin', message: daKitchenSettingsServer.notAdmin });
    expect(await rowOf('1004')).toEqual(before);
  });

  it.each([
    ['an unknown allergen', { excludedAllergens: ['walnuts'], co2TargetPerLine: null, organicTargetPct: null }],
    ['a negative CO2e target', { excludedAllergens: [], co2TargetPerLine: -1, organicTargetPct: null }],
    ['a zero CO2e target', { excludedAllergens: [], co2TargetPerLine: 0, organicTargetPct: null }],
    ['101 %', { excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: 101 }],
    ['a fractional %', { excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: 12.5 }],
    ['strings for numbers', { excludedAllergens: [], co2TargetPerLine: '2,5', organicTargetPct: '30' }],
    ['a string for the list', { excludedAllergens: 'nuts', co2TargetPerLine: null, organicTargetPct: null }],
    ['a missing field', { excludedAllergens: [] }],
    ['more than 14 allergens', { excludedAllergens: Array(15).fill('nuts'), co2TargetPerLine: null, organicTargetPct: null }],
  ])('answers 400 for %s and nothing changes', async (_name, body) => {
    const before = await rowOf('1004');
    const res = await put(egeAdmin, body);
    expect(res.status).toBe(400);
    expect(await rowOf('1004')).toEqual(before);
  });

  it('takes no department from the request', async () => {
    const before = await rowOf('1001');
    const res = await put(egeAdmin, { departmentCode: '1001', excludedAllergens: ['peanuts', 'nuts'], co2TargetPerLine: null, organicTargetPct: null });
    // Extra keys are either refused or ignored; 1001 never changes.
    expect([200, 400]).toContain(res.status);
    expect(await rowOf('1001')).toEqual(before);
  });
});

describe('GET /api/department/allergenguard', () => {
  it("lists 1004's assortment products that contain or may contain peanuts or nuts, and only those", async () => {
    const res = await ctx.get(GUARD, egeCook);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const list = AllergenGuardListSchema.parse(await res.json());
    expect(list.excludedAllergens).toEqual(['peanuts', 'nuts']);

    // The seed has such products in 1004's assortment, and some outside it.
    const assortment = new Set((await ctx.db.select({ id: t.assortment.productId }).from(t.assortment).where(eq(t.assortment.departmentCode, '1004'))).map((r) => r.id));
    const withNuts = await ctx.db.select().from(t.foodAllergens).where(inArray(t.foodAllergens.allergen, ['peanuts', 'nuts']));
    const expected = new Map<string, { contains: string[]; mayContain: string[] }>();
    for (const row of withNuts) {
      if (!assortment.has(row.productId)) continue;
      const entry = expected.get(row.productId) ?? { contains: [], mayContain: [] };
      (row.presence === 'contains' ? entry.contains : entry.mayContain).push(row.allergen);
      expected.set(row.productId, entry);
    }
    expect(expected.size).toBeGreaterThan(0);
    expect([...expected.values()].some((e) => e.contains.length > 0)).toBe(true);
    expect(list.products.map((p) => p.productId).sort()).toEqual([...expected.keys()].sort());
    for (const product of list.products) {
      const want = expected.get(product.productId)!;
      expect(product.contains).toEqual(['peanuts', 'nuts'].filter((c) => want.contains.includes(c)));
      expect(product.mayContain).toEqual(['peanuts', 'nuts'].filter((c) => want.mayContain.includes(c)));
    }
  });

  it('is empty for a department that excludes nothing', async () => {
    const res = await ctx.get(GUARD, kantineCook);
    expect(AllergenGuardListSchema.parse(await res.json())).toEqual({ excludedAllergens: [], products: [] });
    const none = await ctx.get(GUARD, udenPriser);
    expect(AllergenGuardListSchema.parse(await none.json())).toEqual({ excludedAllergens: [], products: [] });
  });

  it('answers 304 to its ETag, and a new ETag after the settings changed', async () => {
    const first = await ctx.get(GUARD, egeCook);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.request(GUARD, { headers: { Cookie: egeCook, 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const before = await rowOf('1004');
    expect((await put(egeAdmin, { excludedAllergens: ['peanuts', 'nuts', 'sesame'], co2TargetPerLine: null, organicTargetPct: null })).status).toBe(200);
    const changed = await ctx.app.request(GUARD, { headers: { Cookie: egeCook, 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    const list = AllergenGuardListSchema.parse(await changed.json());
    expect(list.excludedAllergens).toEqual(['peanuts', 'nuts', 'sesame']);
    expect(list.products.some((p) => p.contains.includes('sesame') || p.mayContain.includes('sesame'))).toBe(true);
    await ctx.db.update(t.departmentKitchenSettings).set({ excludedAllergens: before!.excludedAllergens }).where(and(eq(t.departmentKitchenSettings.departmentCode, '1004')));
  });
});
