import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { da } from '../../core/index.js';
import { $passwordForm, resetPasswordStores } from '../../core/stores/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { Password } from './password.js';

beforeEach(() => resetPasswordStores());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ruleItem = (rule: string) => document.querySelector(`[data-rule="${rule}"]`)!;

describe('<Password mode="request">', () => {
  it('refuses a malformed address without calling the server, in an alert that gets focus', async () => {
    const fetch = mockFetch({});
    render(<Password mode="request" />);
    type('E-mail', 'ikke-en-mail');
    fireEvent.click(screen.getByRole('button', { name: daPassword.requestButton }));
    const message = await screen.findByText(da.emailInvalid);
    expect(screen.getByRole('alert').contains(message)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the address and says the same whatever the server knows', async () => {
    const fetch = mockFetch({ 'POST /api/profile/requestresetpassword': { body: { ok: true } } });
    render(<Password mode="request" />);
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('username');
    type('E-mail', ' glemt@kantinen.dk ');
    fireEvent.click(screen.getByRole('button', { name: daPassword.requestButton }));
    expect(await screen.findByText(daPassword.requestSent('glemt@kantinen.dk'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(callsTo(fetch, 'POST', '/api/profile/requestresetpassword')[0]?.body).toEqual({ email: 'glemt@kantinen.dk' });
    fireEvent.click(screen.getByRole('button', { name: daPassword.requestAgain }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it("shows the server's throttle message", async () => {
    mockFetch({ 'POST /api/profile/requestresetpassword': { status: 429, body: { error: 'TooManyRequests', message: daPassword.requestThrottled } } });
    render(<Password mode="request" />);
    type('E-mail', 'glemt@kantinen.dk');
    fireEvent.click(screen.getByRole('button', { name: daPassword.requestButton }));
    expect(await screen.findByText(daPassword.requestThrottled)).toBeTruthy();
  });
});

describe('<Password mode="reset">', () => {
  it('checks the link from ?token=, shows the rules live and saves; then a link to log in', async () => {
    window.history.replaceState(null, '', '/nulstil-adgangskode?token=abc123');
    const fetch = mockFetch({
      'POST /api/profile/resetpassword/check': { body: { usable: true, purpose: 'reset', email: 'glemt@kantinen.dk' } },
      'POST /api/profile/resetpassword': { body: { ok: true } },
    });
    render(<Password mode="reset" />);
    expect(await screen.findByRole('heading', { name: daPassword.resetHeadingReset })).toBeTruthy();
    expect(screen.getByText(daPassword.resetFor('glemt@kantinen.dk'))).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile/resetpassword/check')[0]?.body).toEqual({ token: 'abc123' });

    type(daPassword.newPassword, 'glemt-er-kort');
    expect(ruleItem('length').className).toContain('kept');
    expect(ruleItem('email').className).not.toContain('kept');
    expect(ruleItem('email').textContent).toContain(daPassword.ruleNotKept);
    type(daPassword.newPassword, 'kort');
    expect(ruleItem('length').className).not.toContain('kept');

    type(daPassword.newPassword, 'Rugbroed-med-Leverpostej');
    type(daPassword.repeatPassword, 'Rugbroed-med-leverpostej');
    fireEvent.click(screen.getByRole('button', { name: daPassword.saveButton }));
    expect(await screen.findByText(daPassword.mismatch)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile/resetpassword')).toHaveLength(0);

    type(daPassword.repeatPassword, 'Rugbroed-med-Leverpostej');
    fireEvent.click(screen.getByRole('button', { name: daPassword.saveButton }));
    expect(await screen.findByText(daPassword.resetDone)).toBeTruthy();
    expect(screen.getByRole('link', { name: daPassword.toLogin }).getAttribute('href')).toBe('/');
    expect(callsTo(fetch, 'POST', '/api/profile/resetpassword')[0]?.body).toEqual({ token: 'abc123', password: 'Rugbroed-med-Leverpostej' });
  });

  it('says a used or expired link is no good, with a link to ask for a new one', async () => {
    window.history.replaceState(null, '', '/nulstil-adgangskode?token=brugt');
    mockFetch({ 'POST /api/profile/resetpassword/check': { body: { usable: false } } });
    render(<Password mode="reset" requestUrl="/glemt" />);
    expect(await screen.findByText(daPassword.linkUnusable)).toBeTruthy();
    expect(screen.getByRole('link', { name: daPassword.requestNewLink }).getAttribute('href')).toBe('/glemt');
    expect(screen.queryByLabelText(daPassword.newPassword)).toBeNull();
  });

  it('says the link lacks its token without asking the server', async () => {
    const fetch = mockFetch({});
    render(<Password mode="reset" />);
    expect(await screen.findByText(daPassword.linkMissing)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's rule message, and turns to 'used' when the link was used meanwhile", async () => {
    window.history.replaceState(null, '', '/nulstil-adgangskode?token=abc');
    let answer = { status: 400, body: { error: 'PasswordRule', message: daPassword.ruleBroken.common, rule: 'common' } };
    mockFetch({
      'POST /api/profile/resetpassword/check': { body: { usable: true, purpose: 'welcome', email: 'ny@kantinen.dk' } },
      'POST /api/profile/resetpassword': () => answer,
    });
    render(<Password mode="reset" />);
    expect(await screen.findByRole('heading', { name: daPassword.resetHeadingWelcome })).toBeTruthy();
    type(daPassword.newPassword, 'password123');
    type(daPassword.repeatPassword, 'password123');
    fireEvent.click(screen.getByRole('button', { name: daPassword.saveButton }));
    expect(await screen.findByText(daPassword.ruleBroken.common)).toBeTruthy();
    answer = { status: 400, body: { error: 'TokenUnusable', message: daPassword.tokenUnusable, rule: '' } };
    fireEvent.click(screen.getByRole('button', { name: daPassword.saveButton }));
    expect(await screen.findByText(daPassword.linkUnusable)).toBeTruthy();
  });
});

describe('<Password mode="change">', () => {
  it('asks a visitor who is not logged in to log in', async () => {
    mockFetch({ 'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } } });
    render(<Password mode="change" />);
    expect(await screen.findByText(daPassword.loginNeeded, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' })).toBeTruthy();
  });

  it('sends current and new password; a wrong current one shows the message; success clears the form', async () => {
    setFixtureState({ profile: fixtureProfile });
    let answer: { status?: number; body: unknown } = { status: 400, body: { error: 'WrongPassword', message: daPassword.wrongCurrent } };
    const fetch = mockFetch({ 'POST /api/profile/changepassword': () => answer });
    render(<Password mode="change" />);
    expect(screen.getByLabelText(daPassword.currentPassword).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText(daPassword.newPassword).getAttribute('autocomplete')).toBe('new-password');
    type(daPassword.currentPassword, 'forkert');
    type(daPassword.newPassword, 'Helt-ny-og-hemmelig');
    type(daPassword.repeatPassword, 'Helt-ny-og-hemmelig');
    fireEvent.click(screen.getByRole('button', { name: daPassword.changeButton }));
    expect(await screen.findByText(daPassword.wrongCurrent)).toBeTruthy();
    answer = { body: { ok: true } };
    fireEvent.click(screen.getByRole('button', { name: daPassword.changeButton }));
    expect(await screen.findByText(daPassword.changeDone)).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile/changepassword').at(-1)?.body).toEqual({ currentPassword: 'forkert', newPassword: 'Helt-ny-og-hemmelig' });
    expect($passwordForm.get().status).toBe('done');
  });

  it('checks the e-mail rule against the logged-in user before calling the server', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({});
    render(<Password mode="change" />);
    type(daPassword.currentPassword, 'demo1234');
    type(daPassword.newPassword, `${fixtureProfile.username}-x`);
    type(daPassword.repeatPassword, `${fixtureProfile.username}-x`);
    fireEvent.click(screen.getByRole('button', { name: daPassword.changeButton }));
    expect(await screen.findByText(daPassword.ruleBroken.email)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
