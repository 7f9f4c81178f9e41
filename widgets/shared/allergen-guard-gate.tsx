/**
 * The allergen guard's mount points in the cards and the details, and the add flow's confirm hook
 * (issue 20 §3).
 *
 * Bundle: these are on every card of the search page (bench/size-budget.ts), so this gate imports only
 * the shared session state. The warning, the confirm dialog, the guard store, its API call, the texts
 * and the CSS (allergen-guard-ui.tsx) load with a dynamic import() once a logged-in user sees a card,
 * as the punch-out banner and the product dropdown's panel do.
 */
import { createElement, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { $sessionState } from '../../core/index.js';
import { useStore } from './use-store.js';
import type * as UiModule from './allergen-guard-ui.js';

let uiModule: Promise<typeof UiModule> | null = null;
/** Set once the chunk has arrived: every later render shows it at once. */
let Loaded: typeof UiModule | null = null;

export function loadAllergenGuardUi(): Promise<typeof UiModule> {
  uiModule ??= import('./allergen-guard-ui.js').then(
    (module) => (Loaded = module),
    (error: unknown) => {
      uiModule = null; // offline: tried again on the next card
      throw error;
    },
  );
  return uiModule;
}

/** The warning line (`part="allergen-warning"`) of a guarded product, for a logged-in user; nothing otherwise. */
export function AllergenWarningMount({ productId }: { productId: string }) {
  const show = useStore($sessionState) === 'authenticated';
  const [ui, setUi] = useState(Loaded);
  useEffect(() => {
    if (show && !ui) loadAllergenGuardUi().then(setUi, () => {});
  }, [show, ui]);
  return show && ui ? createElement(ui.AllergenWarning, { productId }) : null;
}

/**
 * The add flow's confirm hook (core/stores/add-to-basket.ts), see allergen-guard-ui.tsx confirmAdd:
 * `show` gets the open dialog to render (null once answered). When the chunk cannot be fetched the add
 * goes through: the guard helps, it never stops the shop.
 */
export const confirmGuardedAdd = (productId: string, show: (dialog: ReactNode) => void): Promise<boolean> =>
  loadAllergenGuardUi().then((ui) => ui.confirmAdd(productId, show), () => true);
