/**
 * The login widget's second step (issue 19 point 3, §7 login2), loaded on demand by login.tsx: the user
 * of several customers chooses the department to shop for; 'Fortsæt' exchanges the challenge for a
 * session there, 'Tilbage' returns to the form. Focus moves to the heading when the step appears.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { $loginForm, $profile, $sessionState, da } from '../../core/index.js';
import { $loginChoice } from '../../core/stores/login.js';
import { ApiRequestError } from '../../core/api/client.js';
import { postLogin2 } from '../../core/api/login.js';
import { daLogin2 } from '../../core/texts/da-login2.js';
import { useStore } from '../shared/use-store.js';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import css from './login-choice.css?inline';

/** The step's CSS comes with this chunk: adopted into the login element's root. */
function adoptCss(el: HTMLElement | null): void {
  const root = el?.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, [css]);
}

export function LoginChoice({ onDone }: { onDone: () => void }) {
  const choice = useStore($loginChoice);
  const [selected, setSelected] = useState(choice?.departments[0]?.code ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  if (!choice) return null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !choice) return;
    if (!selected) {
      setError(daLogin2.chooseMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const profile = await postLogin2(choice.token, selected, { handled: [400, 401, 404] });
      $profile.set(profile);
      $sessionState.set('authenticated');
      $loginChoice.set(null);
      onDone();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiRequestError && failure.status === 401) {
        // Used or expired (5 minutes): back to the form, which says so.
        $loginChoice.set(null);
        $loginForm.set({ status: 'failed', message: daLogin2.challengeInvalid });
        return;
      }
      setError(failure instanceof ApiRequestError && failure.status === 404 ? daLogin2.departmentNotYours : da.httpError);
    }
  }

  return (
    <section ref={adoptCss} className="login choice" aria-labelledby={`${id}-title`} part="panel">
      {supportsAdoptedStyleSheets() ? null : <style>{css}</style>}
      <h2 id={`${id}-title`} className="title" tabIndex={-1} ref={heading}>{daLogin2.chooseTitle}</h2>
      <p className="intro">{daLogin2.chooseIntro}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        <fieldset className="departments">
          <legend>{daLogin2.chooseLegend}</legend>
          {choice.departments.map((d) => (
            <label key={d.code} className="department-option">
              <input type="radio" name="department" value={d.code} checked={selected === d.code} onChange={() => setSelected(d.code)} />
              <span>
                <span className="department-name">{d.name}</span> <span className="muted">({daLogin2.customerNo(d.customerNo)})</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="btn" part="button" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? daLogin2.continuing : daLogin2.continueButton}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => $loginChoice.set(null)}>
            {daLogin2.back}
          </button>
        </div>
      </form>
      <div role="alert" className="error-region">
        {error ? <p id={`${id}-error`} className="error">{error}</p> : null}
      </div>
    </section>
  );
}
