// Demo data the catalogue endpoint lays over the products (issue 3 §1): purchase history for the top
// 200, featured lists, favourite lists and focus products. Pure and deterministic like generate.ts,
// drawn from its own PRNG streams, so none of the generated products changes.
import { addDays } from '../domain/dates.js';
import type { Catalogue } from './generate.js';
import { DEMO_DEPARTMENTS, PRICE_GROUPS } from './demo-accounts.js';
import { Rng } from './prng.js';

export interface PurchaseRow {
  customerNo: string;
  productId: string;
  orderedOn: string;
  unit: string;
  amount: string;
}

export interface FeaturedListSeed {
  slug: string;
  name: string;
  productIds: string[];
}

export interface FavoriteListSeed {
  ownerEmail: string;
  name: string;
  shared: boolean;
  items: { productId: string; stdUnit: string | null; ownPriority: number | null }[];
}

export interface FocusRow {
  priceGroup: string;
  productId: string;
  focusProductId: string;
  unit: string;
  stock: string;
}

export interface CatalogueExtras {
  purchases: PurchaseRow[];
  featuredLists: FeaturedListSeed[];
  favoriteLists: FavoriteListSeed[];
  focusProducts: FocusRow[];
}

/** How many distinct products a demo customer has bought (a kitchen's few hundred regulars). */
const BOUGHT_PRODUCTS = 320;

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Products whose name starts with one of the words, at most `perWord` each, in catalogue order. */
function pickByName(catalogue: Catalogue, words: readonly string[], perWord: number, max: number): string[] {
  const taken = new Map<string, number>();
  const out: string[] = [];
  for (const p of catalogue.products) {
    const word = words.find((w) => p.name.toLowerCase().startsWith(w));
    if (!word || (taken.get(word) ?? 0) >= perWord || p.discontinuedOn) continue;
    taken.set(word, (taken.get(word) ?? 0) + 1);
    out.push(p.id);
    if (out.length >= max) break;
  }
  return out;
}

export function generateCatalogueExtras(catalogue: Catalogue, referenceDate: string, seed: number): CatalogueExtras {
  const defaultUnit = new Map<string, string>();
  const otherUnit = new Map<string, string>();
  for (const u of catalogue.units) {
    if (u.isDefault) defaultUnit.set(u.productId, u.code);
    else otherUnit.set(u.productId, u.code);
  }

  // Purchase history: per customer a few hundred products with Zipf-like frequencies (the r-th most
  // bought about 60/r times a year), so the top 200 has a clear head and a long tail.
  const purchases: PurchaseRow[] = [];
  const topByCustomer = new Map<string, string[]>();
  DEMO_DEPARTMENTS.forEach((dept, d) => {
    const rng = new Rng((seed ^ (0x51ed27 * (d + 1))) >>> 0);
    const assortment = catalogue.assortment.filter((a) => a.departmentCode === dept.code).map((a) => a.productId);
    const bought = shuffled(assortment, rng).slice(0, Math.min(BOUGHT_PRODUCTS, Math.floor(assortment.length * 0.8)));
    topByCustomer.set(dept.customerNo, bought);
    bought.forEach((productId, rank) => {
      const lines = Math.max(1, Math.round(60 / (rank + 1))) + (rng.chance(0.3) ? 1 : 0);
      for (let k = 0; k < lines; k++) {
        purchases.push({
          customerNo: dept.customerNo,
          productId,
          orderedOn: addDays(referenceDate, -rng.int(1, 360)),
          unit: defaultUnit.get(productId) ?? 'STK',
          amount: String(rng.int(1, 12)),
        });
      }
    });
  });

  const today = referenceDate;
  const featuredLists: FeaturedListSeed[] = [
    {
      slug: 'ugens-tilbud',
      name: 'Ugens tilbud',
      productIds: catalogue.products.filter((p) => p.offerUntil !== null && p.offerUntil >= today).slice(0, 24).map((p) => p.id),
    },
    {
      slug: 'julefrokost',
      name: 'Julefrokost',
      productIds: pickByName(catalogue, ['marinerede sild', 'flæskesteg', 'medisterpølse', 'leverpostej', 'rullepølse', 'frikadeller', 'rødbeder', 'rugbrød', 'røget laks', 'pillede rejer', 'hamburgerryg', 'spegepølse', 'remoulade', 'pilsner', 'danbo'], 2, 30),
    },
    {
      slug: 'skolemad',
      name: 'Skolemad',
      productIds: pickByName(catalogue, ['rugbrød', 'gulerødder', 'agurk', 'æbler', 'bananer', 'letmælk', 'minimælk', 'skyr', 'havregryn', 'pitabrød', 'cherrytomater', 'spaghetti', 'hakket oksekød', 'fiskefrikadeller', 'kikærter'], 2, 30),
    },
  ];

  // Favourite lists of kok@kantinen.dk (customer 500101): the regulars, one list shared with the kitchen.
  const kantinen = DEMO_DEPARTMENTS.find((d) => d.code === '1001')!;
  const regulars = topByCustomer.get(kantinen.customerNo) ?? [];
  const favRng = new Rng((seed ^ 0x3c6ef372) >>> 0);
  const item = (productId: string, ownPriority: number | null) => ({
    productId,
    // Now and then the list orders another unit than the product's default (§4 standard unit).
    stdUnit: favRng.chance(0.2) ? (otherUnit.get(productId) ?? null) : null,
    ownPriority,
  });
  const favoriteLists: FavoriteListSeed[] = [
    { ownerEmail: 'kok@kantinen.dk', name: 'Faste varer', shared: false, items: regulars.slice(0, 40).map((id) => item(id, null)) },
    { ownerEmail: 'kok@kantinen.dk', name: 'Køkkenets basisvarer', shared: true, items: regulars.slice(40, 55).map((id, i) => item(id, i + 1)) },
  ];

  // Focus products (§3 x.focus): about one product in 150 per price group, ordered as its own id.
  const focusProducts: FocusRow[] = [];
  PRICE_GROUPS.forEach((priceGroup, g) => {
    const rng = new Rng((seed ^ (0x2545f491 * (g + 3))) >>> 0);
    for (const p of catalogue.products) {
      if (p.discontinuedOn || !rng.chance(1 / 150)) continue;
      focusProducts.push({
        priceGroup,
        productId: p.id,
        focusProductId: String(9_000_000 + Number(p.id)),
        unit: defaultUnit.get(p.id) ?? 'STK',
        stock: String(rng.int(20, 400)),
      });
    }
  });

  return { purchases, featuredLists, favoriteLists, focusProducts };
}
