// My page's section "Kolleger" (issue 19 point 3, §7 ValidateUsername, RequestNewUsername): the form
// that asks for a colleague's login, with the e-mail's availability asked while typing (debounced),
// and, for an admin of the customer, the list of requests with approve and reject. The server checks
// every rule again; these stores only keep what the section shows.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { decideUsernameRequest, fetchUsernameRequests, requestNewUsername, validateUsername } from '../api/usernames.js';
import { colleagueFormErrors, mayDecideUsernameRequests, normalizeUsername, shouldCheckAvailability, type ColleagueFormErrors } from '../rules/usernames.js';
import { TOAST_MS } from '../rules/timing.js';
import type { UsernameRequest } from '../schemas/usernames.js';
import { daUsernames } from '../texts/da-usernames.js';
import { loadWhileShown } from './load-while-shown.js';
import { $profile, $sessionState } from './session-state.js';
import { showToast } from './toasts.js';

/** The availability check waits this long after the last keystroke. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability = 'unknown' | 'checking' | 'available' | 'taken' | 'error';

export interface ColleagueFormState {
  name: string;
  email: string;
  errors: ColleagueFormErrors;
  availability: Availability;
  submitting: boolean;
}

const EMPTY_FORM: ColleagueFormState = { name: '', email: '', errors: {}, availability: 'unknown', submitting: false };

export const $colleagueForm = atom<ColleagueFormState>(EMPTY_FORM);

export type UsernameRequestsState =
  | { status: 'idle' | 'loading' | 'error' }
  | {
      status: 'loaded';
      requests: UsernameRequest[];
      /** The request being approved or rejected right now. */
      deciding: number | null;
      /** The request whose "Afvis" waits for the confirmation dialog. */
      confirmReject: number | null;
    };

export const $usernameRequests = atom<UsernameRequestsState>({ status: 'idle' });

/** The loaded state for a list (also what stories and tests set). */
export function loadedUsernameRequests(requests: UsernameRequest[], extra: Partial<{ deciding: number | null; confirmReject: number | null }> = {}): UsernameRequestsState {
  return { status: 'loaded', requests, deciding: null, confirmReject: null, ...extra };
}

// --- the form ---

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let checkGeneration = 0;

function patchForm(change: Partial<ColleagueFormState>): void {
  $colleagueForm.set({ ...$colleagueForm.get(), ...change });
}

export function setColleagueName(name: string): void {
  patchForm({ name, errors: { ...$colleagueForm.get().errors, name: undefined } });
}

/** A typed e-mail: its message goes, and its availability is asked once typing pauses. */
export function setColleagueEmail(email: string): void {
  clearTimeout(checkTimer);
  const started = ++checkGeneration;
  const check = shouldCheckAvailability(email);
  patchForm({ email, errors: { ...$colleagueForm.get().errors, email: undefined }, availability: check ? 'checking' : 'unknown' });
  if (!check) return;
  checkTimer = setTimeout(() => void checkAvailability(email, started), AVAILABILITY_DEBOUNCE_MS);
}

async function checkAvailability(email: string, started: number): Promise<void> {
  try {
    const available = await validateUsername(normalizeUsername(email), { handled: 'all' });
    if (started === checkGeneration) patchForm({ availability: available ? 'available' : 'taken' });
  } catch {
    if (started === checkGeneration) patchForm({ availability: 'error' });
  }
}

/** Checks the form in core and sends the request. Resolves to whether it was sent. */
export async function submitColleagueRequest(): Promise<boolean> {
  const form = $colleagueForm.get();
  if (form.submitting) return false;
  const errors = colleagueFormErrors(form);
  if (errors.name || errors.email) {
    patchForm({ errors });
    return false;
  }
  clearTimeout(checkTimer);
  checkGeneration++;
  patchForm({ errors: {}, submitting: true });
  const email = normalizeUsername(form.email);
  try {
    const request = await requestNewUsername(email, form.name.trim(), { handled: 'all' });
    $colleagueForm.set(EMPTY_FORM);
    showToast({ kind: 'success', message: daUsernames.sent(email), durationMs: TOAST_MS.success });
    // An admin who asked sees his own request in the list at once.
    const list = $usernameRequests.get();
    if (list.status === 'loaded') $usernameRequests.set({ ...list, requests: [...list.requests.filter((r) => r.status === 'pending'), request, ...list.requests.filter((r) => r.status !== 'pending')] });
    return true;
  } catch (error) {
    patchForm({ submitting: false });
    if (error instanceof MissingSessionError) return false; // the session-expired modal takes over
    if (error instanceof ApiRequestError && error.status === 409) patchForm({ availability: 'taken' });
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daUsernames.sendError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.warning });
    return false;
  }
}

// --- the admins' list ---

let listGeneration = 0;

export async function loadUsernameRequests(): Promise<void> {
  const started = listGeneration;
  $usernameRequests.set({ status: 'loading' });
  try {
    const requests = await fetchUsernameRequests({ handled: 'all' });
    if (started === listGeneration) $usernameRequests.set(loadedUsernameRequests(requests));
  } catch {
    if (started === listGeneration) $usernameRequests.set({ status: 'error' });
  }
}

function patchList(change: Partial<Extract<UsernameRequestsState, { status: 'loaded' }>>): void {
  const state = $usernameRequests.get();
  if (state.status === 'loaded') $usernameRequests.set({ ...state, ...change });
}

/** "Afvis" asks first (a native dialog in the section). */
export function askRejectUsernameRequest(id: number): void {
  patchList({ confirmReject: id });
}

export function cancelRejectUsernameRequest(): void {
  patchList({ confirmReject: null });
}

/** Approves or rejects; the decided request moves below the pending ones. Resolves to whether it was done. */
export async function decideUsername(id: number, decision: 'approve' | 'reject'): Promise<boolean> {
  const state = $usernameRequests.get();
  if (state.status !== 'loaded' || state.deciding !== null) return false;
  const started = listGeneration;
  $usernameRequests.set({ ...state, deciding: id, confirmReject: null });
  try {
    const decided = await decideUsernameRequest(id, decision, { handled: 'all' });
    if (started !== listGeneration) return false;
    const now = $usernameRequests.get();
    const rest = now.status === 'loaded' ? now.requests.filter((r) => r.id !== id) : [];
    $usernameRequests.set(loadedUsernameRequests([...rest.filter((r) => r.status === 'pending'), decided, ...rest.filter((r) => r.status !== 'pending')]));
    const message = decision === 'approve' ? daUsernames.approved(decided.name) : daUsernames.rejected(decided.name);
    showToast({ kind: 'success', message, durationMs: TOAST_MS.success });
    return true;
  } catch (error) {
    if (started !== listGeneration) return false;
    patchList({ deciding: null });
    if (error instanceof MissingSessionError) return false;
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daUsernames.decideError;
    showToast({ kind: 'error', message, durationMs: TOAST_MS.warning });
    // Decided elsewhere meanwhile (another admin): show the list as it now is.
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void loadUsernameRequests();
    return false;
  }
}

export function resetUsernames(): void {
  clearTimeout(checkTimer);
  checkGeneration++;
  listGeneration++;
  $colleagueForm.set(EMPTY_FORM);
  $usernameRequests.set({ status: 'idle' });
}

$sessionState.listen((state) => {
  if (state === 'anonymous' || state === 'expired') resetUsernames();
});

loadWhileShown($usernameRequests, (state) => state.status === 'idle', loadUsernameRequests, {
  allowed: () => mayDecideUsernameRequests($profile.get()),
  watch: [$profile],
  reloadWhenEmptied: true,
});
