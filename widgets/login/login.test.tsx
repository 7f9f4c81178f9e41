import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $sessionState, da } from '../../core/index.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { navigation } from '../shared/navigate.js';
import { Login } from './login.js';

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Adgangskode'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
}

describe('<Login>', () => {
  it('shows an accessible form when nobody is logged in', async () => {
    mockFetch({ 'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } } });
    render(<Login />);
    const email = await screen.findByLabelText('E-mail');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Adgangskode').getAttribute('autocomplete')).toBe('current-password');
    expect($sessionState.get()).toBe('anonymous');
  });

  it('logs in, sends base64 credentials, shows who is logged in and calls onLogin', async () => {
    let resolveLogin: (v: { body: unknown }) => void = () => {};
    const fetch = mockFetch({
      'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } },
      'POST /api/profile/login': () => new Promise((r) => (resolveLogin = r)),
    });
    const onLogin = vi.fn();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<Login onLogin={onLogin} redirectUrl="/soeg" />);
    await screen.findByLabelText('E-mail');
    fillAndSubmit('kok@kantinen.dk', 'demo1234');

    const busy = await screen.findByRole('button', { name: da.loggingIn });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    resolveLogin({ body: fixtureProfile });

    expect(await screen.findByText('Logget ind som Karen Kok')).toBeTruthy();
    expect(screen.getByText('Kantinen Nord')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile/login')[0]?.body).toEqual({ username: btoa('kok@kantinen.dk'), password: btoa('demo1234') });
    expect(onLogin).toHaveBeenCalledWith({ username: 'kok@kantinen.dk' });
    expect(assign).toHaveBeenCalledWith('/soeg');
  });

  it.each([
    ['/?returnUrl=%2Fsoeg%3Fsearch%3Dost', '/soeg?search=ost'],
    ['/?returnUrl=https%3A%2F%2Fevil.example%2F', null],
    ['/?returnUrl=%2F%2Fevil.example', null],
  ])("after 'Login udløbet' (%s) it returns the user to %j, never to another site", async (url, expected) => {
    window.history.replaceState(null, '', url);
    mockFetch({
      'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } },
      'POST /api/profile/login': { body: fixtureProfile },
      'GET /api/order/revieworder': { status: 500 },
    });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<Login />);
    await screen.findByLabelText('E-mail');
    fillAndSubmit('kok@kantinen.dk', 'demo1234');
    expect(await screen.findByText('Logget ind som Karen Kok')).toBeTruthy();
    if (expected) expect(assign).toHaveBeenCalledWith(expected);
    else expect(assign).not.toHaveBeenCalled();
  });

  it('shows the failure message in an alert and moves focus to it', async () => {
    mockFetch({
      'POST /api/profile/profileinfo': { status: 401, body: { error: 'MissingSession' } },
      'POST /api/profile/login': { status: 401, body: { error: 'InvalidCredentials', message: 'Email eller adgangskode er ikke korrekte' } },
    });
    render(<Login />);
    await screen.findByLabelText('E-mail');
    fillAndSubmit('kok@kantinen.dk', 'forkert');
    const message = await screen.findByText('Email eller adgangskode er ikke korrekte');
    expect(screen.getByRole('alert').contains(message)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect((screen.getByRole('button', { name: 'Log ind' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('logs out', async () => {
    mockFetch({
      'POST /api/profile/profileinfo': { body: fixtureProfile },
      'POST /api/profile/logout': { body: {} },
    });
    render(<Login />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log ud' }));
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect($sessionState.get()).toBe('anonymous');
  });
});
