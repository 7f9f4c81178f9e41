// Issue 22 points 1 and 2: the variants' description, their themes, and that nothing outside the
// description decides by a site name.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_VARIANTS } from '../schemas/user.js';
import { SITE_VARIANT_DESCRIPTIONS, knownSiteVariant, siteNameOf, siteVariantOf } from './variants.js';
import { SHOP_THEME_TOKENS, SITE_ATTRIBUTE, SITE_THEME_TOKENS, THEME_LAYER, themeCss, themeRuleOf, themeTokensOf } from './theme.js';
import { siteBrandOf } from '../rules/site-brand.js';
import { canSeeExpiry, showUnitPriceColumn, showsFocusProducts, siteBlocksDiscontinuedByHQ, siteShowsUnitPriceOnSorting5 } from '../rules/permissions.js';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('site variant descriptions (§1, §2, §6)', () => {
  it('describes every variant of the enum, under its own id', () => {
    expect(Object.keys(SITE_VARIANT_DESCRIPTIONS).sort()).toEqual([...SITE_VARIANTS].sort());
    for (const site of SITE_VARIANTS) expect(SITE_VARIANT_DESCRIPTIONS[site].id).toBe(site);
  });

  it.each([
    // site, recipe path (§2), shopping-list cart (§1), HQ blocking, unit price on sorting 5 (§6), name
    ['ab', '/inspiration/opskrifter/', false, false, false, 'Grossisten'],
    ['bc', '/inspiration/opskrifter/', false, false, false, 'Grossisten Catering'],
    ['inco', '/inco-inspirerer/opskrifter/', true, false, false, 'Inco'],
    ['ff', '/inspiration/opskrifter/', false, false, false, 'Grossisten Frugt & Grønt'],
    ['product', '/inspiration/opskrifter/', false, true, true, 'Grossisten Kaffe'],
  ] as const)('%s: recipes at %s, shopping list %s, HQ blocking %s, unit price %s, named %s', (site, recipes, list, hq, unitPrice, name) => {
    const d = siteVariantOf(site);
    expect([d.recipeBasePath, d.shoppingListCart, d.blocksDiscontinuedByHQ, d.unitPriceOnSorting5, d.name]).toEqual([recipes, list, hq, unitPrice, name]);
    expect(siteBlocksDiscontinuedByHQ(site)).toBe(hq);
    expect(siteShowsUnitPriceOnSorting5(site)).toBe(unitPrice);
    // §6: the unit price column needs sorting 5 AND the variant's rule (it was fed the HQ rule before).
    expect(showUnitPriceColumn(5, siteShowsUnitPriceOnSorting5(site))).toBe(unitPrice);
    expect(showUnitPriceColumn(4, siteShowsUnitPriceOnSorting5(site))).toBe(false);
  });

  it('an unknown or missing variant gets ab, and knownSiteVariant says which texts name a variant', () => {
    expect(siteVariantOf('xx').id).toBe('ab');
    expect(siteVariantOf(null).id).toBe('ab');
    expect(siteVariantOf('constructor').id).toBe('ab');
    expect(knownSiteVariant('inco')).toBe('inco');
    expect(knownSiteVariant('INCO')).toBeNull();
    expect(knownSiteVariant('__proto__')).toBeNull();
    expect(knownSiteVariant(undefined)).toBeNull();
  });

  it.each([
    ['product', 'Kaffekompagniet', 'Kaffekompagniet'],
    ['product', '  ', 'Grossisten Kaffe'],
    ['product', undefined, 'Grossisten Kaffe'],
    ['inco', 'Kaffekompagniet', 'Inco'], // only {product}'s name is configuration
  ] as const)('%s with configured name %j is called %s (header, profile and mails alike)', (site, configured, name) => {
    expect(siteNameOf(site, configured)).toBe(name);
    expect(siteBrandOf(site, configured).name).toBe(name);
  });

  it('focus products and expiry offers follow the description and the settings', () => {
    for (const site of SITE_VARIANTS) {
      const d = siteVariantOf(site);
      expect(showsFocusProducts(true, site)).toBe(d.focusProducts);
      expect(showsFocusProducts(false, site)).toBe(false);
      const settings = { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: true, showProcure: false, procureAlwaysOn: false };
      expect(canSeeExpiry({ isPunchOut: false, punchOut: null, shopType: 0, settings, siteVariant: site }, [0, 1])).toBe(d.expiryOffers);
    }
  });
});

describe('site variant themes (issue 22 point 2)', () => {
  it.each(SITE_VARIANTS)('%s has every token, readable colours and its primary as --shop-color-primary', (site) => {
    const tokens = themeTokensOf(siteVariantOf(site));
    expect(Object.keys(tokens)).toEqual(SHOP_THEME_TOKENS.map((t) => `--shop-${t}`));
    for (const value of Object.values(tokens)) expect(value).toMatch(/^[^;{}<>]+$/); // safe inside a CSS rule
    const { primary, onPrimary } = siteVariantOf(site).theme;
    expect(tokens['--shop-color-primary']).toBe(primary);
    expect(tokens['--shop-color-on-primary']).toBe(onPrimary);
    for (const name of ['--shop-color-primary', '--shop-color-primary-hover', '--shop-color-accent', '--shop-color-text', '--shop-color-muted', '--shop-color-surface', '--shop-color-surface-alt'] as const) {
      expect(tokens[name]).toMatch(/^#[0-9a-f]{6}$/);
    }
    // WCAG AA 4.5:1 (axe): button text on the primary and its hover, primary and text on both surfaces.
    expect(contrast(onPrimary, primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(onPrimary, tokens['--shop-color-primary-hover'])).toBeGreaterThanOrEqual(4.5);
    for (const surface of [tokens['--shop-color-surface'], tokens['--shop-color-surface-alt']]) {
      for (const ink of [primary, tokens['--shop-color-text'], tokens['--shop-color-muted'], tokens['--shop-color-accent']]) {
        expect(contrast(ink, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(tokens['--shop-radius']).toMatch(/^\d+px$/);
    expect(tokens['--shop-space']).toMatch(/^[\d.]+rem$/);
  });

  it('every variant has its tokens in core/site/theme.ts', () => {
    expect(Object.keys(SITE_THEME_TOKENS).sort()).toEqual([...SITE_VARIANTS].sort());
  });

  it('the themes differ: every variant has its own primary colour', () => {
    expect(new Set(SITE_VARIANTS.map((s) => siteVariantOf(s).theme.primary)).size).toBe(SITE_VARIANTS.length);
  });

  it('the sheet holds every variant in the low-priority layer, selected by <html data-shop-site>', () => {
    const css = themeCss(SITE_VARIANT_DESCRIPTIONS);
    expect(css.startsWith(`@layer ${THEME_LAYER}{`)).toBe(true);
    expect(css.endsWith('}}')).toBe(true);
    for (const site of SITE_VARIANTS) expect(css).toContain(themeRuleOf(siteVariantOf(site)));
    expect(themeRuleOf(siteVariantOf('inco'))).toBe(
      `html[${SITE_ATTRIBUTE}="inco"]{${Object.entries(themeTokensOf(siteVariantOf('inco'))).map(([k, v]) => `${k}:${v}`).join(';')}}`,
    );
    expect(themeRuleOf(siteVariantOf('inco'))).toContain('--shop-color-primary:#b3261e');
  });
});

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['fixtures', 'node_modules', 'seed', 'migrations', 'test-support'].includes(e.name) ? [] : sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|stories|e2e)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('nothing outside the description decides by a site name (issue 22 point 1)', () => {
  // A comparison with a variant's name, a switch over them, or a comparison of something called site.
  const NAMES = SITE_VARIANTS.filter((s) => s !== 'product').join('|');
  const DECIDES = new RegExp(
    `(===|!==|==|!=)\\s*['"\`](${NAMES})['"\`]|['"\`](${NAMES})['"\`]\\s*(===|!==|==|!=)|case\\s+['"\`](${SITE_VARIANTS.join('|')})['"\`]` +
      `|\\bsite(Variant)?\\s*(===|!==|==|!=)|(===|!==|==|!=)\\s*[\\w.?]*\\bsite(Variant)?\\b|\\.includes\\(\\s*[\\w.?]*\\bsite(Variant)?\\s*\\)`,
  );

  it('the pattern catches the ways a site name is decided on', () => {
    for (const bad of [`if (site === 'inco')`, `profile.siteVariant !== 'ab'`, `'ff' === x`, `case 'product':`, `a.siteVariant === b`, `['ab','bc'].includes(profile.siteVariant)`]) {
      expect(bad).toMatch(DECIDES);
    }
    for (const fine of [`o.kind === 'product'`, `siteVariantOf(site).recipeBasePath`, `site: department.siteVariant`]) expect(fine).not.toMatch(DECIDES);
  });

  it('core, widgets and api-server ask core/site/variants.ts', () => {
    const offenders = [...sources('core'), ...sources('widgets'), ...sources('api-server')]
      .filter((f) => path.normalize(f) !== path.normalize('core/site/variants.ts'))
      .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n').map((line, i) => [f, i + 1, line] as const))
      .filter(([, , line]) => DECIDES.test(line) && !/^\s*(\/\/|\*)/.test(line))
      .map(([f, n, line]) => `${f}:${n}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });
});

describe('the browser test states the description (examples/e2e/site-variants.e2e.ts)', () => {
  it('its expected colours and names are the description\'s', () => {
    const source = fs.readFileSync('examples/e2e/site-variants.e2e.ts', 'utf8');
    for (const site of SITE_VARIANTS) {
      const { theme, name } = siteVariantOf(site);
      expect(source).toContain(`${site}: { primary: '${theme.primary}', onPrimary: '${theme.onPrimary}', name: '${name}' }`);
    }
  });
});
