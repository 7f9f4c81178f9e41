// Demo relations for the product details (issue 4): related products (§3 r), alternatives for
// discontinued products (§3 t) and recipes with the products they use. Pure and deterministic like
// generate.ts, from its own PRNG streams, so no generated product changes.
import { addDays } from '../domain/dates.js';
import { recipeUrlName } from '../../core/rules/recipe-links.js';
import type { Catalogue } from './generate.js';
import { Rng } from './prng.js';

export interface RelationRow {
  productId: string;
  relatedProductId: string;
  sortOrder: number;
}

export interface RecipeSeed {
  id: number;
  name: string;
  urlName: string;
  updated: string;
  productIds: string[];
}

export interface ProductDetailsExtras {
  relations: RelationRow[];
  alternatives: { productId: string; alternativeProductId: string }[];
  recipes: RecipeSeed[];
}

/** Recipes of the recipe service and the product names (prefixes) each uses. */
const RECIPES: readonly { name: string; words: readonly string[] }[] = [
  { name: 'Frikadeller med kartofler og brun sovs', words: ['hakket kalv og flæsk', 'hakket svinekød', 'kartofler', 'løg gule', 'frilandsæg', 'hvedemel', 'letmælk'] },
  { name: 'Stegt flæsk med persillesovs', words: ['bacon i skiver', 'kartofler', 'persille', 'letmælk', 'hvedemel', 'smør saltet'] },
  { name: 'Ovnbagt laks med spinat', words: ['laksefilet', 'babyspinat', 'kartofler', 'citroner', 'piskefløde'] },
  { name: 'Lasagne med oksekød', words: ['lasagneplader', 'hakket oksekød', 'hakkede tomater', 'løg gule', 'mozzarella', 'letmælk'] },
  { name: 'Smørrebrød med leverpostej og rødbeder', words: ['rugbrød', 'leverpostej', 'rødbeder', 'bacon i skiver'] },
  { name: 'Kyllingesalat med avocado', words: ['kyllingebryst', 'avocado', 'icebergsalat', 'cherrytomater', 'agurk'] },
  { name: 'Torsk i sennepssauce', words: ['torskefilet', 'sennep', 'piskefløde', 'kartofler'] },
  { name: 'Pasta med tomatsauce og parmesan', words: ['spaghetti', 'hakkede tomater', 'hvidløg', 'olivenolie', 'parmesan'] },
  { name: 'Risalamande', words: ['sødmælk', 'piskefløde', 'sukker'] },
  { name: 'Chili sin carne', words: ['kidneybønner', 'kikærter', 'hakkede tomater', 'løg gule', 'peberfrugt'] },
  { name: 'Fiskefrikadeller med remoulade', words: ['fiskefrikadeller', 'remoulade', 'rugbrød', 'citroner'] },
  { name: 'Havregrød med æbler og kanel', words: ['havregryn', 'æbler', 'letmælk'] },
];

/** The first recipe id: the recipe service's ids, not ours. */
export const FIRST_RECIPE_ID = 4101;

export function generateProductDetailsExtras(catalogue: Catalogue, referenceDate: string, seed: number): ProductDetailsExtras {
  const live = catalogue.products.filter((p) => !p.discontinuedOn && !p.discontinuedByHq);
  // Built once, in `live`'s order (issue 15 point 4, decision 025 fifth pass): copying a group's list
  // per product and lower-casing every live name per look-up cost ≈ 0.5 CPU s of a cold start.
  const liveByGroup = new Map<string, string[]>();
  const liveLowerByGroup = new Map<string, { id: string; lower: string }[]>();
  const liveLower = live.map((p) => ({ id: p.id, lower: p.name.toLowerCase() }));
  live.forEach((p, i) => {
    let ids = liveByGroup.get(p.postingGroupId);
    let lowers = liveLowerByGroup.get(p.postingGroupId);
    if (!ids || !lowers) {
      ids = [];
      lowers = [];
      liveByGroup.set(p.postingGroupId, ids);
      liveLowerByGroup.set(p.postingGroupId, lowers);
    }
    ids.push(p.id);
    lowers.push(liveLower[i]!);
  });

  // Related products: about a third of the products get 3-5 others of their posting group.
  const relations: RelationRow[] = [];
  const relRng = new Rng((seed ^ 0x6a09e667) >>> 0);
  for (const p of catalogue.products) {
    if (!relRng.chance(0.35)) continue;
    const pool = liveByGroup.get(p.postingGroupId) ?? [];
    const wanted = relRng.int(3, 5);
    const chosen = new Set<string>();
    for (let tries = 0; tries < 20 && chosen.size < wanted && pool.length > 1; tries++) {
      const id = relRng.pick(pool);
      if (id !== p.id) chosen.add(id);
    }
    [...chosen].forEach((relatedProductId, sortOrder) => relations.push({ productId: p.id, relatedProductId, sortOrder }));
  }

  // Alternatives: a discontinued product points at a live product of the same kind (same first name
  // word, else the same posting group).
  const alternatives: ProductDetailsExtras['alternatives'] = [];
  const altRng = new Rng((seed ^ 0xbb67ae85) >>> 0);
  for (const p of catalogue.products) {
    if (!p.discontinuedOn && !p.discontinuedByHq) continue;
    const word = p.name.split(' ')[0]!.toLowerCase();
    // The first live product of the group, in `live`'s order, whose name starts with the word.
    const same = liveLowerByGroup.get(p.postingGroupId)?.find((q) => q.lower.startsWith(word));
    const pool = liveByGroup.get(p.postingGroupId) ?? [];
    const alt = same?.id ?? (pool.length > 0 ? altRng.pick(pool) : undefined);
    if (alt && alt !== p.id) alternatives.push({ productId: p.id, alternativeProductId: alt });
  }

  const recipes: RecipeSeed[] = RECIPES.map((r, i) => {
    const productIds: string[] = [];
    for (const word of r.words) {
      productIds.push(...liveLower.filter((p) => p.lower.startsWith(word)).slice(0, 2).map((p) => p.id));
    }
    return {
      id: FIRST_RECIPE_ID + i,
      name: r.name,
      urlName: recipeUrlName(r.name),
      updated: addDays(referenceDate, -7 * (i + 1)),
      productIds: [...new Set(productIds)],
    };
  });

  return { relations, alternatives, recipes };
}
