// §4 PIN dialog and §5 favourite-list rules, as pure functions: the server checks requests with them and
// the widgets (PIN dialog, new-list dialog) gate their inputs and buttons with the same rules.
import { da } from '../texts/da.js';
import { daFavoriteLists } from '../texts/da-favorite-lists.js';

/** §9: PIN 4 digits. */
export const PIN_LENGTH = 4;

/** §5: exactly 4 digits (ASCII 0-9; no spaces, no other numerals). */
export function isValidPin(pin: string): boolean {
  return /^[0-9]{4}$/.test(pin);
}

/**
 * §5 "only digits and backspace accepted": whether the dialog lets a key through (KeyboardEvent.key).
 * A digit only while fewer than 4 are entered. Tab, Enter, Escape and the caret keys (arrows, Home, End)
 * are not text keys: the dialog leaves them to the browser (focus, submit, close, moving the caret for
 * keyboard and screen-reader users), so they are "accepted" too. `current` is the text the key would
 * change (a selection the digit replaces is left out by the caller).
 */
const NON_TEXT_KEYS = new Set(['Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export function acceptsPinKey(key: string, current: string): boolean {
  if (key === 'Backspace') return true;
  if (NON_TEXT_KEYS.has(key)) return true;
  return /^[0-9]$/.test(key) && current.length < PIN_LENGTH;
}

/** What a pasted or auto-filled value leaves in the field: its digits, at most 4. */
export function sanitizePinInput(value: string): string {
  return value.replace(/[^0-9]/g, '').slice(0, PIN_LENGTH);
}

/** §4: the submit button appears only when exactly 4 digits are entered. */
export function pinSubmitVisible(value: string): boolean {
  return isValidPin(value);
}

/** §5: the list name is the typed text trimmed. */
export function normalizeListName(name: string): string {
  return name.trim();
}

/** §5: a list name is non-empty after trimming. */
export function isValidListName(name: string): boolean {
  return normalizeListName(name).length > 0;
}

export interface NewListForm {
  name: string;
  /** Date-span mode: the list is made from the purchase history between the two dates. */
  dateSpan: boolean;
  from: string | null;
  to: string | null;
}

/**
 * The §5 message for the new-list dialog, or null when it may be sent: missing values (or a date span
 * without both dates) first, then the name rule, then the span's order.
 */
export function newListError(form: NewListForm): string | null {
  const name = normalizeListName(form.name);
  if (form.dateSpan && (!form.from || !form.to)) return da.validationFailed;
  if (name.length === 0) return daFavoriteLists.listNameInvalid;
  if (form.dateSpan && form.from && form.to && form.from > form.to) return daFavoriteLists.listDateOrder;
  return null;
}

/** §5 date span: both dates given, or neither (ISO yyyy-MM-dd compares as text). */
export function dateSpanComplete(from: string | null | undefined, to: string | null | undefined): boolean {
  return Boolean(from) === Boolean(to);
}
