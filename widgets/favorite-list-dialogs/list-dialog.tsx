// The frame every favourite-list dialog shares: the native <dialog> (Escape cancels unless a call is
// under way), the CSS where it could not be adopted, the title that names the dialog, and the body
// rendered only while open (so a reopened dialog starts afresh). A form when `onSubmit` is given,
// else a plain block (a confirmation with its own buttons).
import type { ReactNode, RefObject } from 'react';
import { MAX_LIST_NAME } from '../../core/schemas/favorite-list.js';
import { favoriteListDialogsCss } from './list-dialog-modal.js';

export interface ListDialogProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** From useModal: false when the CSS could not be adopted into the dialog's root. */
  adopted: boolean;
  open: boolean;
  busy: boolean;
  onClose(): void;
  titleId: string;
  title: ReactNode;
  describedBy?: string;
  role?: 'alertdialog';
  mode?: string;
  onSubmit?(): void;
  children: ReactNode;
}

export function ListDialog({ dialogRef, adopted, open, busy, onClose, titleId, title, describedBy, role, mode, onSubmit, children }: ListDialogProps) {
  const heading = (
    <h2 id={titleId} className="fl-title">
      {title}
    </h2>
  );
  return (
    <dialog
      ref={dialogRef}
      className="fl-dialog"
      part="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-mode={mode}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {adopted ? null : <style>{favoriteListDialogsCss}</style>}
      {!open ? null : onSubmit ? (
        <form
          className="fl-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {heading}
          {children}
        </form>
      ) : (
        <div className="fl-form">
          {heading}
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The list-name field of the new-list and rename dialogs (§5: required after trimming, checked on submit). */
export function ListNameField({ id, label, inputRef, invalid, value, onChange }: {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="fl-field">
      <label htmlFor={id} className="fl-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input"
        type="text"
        maxLength={MAX_LIST_NAME}
        autoComplete="off"
        required
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
