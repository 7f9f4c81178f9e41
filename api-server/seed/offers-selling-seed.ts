// Issue 18 point 4, pushed and related selling: demo data (docs/guides/offers.md §4).
// - Two offer pushes an editor would place on the front page, "Ugens tilbud til storkøkkenet" and
//   "Vinterens råvarer", each with 8-12 sellable products of department 1001's assortment.
// - Placed demo orders of Testkøkkenet ApS (department 1002, kok@udenco2.dk), weekly before the
//   reference date, so "Andre købte også" (co-occurrence on placed orders) has history for the
//   products of the first push and some staples. Not kok@kantinen.dk's history: his order history
//   and the tests that count it stay as they were.
// Deterministic for a seed and reference date: candidates are ordered by md5(id || seed), amounts
// by the seed's PRNG; dates from the reference date.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tx.js';
import * as t from '../db/schema.js';
import type { OffersSeedInput } from './offers-seed.js';
import { Rng } from './prng.js';
import { addDays } from '../domain/dates.js';

export const SELLING_PUSHES = [
  {
    title: 'Ugens tilbud til storkøkkenet',
    text: 'Skarpe priser på det, køkkenet bruger hver uge: mejerivarer, kolonial og drikkevarer.',
    groups: ['10', '60', '70', '80'],
    count: 10,
    startOffset: -3,
    endOffset: 11,
  },
  {
    title: 'Vinterens råvarer',
    text: 'Rodfrugter, kål, kød og fisk til de varme retter i de kolde måneder.',
    groups: ['20', '30', '40'],
    count: 9,
    startOffset: -30,
    endOffset: 60,
  },
] as const;

/** The department whose demo orders feed "Andre købte også", and the user who placed them. */
export const DEMO_ORDER_EMAIL = 'kok@udenco2.dk';
export const DEMO_ORDER_COUNT = 12;

const day = (reference: string, offset: number) => addDays(reference, offset);

interface Candidate {
  id: string;
  name: string;
  brand: string;
  group: string;
  price_ore: number;
  deposit_ore: number;
  unit: string;
  factor: string;
  weighed: boolean;
}

/**
 * Products every demo kitchen may buy today: in the assortment of 1001 and 1002, priced in PG1, not
 * discontinued, not procured, food info where required, no focus product (its own unit rules) and no
 * expiry offer or delivery deadline (a plain card that adds in its default unit on any day).
 *
 * Chosen from the generated catalogue in JS (issue 15 point 4, docs/decisions/025-pglite-start.md,
 * "Third pass"): the SQL join it replaces ran on freshly loaded tables without statistics, and the
 * planner's nested loops cost ≈ 4 CPU s of a 25,000-product PGlite seed. The seed writes none of these
 * columns after the bulk load; focus products and expiry offers are read back, as the seed's own
 * demo steps add to them. Same rows, same order (md5(id || ':' || seed), then id) as the query.
 */
async function candidates(tx: Tx, input: OffersSeedInput): Promise<Candidate[]> {
  const { catalogue } = input;
  const excluded = new Set([
    ...(await tx.select({ id: t.focusProducts.productId }).from(t.focusProducts)).map((r) => r.id),
    ...(await tx.select({ id: t.expiryOffers.productId }).from(t.expiryOffers)).map((r) => r.id),
  ]);
  const inDepartment = (code: string) => new Set(catalogue.assortment.filter((a) => a.departmentCode === code).map((a) => a.productId));
  const in1001 = inDepartment('1001');
  const in1002 = inDepartment('1002');
  const pg1 = new Map(catalogue.prices.filter((p) => p.priceGroup === 'PG1' && p.priceOre > 0).map((p) => [p.productId, p.priceOre]));
  const defaultUnits = new Map<string, (typeof catalogue.units)[number][]>();
  for (const u of catalogue.units) if (u.isDefault) defaultUnits.set(u.productId, [...(defaultUnits.get(u.productId) ?? []), u]);
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const until = day(input.referenceDate, 90);
  const rows: (Candidate & { key: string })[] = [];
  for (const p of catalogue.products) {
    const price = pg1.get(p.id);
    if (price === undefined || !in1001.has(p.id) || !in1002.has(p.id) || excluded.has(p.id)) continue;
    if ((p.discontinuedOn !== null && p.discontinuedOn <= until) || p.discontinuedByHq || p.flags.includes('procure')) continue;
    if (p.deadlines.length > 0 || (p.foodInfoRequired && !withFoodInfo.has(p.id))) continue;
    const key = createHash('md5').update(`${p.id}:${input.seed}`).digest('hex');
    for (const u of defaultUnits.get(p.id) ?? []) {
      rows.push({ key, id: p.id, name: p.name, brand: p.brand, group: p.postingGroupId, price_ore: price, deposit_ore: p.depositOre, unit: u.code, factor: u.factor, weighed: u.weighed });
    }
  }
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows.map(({ key: _key, ...c }) => c);
}

export async function seedSellingDemo(tx: Tx, input: OffersSeedInput): Promise<void> {
  const pool = await candidates(tx, input);
  const used = new Set<string>();
  const pushProducts: Candidate[][] = [];
  for (const push of SELLING_PUSHES) {
    const groups: readonly string[] = push.groups;
    const chosen = pool.filter((c) => groups.includes(c.group) && !used.has(c.id)).slice(0, push.count);
    for (const c of chosen) used.add(c.id);
    if (chosen.length === 0) continue;
    const [row] = await tx
      .insert(t.offerPushes)
      .values({ title: push.title, text: push.text, startsOn: day(input.referenceDate, push.startOffset), endsOn: day(input.referenceDate, push.endOffset) })
      .returning({ id: t.offerPushes.id });
    await tx.insert(t.offerPushProducts).values(chosen.map((c, i) => ({ pushId: row!.id, productId: c.id, sortOrder: (i + 1) * 10 })));
    pushProducts.push(chosen);
  }
  await seedDemoOrders(tx, input, pushProducts[0] ?? [], pool.filter((c) => !used.has(c.id)).slice(0, 4));
}

/**
 * Weekly orders of the demo kitchen: two staples on nearly every order and three or four products of
 * the first push, so every product of that push has co-buyers, the staples most of all.
 */
async function seedDemoOrders(tx: Tx, input: OffersSeedInput, pushed: readonly Candidate[], staples: readonly Candidate[]): Promise<void> {
  if (pushed.length === 0 || staples.length === 0) return;
  const found = (await tx.execute(sql`
    select u.id, d.code, d.customer_no from ${t.users} u join ${t.departments} d on d.code = u.department_code
    where u.email = ${DEMO_ORDER_EMAIL}`)) as unknown as { rows: { id: number; code: string; customer_no: string }[] };
  const user = found.rows[0];
  if (!user) return;
  const rng = new Rng(input.seed * 31 + 184);
  for (let k = 0; k < DEMO_ORDER_COUNT; k++) {
    const orderedOn = day(input.referenceDate, -(7 * (DEMO_ORDER_COUNT - k)) - 2);
    const lines: Candidate[] = [staples[k % 2]!, staples[2 + (k % 2)] ?? staples[0]!];
    const from = (k * 3) % pushed.length;
    for (let j = 0; j < 3 + (k % 2); j++) {
      const c = pushed[(from + j) % pushed.length]!;
      if (!lines.includes(c)) lines.push(c);
    }
    const rows = lines.map((c, i) => {
      const factor = Number(c.factor);
      const amount = c.weighed ? rng.int(2, 8) + 0.5 : rng.int(2, 6);
      const unitPriceOre = Math.round(c.price_ore * factor);
      return {
        lineNo: i + 1,
        productId: c.id,
        name: c.name,
        brand: c.brand,
        unit: c.unit,
        amount: amount.toFixed(2),
        unitPriceOre,
        lineTotalOre: Math.round(unitPriceOre * amount),
        depositOre: Math.round(c.deposit_ore * factor * amount),
      };
    });
    const [order] = await tx
      .insert(t.orders)
      .values({
        // A negative basket id: these orders never had a basket row, and no real basket id is negative.
        basketId: -(k + 1),
        userId: user.id,
        customerNo: user.customer_no,
        departmentCode: user.code,
        deliveryDate: day(orderedOn, 1),
        totalOre: rows.reduce((s, r) => s + r.lineTotalOre, 0),
        depositOre: rows.reduce((s, r) => s + r.depositOre, 0),
        placedAt: new Date(`${orderedOn}T08:30:00Z`),
      })
      .returning({ id: t.orders.id });
    await tx.insert(t.orderLines).values(rows.map((r) => ({ ...r, orderId: order!.id })));
  }
}
