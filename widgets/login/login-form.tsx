/**
 * The login form (issue 2 §5) and, after the password, the department choice (issue 19 point 3, §7
 * login2). Loaded on demand by login.tsx, only for a visitor who is not logged in: the login widget is
 * on the search page, whose bundle budget is nearly spent (bench/size-budget.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $loginForm, afterLoginTarget, da } from '../../core/index.js';
import { $loginChoice, login } from '../../core/stores/login.js';
import { daLoginLink, FORGOT_PASSWORD_PATH } from '../../core/texts/da-login-link.js';
import { useStore } from '../shared/use-store.js';
import { navigateTo } from '../shared/navigate.js';
import { LoginChoice } from './login-choice.js';
import type { LoginFormProps } from './login.js';

export function LoginForm({ redirectUrl, onLogin, onMoved }: LoginFormProps) {
  const choice = useStore($loginChoice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useStore($loginForm);
  const busy = form.status === 'submitting';
  const error = form.status === 'failed' ? form.message : null;
  const errorRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = await login(email, password);
    if (!result.ok) return; // $loginForm holds the message, or $loginChoice asks for the department
    void done();
  }

  async function done() {
    setPassword('');
    onLogin?.({ username: email.trim() });
    // Issue 22 point 3: a department that moved goes to the new site; its code loads only now. If
    // the chunk cannot load, the user stays here as before.
    const moved = await import('./new-site-notice.js').then((m) => m.handOverIfMoved(onMoved), () => false);
    if (moved) return;
    // The editor's redirect-url, else back to the page 'Login udløbet' sent the user from.
    const target = afterLoginTarget(redirectUrl, window.location.search);
    if (target) navigateTo(target);
  }

  if (choice) return <LoginChoice onDone={() => void done()} />;

  return (
    <section className="login" aria-labelledby={`${id}-title`} part="panel">
      <h2 id={`${id}-title`} className="title">{da.loginTitle}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{da.email}</label>
          <input
            id={`${id}-email`}
            className="input"
            part="input"
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
            part="input"
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
      <p className="forgot"><a href={FORGOT_PASSWORD_PATH}>{daLoginLink.forgot}</a></p>
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
