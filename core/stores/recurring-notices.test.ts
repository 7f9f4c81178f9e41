import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $toasts, clearToasts } from './toasts.js';
import {
  $recurringNotices,
  EMPTY_RECURRING_NOTICES,
  addNotificationEmail,
  loadRecurringNotices,
  removeNotificationEmail,
  resetRecurringNotices,
} from './recurring-notices.js';
import { daRecurringAddresses } from '../texts/da-recurring-addresses.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notifications = (emails: string[]) => ({ emails: emails.map((email, i) => ({ id: i + 1, email })), unavailableLines: [], events: [] });
const emailsOf = () => $recurringNotices.get().emails.map((e) => e.email);
let calls: { method: string; path: string; body: unknown }[];
let reply: (method: string, path: string, body: unknown) => Response | Promise<Response>;

function ready(emails: string[]): void {
  $recurringNotices.set({ ...EMPTY_RECURRING_NOTICES, status: 'ready', emails: emails.map((email, i) => ({ id: i + 1, email })) });
}

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetRecurringNotices();
  clearToasts();
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path === '/api/eventlog') return json({});
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    return reply(method, path, body);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('recurring notices store: notification addresses (issue 19 point 4)', () => {
  it('the load keeps the addresses beside the events', async () => {
    reply = () => json(notifications(['ole@kantinen.dk']));
    await loadRecurringNotices();
    expect($recurringNotices.get()).toMatchObject({ status: 'ready', emails: [{ id: 1, email: 'ole@kantinen.dk' }], events: [] });
  });

  it('adds through POST and takes the answer as the list, with a success toast', async () => {
    ready(['ole@kantinen.dk']);
    reply = () => json(notifications(['ole@kantinen.dk', 'ny@kantinen.dk']));
    expect(await addNotificationEmail('  NY@kantinen.dk')).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: '/api/recurringorders/notificationsemails', body: { email: 'ny@kantinen.dk' } }]);
    expect(emailsOf()).toEqual(['ole@kantinen.dk', 'ny@kantinen.dk']);
    expect($recurringNotices.get()).toMatchObject({ addressBusy: false, addressError: null });
    expect($toasts.get().map((t) => t.message)).toEqual([daRecurringAddresses.added('ny@kantinen.dk')]);
  });

  it.each([
    ['invalid', 'ole', [], daRecurringOrders.recurringEmailInvalid],
    ['a repeat', 'Ole@Kantinen.dk', ['ole@kantinen.dk'], daRecurringOrders.recurringEmailExists],
    ['an eleventh', 'ny@kantinen.dk', Array.from({ length: 10 }, (_, i) => `k${i}@kantinen.dk`), daRecurringOrders.recurringTooManyEmails],
  ])('refuses %s on the client, without a call', async (_, raw, emails, message) => {
    ready(emails);
    reply = () => json({}, 500);
    expect(await addNotificationEmail(raw)).toBe(false);
    expect(calls).toEqual([]);
    expect($recurringNotices.get().addressError).toEqual({ message, action: 'add' });
    expect(emailsOf()).toEqual(emails);
  });

  it("keeps the server's Danish message (409) and the list as it was; no HTTP toast", async () => {
    ready(['ole@kantinen.dk']);
    reply = () => json({ error: 'Conflict', message: daRecurringOrders.recurringEmailExists }, 409);
    expect(await addNotificationEmail('ny@kantinen.dk')).toBe(false);
    expect($recurringNotices.get()).toMatchObject({ addressBusy: false, addressError: { message: daRecurringOrders.recurringEmailExists, action: 'add' } });
    expect(emailsOf()).toEqual(['ole@kantinen.dk']);
    expect($toasts.get()).toEqual([]);
  });

  it('a network failure gives the general message', async () => {
    ready([]);
    reply = () => Promise.reject(new TypeError('offline'));
    expect(await addNotificationEmail('ny@kantinen.dk')).toBe(false);
    expect($recurringNotices.get().addressError).toEqual({ message: daRecurringAddresses.saveFailed, action: 'add' });
  });

  it('removes one address by its id (an address added meanwhile elsewhere stays); an unknown one sends nothing', async () => {
    ready(['ole@kantinen.dk', 'kok@kantinen.dk', 'chef@kantinen.dk']);
    reply = () => json(notifications(['ole@kantinen.dk', 'chef@kantinen.dk']));
    expect(await removeNotificationEmail(' KOK@kantinen.dk')).toBe(true);
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/recurringorders/notificationsemails/2']]);
    expect(emailsOf()).toEqual(['ole@kantinen.dk', 'chef@kantinen.dk']);
    expect(await removeNotificationEmail('ukendt@kantinen.dk')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('an address already gone (404) says so and reads the list again', async () => {
    ready(['ole@kantinen.dk', 'kok@kantinen.dk']);
    reply = (method) => (method === 'DELETE'
      ? json({ error: 'NotFound', message: daRecurringOrders.recurringEmailGone }, 404)
      : json(notifications(['kok@kantinen.dk'])));
    expect(await removeNotificationEmail('ole@kantinen.dk')).toBe(false);
    expect($recurringNotices.get().addressError).toEqual({ message: daRecurringOrders.recurringEmailGone, action: 'remove' });
    await vi.waitFor(() => expect(emailsOf()).toEqual(['kok@kantinen.dk']));
    expect(calls.map((c) => c.method)).toEqual(['DELETE', 'GET']);
  });

  it('one change at a time: a second while the first is under way is not sent', async () => {
    ready(['ole@kantinen.dk', 'kok@kantinen.dk']);
    let release: (r: Response) => void = () => {};
    reply = () => new Promise<Response>((resolve) => { release = resolve; });
    const first = removeNotificationEmail('ole@kantinen.dk');
    expect(await removeNotificationEmail('kok@kantinen.dk')).toBe(false);
    expect(await addNotificationEmail('ny@kantinen.dk')).toBe(false);
    release(json(notifications(['kok@kantinen.dk'])));
    expect(await first).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('an answer that arrives after a logout is dropped', async () => {
    ready(['ole@kantinen.dk']);
    let release: (r: Response) => void = () => {};
    reply = () => new Promise<Response>((resolve) => { release = resolve; });
    const pending = addNotificationEmail('ny@kantinen.dk');
    $sessionState.set('anonymous');
    release(json(notifications(['ole@kantinen.dk', 'ny@kantinen.dk'])));
    expect(await pending).toBe(false);
    expect($recurringNotices.get()).toEqual(EMPTY_RECURRING_NOTICES);
  });
});
