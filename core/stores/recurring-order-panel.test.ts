import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $recurringOrderDates, $recurringOrders, resetRecurringOrders } from './recurring-orders.js';
import { createRecurringOrderPanel } from './recurring-order-panel.js';
import type { RecurringOrder } from '../schemas/recurring-order.js';

const order = (id: number, orderName: string, lines = 0): RecurringOrder => ({
  id, guid: `g-${id}`, department: '1001', customerNo: '500101', keyAccount: false, orderName, active: false, notes: '',
  createdDate: '2025-06-04T10:00:00.000Z', editedDate: '2025-06-04T10:00:00.000Z', version: 1, frequencyType: 0, startDate: '2025-06-23',
  endDate: null, weekDays: [1], recurringWeek: 1, pauses: [], orderDays: [], nextDeliveryDate: null, history: [],
  orderlines: Array.from({ length: lines }, (_, i) => ({
    orderId: id, lineNo: i + 1, productId: `10012${i}`, unit: 'STK', amount: 1, edited: '2025-06-04T10:00:00.000Z', name: `Vare ${i}`,
    image: null, units: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: true }], price: 1250, weight: false, exists: true, altProductId: null,
  })),
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: string[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetRecurringOrders();
  clearToasts();
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/api/eventlog') return json({});
    calls.push(path);
    return answers[path]?.() ?? json({ error: 'NotFound' }, 404);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the panel loads the orders while shown', () => {
  it('loads them once when a logged-in user\'s panel is shown, and not for a visitor until login', async () => {
    answers['/api/recurringorders'] = () => json([order(7, 'Ugens mælk')]);
    $sessionState.set('anonymous');
    const panel = createRecurringOrderPanel();
    const stop = panel.$shown.listen(() => {});
    await allTasks();
    expect(calls).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($recurringOrders.get().status).toBe('ready'));
    expect(calls).toEqual(['/api/recurringorders']);
    // A second card's panel shows the loaded orders without asking again.
    const other = createRecurringOrderPanel();
    const stopOther = other.$shown.listen(() => {});
    await allTasks();
    expect(other.$shown.get().map((o) => o.id)).toEqual([7]);
    expect(calls).toHaveLength(1);
    stop();
    stopOther();
  });

  it('keeps orders set before it was shown (stories, tests) and does not retry a failed load by itself', async () => {
    $recurringOrders.set({ status: 'error', orders: [] });
    const stop = createRecurringOrderPanel().$shown.listen(() => {});
    await allTasks();
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect($recurringOrders.get().status).toBe('error');
    stop();
  });
});

describe('the panel\'s screen state', () => {
  beforeEach(() => $recurringOrders.set({ status: 'ready', orders: [order(1, 'Brød', 2), order(2, 'Æbler', 0), order(3, 'Mælk', 1)] }));

  it('searches by name and sorts tri-state; each panel has its own', () => {
    const panel = createRecurringOrderPanel();
    const names = () => panel.$shown.get().map((o) => o.orderName);
    expect(names()).toEqual(['Brød', 'Æbler', 'Mælk']);
    panel.sortOrdersBy('amount');
    expect(panel.$panel.get().sort).toEqual({ key: 'amount', direction: 'asc' });
    expect(names()).toEqual(['Æbler', 'Mælk', 'Brød']);
    panel.sortOrdersBy('amount');
    panel.sortOrdersBy('amount');
    expect(panel.$panel.get().sort).toBeNull();
    panel.searchOrders(' mæl');
    expect(names()).toEqual(['Mælk']);
    expect(createRecurringOrderPanel().$panel.get()).toEqual({ search: '', sort: null, dialog: null });
  });

  it('after an add: offers activation, closes, or leaves a dialog the user opened meanwhile alone', () => {
    const panel = createRecurringOrderPanel();
    panel.openDialog({ kind: 'add', orderId: 2 });
    panel.lineAdded(2, true);
    expect(panel.$panel.get().dialog).toEqual({ kind: 'activate', orderId: 2 });
    panel.openDialog({ kind: 'add', orderId: 1 });
    panel.lineAdded(1, false);
    expect(panel.$panel.get().dialog).toBeNull();
    // Closed while the add ran: the offer still comes.
    panel.lineAdded(2, true);
    expect(panel.$panel.get().dialog).toEqual({ kind: 'activate', orderId: 2 });
    panel.closeDialog();
    panel.openDialog({ kind: 'remove', orderId: 3 });
    panel.lineAdded(2, true);
    expect(panel.$panel.get().dialog).toEqual({ kind: 'remove', orderId: 3 });
  });

  it('a created order clears a search that would hide it and closes the dialog', () => {
    const panel = createRecurringOrderPanel();
    panel.searchOrders('brød');
    $recurringOrderDates.set({ status: 'ready', dates: ['2025-12-05'] });
    panel.openDialog({ kind: 'create' });
    panel.orderCreated();
    expect(panel.$panel.get()).toMatchObject({ search: '', dialog: null });
  });

  it('opening the create dialog loads the selectable dates when not known or failed, not when known', async () => {
    answers['/api/deliverydate/recurringorderdates'] = () => json({ dates: ['2025-12-05'], first: '2025-12-05', last: '2025-12-05' });
    const panel = createRecurringOrderPanel();
    panel.openDialog({ kind: 'create' });
    await vi.waitFor(() => expect($recurringOrderDates.get()).toEqual({ status: 'ready', dates: ['2025-12-05'] }));
    panel.closeDialog();
    panel.openDialog({ kind: 'create' });
    $recurringOrderDates.set({ status: 'error', dates: [] });
    panel.closeDialog();
    panel.openDialog({ kind: 'create' });
    await vi.waitFor(() => expect($recurringOrderDates.get().status).toBe('ready'));
    expect(calls).toEqual(['/api/deliverydate/recurringorderdates', '/api/deliverydate/recurringorderdates']);
  });
});

describe('a closed panel loads nothing', () => {
  it('a login within nanostores\' unmount delay after the tab closed does not load for the gone panel', async () => {
    answers['/api/recurringorders'] = () => json([order(7, 'Ugens mælk')]);
    $sessionState.set('anonymous');
    const panel = createRecurringOrderPanel();
    const stop = panel.$shown.listen(() => {});
    const stopPanel = panel.$panel.listen(() => {});
    await allTasks();
    stop();
    stopPanel();
    $sessionState.set('authenticated');
    await allTasks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});
