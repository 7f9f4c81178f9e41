import { describe, expect, it } from 'vitest';
import { allergenList, daAllergenGuard, isGuarded } from './da-allergen-guard.js';

describe('allergen guard texts (issue 20 §3)', () => {
  it.each([
    [[], ''],
    [['nuts'], 'nødder'],
    [['peanuts', 'nuts'], 'jordnødder og nødder'],
    [['eggs', 'milk', 'nuts'], 'æg, mælk og nødder'],
    [['gluten'], 'glutenholdige kornprodukter'],
  ] as const)('lists %j as %j', (codes, text) => {
    expect(allergenList(codes)).toBe(text);
  });

  it.each([
    [{ contains: ['peanuts', 'nuts'], mayContain: [] }, 'Indeholder jordnødder og nødder, som afdelingen har fravalgt'],
    [{ contains: [], mayContain: ['nuts'] }, 'Kan indeholde nødder, som afdelingen har fravalgt'],
    [{ contains: ['peanuts'], mayContain: ['nuts'] }, 'Indeholder jordnødder og kan indeholde nødder, som afdelingen har fravalgt'],
  ] as const)('warns %j', (guard, text) => {
    expect(daAllergenGuard.warning(guard)).toBe(text);
  });

  it('asks before adding, naming what the product contains', () => {
    expect(daAllergenGuard.confirmQuestion({ contains: ['nuts'], mayContain: [] })).toBe('Varen indeholder nødder, som afdelingen har fravalgt. Læg i kurv alligevel?');
    expect(daAllergenGuard.confirmQuestion({ contains: [], mayContain: ['sesame'] })).toBe('Varen kan indeholde sesamfrø, som afdelingen har fravalgt. Læg i kurv alligevel?');
  });

  it('names a basket line', () => {
    expect(daAllergenGuard.basketNoticeLine('Peanutbutter crunchy', { contains: ['peanuts'], mayContain: [] })).toBe('Peanutbutter crunchy: indeholder jordnødder');
  });

  it('guards only a product with something excluded', () => {
    expect(isGuarded(undefined)).toBe(false);
    expect(isGuarded({ contains: [], mayContain: [] })).toBe(false);
    expect(isGuarded({ contains: [], mayContain: ['nuts'] })).toBe(true);
  });
});
