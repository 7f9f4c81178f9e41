import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { da } from '../texts/da.js';
import { daPassword } from '../texts/da-password.js';
import { $passwordForm, $resetLink, checkResetLink, localPasswordProblem, requestPasswordReset, resetPasswordStores } from './password.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: string[];
let reply: () => Promise<Response>;

beforeEach(() => {
  resetPasswordStores();
  calls = [];
  reply = () => Promise.resolve(json({ ok: true }));
  vi.stubGlobal('fetch', vi.fn((input: string) => {
    calls.push(new URL(input, 'http://localhost').pathname);
    return reply();
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('password store (issue 19 point 2)', () => {
  it.each([
    ['fine', 'Rugbroed-med-Leverpostej', 'Rugbroed-med-Leverpostej', 'glemt@kantinen.dk', null],
    ['too short before anything else', 'kort', 'andet', null, daPassword.ruleBroken.length],
    ['the e-mail', 'glemt@kantinen.dk', 'glemt@kantinen.dk', 'glemt@kantinen.dk', daPassword.ruleBroken.email],
    ['not repeated alike', 'Rugbroed-med-Leverpostej', 'Rugbroed-med-leverpostej', null, daPassword.mismatch],
    ['common: left to the server', 'password123', 'password123', null, null],
  ])('localPasswordProblem: %s', (_label, password, repeat, email, expected) => {
    expect(localPasswordProblem(password, repeat, email)).toBe(expected);
  });

  it('a double submit of the request sends once', async () => {
    let release: (r: Response) => void = () => {};
    reply = () => new Promise((r) => (release = r));
    const first = requestPasswordReset('glemt@kantinen.dk');
    expect(await requestPasswordReset('glemt@kantinen.dk')).toBe(false);
    release(json({ ok: true }));
    expect(await first).toBe(true);
    expect(calls).toEqual(['/api/profile/requestresetpassword']);
    expect($passwordForm.get()).toEqual({ status: 'done', message: null, sentTo: 'glemt@kantinen.dk' });
  });

  it('refuses a malformed address without calling', async () => {
    expect(await requestPasswordReset('glemt@')).toBe(false);
    expect($passwordForm.get()).toEqual({ status: 'failed', message: da.emailInvalid });
    expect(calls).toEqual([]);
  });

  it('checks a token once; a missing token asks nobody', async () => {
    await checkResetLink('');
    expect($resetLink.get()).toEqual({ status: 'missing' });
    reply = () => Promise.resolve(json({ usable: true, purpose: 'welcome', email: 'ny@kantinen.dk' }));
    await checkResetLink('?token=abc');
    await checkResetLink('?token=abc');
    expect(calls).toEqual(['/api/profile/resetpassword/check']);
    expect($resetLink.get()).toEqual({ status: 'usable', token: 'abc', purpose: 'welcome', email: 'ny@kantinen.dk' });
  });

  it('a failed check can be tried again', async () => {
    reply = () => Promise.resolve(json({ error: 'ServerError' }, 500));
    await checkResetLink('?token=abc');
    expect($resetLink.get()).toEqual({ status: 'error' });
    reply = () => Promise.resolve(json({ usable: false }));
    await checkResetLink('?token=abc');
    expect($resetLink.get()).toEqual({ status: 'unusable' });
  });
});
