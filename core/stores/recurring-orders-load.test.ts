import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import { configureShop } from './config.js';
import { $profile, $sessionState, type SessionState } from './session-state.js';
import { clearToasts } from './toasts.js';
import { $deliveryWeekdays, $recurringOrderDates, $recurringOrders, resetRecurringOrders } from './recurring-orders.js';
import type { Profile } from '../schemas/user.js';

const profile = (patch: { isPunchOut?: boolean; allowOrdering?: boolean } = {}) =>
  ({ isPunchOut: patch.isPunchOut ?? false, settings: { allowOrdering: patch.allowOrdering ?? true } }) as Profile;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const answers: Record<string, unknown> = {
  '/api/recurringorders': [],
  '/api/deliverydate/weekdays': { weekdays: [1, 3, 5], cartType: 0 },
  '/api/deliverydate/recurringorderdates': { dates: ['2025-12-01'], first: '2025-12-01', last: '2025-12-01' },
};
let paths: string[];
let stops: Array<() => void>;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  $profile.set(profile());
  resetRecurringOrders();
  clearToasts();
  paths = [];
  stops = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path !== '/api/eventlog') paths.push(path);
    return json(answers[path] ?? {});
  }));
});
afterEach(async () => {
  stops.forEach((stop) => stop());
  await allTasks();
  // Unmounts at once (nanostores waits a second), so the next test starts with nothing shown.
  cleanStores($recurringOrders, $deliveryWeekdays, $recurringOrderDates);
  $profile.set(null);
  vi.unstubAllGlobals();
});

const show = (...stores: Array<{ listen(cb: () => void): () => void }>) => stores.forEach((s) => stops.push(s.listen(() => {})));

describe('the recurring-order stores load themselves while shown', () => {
  it.each([
    ['a user who may order', 'authenticated', profile(), ['/api/recurringorders', '/api/deliverydate/weekdays', '/api/deliverydate/recurringorderdates']],
    ['a punch-out user', 'authenticated', profile({ isPunchOut: true }), []],
    ['a user without ordering rights', 'authenticated', profile({ allowOrdering: false }), []],
    ['a visitor', 'anonymous', null, []],
    ['while the session is still asked for', 'loading', null, []],
  ] as const)('%s', async (_, session: SessionState, who: Profile | null, expected) => {
    $sessionState.set(session);
    $profile.set(who);
    show($recurringOrders, $deliveryWeekdays, $recurringOrderDates);
    await allTasks();
    await vi.waitFor(() => expect(paths.toSorted()).toEqual([...expected].sort()));
    // Nothing started either: a load sets 'loading' before its first await.
    if (expected.length === 0) expect([$recurringOrders, $deliveryWeekdays, $recurringOrderDates].map((s) => s.get().status)).toEqual(['idle', 'idle', 'idle']);
  });

  it('loads only the store that is shown, once, however often it is read', async () => {
    show($recurringOrders);
    $recurringOrders.get();
    $recurringOrders.get();
    await vi.waitFor(() => expect($recurringOrders.get().status).toBe('ready'));
    expect(paths).toEqual(['/api/recurringorders']);
  });

  it('loads when the user logs in while the page shows them', async () => {
    $sessionState.set('anonymous');
    $profile.set(null);
    show($recurringOrders);
    await allTasks();
    expect(paths).toEqual([]);
    $profile.set(profile());
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($recurringOrders.get().status).toBe('ready'));
    expect(paths).toEqual(['/api/recurringorders']);
  });

  it('loads again when it is set back to idle while shown', async () => {
    show($recurringOrders);
    await vi.waitFor(() => expect($recurringOrders.get().status).toBe('ready'));
    $recurringOrders.set({ status: 'idle', orders: [] });
    await vi.waitFor(() => expect(paths).toEqual(['/api/recurringorders', '/api/recurringorders']));
  });

  it('keeps a state set before it was shown (stories, tests)', async () => {
    $recurringOrders.set({ status: 'ready', orders: [] });
    $deliveryWeekdays.set({ status: 'error', weekdays: [], cartType: 0 });
    show($recurringOrders, $deliveryWeekdays);
    await allTasks();
    expect(paths).toEqual([]);
    expect($deliveryWeekdays.get().status).toBe('error');
  });
});
