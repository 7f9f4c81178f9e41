// The amount field and 'Læg i kurv' button of a single product (card and details), on core's one
// add-to-basket flow (core/stores/add-to-basket.ts). The hook holds only what React must: the
// button's busy state while the call runs, so a second press is not a second line, and the allergen
// guard's confirm step (issue 20 §3), which the card and the details render as `confirmStep`.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { addFromAmountField } from '../../core/stores/add-to-basket.js';
import type { AddToCartItem } from '../../core/schemas/cart.js';
import { loadAllergenGuardUi } from './allergen-guard-gate.js';

export interface AddToBasketField {
  busy: boolean;
  /** Adds `text` in `unit`; `clear` empties the field after an invalid amount or a successful add. */
  add(text: string, unit: { code: string; weighed?: boolean }, line: (amount: number) => AddToCartItem, clear: () => void): Promise<boolean>;
  /** The open "Læg i kurv alligevel?" dialog of a guarded product, or null: render it beside the button. */
  confirmStep: ReactNode;
}

export function useAddToBasket(): AddToBasketField {
  const [busy, setBusy] = useState(false);
  const [confirmStep, setConfirmStep] = useState<ReactNode>(null);
  async function add(text: string, unit: { code: string; weighed?: boolean }, line: (amount: number) => AddToCartItem, clear: () => void): Promise<boolean> {
    if (busy) return false;
    try {
      const outcome = await addFromAmountField(text, unit, line, {
        onInvalid: clear,
        onSend: () => setBusy(true),
        // Issue 20 §3: a guarded product is added only once confirmed (allergen-guard-ui.tsx confirmAdd);
        // without the guard's chunk (offline) the add goes through: the guard helps, it never blocks.
        confirm: (item) => loadAllergenGuardUi().then((ui) => ui.confirmAdd(item.productId, setConfirmStep), () => true),
      });
      if (outcome === 'added') clear();
      return outcome === 'added';
    } finally {
      setBusy(false);
    }
  }
  return { busy, add, confirmStep };
}
