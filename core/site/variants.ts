// The one description of each site variant (§1: ab, bc, {product}, inco, ff; issue 22 point 1). Server,
// mails and widgets ask this module what a variant does and how it looks; nothing else branches on a
// site name. A new variant is a new entry here (and a value of the database enum site_variant).
import type { SiteVariant } from '../schemas/user.js';

/** How a variant's widgets look: CSS custom properties (issue 22 point 2, docs/guides/theming.md). */
export interface SiteTheme {
  /** Header colour and the colour of buttons and links (a CSS hex colour). */
  primary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** Further tokens, as CSS custom property name (without `--shop-`) to value. */
  tokens: Readonly<Record<string, string>>;
}

export interface SiteVariantDescription {
  id: SiteVariant;
  /** The shop's name as customers know it (header, mail subjects and signatures). */
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
}

const SHOP_DEFAULTS = {
  recipeBasePath: '/inspiration/opskrifter/',
  shoppingListCart: false,
  blocksDiscontinuedByHQ: false,
  unitPriceOnSorting5: false,
  focusProducts: true,
  expiryOffers: true,
} as const;

export const SITE_VARIANT_DESCRIPTIONS: Readonly<Record<SiteVariant, SiteVariantDescription>> = {
  ab: { id: 'ab', name: 'Grossisten', theme: { primary: '#1d5c3a', onPrimary: '#ffffff', tokens: {} }, ...SHOP_DEFAULTS },
  bc: { id: 'bc', name: 'Grossisten Catering', theme: { primary: '#23457a', onPrimary: '#ffffff', tokens: {} }, ...SHOP_DEFAULTS },
  inco: {
    id: 'inco',
    name: 'Inco',
    theme: { primary: '#b3261e', onPrimary: '#ffffff', tokens: {} },
    ...SHOP_DEFAULTS,
    recipeBasePath: '/inco-inspirerer/opskrifter/',
    shoppingListCart: true,
  },
  ff: { id: 'ff', name: 'Grossisten Frugt & Grønt', theme: { primary: '#3f6b12', onPrimary: '#ffffff', tokens: {} }, ...SHOP_DEFAULTS },
  // §1 `{product}`: a brand shop. Its name is configuration (PRODUCT_SITE_NAME, the profile's siteName);
  // this is the demo's default.
  product: {
    id: 'product',
    name: 'Grossisten Kaffe',
    theme: { primary: '#5b3a29', onPrimary: '#ffffff', tokens: {} },
    ...SHOP_DEFAULTS,
    blocksDiscontinuedByHQ: true,
    unitPriceOnSorting5: true,
  },
};

/** The description of a variant; an unknown value (an old client, a bad attribute) gets ab's. */
export function siteVariantOf(site: SiteVariant | string | null | undefined): SiteVariantDescription {
  return (site && Object.hasOwn(SITE_VARIANT_DESCRIPTIONS, site) ? SITE_VARIANT_DESCRIPTIONS[site as SiteVariant] : SITE_VARIANT_DESCRIPTIONS.ab);
}
