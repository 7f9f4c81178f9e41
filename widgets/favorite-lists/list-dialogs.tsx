import { useEffect, useId, useRef, useState } from 'react';
import { isValidListName } from '../../core/rules/pin.js';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import { renameFavoriteList } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { ListDialog, ListNameField } from '../favorite-list-dialogs/list-dialog.js';
import { useListDialogModal } from '../favorite-list-dialogs/list-dialog-modal.js';

/** Rename (owner only): the §5 name rule in the dialog, the store's PUT behind it. */
export function RenameDialog({ list, onClose }: { list: FavoriteList | null; onClose(): void }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const open = list !== null;
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const adopted = useListDialogModal(dialogRef, open, fieldRef);

  useEffect(() => {
    if (!list) return;
    setName(list.n);
    setMessage('');
    setBusy(false);
    fieldRef.current?.select();
  }, [list]);

  async function submit(): Promise<void> {
    if (!list || busy) return;
    if (!isValidListName(name)) {
      setMessage(t.listNameInvalid);
      fieldRef.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await renameFavoriteList(list.i, name);
    setBusy(false);
    if (outcome.ok || outcome.reason === 'notFound' || outcome.reason === 'session') onClose();
    else setMessage(outcome.message);
  }

  return (
    <ListDialog
      dialogRef={dialogRef}
      adopted={adopted}
      open={list !== null}
      busy={busy}
      onClose={onClose}
      titleId={`${id}-title`}
      title={list ? t.renameTitle(list.n) : null}
      onSubmit={() => void submit()}
    >
      <ListNameField id={`${id}-name`} label={t.renameLabel} inputRef={fieldRef} invalid={message !== ''} value={name} onChange={setName} />
      <p role="alert" className="fl-message">
        {message}
      </p>
      <div className="fl-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </button>
        <button type="submit" className="btn" aria-disabled={busy} data-busy={busy || undefined}>
          {t.renameSave}
        </button>
      </div>
    </ListDialog>
  );
}

/**
 * Confirms a delete. Focus starts on 'Annuller', the safe choice. `onConfirm` runs the delete (with the
 * PIN already verified for a locked list); the dialog closes when it is done.
 */
export function DeleteDialog({ list, onConfirm, onClose }: { list: FavoriteList | null; onConfirm(list: FavoriteList): Promise<void>; onClose(): void }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const open = list !== null;
  const adopted = useListDialogModal(dialogRef, open, cancelRef);

  useEffect(() => {
    if (list) setBusy(false);
  }, [list]);

  return (
    <ListDialog
      dialogRef={dialogRef}
      adopted={adopted}
      open={list !== null}
      busy={busy}
      onClose={onClose}
      titleId={`${id}-title`}
      title={list ? t.deleteTitle(list.n) : null}
      role="alertdialog"
      describedBy={`${id}-text`}
    >
      <p id={`${id}-text`} className="fl-text">
        {t.deleteText(list?.amount ?? 0)}
      </p>
      <div className="fl-actions">
        <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          aria-disabled={busy}
          onClick={() => {
            if (busy || !list) return;
            setBusy(true);
            void onConfirm(list).finally(() => setBusy(false));
          }}
        >
          {t.deleteConfirm}
        </button>
      </div>
    </ListDialog>
  );
}
