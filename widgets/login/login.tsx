import { useEffect, useId, useReducer } from 'react';
import type { ComponentType } from 'react';
import { $profile, $sessionState, da, ensureProfile, logout } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

export interface LoginProps {
  /**
   * After a successful login, go here (a same-site path). Without it the form returns the user to the
   * page in ?returnUrl= (set by 'Login udløbet'), or stays.
   */
  redirectUrl?: string;
  /** Called after a successful login; the element dispatches it as the `login` event. */
  onLogin?: (detail: { username: string }) => void;
}

/** The form's own props: `onMoved` shows the new-site notice (issue 22 point 3) after the form is gone. */
export interface LoginFormProps extends LoginProps {
  onMoved?: (notice: ComponentType) => void;
}

/**
 * Bundle (issue 19 point 3): the element is on the search page (bench/size-budget.ts), where most
 * visitors are logged in. The form, the department choice of login2, the login call and their texts
 * (login-form.tsx) load with a dynamic import() once the profile says nobody is logged in; the form
 * only ever appeared after that answer, so it costs one small request, not a wait the user sees.
 */
let formModule: Promise<unknown> | null = null;
/** Set once the chunk has arrived: every later render shows it at once. */
let LoadedForm: ComponentType<LoginFormProps> | null = null;
/** Issue 22 point 3: set by the form's chunk when the department moved to the new site. */
let Notice: ComponentType | null = null;

export function loadLoginForm(): Promise<unknown> {
  formModule ??= import('./login-form.js').then(
    (module) => {
      LoadedForm = module.LoginForm;
    },
    (error: unknown) => {
      formModule = null; // offline: tried again on the next render
      throw error;
    },
  );
  return formModule;
}

export function Login(props: LoginProps) {
  const state = useStore($sessionState);
  const profile = useStore($profile);
  const [, formArrived] = useReducer((n: number) => n + 1, 0);
  const id = useId();
  const anonymous = state === 'anonymous' || state === 'expired';

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (anonymous && !LoadedForm) loadLoginForm().then(formArrived, () => {});
  }, [anonymous]);

  if (state === 'authenticated' && profile) {
    return (
      <section className="login logged-in" aria-labelledby={`${id}-who`} part="panel">
        <p id={`${id}-who`} className="who">{da.loggedInAs(profile.name)}</p>
        <p className="department">{profile.departmentName}</p>
        {Notice ? <Notice /> : null}
        <button type="button" className="btn btn-secondary" part="button" onClick={() => void logout()}>
          {da.logoutButton}
        </button>
      </section>
    );
  }

  if (anonymous && LoadedForm) return <LoadedForm {...props} onMoved={(n) => { Notice = n; formArrived(); }} />;

  return (
    <div className="login" aria-busy="true">
      <p className="muted">{da.loading}</p>
    </div>
  );
}
