// Issue 22 point 1 (§1 `{product}`): the brand shop's name is configuration, env PRODUCT_SITE_NAME
// (AppConfig.productSiteName). createApp sets it once for the process; the profile's siteName and the
// mails' brand read it here, so both say the same name. Unset: the description's default.
import type { SiteVariant } from '../../core/schemas/user.js';
import { siteNameOf } from '../../core/site/variants.js';

let productSiteName: string | undefined;

export function configureProductSiteName(name: string | undefined): void {
  productSiteName = name?.trim() || undefined;
}

/** The configured `{product}` name, or undefined for the description's default. */
export function configuredProductSiteName(): string | undefined {
  return productSiteName;
}

/** The shop's name of a variant as this server is configured. */
export function serverSiteNameOf(site: SiteVariant): string {
  return siteNameOf(site, productSiteName);
}
