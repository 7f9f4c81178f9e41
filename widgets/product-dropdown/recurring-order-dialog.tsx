// The frame and buttons the Fastordrer tab's four dialogs share.
import { useRef } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import { useModal } from '../shared/use-modal.js';
import { t } from './recurring-order-texts.js';

/**
 * A native modal <dialog> (useModal: top layer, inert page, focus in and back). The panel's own
 * classes only: the dropdown shares its shadow root with the card list, whose CSS must not restyle (or
 * be restyled by) these dialogs.
 */
export function RecurringOrderDialog({
  open,
  labelId,
  initialFocus,
  returnFocus,
  onClose,
  children,
}: {
  open: boolean;
  labelId: string;
  initialFocus: RefObject<HTMLElement | null>;
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref, open, { initialFocus, returnFocus });
  return (
    <dialog
      ref={ref}
      className="rop-dialog"
      aria-labelledby={labelId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Escape closes this dialog only, not the dropdown around it.
        if (e.key === 'Escape') e.stopPropagation();
      }}
    >
      {children}
    </dialog>
  );
}

export function DialogActions({ cancelLabel, confirmLabel, busy, danger, disabled, cancelRef, describedBy, onCancel }: {
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** Given where focus starts on the cancel button (the safe choice). */
  cancelRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
  onCancel(): void;
}) {
  return (
    <div className="rop-dialog-actions">
      <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="submit"
        className={`btn${danger ? ' rop-btn-danger' : ''}`}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {busy ? t.recurringSaving : confirmLabel}
      </button>
    </div>
  );
}
