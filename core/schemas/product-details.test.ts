import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, allergensByPresence, FoodInfoSchema, NutritionSchema } from './food-info.js';
import { DeadlineRequestSchema, DeadlineResponseSchema, ProductLookupSchema } from './product-details.js';

describe('food-info schema', () => {
  it('has the EU 14 allergens in annex II order', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(ALLERGEN_CODES[0]).toBe('gluten');
    expect(ALLERGEN_CODES[13]).toBe('molluscs');
  });

  it.each([
    ['negative fat', { fat: -1 }],
    ['more than 100 g per 100 g', { protein: 101 }],
    ['fractional energy', { energyKj: 10.5 }],
    ['unknown basis', { basis: 'kg' }],
  ])('nutrition rejects %s', (_, patch) => {
    const ok = { basis: 'g', energyKj: 100, energyKcal: 24, fat: 1, saturatedFat: 0.5, carbohydrate: 2, sugars: 1, fibre: null, protein: 3, salt: 0.1 };
    expect(NutritionSchema.safeParse(ok).success).toBe(true);
    expect(NutritionSchema.safeParse({ ...ok, ...patch }).success).toBe(false);
  });

  it('rejects an unknown allergen code or presence and a temperature code outside §3', () => {
    const base = {
      productId: '1', available: true, required: false, version: 1, updated: '2025-06-04', nutrition: null, ingredients: [],
      allergens: [{ code: 'milk', presence: 'contains' }], units: [],
      storage: { temperatureCode: 5, text: '', shelfLifeDays: null, shelfLifeOpenedDays: null },
      origin: { countryCode: 'DK', countryName: 'Danmark', text: '' },
      claims: { organicCode: 5, labels: ['keyhole'] },
    };
    expect(FoodInfoSchema.safeParse(base).success).toBe(true);
    expect(FoodInfoSchema.safeParse({ ...base, allergens: [{ code: 'mælk', presence: 'contains' }] }).success).toBe(false);
    expect(FoodInfoSchema.safeParse({ ...base, allergens: [{ code: 'milk', presence: 'maybe' }] }).success).toBe(false);
    expect(FoodInfoSchema.safeParse({ ...base, storage: { ...base.storage, temperatureCode: 6 } }).success).toBe(false);
    expect(FoodInfoSchema.safeParse({ ...base, claims: { organicCode: 3, labels: [] } }).success).toBe(false);
  });

  it('orders allergens by presence, each in annex order', () => {
    expect(allergensByPresence([
      { code: 'sesame', presence: 'mayContain' },
      { code: 'milk', presence: 'contains' },
      { code: 'gluten', presence: 'contains' },
      { code: 'nuts', presence: 'absent' },
      { code: 'eggs', presence: 'mayContain' },
    ])).toEqual({ contains: ['gluten', 'milk'], mayContain: ['eggs', 'sesame'] });
  });
});

describe('product-details schemas', () => {
  it('the lookup answer is either found or not in assortment', () => {
    expect(ProductLookupSchema.safeParse({ status: 'notInAssortment', productId: '1', requested: false, message: 'x' }).success).toBe(true);
    expect(ProductLookupSchema.safeParse({ status: 'found', productId: '1' }).success).toBe(false);
    expect(ProductLookupSchema.safeParse({ status: 'other' }).success).toBe(false);
  });

  it.each([
    [{ productId: '100001' }, true],
    [{ productId: '100001', deadlines: ['1d@10:00'], discontinuedDate: null }, true],
    [{ productId: '100001', discontinuedDate: '2025-06-05' }, true],
    [{ productId: '' }, false],
    [{ productId: 'abc' }, false],
    [{ productId: '100001', discontinuedDate: '05-06-2025' }, false],
    [{ productId: '100001', deadlines: Array.from({ length: 21 }, () => '1d@10:00') }, false],
    [{}, false],
  ])('deadline request %j valid: %s', (body, valid) => expect(DeadlineRequestSchema.safeParse(body).success).toBe(valid));

  it('the deadline response needs every §3 field', () => {
    const ok = { orderable: true, blockedByDeadline: false, deadline: null, deadlineMessage: '', deliveryDate: '2025-06-06', showDeliveryDate: false, discontinued: false };
    expect(DeadlineResponseSchema.safeParse(ok).success).toBe(true);
    for (const key of Object.keys(ok)) {
      const { [key]: _, ...rest } = ok as Record<string, unknown>;
      expect(DeadlineResponseSchema.safeParse(rest).success, key).toBe(false);
    }
  });
});
