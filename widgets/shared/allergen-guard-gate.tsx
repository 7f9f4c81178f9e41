/**
 * The allergen guard's mount point in the cards and the details, and the loader of its chunk that the
 * add flow's confirm step also uses (use-add-to-basket.ts) (issue 20 §3).
 *
 * Bundle: these are on every card of the search page (bench/size-budget.ts, 60 KB with a few bytes to
 * spare), so this gate imports nothing of core. The warning, the confirm dialog, the guard store, its
 * API call, the texts and the CSS (allergen-guard-ui.tsx) load with a dynamic import() once a card is
 * shown, as the punch-out banner and the product dropdown's panel do. The session is checked there, not
 * here (it costs 34 bytes on every search page): a visitor fetches the chunk but never the guard list
 * (the store loads for a logged-in user only) and sees no warning.
 */
import { createElement, useEffect, useState } from 'react';
import type * as UiModule from './allergen-guard-ui.js';

let uiModule: Promise<typeof UiModule> | null = null;

/**
 * The chunk, fetched once per page. A failed fetch (offline) stays failed until the next page, as a
 * failed guard list does (core/stores/allergen-guard.ts): no warnings, and adds go through.
 */
export const loadAllergenGuardUi = (): Promise<typeof UiModule> => (uiModule ??= import('./allergen-guard-ui.js'));

/** The warning line (`part="allergen-warning"`) of a guarded product; nothing otherwise (and for a visitor). */
export function AllergenWarningMount({ productId }: { productId: string }) {
  const [ui, setUi] = useState<typeof UiModule | null>(null);
  useEffect(() => {
    loadAllergenGuardUi().then(setUi, () => {});
  }, []);
  return ui ? createElement(ui.AllergenWarning, { productId }) : null;
}
