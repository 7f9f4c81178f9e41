import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import {
  $activationOfferSuppressed,
  $deliveryWeekdays,
  $recurringOrderDates,
  $recurringOrders,
  $recurringSubmitting,
  $recurringConflict,
  addRecurringOrderLine,
  createRecurringOrder,
  deleteRecurringOrder,
  draftFromOrder,
  duplicateRecurringOrder,
  loadDeliveryWeekdays,
  loadRecurringOrderDates,
  loadRecurringOrders,
  removeRecurringOrderLine,
  removeRecurringOrderProduct,
  resetRecurringOrders,
  saveRecurringOrder,
  setRecurringOrderActive,
  suppressActivationOffer,
} from './recurring-orders.js';
import type { RecurringOrder, RecurringOrderLine } from '../schemas/recurring-order.js';
import { emptyDraft } from '../rules/recurring-order-state.js';
import { daRecurringOrders } from '../texts/da-recurring-orders.js';
import { daServer } from '../texts/da-server.js';

const line = (lineNo: number, patch: Partial<RecurringOrderLine> = {}): RecurringOrderLine => ({
  orderId: 7, lineNo, productId: `10012${lineNo}`, unit: 'STK', amount: 2, edited: '2025-06-04T10:00:00.000Z', name: `Vare ${lineNo}`,
  image: null, units: [{ i: 'STK', d: 'Stk', n: 1, w: false, f: true }], price: 1250, weight: false, exists: true, altProductId: null, ...patch,
});
const order = (patch: Partial<RecurringOrder> = {}): RecurringOrder => ({
  id: 7, guid: 'g-7', department: '1001', customerNo: '500101', keyAccount: false, orderName: 'Ugens mælk', active: false, notes: '',
  createdDate: '2025-06-04T10:00:00.000Z', editedDate: '2025-06-04T10:00:00.000Z', version: 1, frequencyType: 0, startDate: '2025-06-23',
  endDate: null, weekDays: [1, 5], recurringWeek: 1, pauses: [], orderDays: ['2025-06-23', '2025-06-27'], nextDeliveryDate: null,
  orderlines: [line(1)], history: [], ...patch,
});

type Handler = (init: RequestInit, url: string) => Response | Promise<Response>;
let requests: Array<{ method: string; path: string; body: unknown }>;
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const method = init.method ?? 'GET';
    requests.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = handlers[`${method} ${path}`];
    if (path === '/api/eventlog') return json({});
    if (!handler) return json({ error: 'NotFound', message: daServer.notFound }, 404, 'Not Found');
    return handler(init, url);
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
const toastTexts = () => $toasts.get().map((t) => [t.kind, t.message, t.durationMs]);
const calls = () => requests.filter((r) => r.path !== '/api/eventlog').map((r) => `${r.method} ${r.path}`);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => { items.delete(k); },
    setItem: (k, v) => { items.set(k, String(v)); },
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetRecurringOrders();
  suppressActivationOffer(false);
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('loading', () => {
  it('loads the list', async () => {
    route({ 'GET /api/recurringorders': () => json([order()]) });
    await loadRecurringOrders();
    expect($recurringOrders.get()).toEqual({ status: 'ready', orders: [order()] });
  });

  it.each<[string, () => Promise<void>, string, Handler]>([
    ['the order list', loadRecurringOrders, daRecurringOrders.recurringListLoadError, () => json({ error: 'ServerError' }, 500, 'Internal Server Error')],
    ['the delivery days', loadRecurringOrderDates, daRecurringOrders.recurringDeliveryDaysLoadError, () => json({ error: 'ServerError' }, 500, 'Internal Server Error')],
    ['the weekdays', loadDeliveryWeekdays, daRecurringOrders.recurringWeekdaysLoadError, () => json({ error: 'ServerError' }, 500, 'Internal Server Error')],
    ['the weekdays (a garbled answer)', loadDeliveryWeekdays, daRecurringOrders.recurringWeekdaysLoadError, () => json({ weekdays: 'man' })],
  ])('a failure to load %s shows its toast for 5 s (reload or contact the department)', async (_name, load, message, handler) => {
    route({
      'GET /api/recurringorders': handler,
      'GET /api/deliverydate/recurringorderdates': handler,
      'GET /api/deliverydate/weekdays': handler,
    });
    await load();
    expect(toastTexts()).toEqual([['error', message, 5000]]);
    expect(message).toMatch(/Genindlæs siden eller kontakt din afdeling\.$/);
  });

  it('a network failure of the list shows the same toast', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    await loadRecurringOrders();
    expect($recurringOrders.get().status).toBe('error');
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringListLoadError, 5000]]);
  });

  it('loads the delivery dates and weekdays', async () => {
    route({
      'GET /api/deliverydate/recurringorderdates': () => json({ dates: ['2025-06-18', '2025-06-20'], first: '2025-06-18', last: '2025-06-20' }),
      'GET /api/deliverydate/weekdays': () => json({ weekdays: [1, 3, 5], cartType: 0 }),
    });
    await Promise.all([loadRecurringOrderDates(), loadDeliveryWeekdays()]);
    expect($recurringOrderDates.get()).toEqual({ status: 'ready', dates: ['2025-06-18', '2025-06-20'] });
    expect($deliveryWeekdays.get()).toEqual({ status: 'ready', weekdays: [1, 3, 5], cartType: 0 });
  });

  it('a missing session shows no toast (the session-expired dialog takes over)', async () => {
    route({ 'GET /api/recurringorders': () => json({ error: 'MissingSession' }, 401, 'Unauthorized') });
    await loadRecurringOrders();
    expect($toasts.get()).toEqual([]);
    expect($sessionState.get()).toBe('expired');
    expect($recurringOrders.get()).toEqual({ status: 'idle', orders: [] }); // reset on expiry
  });
});

describe('the head', () => {
  it('creates a head, lists it first and toasts; a second create while the first runs sends nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    route({ 'POST /api/recurringorders': async () => { await gate; return json([order({ orderlines: [] }), order({ id: 3, orderName: 'Brød' })]); } });
    const draft = { ...emptyDraft(), orderName: 'Ugens mælk', weekDays: [1, 5] };
    const first = createRecurringOrder(draft);
    expect($recurringSubmitting.get()).toEqual(['new']);
    expect(await createRecurringOrder(draft)).toBeNull();
    release();
    const created = await first;
    expect(created?.id).toBe(7);
    expect(calls()).toEqual(['POST /api/recurringorders']);
    expect(requests[0]!.body).toMatchObject({ orderName: 'Ugens mælk', weekDays: [1, 5], active: false, frequencyType: 0, recurringWeek: 1 });
    expect($recurringOrders.get().orders.map((o) => o.id)).toEqual([7, 3]);
    expect($recurringSubmitting.get()).toEqual([]);
    expect(toastTexts()).toEqual([['success', 'Fastordren "Ugens mælk" er oprettet.', 4000]]);
  });

  it('a rejected create shows the server\'s Danish message for 6 s', async () => {
    route({ 'POST /api/recurringorders': () => json({ error: 'ValidationError', message: daRecurringOrders.recurringEndBeforeStart }, 400, 'Bad Request') });
    expect(await createRecurringOrder({ ...emptyDraft(), orderName: 'x', weekDays: [1] })).toBeNull();
    expect(toastTexts()).toEqual([['error', 'Slutdatoen skal være større end startdatoen. Prøv igen.', 6000]]);
  });

  it('saves the whole head with its version', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order()] });
    route({ 'PUT /api/recurringorders': () => json(order({ orderName: 'Mælk og brød', version: 2 })) });
    const saved = await saveRecurringOrder(order(), { ...draftFromOrder(order()), orderName: 'Mælk og brød' });
    expect(saved?.version).toBe(2);
    expect(requests[0]!.body).toMatchObject({ id: 7, version: 1, orderName: 'Mælk og brød', active: false, weekDays: [1, 5], pauses: [] });
    expect($recurringOrders.get().orders[0]!.orderName).toBe('Mælk og brød');
    expect(toastTexts()).toEqual([['success', 'Fastordren er gemt.', 4000]]);
  });

  it('a stale save (409) shows the server message and re-reads what is saved now', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order()] });
    route({
      'PUT /api/recurringorders': () => json({ error: 'Conflict', message: daRecurringOrders.recurringStale }, 409, 'Conflict'),
      'GET /api/recurringorders/7': () => json(order({ orderName: 'Fra den anden fane', version: 2 })),
    });
    expect(await saveRecurringOrder(order(), { ...draftFromOrder(order()), orderName: 'Min ændring' })).toBeNull();
    await vi.waitFor(() => expect($recurringOrders.get().orders[0]!.version).toBe(2));
    expect($recurringOrders.get().orders[0]!.orderName).toBe('Fra den anden fane');
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringStale, 6000]]);
    // The head form learns which order conflicted; the next successful save of it clears the mark.
    expect($recurringConflict.get()).toBe(7);
    route({ 'PUT /api/recurringorders': () => json(order({ orderName: 'Min ændring', version: 3 })) });
    await saveRecurringOrder(order({ version: 2 }), { ...draftFromOrder(order()), orderName: 'Min ændring' });
    expect($recurringConflict.get()).toBeNull();
  });

  it('a failed save that is not a conflict does not mark the order as conflicting', async () => {
    route({ 'PUT /api/recurringorders': () => json({ error: 'BadRequest', message: daRecurringOrders.recurringDateUnavailable }, 400, 'Bad Request') });
    expect(await saveRecurringOrder(order(), { ...draftFromOrder(order()), orderName: 'X' })).toBeNull();
    expect($recurringConflict.get()).toBeNull();
  });

  it('a save that switches the order on (the form toggle) names the next delivery date too', async () => {
    route({ 'PUT /api/recurringorders': () => json(order({ active: true, version: 2, nextDeliveryDate: '2025-06-27' })) });
    const saved = await saveRecurringOrder(order(), { ...draftFromOrder(order()), active: true });
    expect(saved?.active).toBe(true);
    expect(toastTexts()).toEqual([['success', 'Fastordren er aktiveret. Næste levering er 27-06-2025.', 4000]]);
    clearToasts();
    // Saving an order that was already active is an ordinary save.
    route({ 'PUT /api/recurringorders': () => json(order({ active: true, version: 3, notes: 'x' })) });
    await saveRecurringOrder(order({ active: true, version: 2 }), { ...draftFromOrder(order({ active: true })), notes: 'x' });
    expect(toastTexts()).toEqual([['success', 'Fastordren er gemt.', 4000]]);
  });

  it('activation saves the whole order with active flipped and names the next delivery date', async () => {
    route({ 'PUT /api/recurringorders': () => json(order({ active: true, version: 2, nextDeliveryDate: '2025-06-23' })) });
    const saved = await setRecurringOrderActive(order(), true);
    expect(saved?.active).toBe(true);
    expect(requests[0]!.body).toMatchObject({ id: 7, version: 1, active: true, orderName: 'Ugens mælk', startDate: '2025-06-23' });
    expect(toastTexts()).toEqual([['success', 'Fastordren er aktiveret. Næste levering er 23-06-2025.', 4000]]);
  });

  it('deactivation toasts; activation without lines sends nothing', async () => {
    route({ 'PUT /api/recurringorders': () => json(order({ active: false, version: 3 })) });
    await setRecurringOrderActive(order({ active: true, version: 2 }), false);
    expect(toastTexts()).toEqual([['success', daRecurringOrders.recurringDeactivated, 4000]]);
    clearToasts();
    expect(await setRecurringOrderActive(order({ orderlines: [] }), true)).toBeNull();
    expect(calls()).toEqual(['PUT /api/recurringorders']);
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringNeedsLines, 6000]]);
  });

  it('duplicates as an inactive copy with the lines that still exist and the dates still selectable', async () => {
    route({
      'GET /api/deliverydate/recurringorderdates': () => json({ dates: ['2025-06-23', '2025-06-27', '2025-07-07', '2025-07-11'], first: '2025-06-23', last: '2025-07-11' }),
      'POST /api/recurringorders': () => json([order({ id: 8, orderName: 'Kopi af Ugens mælk' }), order()]),
    });
    const original = order({
      active: true,
      startDate: '2025-05-05', // no longer selectable: left out
      endDate: '2025-07-11',
      pauses: [{ id: 1, from: '2025-07-07', to: '2025-07-11' }, { id: 2, from: '2025-05-12', to: '2025-05-16' }],
      orderlines: [line(1), line(2, { exists: false }), line(3, { unit: 'KG', amount: 1.5 })],
    });
    const copy = await duplicateRecurringOrder(original);
    expect(copy?.id).toBe(8);
    const body = requests.find((r) => r.method === 'POST')!.body;
    expect(body).toMatchObject({
      orderName: 'Kopi af Ugens mælk',
      active: false,
      startDate: null,
      endDate: '2025-07-11',
      pauses: [{ from: '2025-07-07', to: '2025-07-11' }],
      orderlines: [{ productId: '100121', unit: 'STK', amount: 2 }, { productId: '100123', unit: 'KG', amount: 1.5 }],
    });
    expect(toastTexts()).toEqual([['success', 'Fastordren er kopieret som "Kopi af Ugens mælk".', 4000]]);
  });

  it('deletes an order from the list and toasts; a failure keeps it', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order(), order({ id: 3 })] });
    route({ 'DELETE /api/recurringorders/7': () => json({ id: 7 }) });
    expect(await deleteRecurringOrder(order())).toBe(true);
    expect($recurringOrders.get().orders.map((o) => o.id)).toEqual([3]);
    expect(toastTexts()).toEqual([['success', 'Fastordren "Ugens mælk" er slettet.', 4000]]);

    clearToasts();
    route({ 'DELETE /api/recurringorders/3': () => json({ error: 'ServerError' }, 500, 'Internal Server Error') });
    expect(await deleteRecurringOrder(order({ id: 3 }))).toBe(false);
    expect($recurringOrders.get().orders.map((o) => o.id)).toEqual([3]);
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringDeleteError, 5000]]);
  });
});

describe('lines', () => {
  it('adds a line and offers activation of an inactive order, unless the user chose not to be asked', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order()] });
    route({ 'POST /api/recurringorders/line': () => json(line(2)) });
    const added = await addRecurringOrderLine(order(), { productId: '100122', unit: 'STK', amount: 2 });
    expect(added).toEqual({ line: line(2), offerActivation: true });
    expect(requests[0]!.body).toEqual({ orderId: 7, productId: '100122', unit: 'STK', amount: 2, lineNo: null });
    expect($recurringOrders.get().orders[0]!.orderlines.map((l) => l.lineNo)).toEqual([1, 2]);
    expect(toastTexts()).toEqual([['success', 'Varen er tilføjet fastordren "Ugens mælk".', 4000]]);

    suppressActivationOffer(true);
    expect($activationOfferSuppressed.get()).toBe(true);
    expect(localStorage.getItem('shop.recurringOrders.noActivationOffer')).toBe('1');
    expect((await addRecurringOrderLine(order(), { productId: '100122', unit: 'STK', amount: 2 }))?.offerActivation).toBe(false);
    expect((await addRecurringOrderLine(order({ active: true }), { productId: '100122', unit: 'STK', amount: 2 }))?.offerActivation).toBe(false);
    suppressActivationOffer(false);
    expect(localStorage.getItem('shop.recurringOrders.noActivationOffer')).toBeNull();
  });

  it('without storage (blocked by privacy settings) the preference still holds for the page', async () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); } });
    suppressActivationOffer(true);
    expect($activationOfferSuppressed.get()).toBe(true);
  });

  it('an add that fails shows the add-line error, or the server\'s rule', async () => {
    route({ 'POST /api/recurringorders/line': () => json({ error: 'ServerError' }, 500, 'Internal Server Error') });
    expect(await addRecurringOrderLine(order(), { productId: '100122', unit: 'STK', amount: 2 })).toBeNull();
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringAddLineError, 5000]]);
    clearToasts();
    route({ 'POST /api/recurringorders/line': () => json({ error: 'Conflict', message: daRecurringOrders.recurringLineExists }, 409, 'Conflict') });
    await addRecurringOrderLine(order(), { productId: '100121', unit: 'STK', amount: 2 });
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringLineExists, 6000]]);
  });

  it('removing the last line: the order is re-read (deactivated, new version) and the toast says so', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order({ active: true })] });
    route({
      'DELETE /api/recurringorders/7/line/1': () => json([]),
      'GET /api/recurringorders/7': () => json(order({ active: false, version: 2, orderlines: [] })),
    });
    expect(await removeRecurringOrderLine(order({ active: true }), 1)).toBe(true);
    expect($recurringOrders.get().orders[0]).toMatchObject({ active: false, version: 2, orderlines: [] });
    expect(toastTexts()).toEqual([['success', daRecurringOrders.recurringDeactivatedLastLine, 4000]]);
  });

  it('removing one of several lines keeps the rest; a failure shows the remove-lines error', async () => {
    $recurringOrders.set({ status: 'ready', orders: [order({ orderlines: [line(1), line(2)] })] });
    route({ 'DELETE /api/recurringorders/7/line/1': () => json([line(2)]) });
    await removeRecurringOrderLine(order({ orderlines: [line(1), line(2)] }), 1);
    expect($recurringOrders.get().orders[0]!.orderlines.map((l) => l.lineNo)).toEqual([2]);
    expect(toastTexts()).toEqual([['success', 'Varen er fjernet fra fastordren "Ugens mælk".', 4000]]);
    clearToasts();
    route({ 'DELETE /api/recurringorders/7/line/2': () => json({ error: 'ServerError' }, 500, 'Internal Server Error') });
    expect(await removeRecurringOrderLine(order(), 2)).toBe(false);
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringRemoveLinesError, 5000]]);
  });
});

describe('removing a product (the dropdown)', () => {
  const milk = (lineNo: number, unit: string) => line(lineNo, { productId: '100123', unit });

  it('removes every line of the product, one DELETE each, with one toast', async () => {
    const o = order({ active: true, orderlines: [milk(1, 'STK'), line(2), milk(3, 'KRT')] });
    $recurringOrders.set({ status: 'ready', orders: [o] });
    route({
      'DELETE /api/recurringorders/7/line/1': () => json([line(2), milk(3, 'KRT')]),
      'DELETE /api/recurringorders/7/line/3': () => json([line(2)]),
    });
    expect(await removeRecurringOrderProduct(o, '100123')).toBe(true);
    expect(calls()).toEqual(['DELETE /api/recurringorders/7/line/1', 'DELETE /api/recurringorders/7/line/3']);
    expect($recurringOrders.get().orders[0]).toMatchObject({ active: true, orderlines: [line(2)] });
    expect(toastTexts()).toEqual([['success', 'Varen er fjernet fra fastordren "Ugens mælk".', 4000]]);
  });

  it('the product was the order\'s only lines: the order is re-read (deactivated) and the toast says so', async () => {
    const o = order({ active: true, orderlines: [milk(1, 'STK'), milk(2, 'KRT')] });
    $recurringOrders.set({ status: 'ready', orders: [o] });
    route({
      'DELETE /api/recurringorders/7/line/1': () => json([milk(2, 'KRT')]),
      'DELETE /api/recurringorders/7/line/2': () => json([]),
      'GET /api/recurringorders/7': () => json(order({ active: false, version: 2, orderlines: [], nextDeliveryDate: null })),
    });
    expect(await removeRecurringOrderProduct(o, '100123')).toBe(true);
    expect($recurringOrders.get().orders[0]).toMatchObject({ active: false, version: 2, orderlines: [] });
    expect(toastTexts()).toEqual([['success', daRecurringOrders.recurringDeactivatedLastLine, 4000]]);
  });

  it('a failure part-way shows the remove-lines error and re-reads what is saved', async () => {
    const o = order({ orderlines: [milk(1, 'STK'), line(2), milk(3, 'KRT')] });
    $recurringOrders.set({ status: 'ready', orders: [o] });
    route({
      'DELETE /api/recurringorders/7/line/1': () => json([line(2), milk(3, 'KRT')]),
      'DELETE /api/recurringorders/7/line/3': () => json({ error: 'ServerError' }, 500, 'Internal Server Error'),
      'GET /api/recurringorders/7': () => json(order({ orderlines: [line(2), milk(3, 'KRT')] })),
    });
    expect(await removeRecurringOrderProduct(o, '100123')).toBe(false);
    expect($recurringOrders.get().orders[0]!.orderlines.map((l) => l.lineNo)).toEqual([2, 3]);
    expect(toastTexts()).toEqual([['error', daRecurringOrders.recurringRemoveLinesError, 5000]]);
  });

  it('a failure of the first delete changes nothing and re-reads nothing', async () => {
    const o = order({ orderlines: [milk(1, 'STK')] });
    $recurringOrders.set({ status: 'ready', orders: [o] });
    route({ 'DELETE /api/recurringorders/7/line/1': () => json({ error: 'ServerError' }, 500, 'Internal Server Error') });
    expect(await removeRecurringOrderProduct(o, '100123')).toBe(false);
    expect(calls()).toEqual(['DELETE /api/recurringorders/7/line/1']);
    expect($recurringOrders.get().orders[0]).toEqual(o);
  });

  it('a second removal while the first runs sends nothing', async () => {
    const o = order({ orderlines: [milk(1, 'STK'), line(2)] });
    $recurringOrders.set({ status: 'ready', orders: [o] });
    route({ 'DELETE /api/recurringorders/7/line/1': () => json([line(2)]) });
    const [first, second] = await Promise.all([removeRecurringOrderProduct(o, '100123'), removeRecurringOrderProduct(o, '100123')]);
    expect([first, second]).toEqual([true, false]);
    expect(calls()).toEqual(['DELETE /api/recurringorders/7/line/1']);
    expect($recurringSubmitting.get()).toEqual([]);
  });
});

describe('session', () => {
  it('logging out forgets the orders, dates and weekdays', () => {
    $recurringOrders.set({ status: 'ready', orders: [order()] });
    $deliveryWeekdays.set({ status: 'ready', weekdays: [1], cartType: 0 });
    $sessionState.set('anonymous');
    expect($recurringOrders.get()).toEqual({ status: 'idle', orders: [] });
    expect($deliveryWeekdays.get().weekdays).toEqual([]);
  });
});
