// Issue 18 point 4b, product campaigns (popcampaigns): demo data (docs/guides/offers.md "Campaign badges").
// Three running campaigns and one that has ended, each on 5-12 products of department 1001's assortment
// that are not discontinued, picked in catalogue order (deterministic for a seed and reference date):
// - "Ugens kaffe" for everyone (department and price group null): the coffee, topped up with drinks;
// - "3 for 2" for price group PG1 only (1001-1004 see it, 2001 with PG2 does not): groceries;
// - "Kampagne" for department 1001 only (1002 with the same price group does not see it): fruit & veg;
// - "Påskeæg" ended yesterday: shown to nobody (dairy).
// Products on offer for the search bar's offer suggestions come from the catalogue generator
// (products.offer_until and prices.offer_price_ore, generate.ts).
import * as t from '../db/schema.js';
import { addDays } from '../domain/dates.js';
import type { Tx } from '../db/tx.js';
import type { OffersSeedInput } from './offers-seed.js';

const DEPARTMENT = '1001';

interface CampaignPlan {
  title: string;
  text: string;
  badge: string;
  startsIn: number;
  endsIn: number;
  priceGroup: string | null;
  departmentCode: string | null;
  pick: (p: { name: string; postingGroupId: string }) => boolean;
  fill?: (p: { name: string; postingGroupId: string }) => boolean;
  max: number;
}

const PLANS: readonly CampaignPlan[] = [
  {
    title: 'Ugens kaffe',
    text: 'Smag ugens kaffe: udvalgte bønner og formalet kaffe til kantinen og mødelokalet.',
    badge: 'Ugens kaffe',
    startsIn: -2,
    endsIn: 5,
    priceGroup: null,
    departmentCode: null,
    pick: (p) => /kaffe/i.test(p.name),
    fill: (p) => p.postingGroupId === '80',
    max: 12,
  },
  {
    title: '3 for 2 på kolonial',
    text: 'Køb 3 og betal for 2 på udvalgte kolonialvarer. Gælder for kunder i prisgruppe 1.',
    badge: '3 for 2',
    startsIn: -7,
    endsIn: 14,
    priceGroup: 'PG1',
    departmentCode: null,
    pick: (p) => p.postingGroupId === '60',
    max: 8,
  },
  {
    title: 'Kantinens grøntuge',
    text: 'Friske grøntsager og frugt til salatbaren, udvalgt til Kantinen A/S.',
    badge: 'Kampagne',
    startsIn: 0,
    endsIn: 6,
    priceGroup: null,
    departmentCode: DEPARTMENT,
    pick: (p) => p.postingGroupId === '20',
    max: 8,
  },
  {
    title: 'Påskeæg og mejeri',
    text: 'Kampagnen er slut.',
    badge: 'Påske',
    startsIn: -20,
    endsIn: -1,
    priceGroup: null,
    departmentCode: null,
    pick: (p) => p.postingGroupId === '10',
    max: 6,
  },
];

export async function seedCampaignDemo(tx: Tx, input: OffersSeedInput): Promise<void> {
  const { catalogue, referenceDate } = input;
  const inAssortment = new Set(catalogue.assortment.filter((a) => a.departmentCode === DEPARTMENT).map((a) => a.productId));
  const candidates = catalogue.products.filter((p) => inAssortment.has(p.id) && !p.discontinuedOn && !p.discontinuedByHq);
  const taken = new Set<string>();
  for (const plan of PLANS) {
    const free = candidates.filter((p) => !taken.has(p.id));
    const ids = free.filter(plan.pick).slice(0, plan.max).map((p) => p.id);
    if (ids.length < 5 && plan.fill) ids.push(...free.filter((p) => !ids.includes(p.id) && plan.fill!(p)).slice(0, 5 - ids.length).map((p) => p.id));
    if (ids.length === 0) continue;
    for (const id of ids) taken.add(id);
    const [row] = await tx
      .insert(t.productCampaigns)
      .values({
        title: plan.title,
        text: plan.text,
        badge: plan.badge,
        startsOn: addDays(referenceDate, plan.startsIn),
        endsOn: addDays(referenceDate, plan.endsIn),
        priceGroup: plan.priceGroup,
        departmentCode: plan.departmentCode,
      })
      .returning({ id: t.productCampaigns.id });
    await tx.insert(t.productCampaignProducts).values(ids.map((productId) => ({ campaignId: row!.id, productId })));
  }
}
