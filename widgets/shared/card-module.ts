// The product card and its styles for every widget outside the product list that shows cards (issue 18:
// expiry offers, focus brands, the carousels, public offers). They come from <shop-product-list>'s own
// element module, imported on demand (it also defines <shop-product-list>, harmlessly): importing
// product-card.tsx or its CSS directly from a second entry makes esbuild split the card out of the list's
// file into a shared chunk that every page with a list then loads (+0.8 to 1.4 KB gzip on the search
// page, over its budget; bench/size-budget.ts). One loader, so the module is fetched once per page.
import { useEffect, useState } from 'react';
import { adoptStyles } from './adopt-styles.js';
import type * as CardModule from '../product-list/product-list.element.js';

export type { CardModule };

let cardModule: Promise<typeof CardModule> | null = null;

export const loadCardModule = (): Promise<typeof CardModule> => (cardModule ??= import('../product-list/product-list.element.js'));

/** The card module once loaded; null until then (render a placeholder). */
export function useCardModule(): typeof CardModule | null {
  const [module, setModule] = useState<typeof CardModule | null>(null);
  useEffect(() => {
    let live = true;
    loadCardModule().then((m) => live && setModule(m), () => {});
    return () => {
      live = false;
    };
  }, []);
  return module;
}

/** A ref that adopts the cards' styles into the widget's shadow root once the card module has loaded. */
export function adoptCardCss(card: Pick<typeof CardModule, 'cardCss'>) {
  return (el: HTMLElement | null): void => {
    const root = el?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [card.cardCss]);
  };
}
