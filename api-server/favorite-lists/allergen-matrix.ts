// Issue 20 point 2: the allergen overview of a favourite list (EU 1169/2011 art. 44). Who may see it is
// the favourite list's own rule (visibility.ts): a list the user does not see answers 404. Lists hold up
// to 1,000 products, so the rows come from one query over the items (joined with their product and food
// info) and one over the allergens, never a query per product.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AllergenMatrix, AllergenPresences } from '../../core/schemas/allergen-matrix.js';
import { ALLERGEN_CODES, type AllergenCode } from '../../core/schemas/food-info.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';
import { findVisibleList } from './visibility.js';

const CODES = new Set<string>(ALLERGEN_CODES);

/** The overview of list `id` as the user sees it: 404 (ApiFailure) for a list they do not see. */
export async function allergenMatrix(db: Db, auth: AuthContext, id: number, now: Date): Promise<AllergenMatrix> {
  const { list } = await findVisibleList(db, auth, id);
  const items = await db
    .select({
      productId: t.favoriteListItems.productId,
      name: t.products.name,
      brand: t.products.brand,
      version: t.foodInfo.version,
    })
    .from(t.favoriteListItems)
    .innerJoin(t.products, eq(t.products.id, t.favoriteListItems.productId))
    .leftJoin(t.foodInfo, eq(t.foodInfo.productId, t.favoriteListItems.productId))
    .where(eq(t.favoriteListItems.listId, id))
    // The list's order, as favorite-lists/lists.ts itemsOf gives it.
    .orderBy(asc(t.favoriteListItems.sortOrder), sql`${t.favoriteListItems.productId} collate "C"`);

  const declared = items.filter((i) => i.version !== null).map((i) => i.productId);
  const allergenRows = declared.length === 0
    ? []
    : await db
        .select({ productId: t.foodAllergens.productId, allergen: t.foodAllergens.allergen, presence: t.foodAllergens.presence })
        .from(t.foodAllergens)
        .where(inArray(t.foodAllergens.productId, declared));
  const byProduct = new Map<string, Map<string, string>>();
  for (const row of allergenRows) {
    const entry = byProduct.get(row.productId) ?? new Map<string, string>();
    entry.set(row.allergen, row.presence);
    byProduct.set(row.productId, entry);
  }

  return {
    list: { id: list.id, name: list.name },
    generatedAt: now.toISOString(),
    rows: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      brand: item.brand,
      foodInfoVersion: item.version,
      allergens: item.version === null ? null : presencesOf(byProduct.get(item.productId)),
    })),
  };
}

/** All 14 for a declared product: a row in food_allergens says contains or may contain, none absent. */
function presencesOf(rows: Map<string, string> | undefined): AllergenPresences {
  const out = Object.fromEntries(ALLERGEN_CODES.map((code) => [code, 'absent'])) as AllergenPresences;
  for (const [code, presence] of rows ?? []) {
    if (!CODES.has(code)) continue;
    if (presence === 'contains' || presence === 'mayContain') out[code as AllergenCode] = presence;
  }
  return out;
}
