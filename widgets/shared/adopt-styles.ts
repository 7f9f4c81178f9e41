// Styles for shadow roots (traps.md: CSS imported by a component lands in <head> and never reaches
// the shadow root). One CSSStyleSheet per CSS text, adopted into every root that needs it; where
// constructable sheets are missing, the element renders a <style> element instead.

const sheets = new Map<string, CSSStyleSheet>();

export function supportsAdoptedStyleSheets(): boolean {
  return (
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/** The one shared sheet for this CSS text (created on first use). */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts the sheets into `root` once. Returns false when the browser cannot adopt sheets, so the
 * caller renders a <style> fallback.
 */
export function adoptStyles(root: ShadowRoot | Document, cssTexts: readonly string[]): boolean {
  if (!supportsAdoptedStyleSheets()) return false;
  try {
    const wanted = cssTexts.map(sheetFor);
    const current = root.adoptedStyleSheets;
    const missing = wanted.filter((s) => !current.includes(s));
    if (missing.length > 0) root.adoptedStyleSheets = [...current, ...missing];
    return true;
  } catch {
    return false;
  }
}
