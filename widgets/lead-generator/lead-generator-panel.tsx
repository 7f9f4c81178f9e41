import { useEffect, useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { $sessionState, safeUrl } from '../../core/index.js';
import type { LeadField, LeadFieldProblem } from '../../core/rules/lead-form.js';
import type { Lead } from '../../core/schemas/leads.js';
import { $leads, closeLeadForm, leadStateOf, loadLeads, openLeadForm, setLeadFormValue, submitLeadForm, type LeadForm } from '../../core/stores/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import { useStore } from '../shared/use-store.js';
import type { LeadPanelProps } from './lead-generator-widget.js';

const FIELDS: readonly { field: LeadField; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

function labelOf(field: LeadField): string {
  return field === 'name' ? daLeads.name : field === 'email' ? daLeads.email : daLeads.phone;
}

function problemText(field: LeadField, problem: LeadFieldProblem): string {
  if (field === 'name') return daLeads.nameMissing;
  if (field === 'email') return problem === 'missing' ? daLeads.emailMissing : daLeads.emailInvalid;
  return problem === 'missing' ? daLeads.phoneMissing : daLeads.phoneInvalid;
}

/** A lead's booking form (§5): labelled, required fields; Enter sends; problems inline under each field. */
function BookingForm({ lead, form, onCancel }: { lead: Lead; form: LeadForm; onCancel: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Form shown: the focus goes to its first field.
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = await submitLeadForm(lead.id);
    if (!sent) {
      // The first field with a problem gets the focus (after a failed send the focus stays on Send).
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    }
  }

  return (
    <form ref={formRef} part="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-heading`}>
      <p id={`${id}-heading`} className="visually-hidden">{daLeads.formHeading(lead.title)}</p>
      {FIELDS.map(({ field, type, autoComplete, inputMode }) => {
        const problem = form.problems[field];
        return (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{labelOf(field)}</label>
            <input
              id={`${id}-${field}`}
              className="input"
              name={field}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              required
              aria-required="true"
              aria-invalid={problem ? 'true' : undefined}
              aria-describedby={problem ? `${id}-${field}-problem` : undefined}
              value={form.values[field]}
              readOnly={form.sending}
              onInput={(e) => setLeadFormValue(lead.id, field, (e.target as HTMLInputElement).value)}
            />
            {problem ? <p id={`${id}-${field}-problem`} className="problem">{problemText(field, problem)}</p> : null}
          </div>
        );
      })}
      <div className="actions">
        <button type="submit" className="btn" disabled={form.sending} aria-busy={form.sending}>
          {form.sending ? daLeads.sending : daLeads.send}
        </button>
        <button type="button" className="btn btn-secondary" disabled={form.sending} onClick={onCancel}>{daLeads.cancel}</button>
      </div>
    </form>
  );
}

function LeadItem({ lead, loggedIn }: { lead: Lead; loggedIn: boolean }) {
  const state = useStore($leads);
  const status = leadStateOf(lead, state.forms);
  const form = state.forms[lead.id];
  const itemRef = useRef<HTMLLIElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  const logo = safeUrl(lead.logo);
  const justBooked = state.justBooked === lead.id;

  useEffect(() => {
    // Booked now: the button is disabled, so the focus goes to the thanks line.
    if (justBooked) thanksRef.current?.focus();
  }, [justBooked]);

  return (
    <li ref={itemRef} className="lead" part="lead">
      {logo ? <img className="logo" src={logo} alt="" width={56} height={56} /> : <span className="logo" aria-hidden="true" />}
      <h3 id={headingId}>{lead.title}</h3>
      <p>{lead.text}</p>
      {status === 'booked' ? (
        <button type="button" className="btn" part="book" disabled>{daLeads.booked}</button>
      ) : !loggedIn ? null : status === 'notBooked' ? (
        <button type="button" className="btn" part="book" onClick={() => openLeadForm(lead.id)}>
          {lead.buttonText}
        </button>
      ) : form ? (
        <BookingForm
          lead={lead}
          form={form}
          onCancel={() => {
            closeLeadForm(lead.id);
            // The lead's button is back: the focus goes to it.
            requestAnimationFrame(() => itemRef.current?.querySelector<HTMLButtonElement>('button[part="book"]')?.focus());
          }}
        />
      ) : null}
      {justBooked ? <p ref={thanksRef} className="thanks" tabIndex={-1} role="status">{daLeads.bookedNow(lead.title)}</p> : null}
    </li>
  );
}

/** The open list (lazy chunk): heading, close button, the leads, or what there is instead. */
export function LeadPanel({ onClose }: LeadPanelProps) {
  const state = useStore($leads);
  const session = useStore($sessionState);
  const loggedIn = session === 'authenticated';
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="panel-head">
        <h2 id={headingId}>{daLeads.heading}</h2>
        <button type="button" className="close" aria-label={daLeads.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="intro">{daLeads.intro}</p>
      {!loggedIn && state.leads.length > 0 ? <p className="muted">{daLeads.loginToBook}</p> : null}
      {state.status === 'error' ? (
        <>
          <p role="alert">{daLeads.failed}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void loadLeads()}>{daLeads.retry}</button>
        </>
      ) : state.status !== 'ready' ? (
        <p role="status">{daLeads.loading}</p>
      ) : state.leads.length === 0 ? (
        <p>{daLeads.empty}</p>
      ) : (
        <ul className="list">
          {state.leads.map((lead) => <LeadItem key={lead.id} lead={lead} loggedIn={loggedIn} />)}
        </ul>
      )}
    </section>
  );
}
