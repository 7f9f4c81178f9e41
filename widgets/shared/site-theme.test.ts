// Issue 22 point 2 (decision 016): the loader's theming. The page gets <html data-shop-site>, the
// variants' sheet once (layer shop-theme), and the CMS's name slots the shop's name; every widget reads
// every token of the set through base.css, with a fallback.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP_THEME_TOKENS } from '../../core/site/theme.js';
import { applySiteVariant } from './site-theme.js';
import { SITE_VARIANT_DESCRIPTIONS } from '../../core/site/variants.js';

/** Style sheets of the page: adopted ones and <style> elements (the fallback without constructable sheets). */
const sheetCount = () => document.adoptedStyleSheets.length + document.querySelectorAll('style').length;

describe('applySiteVariant', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-shop-site');
  });

  it('marks <html> with the variant, writes the name into [data-shop-site-name], and adds the sheet only once', () => {
    const before = sheetCount();
    document.body.innerHTML = '<a class="logo"><span data-shop-site-name>Grossisten</span></a><p data-shop-site-name></p><span>other</span>';
    applySiteVariant(document, SITE_VARIANT_DESCRIPTIONS, 'inco', 'Inco');
    expect(document.documentElement.getAttribute('data-shop-site')).toBe('inco');
    expect(Array.from(document.querySelectorAll('[data-shop-site-name]')).map((e) => e.textContent)).toEqual(['Inco', 'Inco']);
    expect(document.querySelector('span:not([data-shop-site-name])')!.textContent).toBe('other');
    expect(sheetCount()).toBe(before + 1);

    // The profile says another variant later (a logged-in user of the brand shop): the attribute and
    // the name change, the sheet stays the one it was.
    applySiteVariant(document, SITE_VARIANT_DESCRIPTIONS, 'product', 'Kaffekompagniet');
    expect(document.documentElement.getAttribute('data-shop-site')).toBe('product');
    expect(document.querySelector('[data-shop-site-name]')!.textContent).toBe('Kaffekompagniet');
    expect(sheetCount()).toBe(before + 1);

    // Without a name: the description's; an unknown variant (a bad data-site) changes nothing.
    applySiteVariant(document, SITE_VARIANT_DESCRIPTIONS, 'ff', '  ');
    expect(document.querySelector('[data-shop-site-name]')!.textContent).toBe('Grossisten Frugt & Grønt');
    applySiteVariant(document, SITE_VARIANT_DESCRIPTIONS, 'nope', 'X');
    expect(document.documentElement.getAttribute('data-shop-site')).toBe('ff');
    expect(document.querySelector('[data-shop-site-name]')!.textContent).toBe('Grossisten Frugt & Grønt');
  });
});

describe('the token set in widgets/shared/base.css', () => {
  const base = readFileSync('widgets/shared/base.css', 'utf8');

  it.each(SHOP_THEME_TOKENS)('--shop-%s reaches the widgets with a fallback', (token) => {
    expect(base).toMatch(new RegExp(`--_[a-z-]+: var\\(--shop-${token}, [^)]+`));
  });
});
