// What <shop-product-details> is on the page's first load (issue 15 point 3, docs/decisions/030-first-load.md):
// the view, its CSS, its store and zod (27 KB min+gzip) were imported with the search page although
// nothing shows until a product is opened. The shell renders nothing and imports the view
// (product-details-content.tsx) once the page's first view is there and the page is idle, at once when the URL names a product
// (`?foodInfo=`), or when a link to the details is clicked before that: it holds the click as the view
// would (the URL pushed in page mode, the product opened, focus to return to the link) and hands over.
// Once the view is there it does everything, as before (product-details.tsx).
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
// Through the barrel like every element: the shared core chunk stays one chunk (esbuild groups code by
// the set of entries reaching it; widgets/lead-generator/lead-generator-widget.tsx).
import { $shopConfig, afterFirstView } from '../../core/index.js';
import { readDetailsParams } from '../../core/rules/product-details-url.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { detailsLinkTarget, detailsMode, pushDetailsParams } from './details-location.js';
import type { ProductDetailsProps, ProductDetailsViewProps } from './product-details.js';
import type * as ContentModule from './product-details-content.js';

let contentModule: Promise<typeof ContentModule> | null = null;

/** The view's chunk, once per page (again after a failed import). */
export function loadProductDetailsContent(): Promise<typeof ContentModule> {
  contentModule ??= import('./product-details-content.js').catch((error: unknown) => {
    contentModule = null;
    throw error;
  });
  return contentModule;
}

export function ProductDetailsShell(props: ProductDetailsProps) {
  const [View, setView] = useState<ComponentType<ProductDetailsViewProps> | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const config = useStore($shopConfig);
  const search = useLocationSearch();
  const wanted = readDetailsParams(search) !== null;

  useEffect(() => {
    if (View) return;
    const show = () => void loadProductDetailsContent().then((m) => setView(() => m.ProductDetailsContent), () => {});
    if (wanted) return show();
    // Not while the page's first view is still loading (on the search page a visitor's catalogue error
    // dialog waited for the view's chunks: docs/decisions/028-lighthouse.md tenth pass).
    return afterFirstView(show);
  }, [View, wanted]);

  // A click on a link to the details before the view is here: caught as the view catches it.
  useEffect(() => {
    if (View) return;
    const searchUrl = config.searchUrl;
    const mode = detailsMode(props.mode, searchUrl);
    const onClick = (event: MouseEvent) => {
      const hit = detailsLinkTarget(event, mode === 'modal' ? searchUrl : undefined);
      if (!hit) return;
      event.preventDefault();
      if (mode === 'page') pushDetailsParams(hit.params.productId, hit.params.expiry);
      loadProductDetailsContent().then(
        (m) => {
          // Open before the view mounts, so it starts open and keeps the link to return focus to.
          void m.openProductDetails(hit.params.productId, { expiry: hit.params.expiry });
          setOpener(hit.anchor);
          setView(() => m.ProductDetailsContent);
        },
        // The view could not be loaded: the link does what it does without the widget.
        () => location.assign(hit.anchor.href),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [View, props.mode, config.searchUrl]);

  // JSX like every element (not createElement): the JSX runtime then stays in the UI runtime's chunk.
  return View ? <View {...props} opener={opener} /> : null;
}
