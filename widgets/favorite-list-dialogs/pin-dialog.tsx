import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { acceptsPinKey, pinSubmitVisible, sanitizePinInput } from '../../core/rules/pin.js';
import type { FavoriteOutcome } from '../../core/stores/favorite-lists.js';
import { da } from '../../core/texts/da.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { ListDialog } from './list-dialog.js';
import { useListDialogModal } from './list-dialog-modal.js';

/** §4: lock (set a PIN), unlock (verify it, then clear it), verify (before add, remove or delete). */
export type PinDialogMode = 'lock' | 'unlock' | 'verify';

export interface PinDialogProps {
  open: boolean;
  mode: PinDialogMode;
  /** The list's name, for the title. */
  listName: string;
  /**
   * Lock mode on a list that is already locked: the server changes the PIN only with the current one
   * (the store's lockFavoriteList(id, pin, currentPin)), so the dialog asks for both.
   */
  currentPinRequired?: boolean;
  /**
   * Runs the action with the typed PIN (and, when asked for, the current one): a store action such as
   * lockFavoriteList, unlockFavoriteList or verifyFavoriteListPin. The store shows the §8 toasts.
   */
  onSubmit(pin: string, currentPin?: string): Promise<FavoriteOutcome<unknown>>;
  /** Cancel, Escape, or the action done: the host sets `open` false. */
  onClose(): void;
}

const TITLES = { lock: t.pinTitleLock, unlock: t.pinTitleUnlock, verify: t.pinTitleVerify } as const;
// Read when shown (a text read when the module loads would never show an editor's text, issue 17 §1).
const submitText = (mode: keyof typeof TITLES): string => ({ lock: t.pinSubmitLock, unlock: t.pinSubmitUnlock, verify: t.pinSubmitVerify })[mode];

/**
 * The §4 PIN dialog: a native modal <dialog>. The field takes only digits and Backspace (§5, the key
 * rule of core/rules/pin.ts; caret keys, Tab and Escape stay with the browser), and the submit button
 * appears only when exactly 4 digits are entered. A wrong or refused PIN keeps the dialog open with the
 * message (the lock-out names the wait) and an empty field; a done action closes it.
 */
export function PinDialog({ open, mode, listName, currentPinRequired = false, onSubmit, onClose }: PinDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const askCurrent = mode === 'lock' && currentPinRequired;
  const [pin, setPin] = useState('');
  const [current, setCurrent] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const adopted = useListDialogModal(dialogRef, open, firstField);

  // Every opening starts afresh: no PIN of an earlier attempt stays in the field. A layout effect, so
  // the reset is done before the browser hands over any key: with preact a plain effect runs after the
  // next frame and wiped digits typed in between (the submit then never appeared).
  useLayoutEffect(() => {
    if (!open) return;
    setPin('');
    setCurrent('');
    setMessage('');
    setBusy(false);
  }, [open]);

  const ready = pinSubmitVisible(pin) && (!askCurrent || pinSubmitVisible(current));

  async function submit(): Promise<void> {
    if (!ready || busy) return;
    setBusy(true);
    const outcome = await onSubmit(pin, askCurrent ? current : undefined);
    setBusy(false);
    if (outcome.ok) {
      onClose();
      return;
    }
    // The list is gone, or the session ended (its own dialog takes over): nothing left to type here.
    if (outcome.reason === 'notFound' || outcome.reason === 'session') {
      onClose();
      return;
    }
    // Wrong PIN, malformed PIN, lock-out (with the wait), or a refusal: stay, clear, say why.
    setPin('');
    setCurrent('');
    setMessage(outcome.message || da.favoriteListError);
    firstField.current?.focus();
  }

  const intro = mode === 'lock' ? (askCurrent ? t.pinIntroChange : t.pinIntroLock) : mode === 'unlock' ? t.pinIntroUnlock : t.pinIntroVerify;

  return (
    <ListDialog
      dialogRef={dialogRef}
      adopted={adopted}
      open={open}
      busy={busy}
      onClose={onClose}
      titleId={`${id}-title`}
      title={TITLES[mode](listName)}
      describedBy={`${id}-intro`}
      mode={mode}
      onSubmit={() => void submit()}
    >
      <p id={`${id}-intro`} className="fl-text">
        {intro}
      </p>
      {askCurrent ? (
        <PinField id={`${id}-current`} label={t.pinCurrentLabel} hintId={`${id}-hint`} value={current} onChange={setCurrent} inputRef={firstField} invalid={message !== ''} />
      ) : null}
      <PinField
        id={`${id}-pin`}
        label={askCurrent ? t.pinNewLabel : t.pinLabel}
        hintId={`${id}-hint`}
        value={pin}
        onChange={setPin}
        inputRef={askCurrent ? undefined : firstField}
        invalid={message !== ''}
      />
      <p id={`${id}-hint`} className="fl-hint">
        {t.pinHint}
      </p>
      <p role="alert" className="fl-message">
        {message}
      </p>
      <div className="fl-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </button>
        {/* §4: the submit button appears only when 4 digits are entered. */}
        {ready ? (
          <button type="submit" className="btn" aria-disabled={busy} data-busy={busy || undefined}>
            {busy ? t.pinChecking : submitText(mode)}
          </button>
        ) : null}
      </div>
    </ListDialog>
  );
}

interface PinFieldProps {
  id: string;
  label: string;
  hintId: string;
  value: string;
  onChange(value: string): void;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
  invalid: boolean;
}

/** One masked 4-digit field. Keys outside the §5 rule are refused before they reach the field. */
function PinField({ id, label, hintId, value, onChange, inputRef, invalid }: PinFieldProps) {
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>): void {
    // Shortcuts (paste, select all) and virtual keyboards that do not name their keys (Android's
    // 'Unidentified', IME composition) go through; what they leave is cleaned by onChange.
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Unidentified' || e.nativeEvent.isComposing) return;
    const field = e.currentTarget;
    // A digit that replaces a selection does not make the PIN longer.
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const remaining = field.value.slice(0, start) + field.value.slice(end);
    if (!acceptsPinKey(e.key, remaining)) e.preventDefault();
  }
  return (
    <div className="fl-field">
      <label htmlFor={id} className="fl-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input fl-pin"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        autoComplete="off"
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        value={value}
        onKeyDown={onKeyDown}
        onChange={(e) => onChange(sanitizePinInput(e.currentTarget.value))}
      />
    </div>
  );
}
