import { useId, useRef } from 'react';
import { t } from './texts.js';
import { useModal } from '../shared/use-modal.js';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** Deleting is destructive: the button says so in its colour. */
  danger?: boolean;
  onConfirm(): void;
}

/**
 * The head form's confirm dialogs (§2: activate/deactivate, duplicate, delete; §4: frequency change):
 * a native modal <dialog> (top layer, inert page, Escape cancels). Focus starts on 'Annuller', the safe
 * choice, and returns to the control that opened it when the dialog closes.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useModal(dialogRef, request !== null, { initialFocus: cancelRef });

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {request ? (
        <>
          <h2 id={`${id}-title`} className="title">
            {request.title}
          </h2>
          <p id={`${id}-text`} className="text">
            {request.text}
          </p>
          <div className="dialog-actions">
            <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose}>
              {t.recurringCancel}
            </button>
            <button
              type="button"
              className={`btn${request.danger ? ' btn-danger' : ''}`}
              onClick={() => {
                request.onConfirm();
                onClose();
              }}
            >
              {request.confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

