// Issue 17 §3's demo data: the recipe service's tags, recipes and ingredient lines
// (docs/guides/cms-content.md §3). Runs after the products and issue 4's recipes exist: issue 4's twelve
// recipes (FIRST_RECIPE_ID..) keep their ids, names and slugs and get their card and page content; the
// others follow. The products a recipe uses (recipe_products, the product details' 'Opskrifter' tab and
// x.recipe) are then derived from the ingredient lines, so the two never disagree.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { addDays } from '../domain/dates.js';
import { recipeUrlName } from '../../core/rules/recipe-links.js';
import type { Catalogue } from './generate.js';
import { FIRST_RECIPE_ID } from './product-details-extras.js';
import { RECIPE_TAG_CATEGORIES, RECIPES_DATA, type TagName } from './recipes-data.js';

/** The department whose assortment an ingredient's product is preferably taken from (the demo kitchen). */
const PREFERRED_DEPARTMENT = '1001';

export interface RecipeServiceSeed {
  categories: (typeof t.recipeTagCategories.$inferInsert)[];
  tags: (typeof t.recipeTags.$inferInsert)[];
  recipes: (typeof t.recipes.$inferInsert & { id: number })[];
  tagLinks: (typeof t.recipeTagLinks.$inferInsert)[];
  ingredients: (typeof t.recipeIngredients.$inferInsert)[];
}

/**
 * The rows, pure and deterministic. An ingredient line is linked to the first live product (by id) whose
 * lower-case name starts with the line's product prefix and whose reference unit is the line's measure,
 * preferring one the demo kitchen carries; none found: the line has no product.
 */
export function buildRecipeServiceSeed(catalogue: Catalogue, referenceDate: string): RecipeServiceSeed {
  const tagIdByName = new Map<string, number>();
  const categories: RecipeServiceSeed['categories'] = [];
  const tags: RecipeServiceSeed['tags'] = [];
  RECIPE_TAG_CATEGORIES.forEach((c, ci) => {
    categories.push({ id: c.id, name: c.name, sortOrder: ci });
    c.tags.forEach((tag, ti) => {
      tags.push({ id: tag.id, categoryId: c.id, name: tag.name, sortOrder: ti });
      tagIdByName.set(tag.name, tag.id);
    });
  });

  const carried = new Set(catalogue.assortment.filter((a) => a.departmentCode === PREFERRED_DEPARTMENT).map((a) => a.productId));
  // Lower-cased once, not once per ingredient line (issue 15 point 4: 25,000 names times every line).
  const live = catalogue.products
    .filter((p) => !p.discontinuedOn && !p.discontinuedByHq)
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((p) => ({ id: p.id, refUnit: p.refUnit, lowerName: p.name.toLowerCase() }));
  const productFor = new Map<string, string | null>();
  const findProduct = (prefix: string, measure: string): string | null => {
    const key = `${prefix}|${measure}`;
    if (!productFor.has(key)) {
      const fits = live.filter((p) => p.refUnit === measure && p.lowerName.startsWith(prefix));
      productFor.set(key, (fits.find((p) => carried.has(p.id)) ?? fits[0])?.id ?? null);
    }
    return productFor.get(key)!;
  };

  const recipes: RecipeServiceSeed['recipes'] = [];
  const tagLinks: RecipeServiceSeed['tagLinks'] = [];
  const ingredients: RecipeServiceSeed['ingredients'] = [];
  RECIPES_DATA.forEach((r, i) => {
    const id = FIRST_RECIPE_ID + i;
    recipes.push({
      id,
      name: r.name,
      urlName: recipeUrlName(r.name),
      // Issue 4's dates for its twelve (a week apart), then the newer ones a few days apart.
      updated: i < 12 ? addDays(referenceDate, -7 * (i + 1)) : addDays(referenceDate, -3 * (i - 11)),
      description: r.description,
      // '' : the service answers its own generated picture (recipe-service/image.ts).
      image: '',
      covers: r.covers,
      sponsored: r.sponsored ?? false,
      prepMinutes: r.prepMinutes,
      steps: [...r.steps],
    });
    for (const name of new Set<TagName>(r.tags)) tagLinks.push({ recipeId: id, tagId: tagIdByName.get(name)! });
    r.ingredients.forEach(([text, amountPerCover, measure, prefix], lineNo) => {
      ingredients.push({
        recipeId: id,
        lineNo: lineNo + 1,
        text,
        amountPerCover: String(amountPerCover),
        measure,
        productId: prefix ? findProduct(prefix, measure) : null,
      });
    });
  });
  return { categories, tags, recipes, tagLinks, ingredients };
}

export async function seedRecipeService(tx: Tx, options: { catalogue: Catalogue; referenceDate: string }): Promise<void> {
  const rows = buildRecipeServiceSeed(options.catalogue, options.referenceDate);
  await tx.insert(t.recipeTagCategories).values(rows.categories);
  await tx.insert(t.recipeTags).values(rows.tags);
  // Issue 4's recipes exist already (same ids and names): they get the content; the rest are new.
  await tx.insert(t.recipes).values(rows.recipes).onConflictDoUpdate({
    target: t.recipes.id,
    set: {
      name: sql`excluded.name`,
      urlName: sql`excluded.url_name`,
      updated: sql`excluded.updated`,
      description: sql`excluded.description`,
      image: sql`excluded.image`,
      covers: sql`excluded.covers`,
      sponsored: sql`excluded.sponsored`,
      prepMinutes: sql`excluded.prep_minutes`,
      steps: sql`excluded.steps`,
    },
  });
  await tx.insert(t.recipeTagLinks).values(rows.tagLinks);
  await tx.insert(t.recipeIngredients).values(rows.ingredients);
  // The products a recipe uses are its ingredient lines' products, and x.recipe marks exactly those.
  await tx.delete(t.recipeProducts);
  await tx.execute(sql`insert into ${t.recipeProducts} (recipe_id, product_id)
    select distinct ${t.recipeIngredients.recipeId}, ${t.recipeIngredients.productId} from ${t.recipeIngredients}
    where ${t.recipeIngredients.productId} is not null`);
  await tx.execute(sql`update ${t.products} set flags = coalesce((select jsonb_agg(f order by f collate "C") from jsonb_array_elements_text(${t.products.flags}) f where f <> 'recipe'), '[]'::jsonb)
    where ${t.products.flags} ? 'recipe'`);
  await tx.execute(sql`update ${t.products} set flags = (select jsonb_agg(f order by f collate "C") from (select jsonb_array_elements_text(${t.products.flags}) as f union select 'recipe') x)
    where ${t.products.id} in (select ${t.recipeProducts.productId} from ${t.recipeProducts})`);
}
