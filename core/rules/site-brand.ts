// How each site variant presents itself where the widgets' CSS cannot reach: the e-mails the shop sends
// (issue 19 point 1). The colours and name come from the variant's description (core/site/variants.ts).
import type { SiteVariant } from '../schemas/user.js';
import { siteNameOf, siteVariantOf } from '../site/variants.js';

export interface SiteBrand {
  /** The shop's name as customers know it, in mail subjects and signatures. */
  name: string;
  /** Header colour and the colour of buttons and links (a CSS hex colour). */
  primary: string;
  /** Text on the primary colour. */
  onPrimary: string;
}

/** `productSiteName`: the server's configured `{product}` name (PRODUCT_SITE_NAME), as in the profile. */
export function siteBrandOf(site: SiteVariant, productSiteName?: string): SiteBrand {
  const { theme } = siteVariantOf(site);
  return { name: siteNameOf(site, productSiteName), primary: theme.primary, onPrimary: theme.onPrimary };
}
