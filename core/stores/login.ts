// Logging in (issue 2 §5) and the department choice of login2 (issue 19 point 3). Apart from
// session.ts, which every widget loads: only the login form (widgets/login/login-form.tsx, loaded on
// demand) needs this, and the search page's bundle budget is nearly spent (bench/size-budget.ts).
import { atom } from 'nanostores';
import { ApiRequestError } from '../api/client.js';
import { postLogin } from '../api/login.js';
import type { ChooseDepartmentAnswer } from '../schemas/login2.js';
import { da } from '../texts/da.js';
import { isValidEmail } from '../rules/email.js';
import { $profile, $sessionState } from './session-state.js';
import { $loginForm } from './session.js';

/**
 * Issue 19 point 3 (§7 login2): the password was right and the user must choose a department first.
 * Null otherwise; the login widget shows the choice while it is set.
 */
export const $loginChoice = atom<ChooseDepartmentAnswer['chooseDepartment'] | null>(null);

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

