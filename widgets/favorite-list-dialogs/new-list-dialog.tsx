import { useEffect, useId, useRef, useState } from 'react';
import { newListError } from '../../core/rules/pin.js';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import { $profile } from '../../core/stores/session-state.js';
import { $favoriteLists, createFavoriteList } from '../../core/stores/favorite-lists.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { useStore } from '../shared/use-store.js';
import { ListDialog, ListNameField } from './list-dialog.js';
import { useListDialogModal } from './list-dialog-modal.js';

export interface NewListDialogProps {
  open: boolean;
  onClose(): void;
  /** The list now exists (with the product on it, when one was given). */
  onCreated?(list: FavoriteList): void;
  /** §4 "Creating a list with a product creates the list first, then adds the product." */
  productId?: string;
  /** The product's unit for the new list (the card's chosen unit); null: the product's default. */
  stdUnit?: string | null;
  /** Offer the §5 date-span mode: the list is made from the purchase history between two dates. */
  allowHistory?: boolean;
  /** Open in date-span mode (a 'from purchase history' button); needs allowHistory. */
  startFromHistory?: boolean;
}

/**
 * The §2 new-list dialog: name, shared, 'share with chains' for admins only (§5, §6) and, where
 * allowed, the purchase-history date span (§5). The §5 checks (name non-empty after trimming, both
 * dates in date-span mode) run here with the rule the store and server use, and their message shows
 * in the dialog; a list the server did not create keeps the dialog open with the server's message
 * (the store's toast shows it for 6 s, §8).
 */
export function NewListDialog({ open, onClose, onCreated, productId, stdUnit, allowHistory = false, startFromHistory = false }: NewListDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const profile = useStore($profile);
  const isAdmin = profile?.isAdmin === true;
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [chains, setChains] = useState(false);
  const [fromHistory, setFromHistory] = useState(allowHistory && startFromHistory);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const adopted = useListDialogModal(dialogRef, open, nameRef);

  useEffect(() => {
    if (!open) return;
    setName('');
    setShared(false);
    setChains(false);
    setFromHistory(allowHistory && startFromHistory);
    setFrom('');
    setTo('');
    setMessage('');
    setBusy(false);
  }, [open, allowHistory, startFromHistory]);

  const dateSpan = allowHistory && fromHistory;

  async function submit(): Promise<void> {
    if (busy) return;
    const invalid = newListError({ name, dateSpan, from: dateSpan ? from || null : null, to: dateSpan ? to || null : null });
    if (invalid) {
      setMessage(invalid);
      // Focus the first field that needs the user: the dates in date-span mode, else the name.
      if (dateSpan && (!from || !to)) (from ? toRef : fromRef).current?.focus();
      else nameRef.current?.focus();
      return;
    }
    setMessage('');
    setBusy(true);
    const before = new Set($favoriteLists.get().lists.map((l) => l.i));
    const outcome = await createFavoriteList({
      name,
      shared,
      ...(isAdmin && chains ? { sharedWithChains: true } : {}),
      ...(dateSpan ? { from, to } : {}),
      ...(productId === undefined ? {} : { productId, stdUnit }),
    });
    setBusy(false);
    if (outcome.ok) {
      onCreated?.(outcome.value);
      onClose();
      return;
    }
    // With a product the list may exist although adding the product failed (its toast said why):
    // the list is made, so the dialog's work is done.
    const created = $favoriteLists.get().lists.find((l) => !before.has(l.i));
    if (created) {
      onCreated?.(created);
      onClose();
      return;
    }
    if (outcome.reason === 'session') {
      onClose();
      return;
    }
    setMessage(outcome.message);
  }

  const nameInvalid = message !== '' && message === newListError({ name, dateSpan: false, from: null, to: null });

  return (
    <ListDialog
      dialogRef={dialogRef}
      adopted={adopted}
      open={open}
      busy={busy}
      onClose={onClose}
      titleId={`${id}-title`}
      title={t.newListTitle}
      onSubmit={() => void submit()}
    >
      <ListNameField id={`${id}-name`} label={t.newListName} inputRef={nameRef} invalid={nameInvalid} value={name} onChange={setName} />
      <div className="fl-choice">
        <input id={`${id}-shared`} type="checkbox" checked={shared} aria-describedby={`${id}-shared-help`} onChange={(e) => setShared(e.currentTarget.checked)} />
        <label htmlFor={`${id}-shared`}>{t.newListShared}</label>
        <p id={`${id}-shared-help`} className="fl-hint">
          {t.newListSharedHelp}
        </p>
      </div>
      {/* §5, §6: only admins see the option to share a list with chains. */}
      {isAdmin ? (
        <div className="fl-choice">
          <input id={`${id}-chains`} type="checkbox" checked={chains} aria-describedby={`${id}-chains-help`} onChange={(e) => setChains(e.currentTarget.checked)} />
          <label htmlFor={`${id}-chains`}>{t.newListChains}</label>
          <p id={`${id}-chains-help`} className="fl-hint">
            {t.newListChainsHelp}
          </p>
        </div>
      ) : null}
      {allowHistory ? (
        <fieldset className="fl-fieldset">
          <legend className="visually-hidden">{t.newListFromHistory}</legend>
          <div className="fl-choice">
            <input
              id={`${id}-history`}
              type="checkbox"
              checked={fromHistory}
              aria-describedby={`${id}-history-help`}
              onChange={(e) => setFromHistory(e.currentTarget.checked)}
            />
            <label htmlFor={`${id}-history`}>{t.newListFromHistory}</label>
            <p id={`${id}-history-help`} className="fl-hint">
              {t.newListFromHistoryHelp}
            </p>
          </div>
          <div id={`${id}-dates`} className="fl-dates" hidden={!fromHistory}>
            <div className="fl-field">
              <label htmlFor={`${id}-from`} className="fl-label">
                {t.newListFrom}
              </label>
              <input
                ref={fromRef}
                id={`${id}-from`}
                className="input"
                type="date"
                required={fromHistory}
                aria-invalid={(message !== '' && fromHistory && !from) || undefined}
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
            </div>
            <div className="fl-field">
              <label htmlFor={`${id}-to`} className="fl-label">
                {t.newListTo}
              </label>
              <input
                ref={toRef}
                id={`${id}-to`}
                className="input"
                type="date"
                required={fromHistory}
                aria-invalid={(message !== '' && fromHistory && !to) || undefined}
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
            </div>
          </div>
        </fieldset>
      ) : null}
      <p role="alert" className="fl-message">
        {message}
      </p>
      <div className="fl-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </button>
        <button type="submit" className="btn" aria-disabled={busy} data-busy={busy || undefined}>
          {busy ? t.newListCreating : t.newListCreate}
        </button>
      </div>
    </ListDialog>
  );
}
