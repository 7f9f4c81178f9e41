// My page's section "Kolleger" (issue 19 point 3, §7 ValidateUsername, RequestNewUsername): every
// logged-in user (not a punch-out session) asks for a colleague's login; an admin of the customer
// also sees the requests and approves or rejects them (rejecting asks first, in a native <dialog>).
// Renders core/stores/usernames.ts.
import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { $profile } from '../../core/stores/session-state.js';
import {
  $colleagueForm,
  $usernameRequests,
  askRejectUsernameRequest,
  cancelRejectUsernameRequest,
  decideUsername,
  loadUsernameRequests,
  setColleagueEmail,
  setColleagueName,
  submitColleagueRequest,
  type UsernameRequestsState,
} from '../../core/stores/usernames.js';
import { mayDecideUsernameRequests, mayRequestUsernames, requestTimeText } from '../../core/rules/usernames.js';
import type { UsernameRequest } from '../../core/schemas/usernames.js';
import { daUsernames as t } from '../../core/texts/da-usernames.js';
import { useModal } from '../shared/use-modal.js';
import { useStore } from '../shared/use-store.js';

export function ColleaguesSection() {
  const profile = useStore($profile);
  const id = useId();
  if (!mayRequestUsernames(profile)) return null;
  return (
    <section className="section colleagues" part="section colleagues" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">{t.title}</h2>
      <p className="intro">{t.intro}</p>
      <ColleagueForm id={id} />
      {mayDecideUsernameRequests(profile) ? <RequestList id={id} /> : null}
    </section>
  );
}

function ColleagueForm({ id }: { id: string }) {
  const form = useStore($colleagueForm);
  const nameId = `${id}-name`;
  const emailId = `${id}-email`;
  const nameError = form.errors.name ? t.formErrors[form.errors.name] : null;
  const emailError = form.errors.email ? t.formErrors[form.errors.email] : null;
  const taken = form.availability === 'taken';
  const availability = {
    unknown: '',
    checking: t.checking,
    available: t.available,
    taken: t.taken,
    error: t.checkFailed,
  }[form.availability];
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submitColleagueRequest();
  }
  const emailDescribedBy = [`${emailId}-hint`, `${emailId}-availability`, emailError ? `${emailId}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="colleague-form" part="colleague-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-form-title`}>
      <h3 id={`${id}-form-title`} className="subtitle">{t.formTitle}</h3>
      <p className="field">
        <label htmlFor={nameId}>{t.nameLabel}</label>
        <input
          id={nameId}
          className="input"
          type="text"
          autoComplete="off"
          value={form.name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(e) => setColleagueName(e.currentTarget.value)}
        />
        {nameError ? <span id={`${nameId}-error`} className="error">{nameError}</span> : null}
      </p>
      <p className="field">
        <label htmlFor={emailId}>{t.emailLabel}</label>
        <span id={`${emailId}-hint`} className="hint">{t.emailHint}</span>
        <input
          id={emailId}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          value={form.email}
          aria-invalid={emailError || taken ? true : undefined}
          aria-describedby={emailDescribedBy}
          onChange={(e) => setColleagueEmail(e.currentTarget.value)}
        />
        {emailError ? <span id={`${emailId}-error`} className="error">{emailError}</span> : null}
        <span id={`${emailId}-availability`} className={`availability ${form.availability}`} part="availability" role="status">{availability}</span>
      </p>
      <p className="actions">
        <button type="submit" className="btn" part="request" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          {form.submitting ? t.submitting : t.submit}
        </button>
      </p>
    </form>
  );
}

type Loaded = Extract<UsernameRequestsState, { status: 'loaded' }>;

function RequestList({ id }: { id: string }) {
  const state = useStore($usernameRequests);
  return (
    <div className="requests" part="username-requests" aria-busy={state.status === 'loading'}>
      <h3 className="subtitle">{t.adminTitle}</h3>
      {state.status === 'idle' || state.status === 'loading' ? <p className="status" role="status">{t.loading}</p> : null}
      {state.status === 'error' ? (
        <div className="status">
          <p>{t.loadError}</p>
          <button type="button" className="btn secondary" onClick={() => void loadUsernameRequests()}>{t.retry}</button>
        </div>
      ) : null}
      {state.status === 'loaded' ? <LoadedList id={id} state={state} /> : null}
    </div>
  );
}

function LoadedList({ id, state }: { id: string; state: Loaded }) {
  const pending = state.requests.filter((r) => r.status === 'pending');
  const decided = state.requests.filter((r) => r.status !== 'pending');
  const confirming = state.requests.find((r) => r.id === state.confirmReject) ?? null;
  return (
    <>
      <h4 className="list-title">{t.pendingTitle}</h4>
      {pending.length === 0 ? <p className="status">{t.noPending}</p> : (
        <ul className="request-list pending" part="pending-requests">
          {pending.map((r) => <PendingItem key={r.id} request={r} busy={state.deciding === r.id} disabled={state.deciding !== null} />)}
        </ul>
      )}
      {decided.length > 0 ? (
        <>
          <h4 className="list-title">{t.decidedTitle}</h4>
          <ul className="request-list decided" part="decided-requests">
            {decided.map((r) => (
              <li key={r.id} className="request">
                <span className="who"><strong>{r.name}</strong> <span className="email">{r.email}</span></span>
                <span className={`decision ${r.status}`}>
                  {t.decidedBy(r.status === 'approved' ? t.statusApproved : t.statusRejected, r.decidedByName, r.decidedAt ? requestTimeText(r.decidedAt) : '')}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <RejectDialog id={id} request={confirming} />
    </>
  );
}

function PendingItem({ request: r, busy, disabled }: { request: UsernameRequest; busy: boolean; disabled: boolean }) {
  return (
    <li className="request" aria-busy={busy || undefined}>
      <span className="who"><strong>{r.name}</strong> <span className="email">{r.email}</span></span>
      <span className="meta">{t.requestedBy(r.requestedByName, r.departmentName, requestTimeText(r.createdAt))}</span>
      <span className="buttons">
        <button type="button" className="btn" aria-label={t.approveLabel(r.name)} disabled={disabled} onClick={() => void decideUsername(r.id, 'approve')}>{t.approve}</button>
        <button type="button" className="btn secondary" aria-label={t.rejectLabel(r.name)} disabled={disabled} onClick={() => askRejectUsernameRequest(r.id)}>{t.reject}</button>
      </span>
    </li>
  );
}

/** "Afvis anmodningen?": focus starts on "Annuller" (the safe choice); Escape cancels. */
function RejectDialog({ id, request }: { id: string; request: UsernameRequest | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModal(dialog, request !== null, { initialFocus: cancel });
  return (
    <dialog ref={dialog} className="dialog" part="reject-dialog" aria-labelledby={`${id}-reject-title`} aria-describedby={`${id}-reject-text`} onClose={() => cancelRejectUsernameRequest()}>
      <h2 id={`${id}-reject-title`} className="dialog-title">{t.confirmTitle}</h2>
      <p id={`${id}-reject-text`}>{request ? t.confirmText(request.name, request.email) : ''}</p>
      <p className="actions">
        <button ref={cancel} type="button" className="btn secondary" onClick={() => cancelRejectUsernameRequest()}>{t.cancel}</button>
        <button type="button" className="btn danger" onClick={() => { if (request) void decideUsername(request.id, 'reject'); }}>{t.confirmReject}</button>
      </p>
    </dialog>
  );
}
