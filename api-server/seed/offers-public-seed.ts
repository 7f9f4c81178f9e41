// Issue 18 point 5 and 6, public offers and web samples: demo data (docs/guides/offers.md §5, §6).
//
// Public offer prices (departments.public_offer_prices): Kantinen A/S (1001, PG1) shows its prices to
// logged-out visitors of its marketing pages; every other demo department does not (the column's
// default), e.g. Testkøkkenet (1002, PG1), whose visitors read "Log ind for pris". The public offer
// blocks name no seeded products: without `products` a block shows the department's running offers.
//
// Web samples: four running for price group PG1 (a new coffee, a plant-based product, a dessert, and
// one for every price group), one for PG2 only (another price group's sample: 404 for a PG1 kitchen)
// and one that has ended. Products are picked deterministically from the catalogue: the first of the
// wished names that every PG1 demo kitchen has in its assortment, orderable, without deposit; any such
// product when a small test catalogue has none of the names.
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { eq } from 'drizzle-orm';
import type { OffersSeedInput } from './offers-seed.js';
import { DEMO_DEPARTMENTS } from './demo-accounts.js';

/** The department whose visitors see prices (documented in the guide, §5). */
export const PUBLIC_PRICES_DEPARTMENT = '1001';

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Wish {
  names: readonly string[];
  title: string;
  text: string;
  from: number;
  to: number;
  priceGroup: string | null;
}

const WISHES: readonly Wish[] = [
  { names: ['Kaffebønner espresso', 'Kaffe formalet'], title: 'Ny kaffe: smag vores espressobønner', text: 'Fairtrade-bønner til kantinens kaffeautomat. Én pose pr. køkken.', from: -10, to: 30, priceGroup: 'PG1' },
  { names: ['Havredrik', 'Kikærter', 'Kidneybønner'], title: 'Plantebaseret nyhed', text: 'Prøv det plantebaserede alternativ i jeres grønne retter.', from: -5, to: 20, priceGroup: 'PG1' },
  { names: ['Vaniljeis'], title: 'Dessert: vaniljeis til buffeten', text: 'En balje til at smage på, før I bestiller til hele ugen.', from: -2, to: 14, priceGroup: 'PG1' },
  { names: ['Grøntsagsbouillon'], title: 'Smagsprøve: grøntsagsbouillon', text: 'Til supper og saucer. Gælder alle kunder.', from: -3, to: 40, priceGroup: null },
];

export async function seedPublicOffersAndSamples(tx: Tx, input: OffersSeedInput): Promise<void> {
  const { catalogue, referenceDate } = input;
  await tx.update(t.departments).set({ publicOfferPrices: true }).where(eq(t.departments.code, PUBLIC_PRICES_DEPARTMENT));

  const groupDepartments = (pg: string) => DEMO_DEPARTMENTS.filter((d) => d.priceGroup === pg).map((d) => d.code);
  const inAll = (codes: readonly string[]) => {
    const held = new Map<string, Set<string>>();
    for (const a of catalogue.assortment) {
      if (!codes.includes(a.departmentCode)) continue;
      const set = held.get(a.productId) ?? new Set<string>();
      set.add(a.departmentCode);
      held.set(a.productId, set);
    }
    return (id: string) => (held.get(id)?.size ?? 0) === codes.length;
  };
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const firstUnit = new Map<string, string>();
  // The sample's unit: the smallest unit that is not weighed (a sample is one piece, one bag, one can).
  for (const u of catalogue.units) if (!u.weighed && u.sortOrder === 0) firstUnit.set(u.productId, u.code);
  const orderable = (p: (typeof catalogue.products)[number]) =>
    !p.discontinuedOn && !p.discontinuedByHq && p.depositOre === 0 && !p.flags.includes('procure')
    && (!p.foodInfoRequired || withFoodInfo.has(p.id)) && firstUnit.has(p.id) && p.deadlines.length === 0;

  const used = new Set<string>();
  const pick = (names: readonly string[], inGroup: (id: string) => boolean) => {
    const fits = (p: (typeof catalogue.products)[number]) => !used.has(p.id) && orderable(p) && inGroup(p.id);
    const product = names.map((n) => catalogue.products.find((p) => p.name.startsWith(n) && fits(p))).find((p) => p !== undefined)
      ?? catalogue.products.find(fits);
    if (product) used.add(product.id);
    return product;
  };

  const pg1 = inAll(groupDepartments('PG1'));
  const rows: (typeof t.webSamples.$inferInsert)[] = [];
  for (const wish of WISHES) {
    const product = pick(wish.names, pg1);
    if (!product) continue;
    rows.push({
      productId: product.id, unit: firstUnit.get(product.id)!, title: wish.title, text: wish.text,
      startsOn: addDays(referenceDate, wish.from), endsOn: addDays(referenceDate, wish.to), priceGroup: wish.priceGroup,
    });
  }
  // Another price group's sample and an ended one: on no PG1 kitchen's page.
  const pg2 = pick(['Kaffe formalet'], inAll(groupDepartments('PG2')));
  if (pg2) {
    rows.push({ productId: pg2.id, unit: firstUnit.get(pg2.id)!, title: 'Kaffe til storkøkkener', text: 'Kun for prisgruppe PG2.', startsOn: addDays(referenceDate, -5), endsOn: addDays(referenceDate, 25), priceGroup: 'PG2' });
  }
  const ended = pick(['Jasminris'], pg1);
  if (ended) {
    rows.push({ productId: ended.id, unit: firstUnit.get(ended.id)!, title: 'Jasminris (afsluttet)', text: '', startsOn: addDays(referenceDate, -40), endsOn: addDays(referenceDate, -10), priceGroup: 'PG1' });
  }
  if (rows.length > 0) await tx.insert(t.webSamples).values(rows);
}
