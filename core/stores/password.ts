// <shop-password> (issue 19 point 2): the reset link's state and the form's submit state, in stores
// so a moved (remounted) element keeps them and stories show every state. The typed passwords stay in
// the component and are never stored here.
import { atom } from 'nanostores';
import { ApiRequestError } from '../api/client.js';
import { postChangePassword, postCheckResetToken, postRequestResetPassword, postResetPassword } from '../api/password.js';
import { isValidEmail } from '../rules/email.js';
import { brokenPasswordRules } from '../rules/password-rules.js';
import { da } from '../texts/da.js';
import { daPassword } from '../texts/da-password.js';

export type ResetLinkState =
  | { status: 'idle' | 'checking' | 'missing' | 'unusable' | 'error' }
  | { status: 'usable'; token: string; purpose: 'reset' | 'welcome'; email: string | null };

export const $resetLink = atom<ResetLinkState>({ status: 'idle' });

export interface PasswordFormState {
  status: 'idle' | 'submitting' | 'failed' | 'done';
  message: string | null;
  /** The address the request mode says it mailed (as typed). */
  sentTo?: string;
}
const IDLE: PasswordFormState = { status: 'idle', message: null };
export const $passwordForm = atom<PasswordFormState>(IDLE);

export function resetPasswordStores(): void {
  $resetLink.set({ status: 'idle' });
  $passwordForm.set(IDLE);
  checking = null;
}

/** A server answer's Danish text, else the §8 failure text. */
function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.serverMessage) return error.serverMessage;
  return da.httpError;
}

const HANDLED = [0, 400, 403, 429, 500, 503] as const;

async function submit(work: () => Promise<unknown>, onError?: (error: unknown) => boolean): Promise<boolean> {
  if ($passwordForm.get().status === 'submitting') return false; // double submit
  $passwordForm.set({ status: 'submitting', message: null });
  try {
    await work();
    return true;
  } catch (error) {
    if (!onError?.(error)) $passwordForm.set({ status: 'failed', message: messageOf(error) });
    return false;
  }
}

/** Mode request: the same message whether or not the address has an account (the server answers alike). */
export async function requestPasswordReset(email: string): Promise<boolean> {
  const typed = email.trim();
  if (!isValidEmail(typed)) {
    $passwordForm.set({ status: 'failed', message: da.emailInvalid });
    return false;
  }
  const ok = await submit(() => postRequestResetPassword(typed, { handled: HANDLED }));
  if (ok) $passwordForm.set({ status: 'done', message: null, sentTo: typed });
  return ok;
}

/** Back to the request form ("Send et nyt link"). */
export function clearPasswordForm(): void {
  $passwordForm.set(IDLE);
}

let checking: string | null = null;

/** Mode reset: reads ?token= from the page's query and asks whether it still works (once per token). */
export async function checkResetLink(search: string): Promise<void> {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  if (!token) {
    $resetLink.set({ status: 'missing' });
    return;
  }
  if (checking === token) return;
  checking = token;
  $resetLink.set({ status: 'checking' });
  try {
    const answer = await postCheckResetToken(token, { handled: 'all' });
    $resetLink.set(answer.usable ? { status: 'usable', token, purpose: answer.purpose ?? 'reset', email: answer.email ?? null } : { status: 'unusable' });
  } catch {
    $resetLink.set({ status: 'error' });
    checking = null;
  }
}

/** The first problem the page can see itself: a broken rule (not the common list: server only) or a mismatch. */
export function localPasswordProblem(password: string, repeat: string, email: string | null): string | null {
  const rule = brokenPasswordRules(password, { email })[0];
  if (rule) return daPassword.ruleBroken[rule];
  if (password !== repeat) return daPassword.mismatch;
  return null;
}

/** Mode reset: sets the new password with the checked link. A used or expired link turns the page to 'unusable'. */
export async function resetPasswordWithLink(password: string, repeat: string): Promise<boolean> {
  const link = $resetLink.get();
  if (link.status !== 'usable') return false;
  const problem = localPasswordProblem(password, repeat, link.email);
  if (problem) {
    $passwordForm.set({ status: 'failed', message: problem });
    return false;
  }
  const ok = await submit(
    () => postResetPassword(link.token, password, { handled: HANDLED }),
    (error) => {
      if (!(error instanceof ApiRequestError && error.code === 'TokenUnusable')) return false;
      $passwordForm.set(IDLE);
      $resetLink.set({ status: 'unusable' });
      return true;
    },
  );
  if (ok) $passwordForm.set({ status: 'done', message: null });
  return ok;
}

/** Mode change (logged in): current, new and repeated. */
export async function changePassword(current: string, password: string, repeat: string, email: string | null): Promise<boolean> {
  if (!current) {
    $passwordForm.set({ status: 'failed', message: da.validationFailed });
    return false;
  }
  const problem = localPasswordProblem(password, repeat, email);
  if (problem) {
    $passwordForm.set({ status: 'failed', message: problem });
    return false;
  }
  const ok = await submit(() => postChangePassword(current, password, { handled: HANDLED }));
  if (ok) $passwordForm.set({ status: 'done', message: null });
  return ok;
}
