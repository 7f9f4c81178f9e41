// Issue 19 point 4: "Modtagere af besked om fastordrer", the department's own addresses for the
// recurring-order job's mail (the mail to the basket's user says they can be set "under Fastordrer").
// Add one (form: Enter works), remove one ("Fjern <address>"); at most MAX_NOTIFICATION_EMAILS. The
// store checks first and keeps the server's Danish refusal; success is the page's toast. Focus stays
// put: in the input after an add, on the next "Fjern" (else the input) after a remove.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_NOTIFICATION_EMAILS } from '../../core/schemas/recurring-order.js';
import {
  $recurringNotices,
  addNotificationEmail,
  clearAddressError,
  loadRecurringNotices,
  removeNotificationEmail,
} from '../../core/stores/recurring-notices.js';
import { daRecurringAddresses as da } from '../../core/texts/da-recurring-addresses.js';
import { useStore } from '../shared/use-store.js';
import { t } from './texts.js';

export function NoticeAddresses() {
  const id = useId();
  const state = useStore($recurringNotices);
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const fullNote = useRef<HTMLParagraphElement | null>(null);
  // Where focus goes once an action has finished: a remove button's index, 'input', or nothing.
  const focusNext = useRef<number | 'input' | null>(null);
  const full = state.emails.length >= MAX_NOTIFICATION_EMAILS;
  const known = state.status === 'ready' || state.emails.length > 0;
  const error = state.addressError;
  const inputError = error?.action === 'add';

  useEffect(() => {
    const next = focusNext.current;
    if (next === null || state.addressBusy) return;
    focusNext.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = typeof next === 'number' ? buttons[next] : undefined;
    // A disabled input cannot take focus: at the limit the note saying why does.
    if (target) target.focus();
    else if (full) fullNote.current?.focus();
    else input.current?.focus();
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    focusNext.current = 'input';
    if (await addNotificationEmail(value)) setValue('');
  };

  const remove = async (email: string, index: number) => {
    focusNext.current = index;
    await removeNotificationEmail(email);
  };

  return (
    <section className="notice-addresses" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {da.heading}
      </h2>
      <p className="help">
        {da.help} {da.helpNone}
      </p>
      {!known && state.status === 'error' ? (
        <p className="notice notice-error">
          {da.loadError}{' '}
          <button type="button" className="btn-link" onClick={() => void loadRecurringNotices()}>
            {t.recurringListRetry}
          </button>
        </p>
      ) : !known ? (
        <p className="help" aria-busy="true">
          {da.loading}
        </p>
      ) : (
        <>
          {state.emails.length === 0 ? (
            <p className="empty address-empty">{da.empty}</p>
          ) : (
            <ul className="address-list" ref={list} aria-label={da.listLabel} aria-busy={state.addressBusy || undefined}>
              {state.emails.map((e, i) => (
                <li key={e.email} className="address">
                  <span className="address-email">{e.email}</span>
                  <button type="button" className="btn-link danger" aria-label={da.removeLabel(e.email)} onClick={() => void remove(e.email, i)}>
                    {da.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="address-form" noValidate onSubmit={(e) => void submit(e)}>
            <div className="field">
              <label className="label" htmlFor={`${id}-email`}>
                {da.inputLabel}
              </label>
              <div className="address-row">
                <input
                  ref={input}
                  id={`${id}-email`}
                  className="input"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={value}
                  disabled={full}
                  aria-invalid={inputError || undefined}
                  aria-describedby={[full ? `${id}-full` : '', inputError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
                  onChange={(e) => {
                    setValue(e.target.value);
                    clearAddressError();
                  }}
                />
                <button type="submit" className="btn" disabled={full}>
                  {da.add}
                </button>
              </div>
            </div>
            {full ? (
              <p className="help" id={`${id}-full`} ref={fullNote} tabIndex={-1}>
                {da.full}
              </p>
            ) : null}
            {error ? (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error.message}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}
