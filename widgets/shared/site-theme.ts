// Issue 22 point 2 (decision 016): the loader's theme chunk (widgets/loader.ts imports it on demand, so
// the variants' tokens stay off the search page's first load). It marks the page with its site variant
// and adds the variants' theme sheet (core/site/theme.ts) once; elements of the CMS with
// `data-shop-site-name` get the shop's name as their text (the header's logo). It imports nothing the
// first load has (the descriptions come from the loader), so the build does not split shared chunks.
import type { SiteVariant } from '../../core/schemas/user.js';
import type { SiteVariantDescription } from '../../core/site/variants.js';
import { SITE_ATTRIBUTE, themeCss } from '../../core/site/theme.js';

let sheetAdded = false;

function addSheet(doc: Document, css: string): void {
  // A constructed sheet: no inline <style>, so a strict style-src (examples/e2e/csp.e2e.ts) allows it.
  if ('adoptedStyleSheets' in doc && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.textContent = css;
  doc.head.prepend(style);
}

/**
 * Themes `doc` as `site` (a variant's id; anything else is ignored) named `name` (the profile's siteName
 * or the script's data-site-name; missing: the description's name). `descriptions`: core/site/variants.ts
 * SITE_VARIANT_DESCRIPTIONS.
 */
export function applySiteVariant(
  doc: Document,
  descriptions: Readonly<Record<SiteVariant, SiteVariantDescription>>,
  site: string | null | undefined,
  name?: string | null,
): void {
  const description = site && Object.hasOwn(descriptions, site) ? descriptions[site as SiteVariant] : null;
  if (!description) return;
  if (!sheetAdded) {
    sheetAdded = true;
    addSheet(doc, themeCss(descriptions));
  }
  doc.documentElement.setAttribute(SITE_ATTRIBUTE, description.id);
  const shown = name?.trim() || description.name;
  for (const el of Array.from(doc.querySelectorAll('[data-shop-site-name]'))) {
    if (el.textContent !== shown) el.textContent = shown;
  }
}
