// Issue 16: handing a punch-out session back to the procurement system. One transfer per page: the
// basket ('transfer', completepoorder) or an empty cart ('cancel', pologout). The server answers a
// PunchOutForm that a widget renders as a real <form> and submits once (widgets/shared/punch-out-form.tsx).
// The state lives here, not in a component: a CMS that moves the element remounts it, and the form
// must not be posted twice.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { cancelPunchOut, completePunchOut } from '../api/punch-out.js';
import type { PunchOutForm } from '../schemas/punch-out.js';
import { da } from '../texts/da.js';
import { TOAST_MS } from '../rules/timing.js';
import { $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** What goes back: the basket, or an empty cart (the user cancelled). */
export type PunchOutKind = 'transfer' | 'cancel';

export type PunchOutTransferState =
  | { status: 'idle' }
  | { status: 'sending'; kind: PunchOutKind }
  /** The server ended the session; `submitted` once the form has been posted (never post it twice). */
  | { status: 'form'; kind: PunchOutKind; form: PunchOutForm; submitted: boolean }
  | { status: 'error'; kind: PunchOutKind; message: string };

export type PunchOutEvent =
  | { type: 'start'; kind: PunchOutKind }
  | { type: 'answered'; form: PunchOutForm }
  | { type: 'failed'; message: string }
  | { type: 'submitted' }
  | { type: 'reset' };

export const PUNCH_OUT_IDLE: PunchOutTransferState = Object.freeze({ status: 'idle' });

/**
 * The transfer's state machine. A call starts only from idle or after an error (no double send; once
 * the form is there the session has ended); an answer or failure counts only while a call is under
 * way; `reset` (the session ended otherwise) always goes back to idle.
 */
export function punchOutStep(state: PunchOutTransferState, event: PunchOutEvent): PunchOutTransferState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' || state.status === 'error' ? { status: 'sending', kind: event.kind } : state;
    case 'answered':
      return state.status === 'sending' ? { status: 'form', kind: state.kind, form: event.form, submitted: false } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'error', kind: state.kind, message: event.message } : state;
    case 'submitted':
      return state.status === 'form' ? { ...state, submitted: true } : state;
    case 'reset':
      return PUNCH_OUT_IDLE;
  }
}

export const $punchOut = atom<PunchOutTransferState>(PUNCH_OUT_IDLE);

const dispatch = (event: PunchOutEvent) => $punchOut.set(punchOutStep($punchOut.get(), event));

export type PunchOutResult = { ok: true; form: PunchOutForm } | { ok: false; error: unknown };

/** The server's Danish text when it sent one, else the §8 HTTP failure text. */
export function punchOutFailureText(error: unknown): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : da.httpError;
}

/**
 * Calls completepoorder ('transfer') or pologout ('cancel'). On success the store holds the form to
 * post; a failure is held as its message (and toasted), MissingSession leaves it to the session-expired
 * modal. Refused (ok: false, error null) while a call is under way or after the form arrived.
 */
export async function sendPunchOut(kind: PunchOutKind): Promise<PunchOutResult> {
  const before = $punchOut.get();
  dispatch({ type: 'start', kind });
  const now = $punchOut.get();
  if (now === before || now.status !== 'sending') return { ok: false, error: null };
  try {
    const form = await (kind === 'transfer' ? completePunchOut({ handled: 'all' }) : cancelPunchOut({ handled: 'all' }));
    dispatch({ type: 'answered', form });
    return { ok: true, form };
  } catch (error) {
    if (error instanceof MissingSessionError) {
      dispatch({ type: 'reset' });
      return { ok: false, error };
    }
    const message = punchOutFailureText(error);
    dispatch({ type: 'failed', message });
    showToast({ kind: 'error', message, durationMs: TOAST_MS.warning });
    return { ok: false, error };
  }
}

/** 'Annullér og vend tilbage': an empty cart goes back to the procurement system. */
export function cancelPunchOutSession(): Promise<PunchOutResult> {
  return sendPunchOut('cancel');
}

/** The widget posted the form: a remounted widget shows it (with its button) but does not post again. */
export function markPunchOutSubmitted(): void {
  dispatch({ type: 'submitted' });
}

export function resetPunchOut(): void {
  dispatch({ type: 'reset' });
}

// A logout or an expired session clears a failed attempt: nothing is on its way back any more. A form
// stays (the page is on its way to the procurement system), and so does a call under way: completing
// ends the session on the server first, so another request of the page may meet a 401 before
// completepoorder's own answer arrives; resetting then made the answer (the form) be dropped and the
// basket never reached the procurement system. The call's own outcome settles it (sendPunchOut).
$sessionState.listen((state) => {
  if ((state === 'anonymous' || state === 'expired') && $punchOut.get().status === 'error') resetPunchOut();
});
