/**
 * The allergen guard's mount points in the cards and the details, and the add flow's confirm hook
 * (issue 20 §3).
 *
 * Bundle: these are on every card of the search page (bench/size-budget.ts, 60 KB with a few bytes to
 * spare), so this gate imports nothing of core. The warning, the confirm dialog, the guard store, its
 * API call, the texts and the CSS (allergen-guard-ui.tsx) load with a dynamic import() once a card is
 * shown, as the punch-out banner and the product dropdown's panel do. The session is checked there, not
 * here (it costs 34 bytes on every search page): a visitor fetches the chunk but never the guard list
 * (the store loads for a logged-in user only) and sees no warning.
 */
import { createElement, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type * as UiModule from './allergen-guard-ui.js';

let uiModule: Promise<typeof UiModule> | null = null;

/** The chunk, fetched once per page; a failed fetch (offline) is tried again by the next card or add. */
export const loadAllergenGuardUi = (): Promise<typeof UiModule> =>
  (uiModule ??= import('./allergen-guard-ui.js').catch((error: unknown) => {
    uiModule = null;
    throw error;
  }));

/** The warning line (`part="allergen-warning"`) of a guarded product; nothing otherwise (and for a visitor). */
export function AllergenWarningMount({ productId }: { productId: string }) {
  const [ui, setUi] = useState<typeof UiModule | null>(null);
  useEffect(() => {
    loadAllergenGuardUi().then(setUi, () => {});
  }, []);
  return ui ? createElement(ui.AllergenWarning, { productId }) : null;
}

/**
 * The add flow's confirm hook (core/stores/add-to-basket.ts), see allergen-guard-ui.tsx confirmAdd:
 * `show` gets the open dialog to render (null once answered). When the chunk cannot be fetched the add
 * goes through: the guard helps, it never stops the shop.
 */
export const confirmGuardedAdd = (productId: string, show: (dialog: ReactNode) => void): Promise<boolean> =>
  loadAllergenGuardUi().then((ui) => ui.confirmAdd(productId, show), () => true);
