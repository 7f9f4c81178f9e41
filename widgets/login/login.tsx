import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $loginForm, $profile, $sessionState, afterLoginTarget, da, ensureProfile, login, logout } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { navigateTo } from '../shared/navigate.js';

export interface LoginProps {
  /**
   * After a successful login, go here (a same-site path). Without it the form returns the user to the
   * page in ?returnUrl= (set by 'Login udløbet'), or stays.
   */
  redirectUrl?: string;
  /** Called after a successful login; the element dispatches it as the `login` event. */
  onLogin?: (detail: { username: string }) => void;
}

export function Login({ redirectUrl, onLogin }: LoginProps) {
  const state = useStore($sessionState);
  const profile = useStore($profile);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useStore($loginForm);
  const busy = form.status === 'submitting';
  const error = form.status === 'failed' ? form.message : null;
  const errorRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = await login(email, password);
    if (!result.ok) return; // $loginForm holds the message
    setPassword('');
    onLogin?.({ username: email.trim() });
    // The editor's redirect-url, else back to the page 'Login udløbet' sent the user from.
    const target = afterLoginTarget(redirectUrl, window.location.search);
    if (target) navigateTo(target);
  }

  if (state === 'unknown' || state === 'loading') {
    return (
      <div className="login" aria-busy="true">
        <p className="muted">{da.loading}</p>
      </div>
    );
  }

  if (state === 'authenticated' && profile) {
    return (
      <section className="login logged-in" aria-labelledby={`${id}-who`} part="panel">
        <p id={`${id}-who`} className="who">{da.loggedInAs(profile.name)}</p>
        <p className="department">{profile.departmentName}</p>
        <button type="button" className="btn btn-secondary" part="button" onClick={() => void logout()}>
          {da.logoutButton}
        </button>
      </section>
    );
  }

  return (
    <section className="login" aria-labelledby={`${id}-title`} part="panel">
      <h2 id={`${id}-title`} className="title">{da.loginTitle}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{da.email}</label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            name="username"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{da.password}</label>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <button type="submit" className="btn" part="button" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? da.loggingIn : da.loginButton}
        </button>
      </form>
      <div role="alert" className="error-region">
        {error ? (
          <p id={`${id}-error`} className="error" ref={errorRef} tabIndex={-1}>
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
