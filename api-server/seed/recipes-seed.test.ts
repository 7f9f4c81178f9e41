// The recipe service's demo content (issue 17 §3), pure: at least 40 Danish recipes for large kitchens,
// 3–6 tags each from Ret, Sæson and Kost, ingredient lines per cover linked to products whose unit fits,
// issue 4's recipes kept, the same rows on every run.
import { describe, expect, it } from 'vitest';
import { recipeUrlName } from '../../core/rules/recipe-links.js';
import { TEST_TODAY } from '../test-support/test-db.js';
import { DEFAULT_SEED, generateCatalogue } from './generate.js';
import { FIRST_RECIPE_ID, generateProductDetailsExtras } from './product-details-extras.js';
import { RECIPE_TAG_CATEGORIES, RECIPES_DATA } from './recipes-data.js';
import { buildRecipeServiceSeed } from './recipes-seed.js';

const catalogue = generateCatalogue({ seed: DEFAULT_SEED, productCount: 3000, referenceDate: TEST_TODAY });
const rows = buildRecipeServiceSeed(catalogue, TEST_TODAY);

describe('recipe service seed', () => {
  it('has at least 40 recipes with content, a few sponsored, covers for large kitchens', () => {
    expect(rows.recipes.length).toBeGreaterThanOrEqual(40);
    expect(rows.recipes.map((r) => r.id)).toEqual(rows.recipes.map((_, i) => FIRST_RECIPE_ID + i));
    for (const r of rows.recipes) {
      expect(r.description!.length, r.name).toBeGreaterThan(30);
      expect([10, 50, 100]).toContain(r.covers);
      expect(r.prepMinutes).toBeGreaterThan(0);
      expect(r.steps!.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.urlName).toBe(recipeUrlName(r.name));
      expect(r.urlName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.recipes.map((r) => r.name)).size).toBe(rows.recipes.length);
    const sponsored = rows.recipes.filter((r) => r.sponsored).length;
    expect(sponsored).toBeGreaterThanOrEqual(3);
    expect(sponsored).toBeLessThan(rows.recipes.length / 4);
  });

  it("keeps issue 4's recipes: the same ids, names and slugs", () => {
    const issue4 = generateProductDetailsExtras(catalogue, TEST_TODAY, DEFAULT_SEED).recipes;
    for (const r of issue4) expect(rows.recipes.find((x) => x.id === r.id)).toMatchObject({ name: r.name, urlName: r.urlName, updated: r.updated });
  });

  it('tags each recipe with 3–6 tags: one or more of Ret, and of Sæson or Kost', () => {
    expect(RECIPE_TAG_CATEGORIES.map((c) => c.name)).toEqual(['Ret', 'Sæson', 'Kost']);
    const categoryOf = new Map(rows.tags.map((t) => [t.id, t.categoryId]));
    for (const r of rows.recipes) {
      const tags = rows.tagLinks.filter((l) => l.recipeId === r.id).map((l) => categoryOf.get(l.tagId));
      expect(tags.length, r.name).toBeGreaterThanOrEqual(3);
      expect(tags.length, r.name).toBeLessThanOrEqual(6);
      expect(tags, r.name).toContain(1);
    }
    // Every tag is used.
    for (const t of rows.tags) expect(rows.tagLinks.some((l) => l.tagId === t.id), t.name).toBe(true);
  });

  it('links ingredient lines to live products whose reference unit is the line measure; salt and water have none', () => {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    let linked = 0;
    for (const line of rows.ingredients) {
      expect(Number(line.amountPerCover)).toBeGreaterThan(0);
      if (['Salt', 'Vand', 'Peber'].includes(line.text)) expect(line.productId).toBeNull();
      if (!line.productId) continue;
      linked++;
      const p = byId.get(line.productId)!;
      expect(p.refUnit, `${line.text} -> ${p.name}`).toBe(line.measure);
      expect(p.discontinuedOn).toBeNull();
      const prefix = RECIPES_DATA[line.recipeId - FIRST_RECIPE_ID]!.ingredients[line.lineNo - 1]![3]!;
      expect(p.name.toLowerCase().startsWith(prefix), `${line.text} -> ${p.name}`).toBe(true);
    }
    // With the full catalogue nearly every product line finds its product.
    const wanted = rows.ingredients.filter((l) => RECIPES_DATA[l.recipeId - FIRST_RECIPE_ID]!.ingredients[l.lineNo - 1]![3] !== null).length;
    expect(linked / wanted).toBeGreaterThan(0.9);
    for (const r of rows.recipes) expect(rows.ingredients.some((l) => l.recipeId === r.id && l.productId), r.name).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildRecipeServiceSeed(catalogue, TEST_TODAY)).toEqual(rows);
  });
});
