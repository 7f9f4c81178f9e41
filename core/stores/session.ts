// Session actions: who is logged in, login and logout. State lives in session-state.ts so the API
// client can report MissingSession without a circular import.
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { fetchProfile, postLogin, postLogout } from '../api/profile.js';
import { da } from '../texts/da.js';
import { isValidEmail } from '../rules/email.js';
import { $profile, $sessionState } from './session-state.js';
import type { ChooseDepartmentAnswer } from '../schemas/login2.js';

export { $profile, $sessionState, $settings, markSessionMissing } from './session-state.js';
export type { SessionState } from './session-state.js';

/**
 * The login form's submit state. In a store, not in the component: a CMS that moves the element
 * remounts it (traps.md), and stories show the failed and busy states from here.
 */
export interface LoginFormState {
  status: 'idle' | 'submitting' | 'failed';
  message: string | null;
}
export const $loginForm = atom<LoginFormState>({ status: 'idle', message: null });

/**
 * Issue 19 point 3 (§7 login2): the password was right and the user must choose a department first.
 * Null otherwise; the login widget shows the choice while it is set.
 */
export const $loginChoice = atom<ChooseDepartmentAnswer['chooseDepartment'] | null>(null);

let pending: Promise<void> | null = null;

/** Asks the server who is logged in, once per page; every widget may call it on mount. */
export function ensureProfile(): Promise<void> {
  if ($sessionState.get() !== 'unknown') return pending ?? Promise.resolve();
  pending = loadProfile();
  return pending;
}

export async function loadProfile(): Promise<void> {
  $sessionState.set('loading');
  try {
    const profile = await fetchProfile();
    $profile.set(profile);
    $sessionState.set('authenticated');
  } catch (error) {
    // MissingSession already set the state; any other failure leaves the visitor anonymous.
    if (!(error instanceof MissingSessionError)) $sessionState.set('anonymous');
  }
}

export type LoginResult = { ok: true } | { ok: false; message: string };

export async function login(email: string, password: string): Promise<LoginResult> {
  if ($loginForm.get().status === 'submitting') return { ok: false, message: '' }; // double submit
  const result = await submitLogin(email, password);
  // No message: the password step asks for the department choice ($loginChoice), not a failure.
  $loginForm.set(result.ok || !result.message ? { status: 'idle', message: null } : { status: 'failed', message: result.message });
  return result;
}

async function submitLogin(email: string, password: string): Promise<LoginResult> {
  const username = email.trim();
  if (!username || !password) return { ok: false, message: da.validationFailed };
  if (!isValidEmail(username)) return { ok: false, message: da.emailInvalid };
  $loginForm.set({ status: 'submitting', message: null });
  try {
    const profile = await postLogin(username, password, { handled: [400, 401, 429] });
    if (!profile.isLoggedIn) {
      $loginChoice.set(profile.chooseDepartment);
      return { ok: false, message: '' };
    }
    $profile.set(profile);
    $sessionState.set('authenticated');
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return { ok: false, message: da.loginFailed };
    if (error instanceof ApiRequestError && error.serverMessage) return { ok: false, message: error.serverMessage };
    return { ok: false, message: da.httpError };
  }
}

export async function logout(): Promise<void> {
  try {
    await postLogout({ handled: 'all' });
  } finally {
    // Logging out on purpose is not an expired session: no modal.
    $profile.set(null);
    $sessionState.set('anonymous');
  }
}
