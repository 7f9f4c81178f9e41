// Issue 18 point 2, checkout campaigns: demo data (docs/guides/offers.md §2). Kantinen's kok@kantinen.dk
// (department 1001, PG1) sees three running campaigns on any basket (no triggers; one with only 2
// packs left), a fourth once rye bread is in the basket, and neither the ended campaign nor the PG2
// one. Products are picked from the generated catalogue by name, with a fallback, so a small test
// catalogue gets the same campaigns; deterministic for a seed and reference date.
import { addDays } from '../../core/rules/calendar.js';
import type { Tx } from '../db/tx.js';
import * as t from '../db/schema.js';
import type { OffersSeedInput } from './offers-seed.js';

const DEPARTMENT = '1001';

interface Plan {
  pattern: RegExp;
  title: (name: string) => string;
  text: string;
  /** Share of the PG1 price the campaign asks. */
  factor: number;
  stock: string;
  /** Days from the reference date. */
  from: number;
  to: number;
  priceGroup: string | null;
  /** Name pattern of the products whose presence in the basket picks it; null: any basket. */
  trigger: RegExp | null;
}

const PLANS: readonly Plan[] = [
  {
    pattern: /^Kaffe/, title: () => 'Kaffe til mødet: 20 % på kaffen',
    text: 'Fairtrade-kaffe til personalemødet og kantinens kande. Kampagnen gælder 14 dage.',
    factor: 0.8, stock: '40', from: -3, to: 14, priceGroup: 'PG1', trigger: null,
  },
  {
    pattern: /^Olivenolie/, title: () => 'Sidste chance: olivenolie 15 % billigere',
    text: 'Ekstra jomfru olivenolie til dressing og bagning. Kun få dunke tilbage.',
    factor: 0.85, stock: '2', from: -5, to: 7, priceGroup: null, trigger: null,
  },
  {
    pattern: /^Servietter/, title: () => 'Servietter til frokosten: 25 % rabat',
    text: 'Bløde 2-lags servietter til kantinens borde og mødelokaler.',
    factor: 0.75, stock: '25', from: -1, to: 21, priceGroup: 'PG1', trigger: null,
  },
  {
    pattern: /^Smør/, title: () => 'Smør til rugbrødet: 10 % rabat',
    text: 'Har du rugbrød i kurven? Tag smørret med til kampagnepris.',
    factor: 0.9, stock: '30', from: 0, to: 10, priceGroup: 'PG1', trigger: /^Rugbrød/,
  },
  // Not shown: ended yesterday, and one for another price group.
  {
    pattern: /^Mel|^Hvedemel/, title: () => 'Påskebagning: 30 % på mel',
    text: 'Kampagnen er slut.',
    factor: 0.7, stock: '50', from: -20, to: -1, priceGroup: 'PG1', trigger: null,
  },
  {
    pattern: /^Fløde|^Piskefløde/, title: () => 'Storkøkkentilbud: fløde i 5 liter',
    text: 'Kun for storkøkkenernes prisgruppe.',
    factor: 0.8, stock: '20', from: -2, to: 14, priceGroup: 'PG2', trigger: null,
  },
];

export async function seedCheckoutCampaigns(tx: Tx, input: OffersSeedInput): Promise<void> {
  const { catalogue, referenceDate } = input;
  const inDept = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEPARTMENT).map((a) => a.productId));
  const pg1 = new Map(catalogue.prices.filter((p) => p.priceGroup === 'PG1').map((p) => [p.productId, p.priceOre]));
  const units = new Map<string, (typeof catalogue.units)[number]>();
  for (const u of catalogue.units) if (!units.has(u.productId) || u.isDefault) units.set(u.productId, u);
  // Orderable without surprises: in 1001's assortment, priced, not discontinued, no deadline, no
  // food-info requirement, not procured (§6 may hide those), not on a near-expiry offer.
  const expiry = new Set(catalogue.expiryOffers.map((e) => e.productId));
  const candidates = catalogue.products
    .filter((p) => inDept.has(p.id) && pg1.has(p.id) && units.has(p.id) && !p.discontinuedOn && !p.discontinuedByHq
      && !p.foodInfoRequired && p.deadlines.length === 0 && !p.flags.includes('procure') && !expiry.has(p.id) && !p.offerUntil)
    .sort((a, b) => a.id.localeCompare(b.id));
  if (candidates.length < PLANS.length) return;
  const used = new Set<string>();
  const pick = (pattern: RegExp) => {
    const product = candidates.find((p) => !used.has(p.id) && pattern.test(p.name)) ?? candidates.find((p) => !used.has(p.id))!;
    used.add(product.id);
    return product;
  };
  const rows = PLANS.map((plan) => {
    const product = pick(plan.pattern);
    const unit = units.get(product.id)!;
    const normal = Math.round(pg1.get(product.id)! * Number(unit.factor));
    const triggers = plan.trigger === null
      ? []
      : catalogue.products.filter((p) => inDept.has(p.id) && plan.trigger!.test(p.name) && p.id !== product.id).slice(0, 8).map((p) => p.id);
    return {
      title: plan.title(product.name),
      text: plan.text,
      productId: product.id,
      unit: unit.code,
      priceOre: Math.max(100, Math.round(normal * plan.factor)),
      stock: plan.stock,
      startsOn: addDays(referenceDate, plan.from),
      endsOn: addDays(referenceDate, plan.to),
      priceGroup: plan.priceGroup,
      triggerProductIds: triggers,
    };
  });
  await tx.insert(t.checkoutCampaigns).values(rows);
}
