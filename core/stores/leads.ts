// The lead generator 'Demoer i dit køkken' (issue 17 §2, spec §4, §5, §8, §9), rendered by
// <shop-lead-generator>: the active leads, whether the list is open, which leads the visitor has seen,
// and per lead its state: not booked → form → sending → booked ('Allerede booket'). A failed send only
// goes back to the form with the loading stopped, no message (§8). The open state and the seen ids live
// in cookies (core/rules/lead-cookies.ts: 30 and 10 days). Loaded for anonymous visitors too (they see
// the leads and are invited to log in to book), and again when the session changes (booked is per user).
import { atom, computed, onMount } from 'nanostores';
import { fetchLeads, sendLeadNotification } from '../api/leads.js';
import { ApiRequestError } from '../api/client.js';
import {
  cookieAssignment,
  LEAD_SEEN_COOKIE,
  LEAD_SEEN_DAYS,
  LEAD_SHOW_COOKIE,
  LEAD_SHOW_DAYS,
  markSeen,
  newLeadCount,
  parseSeenIds,
  parseShowState,
  readCookie,
  seenIdsValue,
  showStateValue,
} from '../rules/lead-cookies.js';
import { leadFormProblems, normalizeLeadForm, type LeadField, type LeadFormInput, type LeadFormProblems } from '../rules/lead-form.js';
import type { Lead } from '../schemas/leads.js';
import { $profile, $sessionState } from './session-state.js';

/** §4: the states of one lead. */
export type LeadState = 'notBooked' | 'form' | 'sending' | 'booked';

export interface LeadForm {
  values: LeadFormInput;
  /** Shown under the fields once the visitor tried to send. */
  problems: LeadFormProblems;
  sending: boolean;
}

export interface LeadsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  leads: Lead[];
  /** The list is open (kept in a cookie for 30 days). */
  open: boolean;
  /** Lead ids seen (kept in a cookie for 10 days). */
  seen: number[];
  /** The open booking forms, by lead id. */
  forms: Record<number, LeadForm>;
  /** The lead booked last in this page view (the thanks line). */
  justBooked: number | null;
}

function cookieText(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieAssignment(name, value, days, typeof location !== 'undefined' && location.protocol === 'https:');
}

function initialState(): LeadsState {
  const cookies = cookieText();
  return {
    status: 'idle',
    leads: [],
    open: parseShowState(readCookie(cookies, LEAD_SHOW_COOKIE)),
    seen: parseSeenIds(readCookie(cookies, LEAD_SEEN_COOKIE)),
    forms: {},
    justBooked: null,
  };
}

export const $leads = atom<LeadsState>(initialState());

/** The number on the button: active leads not yet seen (0 until the leads have arrived). */
export const $newLeadCount = computed($leads, (s) => (s.status === 'ready' ? newLeadCount(s.leads.map((l) => l.id), s.seen) : 0));

/** The state of one lead (§4). */
export function leadStateOf(lead: Lead, forms: LeadsState['forms']): LeadState {
  if (lead.booked) return 'booked';
  const form = forms[lead.id];
  if (!form) return 'notBooked';
  return form.sending ? 'sending' : 'form';
}

function update(patch: Partial<LeadsState>): void {
  $leads.set({ ...$leads.get(), ...patch });
}

/** While the list is open with leads in it, they are seen (also when it was left open last time). */
function markShownSeen(): void {
  const s = $leads.get();
  if (!s.open || s.status !== 'ready') return;
  const seen = markSeen(s.seen, s.leads.map((l) => l.id));
  if (seen.join('.') === s.seen.join('.')) return;
  update({ seen });
  writeCookie(LEAD_SEEN_COOKIE, seenIdsValue(seen), LEAD_SEEN_DAYS);
}

let generation = 0;

export async function loadLeads(): Promise<void> {
  const started = ++generation;
  const current = $leads.get();
  update({ status: current.status === 'ready' ? 'ready' : 'loading' });
  try {
    const leads = await fetchLeads();
    if (started !== generation) return;
    update({ status: 'ready', leads });
    markShownSeen();
  } catch {
    if (started !== generation) return;
    update({ status: 'error', leads: [] });
  }
}

/** Opens or closes the list; the state is kept for 30 days. Opening marks the shown leads seen. */
export function setLeadsOpen(open: boolean): void {
  update({ open, ...(open ? {} : { justBooked: null }) });
  writeCookie(LEAD_SHOW_COOKIE, showStateValue(open), LEAD_SHOW_DAYS);
  markShownSeen();
}

/** not booked → form: the form, filled with the login's name and address where known. */
export function openLeadForm(id: number): void {
  const s = $leads.get();
  const lead = s.leads.find((l) => l.id === id);
  if (!lead || lead.booked || s.forms[id]) return;
  const profile = $profile.get();
  const values: LeadFormInput = { name: profile?.name ?? '', email: profile?.username ?? '', phone: '' };
  update({ forms: { ...s.forms, [id]: { values, problems: {}, sending: false } }, justBooked: null });
}

export function closeLeadForm(id: number): void {
  const s = $leads.get();
  if (!s.forms[id] || s.forms[id].sending) return;
  const { [id]: _closed, ...forms } = s.forms;
  update({ forms });
}

/** A typed value. A problem shown for the field goes once the value is right. */
export function setLeadFormValue(id: number, field: LeadField, value: string): void {
  const s = $leads.get();
  const form = s.forms[id];
  if (!form || form.sending) return;
  const values = { ...form.values, [field]: value };
  const problems = { ...form.problems };
  if (problems[field] && !leadFormProblems(values)[field]) delete problems[field];
  update({ forms: { ...s.forms, [id]: { ...form, values, problems } } });
}

function setForm(id: number, form: LeadForm | null): void {
  const { [id]: _old, ...forms } = $leads.get().forms;
  update({ forms: form ? { ...forms, [id]: form } : forms });
}

function markBooked(id: number): void {
  const s = $leads.get();
  const { [id]: _sent, ...forms } = s.forms;
  update({ leads: s.leads.map((l) => (l.id === id ? { ...l, booked: true } : l)), forms, justBooked: id });
}

/**
 * form → sending → booked. Problems in the form: they are shown and nothing is sent (false). A failed
 * send goes back to the form, loading stopped, no message (§8). A 409 (booked before, e.g. in another
 * tab) is booked.
 */
export async function submitLeadForm(id: number): Promise<boolean> {
  const form = $leads.get().forms[id];
  if (!form || form.sending) return false;
  const problems = leadFormProblems(form.values);
  if (Object.keys(problems).length > 0) {
    setForm(id, { ...form, problems });
    return false;
  }
  setForm(id, { ...form, problems: {}, sending: true });
  try {
    await sendLeadNotification({ ...normalizeLeadForm(form.values), Id: id });
    markBooked(id);
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      markBooked(id);
      return true;
    }
    const current = $leads.get().forms[id];
    if (current) setForm(id, { ...current, sending: false });
    return false;
  }
}

/** Back to nothing loaded (a test, a story); the cookies are read again. */
export function resetLeads(): void {
  generation++;
  $leads.set(initialState());
}

onMount($leads, () => {
  if ($leads.get().status === 'idle') void loadLeads();
  // booked is per user: a login, a logout or an expired session loads the list again.
  let last = $sessionState.get();
  return $sessionState.listen((state) => {
    const changed = (state === 'authenticated') !== (last === 'authenticated');
    last = state;
    if (changed && $leads.get().status !== 'idle') {
      update({ forms: {}, justBooked: null });
      void loadLeads();
    }
  });
});
