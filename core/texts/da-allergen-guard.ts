// Issue 20 §3 allergen guard: the warning on cards and details, the confirm step before adding, the
// basket's notice. Pure functions of the guard of one product (core/stores/allergen-guard.ts); the
// Danish allergen names are the product details' (da-product-details.ts). Not in `da` (bundle budget):
// only the guard's lazily loaded chunk and the basket page carry it.
import type { AllergenCode } from '../schemas/food-info.js';
import { daProductDetails } from './da-product-details.js';
import { defineTexts, tpl, type TextVars } from './dictionary.js';

/** The excluded allergens one product contains and may contain (EU annex order). */
export interface ProductGuard {
  contains: readonly AllergenCode[];
  mayContain: readonly AllergenCode[];
}

/** A confirm step waiting for the user's answer (the widgets' "Læg i kurv alligevel?" dialog). */
export interface AllergenConfirmRequest {
  guard: ProductGuard;
  answer(yes: boolean): void;
}

/** 'jordnødder og nødder', 'æg, mælk og nødder': lower-case names joined the Danish way. */
export function allergenList(codes: readonly AllergenCode[]): string {
  const names = codes.map((code) => daProductDetails.allergenNames[code].toLocaleLowerCase('da'));
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${daAllergenGuard.and} ${names[names.length - 1]}`;
}

/** Whether a product is guarded at all (contains or may contain an excluded allergen). */
export function isGuarded(guard: ProductGuard | undefined): guard is ProductGuard {
  return guard !== undefined && guard.contains.length + guard.mayContain.length > 0;
}

/** 'indeholder nødder og kan indeholde sesamfrø': what it contains first, then what it may contain. */
export function guardPhrase(guard: ProductGuard): string {
  const parts: string[] = [];
  if (guard.contains.length > 0) parts.push(daAllergenGuard.contains(allergenList(guard.contains)));
  if (guard.mayContain.length > 0) parts.push(daAllergenGuard.mayContain(allergenList(guard.mayContain)));
  return parts.join(` ${daAllergenGuard.and} `);
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('da') + text.slice(1);

export const daAllergenGuard = defineTexts('AllergenGuard', {
  /** The card's and the details' warning: "Indeholder jordnødder og nødder, som afdelingen har fravalgt". */
  warning: tpl('{allergens}, som afdelingen har fravalgt', (guard: ProductGuard): TextVars => ({ allergens: capitalized(guardPhrase(guard)) })),
  /** The confirm dialog's question before a guarded product goes into the basket. */
  confirmQuestion: tpl('Varen {allergens}, som afdelingen har fravalgt. Læg i kurv alligevel?', (guard: ProductGuard): TextVars => ({ allergens: guardPhrase(guard) })),
  confirmTitle: 'Fravalgt allergen',
  confirmAdd: 'Læg i kurv alligevel',
  confirmCancel: 'Fortryd',
  /** The basket page's notice above the lines. */
  basketNoticeTitle: 'Varer med allergener, som afdelingen har fravalgt',
  basketNoticeLine: tpl('{name}: {allergens}', (name: string, guard: ProductGuard): TextVars => ({ name, allergens: guardPhrase(guard) })),
  /** The parts of the phrase the three texts above place as {allergens}: "indeholder nødder og kan indeholde sesamfrø". */
  contains: tpl('indeholder {allergens}', (allergens: string) => ({ allergens })),
  mayContain: tpl('kan indeholde {allergens}', (allergens: string) => ({ allergens })),
  /** The last joint of a list of allergens ("æg, mælk og nødder") and of the two parts. */
  and: 'og',
});
