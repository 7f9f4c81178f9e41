// The details view as <shop-product-details> loads it (issue 15 point 3, docs/decisions/030-first-load.md):
// its own chunk with the view, its CSS, the details store and the schemas (zod) behind them, imported by
// the element's shell (product-details-shell.tsx) when the page is idle, the URL names a product or a
// link to the details is clicked, whichever comes first.
import { useCallback } from 'react';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import { ProductDetailsView } from './product-details.js';
import type { ProductDetailsViewProps } from './product-details.js';
import css from './product-details.css?inline';

export { openProductDetails } from '../../core/stores/product-details.js';

/** The view with its CSS, adopted into the element's shadow root (the element itself carries none). */
export function ProductDetailsContent(props: ProductDetailsViewProps) {
  const adopt = useCallback((el: HTMLElement | null) => {
    const root = el?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [css]);
  }, []);
  return (
    <div ref={adopt} style={{ display: 'contents' }}>
      {supportsAdoptedStyleSheets() ? null : <style>{css}</style>}
      <ProductDetailsView {...props} />
    </div>
  );
}
