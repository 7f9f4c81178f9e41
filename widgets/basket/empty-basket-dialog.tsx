import { useRef } from 'react';
import { daOrders } from '../../core/texts/da-orders.js';
import { useModal } from '../shared/use-modal.js';

/**
 * 'Tøm kurven?' (issue 7 §3): a native modal <dialog>; focus starts on 'Annuller' (the safe choice) and
 * returns to 'Tøm kurv' when it closes, also by Escape.
 */
export function EmptyBasketDialog({ id, open, dateText, onCancel, onConfirm }: { id: string; open: boolean; dateText: string; onCancel(): void; onConfirm(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModal(dialog, open, { initialFocus: cancel });
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-empty-title`} aria-describedby={`${id}-empty-text`} onClose={onCancel}>
      <h2 id={`${id}-empty-title`} className="dialog-title">{daOrders.emptyBasketTitle}</h2>
      <p id={`${id}-empty-text`}>{daOrders.emptyBasketText(dateText)}</p>
      <p className="actions">
        <button ref={cancel} type="button" className="btn secondary" onClick={onCancel}>{daOrders.cancel}</button>
        <button type="button" className="btn danger" onClick={onConfirm}>{daOrders.confirmEmpty}</button>
      </p>
    </dialog>
  );
}
