// Issue 18 point 3, focus brands: demo data (docs/guides/offers.md §3). Four "vores stærke brands",
// one per trade a large kitchen buys from (a dairy, a coffee roaster, a bakery, a fishery). Each is the
// product brand (§3 b) with the most products of its trade in Kantinen's assortment (department 1001),
// so a card's brand and its focus brand agree; 6-15 of its products (by id) get products.focus_brand.
// One multi-unit dairy product is made a focus product of Kantinen's price group in a unit other than its
// default, so the card's focus unit, stock note and §8 UnitMisMatch can be seen (and browser-tested).
// Deterministic: the choice depends on the generated catalogue only.
import { inArray, sql } from 'drizzle-orm';
import { focusBrandSlug } from '../../core/rules/card-state.js';
import { brandPictureUrls } from '../demo-images/brand-picture.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { DEMO_DEPARTMENTS } from './demo-accounts.js';
import type { OffersSeedInput } from './offers-seed.js';

const DEPARTMENT = '1001';
const MAX_PRODUCTS = 15;

interface Trade {
  /** The posting group, and a name filter within it (coffee is part of Drikkevarer). */
  groupId: string;
  nameMatch?: RegExp;
  text: (brand: string) => string;
}

/** The trades, in the order the overview shows them. The texts name the trade (the picture's motif reads it). */
const TRADES: readonly Trade[] = [
  {
    groupId: '10',
    text: (b) => `${b} er mejeriet bag mælk, fløde, yoghurt og smør i faste kvaliteter, leveret køligt hver uge. Et stærkt brand for køkkener, der laver morgenmad, desserter og saucer fra bunden.`,
  },
  {
    groupId: '80',
    nameMatch: /kaffe/i,
    text: (b) => `${b} rister kaffe til kantiner, mødelokaler og caféer: formalet til brygger og hele bønner til espresso, fairtrade-certificeret og pakket til storkøkkenets forbrug.`,
  },
  {
    groupId: '70',
    text: (b) => `${b} er bageriet med rugbrød, franskbrød og morgenbrød til frokostordningen. Bagt efter faste opskrifter, så brødet smager ens fra dag til dag.`,
  },
  {
    groupId: '40',
    text: (b) => `${b} leverer fisk og skaldyr fra nordiske farvande: fileter, rejer og sild i kvaliteter, der holder i køkkenets travleste timer. Et fiskeri, kokken kan regne med.`,
  },
];

export async function seedFocusBrands(tx: Tx, input: OffersSeedInput): Promise<void> {
  const { catalogue } = input;
  const inDepartment = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEPARTMENT).map((a) => a.productId));
  const products = catalogue.products
    .filter((p) => inDepartment.has(p.id) && !p.discontinuedOn && !p.flags.includes('procure'))
    .sort((a, b) => a.id.localeCompare(b.id));
  const collator = new Intl.Collator('da');
  const chosen = new Map<string, string[]>(); // slug -> product ids
  const rows: (typeof t.focusBrands.$inferInsert)[] = [];

  TRADES.forEach((trade, sortOrder) => {
    const ofTrade = products.filter((p) => p.postingGroupId === trade.groupId && (!trade.nameMatch || trade.nameMatch.test(p.name)));
    const byBrand = new Map<string, string[]>();
    for (const p of ofTrade) byBrand.set(p.brand, [...(byBrand.get(p.brand) ?? []), p.id]);
    // The brand with the most products; ties by name, so the choice never depends on Map order.
    const [brand, ids] = [...byBrand.entries()]
      .filter(([name]) => !rows.some((r) => r.name === name))
      .sort((a, b) => b[1].length - a[1].length || collator.compare(a[0], b[0]))[0] ?? [];
    if (!brand || !ids) return;
    const slug = focusBrandSlug(brand);
    rows.push({ slug, name: brand, ...brandPictureUrls(slug), text: trade.text(brand), sortOrder });
    chosen.set(slug, ids.slice(0, MAX_PRODUCTS));
  });
  if (rows.length === 0) return;

  await tx.insert(t.focusBrands).values(rows);
  for (const [slug, ids] of chosen) {
    await tx.update(t.products).set({ focusBrand: slug }).where(inArray(t.products.id, ids));
  }

  // A focus product in a unit that is not the product's default (§3 x.focus; §4 the card starts in it).
  const priceGroup = DEMO_DEPARTMENTS.find((d) => d.code === DEPARTMENT)?.priceGroup;
  const dairy = chosen.get(rows[0]!.slug) ?? [];
  const unitsOf = (id: string) => catalogue.units.filter((u) => u.productId === id);
  // Orderable at any hour: no missing food info (§5), no delivery deadlines, not discontinued by HQ.
  const withFoodInfo = new Set(catalogue.foodInfo.map((f) => f.productId));
  const byId = new Map(products.map((p) => [p.id, p]));
  const orderable = (id: string) => {
    const p = byId.get(id);
    return p !== undefined && (!p.foodInfoRequired || withFoodInfo.has(id)) && p.deadlines.length === 0 && !p.discontinuedByHq;
  };
  const focusId = dairy.find((id) => unitsOf(id).length >= 2 && orderable(id));
  if (!priceGroup || !focusId) return;
  const unit = unitsOf(focusId).find((u) => !u.isDefault)!;
  await tx
    .insert(t.focusProducts)
    .values({ priceGroup, productId: focusId, focusProductId: String(9_000_000 + Number(focusId)), unit: unit.code, stock: '12' })
    .onConflictDoUpdate({
      target: [t.focusProducts.priceGroup, t.focusProducts.productId],
      set: { unit: sql`excluded.unit`, stock: sql`excluded.stock`, focusProductId: sql`excluded.focus_product_id` },
    });
}
