// Issue 22 point 2 (decision 016): the loader marks the page with its site variant and adopts the
// variants' theme sheet (core/site/theme.ts) once; the profile's variant wins once it is known, the
// script's data-site before (anonymous pages, the example site's ?site= preview). Elements of the CMS
// with `data-shop-site-name` get the shop's name as their text (the header's logo).
import type { SiteVariant } from '../../core/schemas/user.js';
import { SITE_ATTRIBUTE, themeCss } from '../../core/site/theme.js';
import { adoptStyles } from './adopt-styles.js';

let sheetAdopted = false;

export function applySiteVariant(doc: Document, site: SiteVariant, name: string): void {
  if (!sheetAdopted) {
    sheetAdopted = true;
    // A constructed sheet: no inline <style>, so a strict style-src (examples/e2e/csp.e2e.ts) allows it.
    if (!adoptStyles(doc, [themeCss()])) {
      const style = doc.createElement('style');
      style.textContent = themeCss();
      doc.head.prepend(style);
    }
  }
  doc.documentElement.setAttribute(SITE_ATTRIBUTE, site);
  for (const el of Array.from(doc.querySelectorAll('[data-shop-site-name]'))) {
    if (el.textContent !== name) el.textContent = name;
  }
}
