import { describe, expect, it } from 'vitest';
import { parseDeadline } from '../../core/index.js';
import { ALLERGEN_CODES, CLAIM_CODES } from '../../core/schemas/food-info.js';
import { TEST_TODAY } from '../test-support/test-db.js';
import { ean13, mainIngredient } from './food-info-data.js';
import { generateCatalogue } from './generate.js';
import { FIRST_RECIPE_ID, generateProductDetailsExtras } from './product-details-extras.js';

describe('demo food information (issue 4)', () => {
  const catalogue = generateCatalogue({ seed: 7, productCount: 2000, referenceDate: TEST_TODAY });
  const products = new Map(catalogue.products.map((p) => [p.id, p]));

  it('is deterministic and the first N products keep their food info whatever the total', () => {
    const small = generateCatalogue({ seed: 7, productCount: 100, referenceDate: TEST_TODAY });
    const firstIds = new Set(small.products.map((p) => p.id));
    expect(small.foodInfo).toEqual(catalogue.foodInfo.filter((f) => firstIds.has(f.productId)));
  });

  it('covers most food products and no non-food, with valid allergen codes marked in the ingredients', () => {
    const food = catalogue.products.filter((p) => !['90', '100'].includes(p.postingGroupId));
    expect(catalogue.foodInfo.length).toBeGreaterThan(food.length * 0.8);
    const codes = new Set<string>(ALLERGEN_CODES);
    for (const f of catalogue.foodInfo) {
      expect(['90', '100']).not.toContain(products.get(f.productId)!.postingGroupId);
      expect(f.ingredients.length).toBeGreaterThan(0);
      const contains = f.allergens.filter((a) => a.presence === 'contains').map((a) => a.allergen);
      const marked = [...new Set(f.ingredients.flatMap((i) => (i.allergen ? [i.allergen] : [])))];
      expect(contains.sort()).toEqual(marked.sort());
      for (const a of f.allergens) expect(codes.has(a.allergen)).toBe(true);
      // Never both contains and may contain.
      expect(new Set(f.allergens.map((a) => a.allergen)).size).toBe(f.allergens.length);
    }
    expect(catalogue.foodInfo.some((f) => f.allergens.some((a) => a.presence === 'mayContain'))).toBe(true);
    for (const code of ['milk', 'gluten', 'eggs', 'fish', 'crustaceans', 'mustard', 'celery', 'sesame']) {
      expect(catalogue.foodInfo.some((f) => f.allergens.some((a) => a.allergen === code)), code).toBe(true);
    }
  });

  it('nutrition obeys the declaration\'s arithmetic; drinks are per 100 ml', () => {
    for (const { nutrition: n } of catalogue.foodInfo) {
      expect(Number(n.saturatedFat)).toBeLessThanOrEqual(Number(n.fat));
      expect(Number(n.sugars)).toBeLessThanOrEqual(Number(n.carbohydrate));
      // EU conversion factors (1169/2011 annex XIV).
      const fibre = Number(n.fibre ?? 0);
      expect(n.energyKj).toBe(Math.round(Number(n.fat) * 37 + Number(n.carbohydrate) * 17 + Number(n.protein) * 17 + fibre * 8));
      expect(n.energyKcal).toBe(Math.round(Number(n.fat) * 9 + Number(n.carbohydrate) * 4 + Number(n.protein) * 4 + fibre * 2));
    }
    expect(catalogue.foodInfo.some((f) => f.nutrition.basis === 'ml')).toBe(true);
  });

  it('uses typical declarations for known products (milk is milk, butter is fat)', () => {
    const byName = (prefix: string) => catalogue.foodInfo.filter((f) => products.get(f.productId)!.name.startsWith(prefix));
    const milk = byName('Letmælk 1,5%');
    expect(milk.length).toBeGreaterThan(0);
    for (const f of milk) {
      expect(f.nutrition.basis).toBe('ml');
      expect(Number(f.nutrition.fat)).toBeCloseTo(1.5, 0);
      expect(Number(f.nutrition.protein)).toBeCloseTo(3.5, 0);
    }
    for (const f of byName('Smør saltet')) expect(Number(f.nutrition.fat)).toBeGreaterThan(75);
  });

  it.each([
    ['Letmælk 1,5%', 'Letmælk 1,5% øko 1 l', 'økologisk letmælk'],
    ['Sødmælk 3,5%', 'Sødmælk 3,5% 25 cl', 'sødmælk'],
    ['Kyllingebryst u/skind', 'Kyllingebryst u/skind 2,5 kg', 'kyllingebryst'],
    ['Hakket oksekød 8-12%', 'Hakket oksekød 8-12% 1 kg', 'hakket oksekød'],
    ['Danbo 45+', 'Danbo 45+ skiver', 'danbo'],
    ['Pommes frites 10 mm', 'Pommes frites 10 mm 2,5 kg', 'pommes frites'],
    ['Frilandsæg M', 'Frilandsæg M øko 30 stk', 'økologisk frilandsæg'],
  ])('main ingredient of %s (%s) is %s', (base, name, expected) => expect(mainIngredient(base, name)).toBe(expected));

  it('unit data: one row per unit, valid EAN-13, gross at least net', () => {
    const unitsBy = new Map<string, string[]>();
    for (const u of catalogue.units) unitsBy.set(u.productId, [...(unitsBy.get(u.productId) ?? []), u.code]);
    for (const f of catalogue.foodInfo) {
      expect(f.units.map((u) => u.unitCode).sort()).toEqual([...unitsBy.get(f.productId)!].sort());
      for (const u of f.units) {
        expect(u.gtin).toBe(ean13(u.gtin!.slice(0, 12)));
        if (u.netWeightG !== null) expect(u.grossWeightG!).toBeGreaterThanOrEqual(u.netWeightG);
      }
    }
  });

  it.each([
    ['570000000001', '5700000000011'],
    ['400638133393', '4006381333931'],
  ])('EAN-13 check digit of %s', (body, full) => expect(ean13(body)).toBe(full));

  it('claims stay on the product flags; suppliers and deadlines are set and parse', () => {
    const claims = new Set<string>(CLAIM_CODES);
    expect(catalogue.products.some((p) => p.flags.some((f) => claims.has(f)))).toBe(true);
    for (const p of catalogue.products) {
      expect(p.supplierName.length).toBeGreaterThan(0);
      for (const d of p.deadlines) expect(parseDeadline(d)).not.toBeNull();
      if (p.flags.includes('procure')) expect(p.deadlines).toEqual(['3d@12:00']);
    }
    expect(catalogue.products.some((p) => p.deadlines.length > 0 && !p.flags.includes('procure'))).toBe(true);
  });
});

describe('demo relations and recipes', () => {
  const catalogue = generateCatalogue({ seed: 7, productCount: 2000, referenceDate: TEST_TODAY });
  const extras = generateProductDetailsExtras(catalogue, TEST_TODAY, 7);
  const products = new Map(catalogue.products.map((p) => [p.id, p]));

  it('relates products within their posting group, never to themselves or to discontinued ones', () => {
    expect(extras.relations.length).toBeGreaterThan(500);
    for (const r of extras.relations) {
      expect(r.relatedProductId).not.toBe(r.productId);
      expect(products.get(r.relatedProductId)!.postingGroupId).toBe(products.get(r.productId)!.postingGroupId);
      expect(products.get(r.relatedProductId)!.discontinuedOn).toBeNull();
    }
  });

  it('gives discontinued products a live alternative of the same posting group', () => {
    const gone = catalogue.products.filter((p) => p.discontinuedOn || p.discontinuedByHq);
    expect(extras.alternatives).toHaveLength(gone.length);
    for (const a of extras.alternatives) {
      const alt = products.get(a.alternativeProductId)!;
      expect(alt.discontinuedOn).toBeNull();
      expect(alt.postingGroupId).toBe(products.get(a.productId)!.postingGroupId);
    }
  });

  it('has Danish recipes with safe slugs, each using several products', () => {
    expect(extras.recipes.map((r) => r.id)).toEqual(extras.recipes.map((_, i) => FIRST_RECIPE_ID + i));
    for (const r of extras.recipes) {
      expect(r.urlName).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.productIds.length).toBeGreaterThan(1);
      expect(r.updated < TEST_TODAY).toBe(true);
    }
    expect(extras.recipes.find((r) => r.name === 'Stegt flæsk med persillesovs')?.urlName).toBe('stegt-flaesk-med-persillesovs');
  });

  it('is deterministic', () => {
    expect(generateProductDetailsExtras(catalogue, TEST_TODAY, 7)).toEqual(extras);
  });
});
