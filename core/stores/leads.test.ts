// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import type { Lead } from '../schemas/leads.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $leads, $newLeadCount, closeLeadForm, leadStateOf, loadLeads, openLeadForm, resetLeads, setLeadFormValue, setLeadsOpen, submitLeadForm } from './leads.js';

const lead = (id: number, booked = false): Lead => ({ id, title: `Demo ${id}`, text: 'Tekst', logo: '', buttonText: 'Book', booked });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let sendStatus: number;
let sent: unknown[];

function clearCookies() {
  for (const name of ['shop_leads_open', 'shop_leads_seen']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  clearCookies();
  resetLeads();
  sendStatus = 201;
  sent = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    if (u.pathname === '/api/eventlog') return json({});
    if (u.pathname === '/api/leads') return json([lead(1), lead(2), lead(3, true), lead(4)]);
    if (u.pathname === '/api/mail/sendnotification') {
      const body = JSON.parse(String(init?.body)) as { Id: number };
      sent.push(body);
      return sendStatus === 201 ? json({ lead: lead(body.Id, true) }, 201) : json({ error: 'X', message: 'Nej' }, sendStatus);
    }
    return json({ error: 'NotFound', message: '' }, 404);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($leads);
});

const fill = (id: number) => {
  setLeadFormValue(id, 'name', 'Karen Kok');
  setLeadFormValue(id, 'email', 'karen@kantinen.dk');
  setLeadFormValue(id, 'phone', '12 34 56 78');
};

describe('lead generator store (issue 17 §2, spec §4, §8, §9)', () => {
  it('loads the leads when shown; every lead is new until the list is opened', async () => {
    keepMount($leads);
    await allTasks();
    await vi.waitFor(() => expect($leads.get().status).toBe('ready'));
    expect($newLeadCount.get()).toBe(4);
    setLeadsOpen(true);
    expect($newLeadCount.get()).toBe(0);
    expect(document.cookie).toContain('shop_leads_open=1');
    expect(document.cookie).toContain('shop_leads_seen=1.2.3.4');
  });

  it('reads the cookies back: seen ids count no more, an open list stays open', async () => {
    document.cookie = 'shop_leads_seen=1.2; Path=/';
    document.cookie = 'shop_leads_open=0; Path=/';
    resetLeads();
    await loadLeads();
    expect($leads.get().open).toBe(false);
    expect($newLeadCount.get()).toBe(2);
    document.cookie = 'shop_leads_open=1; Path=/';
    resetLeads();
    await loadLeads();
    // Left open last time: the leads it shows are seen at once.
    expect($leads.get().open).toBe(true);
    expect($newLeadCount.get()).toBe(0);
  });

  it('closing keeps the closed state in the cookie', async () => {
    await loadLeads();
    setLeadsOpen(true);
    setLeadsOpen(false);
    expect(document.cookie).toContain('shop_leads_open=0');
  });

  it('not booked → form → sending → booked', async () => {
    await loadLeads();
    const stateOf = (id: number) => leadStateOf($leads.get().leads.find((l) => l.id === id)!, $leads.get().forms);
    expect(stateOf(1)).toBe('notBooked');
    expect(stateOf(3)).toBe('booked');
    openLeadForm(1);
    expect(stateOf(1)).toBe('form');
    fill(1);
    const done = submitLeadForm(1);
    expect(stateOf(1)).toBe('sending');
    expect(await done).toBe(true);
    expect(stateOf(1)).toBe('booked');
    expect($leads.get().justBooked).toBe(1);
    expect(sent).toEqual([{ name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12 34 56 78', Id: 1 }]);
  });

  it('a form with problems shows them and sends nothing; fixing a field takes its problem away', async () => {
    await loadLeads();
    openLeadForm(2);
    setLeadFormValue(2, 'name', '');
    expect(await submitLeadForm(2)).toBe(false);
    expect($leads.get().forms[2]?.problems).toEqual({ name: 'missing', email: 'missing', phone: 'missing' });
    setLeadFormValue(2, 'email', 'karen@kantinen');
    expect($leads.get().forms[2]?.problems.email).toBe('missing');
    setLeadFormValue(2, 'email', 'karen@kantinen.dk');
    expect($leads.get().forms[2]?.problems.email).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('§8: a failed send only stops the loading: back to the form, values kept, no message', async () => {
    sendStatus = 500;
    await loadLeads();
    openLeadForm(2);
    fill(2);
    expect(await submitLeadForm(2)).toBe(false);
    expect($leads.get().forms[2]).toMatchObject({ sending: false, problems: {}, values: { name: 'Karen Kok' } });
    expect($leads.get().leads.find((l) => l.id === 2)?.booked).toBe(false);
  });

  it('a 409 (booked before, e.g. in another tab) is booked', async () => {
    sendStatus = 409;
    await loadLeads();
    openLeadForm(4);
    fill(4);
    expect(await submitLeadForm(4)).toBe(true);
    expect($leads.get().leads.find((l) => l.id === 4)?.booked).toBe(true);
  });

  it('a booked lead opens no form; a closed form is gone', async () => {
    await loadLeads();
    openLeadForm(3);
    expect($leads.get().forms[3]).toBeUndefined();
    openLeadForm(1);
    closeLeadForm(1);
    expect($leads.get().forms[1]).toBeUndefined();
  });
});
