// Issue 22 point 2 (decision 016): each variant's theme tokens, and the style sheet that carries them
// in the low-priority cascade layer `shop-theme`. The loader adopts the sheet into the page (a chunk of
// its own, loaded once a variant is known) and marks <html data-shop-site="<variant>">; the custom
// properties inherit into every widget's shadow root. Unlayered CSS of the CMS beats any layer, so a CMS
// overrides a token with a plain rule (`:root { --shop-radius: 0 }`) and no rebuild.
// Only types are imported: the theme chunk gets the descriptions from the loader (which has them in the
// core chunk), so it shares no module with the first load and esbuild does not split the core chunk.
import type { SiteVariant } from '../schemas/user.js';
import type { SiteVariantDescription } from './variants.js';

type Described = Pick<SiteVariantDescription, 'id' | 'theme'>;

/**
 * The theme tokens every widget reads (docs/guides/site-variants.md §2), as the CSS custom property's
 * name without `--shop-`. widgets/shared/base.css gives each one a fallback.
 */
export const SHOP_THEME_TOKENS = [
  'color-primary',
  'color-primary-hover',
  'color-on-primary',
  'color-accent',
  'color-text',
  'color-muted',
  'color-border',
  'color-surface',
  'color-surface-alt',
  'radius',
  'font',
  'space',
] as const;
export type ShopThemeToken = (typeof SHOP_THEME_TOKENS)[number];
/** The tokens besides the description's two colours (core/site/variants.ts SiteTheme). */
export type VariantThemeTokens = Readonly<Record<Exclude<ShopThemeToken, 'color-primary' | 'color-on-primary'>, string>>;

/** What the variants share; each theme names what differs. Colours keep 4.5:1 for text (axe). */
const BASE_TOKENS = {
  'color-text': '#1b1b1b',
  'color-muted': '#545454',
  'color-border': '#7b837f',
  'color-surface': '#ffffff',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  space: '1rem',
} as const;

/** Each variant's tokens beside its description's primary and onPrimary (one entry per variant). */
export const SITE_THEME_TOKENS: Readonly<Record<SiteVariant, VariantThemeTokens>> = {
  ab: { ...BASE_TOKENS, 'color-primary-hover': '#154a2e', 'color-accent': '#8a5a00', 'color-surface-alt': '#f3f4f2', radius: '6px' },
  bc: {
    ...BASE_TOKENS, 'color-primary-hover': '#1a355f', 'color-accent': '#a14a00', 'color-surface-alt': '#eef2f8', radius: '4px',
    font: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
  },
  inco: {
    ...BASE_TOKENS, 'color-primary-hover': '#8f1e18', 'color-accent': '#2d2d2d', 'color-surface-alt': '#f7f2f1', radius: '2px',
    font: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  },
  ff: { ...BASE_TOKENS, 'color-primary-hover': '#31540e', 'color-accent': '#a8430f', 'color-surface-alt': '#f2f7ea', radius: '12px' },
  product: {
    ...BASE_TOKENS, 'color-primary-hover': '#472d20', 'color-accent': '#8a5a1c', 'color-text': '#2a1d15', 'color-surface-alt': '#f5eee6',
    radius: '10px', font: "Georgia, 'Times New Roman', serif",
  },
};

/** The attribute on <html> that names the page's variant (CMS CSS may select on it too). */
export const SITE_ATTRIBUTE = 'data-shop-site';
/** The cascade layer of the variants' tokens; a CMS's unlayered CSS wins over it. */
export const THEME_LAYER = 'shop-theme';

/** Every token of a variant's theme, `--shop-` name to value (the description's two colours included). */
export function themeTokensOf({ id, theme }: Described): Record<`--shop-${ShopThemeToken}`, string> {
  const all: Record<string, string> = { 'color-primary': theme.primary, 'color-on-primary': theme.onPrimary, ...SITE_THEME_TOKENS[id] };
  return Object.fromEntries(SHOP_THEME_TOKENS.map((name) => [`--shop-${name}`, all[name]!])) as Record<`--shop-${ShopThemeToken}`, string>;
}

/** The rule of one variant: `html[data-shop-site="inco"]{--shop-color-primary:#b3261e;…}`. */
export function themeRuleOf(description: Described): string {
  const declarations = Object.entries(themeTokensOf(description)).map(([name, value]) => `${name}:${value}`).join(';');
  return `html[${SITE_ATTRIBUTE}="${description.id}"]{${declarations}}`;
}

/**
 * The whole sheet: every variant's rule in the `shop-theme` layer (switching variant is the attribute
 * only). `descriptions`: core/site/variants.ts SITE_VARIANT_DESCRIPTIONS.
 */
export function themeCss(descriptions: Readonly<Record<SiteVariant, Described>>): string {
  return `@layer ${THEME_LAYER}{${Object.values(descriptions).map(themeRuleOf).join('')}}`;
}
