// Issue 22 point 2 (decision 016): each variant's theme as one style sheet in the low-priority cascade
// layer `shop-theme`. The loader adopts it into the page and marks <html data-shop-site="<variant>">;
// the custom properties inherit into every widget's shadow root. Unlayered CSS of the CMS beats any
// layer, so a CMS overrides a token with a plain rule (`:root { --shop-radius: 0 }`) and no rebuild.
import { SITE_VARIANTS, type SiteVariant } from '../schemas/user.js';
import { themeTokensOf } from './variants.js';

/** The attribute on <html> that names the page's variant (CMS CSS may select on it too). */
export const SITE_ATTRIBUTE = 'data-shop-site';
/** The cascade layer of the variants' tokens; a CMS's unlayered CSS wins over it. */
export const THEME_LAYER = 'shop-theme';

/** The rule of one variant: `html[data-shop-site="inco"]{--shop-color-primary:#b3261e;…}`. */
export function themeRuleOf(site: SiteVariant): string {
  const declarations = Object.entries(themeTokensOf(site)).map(([name, value]) => `${name}:${value}`).join(';');
  return `html[${SITE_ATTRIBUTE}="${site}"]{${declarations}}`;
}

/** The whole sheet: every variant's rule in the `shop-theme` layer (switching variant is the attribute only). */
export function themeCss(): string {
  return `@layer ${THEME_LAYER}{${SITE_VARIANTS.map(themeRuleOf).join('')}}`;
}
