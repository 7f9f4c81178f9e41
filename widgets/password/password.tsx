import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { $profile, $sessionState, $shopConfig, ensureProfile } from '../../core/index.js';
import { safeUrl } from '../../core/format/url.js';
import { keepsPasswordRule, PASSWORD_RULES } from '../../core/rules/password-rules.js';
import {
  $passwordForm,
  $resetLink,
  changePassword,
  checkResetLink,
  clearPasswordForm,
  requestPasswordReset,
  resetPasswordWithLink,
} from '../../core/stores/password.js';
import { daPassword } from '../../core/texts/da-password.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { useStore } from '../shared/use-store.js';

export type PasswordMode = 'request' | 'reset' | 'change';

export interface PasswordProps {
  /** request: "Glemt adgangskode"; reset: the page the mailed link opens; change: logged in. */
  mode?: string;
  /** Where "Bed om et nyt link" goes (the request page); default /glemt-adgangskode. */
  requestUrl?: string;
}

const modeOf = (mode: string | undefined): PasswordMode => (mode === 'reset' || mode === 'change' ? mode : 'request');

/**
 * `<shop-password>` (issue 19 point 2): asks for a reset link, sets a new password from the link, or
 * changes the password of the logged-in user. The state is in core/stores/password.ts; the typed
 * passwords only here.
 */
export function Password({ mode, requestUrl }: PasswordProps) {
  const which = modeOf(mode);
  return (
    <div className={`password password-${which}`} part="panel">
      {which === 'request' ? <RequestForm /> : which === 'reset' ? <ResetForm requestUrl={requestUrl} /> : <ChangeForm />}
    </div>
  );
}

/** The form's failure in the alert region; focus moves to it so a screen reader and the eye find it. */
function ErrorRegion({ id }: { id: string }) {
  const form = useStore($passwordForm);
  const ref = useRef<HTMLParagraphElement>(null);
  const message = form.status === 'failed' ? form.message : null;
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div role="alert" className="error-region">
      {message ? (
        <p id={id} className="error" ref={ref} tabIndex={-1}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({ label }: { label: string }) {
  const busy = useStore($passwordForm).status === 'submitting';
  return (
    <button type="submit" className="btn" part="button" disabled={busy} aria-disabled={busy || undefined}>
      {busy ? daPassword.saving : label}
    </button>
  );
}

function Field(props: { id: string; label: string; type: 'email' | 'password'; autoComplete: string; value: string; onChange: (v: string) => void; invalid: boolean; describedBy?: string }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="input"
        part="input"
        type={props.type}
        autoComplete={props.autoComplete}
        required
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
    </div>
  );
}

/** The rules, kept or not as the user types; the common list is checked by the server on save. */
function RuleList({ id, password, email }: { id: string; password: string; email: string | null }) {
  return (
    <div id={id} className="rules" part="rules">
      <p className="rules-heading">{daPassword.rulesHeading}</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const serverOnly = rule === 'common';
          const kept = !serverOnly && password.length > 0 && keepsPasswordRule(rule, password, { email });
          return (
            <li key={rule} className={serverOnly ? 'rule pending' : kept ? 'rule kept' : 'rule'} data-rule={rule}>
              <span aria-hidden="true" className="mark">{serverOnly ? '•' : kept ? '✓' : '✗'}</span> {daPassword.rules[rule]}
              <span className="visually-hidden"> ({serverOnly ? daPassword.ruleCommonServer : kept ? daPassword.ruleKept : daPassword.ruleNotKept})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A message in place of the form. After the user's own submit (`focus`) it takes the focus: a live
 * region inserted with its text is not reliably read, and the button the user pressed is gone.
 */
function Notice({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className="notice" role="status" part="notice" ref={ref} tabIndex={focus ? -1 : undefined}>
      {children}
    </div>
  );
}

function RequestForm() {
  const form = useStore($passwordForm);
  const [email, setEmail] = useState('');
  const id = useId();
  const failed = form.status === 'failed';
  if (form.status === 'done') {
    return (
      <Notice focus>
        <p>{daPassword.requestSent(form.sentTo ?? email)}</p>
        <button type="button" className="btn btn-secondary" onClick={() => clearPasswordForm()}>
          {daPassword.requestAgain}
        </button>
      </Notice>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void requestPasswordReset(email);
  };
  return (
    <>
      <p className="intro">{daPassword.requestIntro}</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={failed ? `${id}-error` : undefined}>
        <Field id={`${id}-email`} label={daPassword.email} type="email" autoComplete="username" value={email} onChange={setEmail} invalid={failed} />
        <SubmitButton label={daPassword.requestButton} />
      </form>
      <ErrorRegion id={`${id}-error`} />
    </>
  );
}

function NewPasswordFields({ id, email, password, setPassword, repeat, setRepeat }: { id: string; email: string | null; password: string; setPassword: (v: string) => void; repeat: string; setRepeat: (v: string) => void }) {
  const failed = useStore($passwordForm).status === 'failed';
  return (
    <>
      {/* For password managers: whose password this is. */}
      {email ? <input type="email" autoComplete="username" value={email} readOnly hidden /> : null}
      <Field id={`${id}-new`} label={daPassword.newPassword} type="password" autoComplete="new-password" value={password} onChange={setPassword} invalid={failed} describedBy={`${id}-rules`} />
      <RuleList id={`${id}-rules`} password={password} email={email} />
      <Field id={`${id}-repeat`} label={daPassword.repeatPassword} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} invalid={failed} />
    </>
  );
}

function ResetForm({ requestUrl }: { requestUrl?: string }) {
  const link = useStore($resetLink);
  const form = useStore($passwordForm);
  const config = useStore($shopConfig);
  const search = useLocationSearch();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const id = useId();

  // Once per page: a link state already known (or set by a story) is not asked again.
  useEffect(() => {
    if ($resetLink.get().status === 'idle') void checkResetLink(search);
  }, [search]);

  const requestHref = safeUrl(requestUrl) ?? '/glemt-adgangskode';
  if (form.status === 'done') {
    return (
      <Notice focus>
        <p>{daPassword.resetDone}</p>
        <a className="btn" href={safeUrl(config.loginUrl) ?? '/'}>{daPassword.toLogin}</a>
      </Notice>
    );
  }
  if (link.status === 'idle' || link.status === 'checking') return <p className="muted" aria-busy="true">{daPassword.checking}</p>;
  if (link.status !== 'usable') {
    const text = link.status === 'missing' ? daPassword.linkMissing : link.status === 'unusable' ? daPassword.linkUnusable : daPassword.saveFailed;
    return (
      <Notice>
        <p className="problem">{text}</p>
        <a className="btn btn-secondary" href={requestHref}>{daPassword.requestNewLink}</a>
      </Notice>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void resetPasswordWithLink(password, repeat);
  };
  return (
    <>
      <h2 className="title">{link.purpose === 'welcome' ? daPassword.resetHeadingWelcome : daPassword.resetHeadingReset}</h2>
      {link.email ? <p className="intro">{daPassword.resetFor(link.email)}</p> : null}
      <form onSubmit={onSubmit} noValidate aria-describedby={form.status === 'failed' ? `${id}-error` : undefined}>
        <NewPasswordFields id={id} email={link.email} password={password} setPassword={setPassword} repeat={repeat} setRepeat={setRepeat} />
        <SubmitButton label={daPassword.saveButton} />
      </form>
      <ErrorRegion id={`${id}-error`} />
    </>
  );
}

function ChangeForm() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const form = useStore($passwordForm);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const id = useId();

  useEffect(() => {
    void ensureProfile();
  }, []);

  if (session !== 'authenticated' || !profile) {
    if (session === 'anonymous' || session === 'expired') return <LoginNeeded text={daPassword.loginNeeded} />;
    return <p className="muted" aria-busy="true">{daPassword.checking}</p>;
  }
  if (profile.isPunchOut || profile.punchOut) return <p className="intro">{daPassword.punchOutRefused}</p>;
  if (form.status === 'done') {
    return (
      <Notice focus>
        <p>{daPassword.changeDone}</p>
      </Notice>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void changePassword(current, password, repeat, profile.username).then((ok) => {
      if (ok) {
        setCurrent('');
        setPassword('');
        setRepeat('');
      }
    });
  };
  return (
    <>
      <p className="intro">{daPassword.changeIntro}</p>
      <form onSubmit={onSubmit} noValidate aria-describedby={form.status === 'failed' ? `${id}-error` : undefined}>
        <Field id={`${id}-current`} label={daPassword.currentPassword} type="password" autoComplete="current-password" value={current} onChange={setCurrent} invalid={form.status === 'failed'} />
        <NewPasswordFields id={id} email={profile.username} password={password} setPassword={setPassword} repeat={repeat} setRepeat={setRepeat} />
        <SubmitButton label={daPassword.changeButton} />
      </form>
      <ErrorRegion id={`${id}-error`} />
    </>
  );
}
