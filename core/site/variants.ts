// The one description of each site variant (§1: ab, bc, {product}, inco, ff; issue 22 point 1). Server,
// mails and widgets ask this module what a variant does and how it looks; nothing else branches on a
// site name (core/site/variants.test.ts scans the sources for it). A new variant is a new entry here
// (and a value of the database enum site_variant); docs/guides/site-variants.md §1 says how.
import type { SiteVariant } from '../schemas/user.js';

/**
 * How a variant's widgets look: CSS custom properties (issue 22 point 2, decision 016). The two colours
 * the server needs too (mails) are here; the variant's other tokens (hover, accent, text, surfaces,
 * radius, font stack, spacing) are in core/site/theme.ts SITE_THEME_TOKENS, keyed by the same variant:
 * that module loads only with the loader's theme chunk, so the tokens stay off the search page's first
 * load (the core chunk every widget shares).
 */
export interface SiteTheme {
  /** Header colour and the colour of buttons and links (a CSS hex colour); `--shop-color-primary`. */
  primary: string;
  /** Text on the primary colour; `--shop-color-on-primary`. */
  onPrimary: string;
}

export interface SiteVariantDescription {
  id: SiteVariant;
  /**
   * The shop's name as customers know it (header, mail subjects and signatures). For `{product}` this is
   * the default only: the server's PRODUCT_SITE_NAME names the brand shop (the profile's siteName).
   */
  name: string;
  theme: SiteTheme;
  /** §2 Links: where the variant's recipe pages live. */
  recipeBasePath: string;
  /**
   * §1, §6 "Cart type 1 (shopping list)": the variant offers the shopping-list cart (cart type 1): adds go
   * to the current shopping list in shopping-list wording, without delivery deadlines.
   */
  shoppingListCart: boolean;
  /** §6 "{product}: discontinued-by-HQ blocking". */
  blocksDiscontinuedByHQ: boolean;
  /** §6 "{product}: unit price shown when sorting is 5". */
  unitPriceOnSorting5: boolean;
  /** §6 "Focus products appear only if the shop setting allows." */
  focusProducts: boolean;
  /** §6: expiry (near-expiry) offers are on for this variant. */
  expiryOffers: boolean;
  /** §1 `{product}`: a brand shop whose name is configuration (PRODUCT_SITE_NAME); `name` is the default. */
  nameFromConfiguration: boolean;
}

const SHOP_DEFAULTS = {
  recipeBasePath: '/inspiration/opskrifter/',
  shoppingListCart: false,
  blocksDiscontinuedByHQ: false,
  unitPriceOnSorting5: false,
  focusProducts: true,
  expiryOffers: true,
  nameFromConfiguration: false,
} as const;

export const SITE_VARIANT_DESCRIPTIONS: Readonly<Record<SiteVariant, SiteVariantDescription>> = {
  ab: {
    id: 'ab',
    name: 'Grossisten',
    theme: { primary: '#1d5c3a', onPrimary: '#ffffff' },
    ...SHOP_DEFAULTS,
  },
  bc: {
    id: 'bc',
    name: 'Grossisten Catering',
    theme: { primary: '#23457a', onPrimary: '#ffffff' },
    ...SHOP_DEFAULTS,
  },
  inco: {
    id: 'inco',
    name: 'Inco',
    theme: { primary: '#b3261e', onPrimary: '#ffffff' },
    ...SHOP_DEFAULTS,
    recipeBasePath: '/inco-inspirerer/opskrifter/',
    shoppingListCart: true,
  },
  ff: {
    id: 'ff',
    name: 'Grossisten Frugt & Grønt',
    theme: { primary: '#3f6b12', onPrimary: '#ffffff' },
    ...SHOP_DEFAULTS,
  },
  // §1 `{product}`: a brand shop. Its name is configuration (PRODUCT_SITE_NAME, the profile's siteName);
  // this is the demo's default.
  product: {
    id: 'product',
    name: 'Grossisten Kaffe',
    theme: { primary: '#5b3a29', onPrimary: '#ffffff' },
    ...SHOP_DEFAULTS,
    blocksDiscontinuedByHQ: true,
    unitPriceOnSorting5: true,
    nameFromConfiguration: true,
  },
};

/** The description of a variant; an unknown value (an old client, a bad attribute) gets ab's. */
export function siteVariantOf(site: SiteVariant | string | null | undefined): SiteVariantDescription {
  return (site && Object.hasOwn(SITE_VARIANT_DESCRIPTIONS, site) ? SITE_VARIANT_DESCRIPTIONS[site as SiteVariant] : SITE_VARIANT_DESCRIPTIONS.ab);
}

/** The known variant a text names, or null (a `?site=` value, a script's `data-site`). */
export function knownSiteVariant(site: string | null | undefined): SiteVariant | null {
  return site && Object.hasOwn(SITE_VARIANT_DESCRIPTIONS, site) ? (site as SiteVariant) : null;
}

/**
 * The shop's name for a variant: `{product}`'s comes from configuration (PRODUCT_SITE_NAME on the
 * server, the profile's siteName in the browser) when given; the others' from their description.
 */
export function siteNameOf(site: SiteVariant, productSiteName?: string | null): string {
  const description = siteVariantOf(site);
  return description.nameFromConfiguration && productSiteName?.trim() ? productSiteName.trim() : description.name;
}
