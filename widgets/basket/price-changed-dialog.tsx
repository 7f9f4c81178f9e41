import { useRef } from 'react';
import type { RefObject } from 'react';
import { formatPrice } from '../../core/index.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { useModal } from '../shared/use-modal.js';

/**
 * The prices changed while the user looked (issue 7 §5): the old and new totals, and the choice to
 * order at the new total (focused) or not. Escape and 'Annuller' dismiss it; focus returns to
 * 'Afgiv ordre'.
 */
export function PriceChangedDialog({ id, totals, returnFocus, onDismiss, onConfirm }: { id: string; totals: { previousTotalOre: number | null; totalOre: number | null } | null; returnFocus: RefObject<HTMLElement | null>; onDismiss(): void; onConfirm(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useModal(dialog, totals !== null, { initialFocus: confirm, returnFocus });
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-price-title`} aria-describedby={`${id}-price-text`} onCancel={onDismiss}>
      <h2 id={`${id}-price-title`} className="dialog-title">{daOrders.priceChangedTitle}</h2>
      {totals ? (
        <p id={`${id}-price-text`}>{daOrders.priceChangedText(formatPrice(totals.previousTotalOre ?? 0), formatPrice(totals.totalOre ?? 0))}</p>
      ) : <p id={`${id}-price-text`} />}
      <p className="actions">
        <button type="button" className="btn secondary" onClick={onDismiss}>{daOrders.cancel}</button>
        <button ref={confirm} type="button" className="btn" onClick={onConfirm}>{daOrders.confirmNewTotal}</button>
      </p>
    </dialog>
  );
}
