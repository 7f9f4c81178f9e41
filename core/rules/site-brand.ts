// How each site variant (§1: ab, bc, inco, ff) presents itself where the widgets' CSS cannot reach:
// the e-mails the shop sends (issue 19 point 1). Issue 22 grows this into the one description per variant.
import type { SiteVariant } from '../schemas/user.js';

export interface SiteBrand {
  /** The shop's name as customers know it, in mail subjects and signatures. */
  name: string;
  /** Header colour and the colour of buttons and links (a CSS hex colour). */
  primary: string;
  /** Text on the primary colour. */
  onPrimary: string;
}

const BRANDS: Record<SiteVariant, SiteBrand> = {
  ab: { name: 'Grossisten', primary: '#1d5c3a', onPrimary: '#ffffff' },
  bc: { name: 'Grossisten Catering', primary: '#23457a', onPrimary: '#ffffff' },
  inco: { name: 'Inco', primary: '#b3261e', onPrimary: '#ffffff' },
  ff: { name: 'Grossisten Frugt & Grønt', primary: '#3f6b12', onPrimary: '#ffffff' },
};

export function siteBrandOf(site: SiteVariant): SiteBrand {
  return BRANDS[site];
}
