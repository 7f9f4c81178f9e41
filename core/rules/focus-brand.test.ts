import { describe, expect, it } from 'vitest';
import { focusBrandHref, focusBrandSlug } from './card-state.js';
import { focusBrandPageHref, focusBrandSlugOf, isFocusBrandSlug } from './focus-brand.js';

describe('focusBrandSlugOf (issue 18 point 3, §2 /vores-staerke-brands/{focusBrand})', () => {
  it.each([
    ['the attribute wins', 'Thise', '/vores-staerke-brands/arla', 'thise'],
    ['the path segment', undefined, '/vores-staerke-brands/arla', 'arla'],
    ['a trailing slash', undefined, '/vores-staerke-brands/arla/', 'arla'],
    ['percent-encoded Danish letters', undefined, '/vores-staerke-brands/glyng%C3%B8re', 'glyngøre'],
    ['a broken escape is kept as it is', undefined, '/vores-staerke-brands/%E0%A4%A', '%E0%A4%A'],
    ['an empty attribute falls back to the path', '  ', '/vores-staerke-brands/merrild', 'merrild'],
    ['the overview page', undefined, '/vores-staerke-brands', null],
    ['another page', undefined, '/soeg', null],
    ['deeper paths are not brands', undefined, '/vores-staerke-brands/arla/x', null],
  ])('%s', (_, attribute, path, expected) => {
    expect(focusBrandSlugOf(attribute, path)).toBe(expected);
  });
});

describe('slugs agree with the card link (core/rules/card-state.ts focusBrandHref)', () => {
  it.each([
    ['Arla', 'arla'],
    ['Lantmännen Unibake', 'lantmännen-unibake'],
    ['  Peter  Larsen Kaffe ', 'peter-larsen-kaffe'],
    ['Glyngøre', 'glyngøre'],
  ])('%s -> %s', (name, slug) => {
    expect(focusBrandSlug(name)).toBe(slug);
    expect(focusBrandHref(name)).toBe(focusBrandPageHref(slug));
    expect(focusBrandSlugOf(undefined, focusBrandPageHref(slug))).toBe(slug);
    expect(isFocusBrandSlug(slug)).toBe(true);
  });

  it.each(['', 'a b', 'a/b', 'a?b', 'a#b', '50%', 'x\u0000', 'a'.repeat(81)])('%j cannot be a slug', (slug) => {
    expect(isFocusBrandSlug(slug)).toBe(false);
  });
});
