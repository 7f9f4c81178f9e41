// The one add-to-basket flow behind every amount field that adds a single product (issue 23 §3): the
// product card and the product details both type an amount in a unit and press 'Læg i kurv'. The
// amount is checked against the unit first (§5: an invalid one is cleared with a toast, nothing is
// sent), then POST addtoorder with its §8 toasts (core/stores/basket.ts). A favourite list adds many
// products in one call and has its own plan (favorite-list-view.ts). Issue 20 §3: a product the
// department's allergen guard names is only added once the user confirms (the `confirm` hook).
import { parseAmount } from '../rules/amount.js';
import { TOAST_MS } from '../rules/timing.js';
import type { AddToCartItem } from '../schemas/cart.js';
import { addToBasket } from './basket.js';
import { showToast } from './toasts.js';

/**
 * What became of one press: 'invalid' (the amount did not parse; the field should be emptied),
 * 'added' (emptied as well, the next product starts afresh), 'notAdded' (the server refused or the
 * call failed: the amount stays so the user can try again), 'cancelled' (the user said no in the
 * confirm step: nothing was sent, the amount stays).
 */
export type AddFromFieldOutcome = 'invalid' | 'added' | 'notAdded' | 'cancelled';

export interface AddFromFieldHooks {
  /** Called at once (before the promise settles) when the amount is refused: the field empties in the same render. */
  onInvalid?(): void;
  /** Called once the amount is valid and the call goes out (the button shows 'Tilføjer…' from then). */
  onSend?(): void;
  /**
   * Asked with the valid line before anything is sent (issue 20 §3: the allergen guard's "Læg i kurv
   * alligevel?"); false: nothing is added.
   */
  confirm?(item: AddToCartItem): boolean | Promise<boolean>;
}

export async function addFromAmountField(
  text: string,
  unit: { code: string; weighed?: boolean },
  line: (amount: number) => AddToCartItem,
  hooks: AddFromFieldHooks = {},
): Promise<AddFromFieldOutcome> {
  const parsed = parseAmount(text, unit);
  if (!parsed.ok) {
    showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
    hooks.onInvalid?.();
    return 'invalid';
  }
  const item = line(parsed.value);
  if (hooks.confirm && !(await hooks.confirm(item))) return 'cancelled';
  hooks.onSend?.();
  return (await addToBasket([item])) ? 'added' : 'notAdded';
}
