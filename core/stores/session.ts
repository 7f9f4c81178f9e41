// Session actions: who is logged in and logout (logging in: stores/login.ts, loaded with the form). State lives in session-state.ts so the API
// client can report MissingSession without a circular import.
import { atom } from 'nanostores';
import { MissingSessionError } from '../api/client.js';
import { fetchProfile, postLogout } from '../api/profile.js';
import { $profile, $sessionState } from './session-state.js';

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
    const answer = await fetchProfile();
    if (!answer.isLoggedIn) {
      // Issue 15 (decision 028): a visitor without a session cookie is answered 200, not 401.
      $profile.set(null);
      $sessionState.set('anonymous');
      return;
    }
    $profile.set(answer);
    $sessionState.set('authenticated');
  } catch (error) {
    // MissingSession already set the state; any other failure leaves the visitor anonymous.
    if (!(error instanceof MissingSessionError)) $sessionState.set('anonymous');
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
