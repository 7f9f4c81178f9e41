import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daProductDetails } from '../texts/da-product-details.js';
import { $toasts, clearToasts } from './toasts.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import {
  $co2eModal,
  $disclaimerHidden,
  $productDetails,
  DISCLAIMER_HIDDEN_KEY,
  closeCo2eModal,
  closeProductDetails,
  openCo2eModal,
  openProductDetails,
  reloadDisclaimerPreference,
  requestAssortment,
  setDisclaimerHidden,
} from './product-details.js';
import {
  deadlineFixture,
  detailsFixture,
  foodInfoFixture,
  lookupFoundFixture,
  lookupNotInAssortmentFixture,
  relationsFixture,
} from './product-details.fixture.js';
import { daServer } from '../texts/da-server.js';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;
let requests: string[];
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (raw: string, init: RequestInit) => {
    const url = new URL(raw);
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (url.pathname === '/api/eventlog') return json({});
    requests.push(`${key}${url.search}`);
    const handler = handlers[key];
    if (!handler) return json({ error: 'NotFound', message: daServer.notFound }, 404, 'Not Found');
    return handler(url, init);
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
const toasts = () => $toasts.get().map((t) => [t.kind, t.message, t.durationMs]);

const found: Record<string, Handler> = {
  'GET /api/product/lookup/100123': () => json(lookupFoundFixture),
  'GET /api/product/foodinfo/100123': () => json(foodInfoFixture),
  'GET /api/product/relations': () => json(relationsFixture),
  'POST /api/deadlines/delivery': () => json(deadlineFixture),
};

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
  closeProductDetails();
  clearToasts();
});
afterEach(() => {
  closeProductDetails();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('opening the details (§4: loading, then loaded, not in assortment or error)', () => {
  it('loads lookup, food info, relations and the deadline', async () => {
    route(found);
    const open = openProductDetails('100123');
    expect($productDetails.get()).toEqual({ status: 'loading', productId: '100123', expiry: false });
    await open;
    const state = $productDetails.get();
    expect(state).toMatchObject({ status: 'loaded', productId: '100123', expiry: false, details: detailsFixture, foodInfo: foodInfoFixture });
    expect(state.status === 'loaded' && state.relations).toEqual(relationsFixture);
    expect(state.status === 'loaded' && state.deadline).toEqual(deadlineFixture);
    expect(requests).toEqual([
      'GET /api/product/lookup/100123',
      'GET /api/product/foodinfo/100123',
      'GET /api/product/relations?productId=100123',
      'POST /api/deadlines/delivery',
    ]);
    expect(toasts()).toEqual([]);
  });

  it('asks for the expiry version with expiry=true', async () => {
    route(found);
    await openProductDetails('100123', { expiry: true });
    expect(requests[0]).toBe('GET /api/product/lookup/100123?expiry=true');
    expect($productDetails.get()).toMatchObject({ status: 'loaded', expiry: true });
  });

  it('does nothing when the same product is opened again', async () => {
    route(found);
    await openProductDetails('100123');
    await openProductDetails('100123');
    expect(requests.filter((r) => r.includes('lookup'))).toHaveLength(1);
  });

  it.each([
    ['food info fails', 'GET /api/product/foodinfo/100123', 'foodInfo'],
    ['relations fail', 'GET /api/product/relations', 'relations'],
    ['the deadline fails (silent, §7)', 'POST /api/deadlines/delivery', 'deadline'],
  ] as const)('stays loaded when %s: that part is null, no toast', async (_name, failing, field) => {
    route({ ...found, [failing]: () => json({ error: 'Boom' }, 500, 'Server Error') });
    await openProductDetails('100123');
    const state = $productDetails.get();
    expect(state.status).toBe('loaded');
    expect(state.status === 'loaded' && state[field]).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('not in assortment: unsent, or sent when the department already asked', async () => {
    route({ 'GET /api/product/lookup/100999': () => json(lookupNotInAssortmentFixture) });
    await openProductDetails('100999');
    expect($productDetails.get()).toEqual({ status: 'notInAssortment', productId: '100999', expiry: false, request: 'unsent' });
    expect(requests).toEqual(['GET /api/product/lookup/100999']);

    closeProductDetails();
    route({ 'GET /api/product/lookup/100999': () => json({ ...lookupNotInAssortmentFixture, requested: true }) });
    await openProductDetails('100999');
    expect($productDetails.get()).toMatchObject({ status: 'notInAssortment', request: 'sent' });
  });

  it.each([
    ['a server error', () => json({ error: 'Boom' }, 500, 'Server Error')],
    ['an unknown product (404)', () => json({ error: 'NotFound', message: daServer.productNotFound }, 404, 'Not Found')],
    ['an answer of the wrong shape', () => json({ status: 'found' })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('error on %s: the §8 details toast for 4 s', async (_name, answer) => {
    route({ 'GET /api/product/lookup/100123': answer as Handler });
    await openProductDetails('100123');
    expect($productDetails.get()).toEqual({ status: 'error', productId: '100123', expiry: false });
    expect(toasts()).toEqual([['error', 'Der skete en fejl under indlæsningen af detaljevisningen. Genindlæs venligst siden og prøv igen', 4000]]);
  });

  it('a missing session closes the details without a toast and opens Login udløbet', async () => {
    route({ 'GET /api/product/lookup/100123': () => json({ error: 'MissingSession' }, 401, 'Unauthorized') });
    await openProductDetails('100123');
    expect($productDetails.get()).toEqual({ status: 'closed' });
    expect($sessionState.get()).toBe('expired');
    expect(toasts()).toEqual([]);
  });

  it('drops the answer for a product closed (or replaced) while it loaded', async () => {
    let release: (r: Response) => void = () => {};
    route({ ...found, 'GET /api/product/lookup/100123': () => new Promise<Response>((resolve) => { release = resolve; }) });
    const open = openProductDetails('100123');
    await Promise.resolve();
    closeProductDetails();
    release(json(lookupFoundFixture));
    await open;
    expect($productDetails.get()).toEqual({ status: 'closed' });
  });

  it('closes when the session ends', async () => {
    route(found);
    await openProductDetails('100123');
    $sessionState.set('anonymous');
    expect($productDetails.get()).toEqual({ status: 'closed' });
  });
});

describe('assortment request (§4: unsent, then sent)', () => {
  async function openNotInAssortment() {
    route({ 'GET /api/product/lookup/100999': () => json(lookupNotInAssortmentFixture) });
    await openProductDetails('100999');
  }

  it('sends once: sending, then sent with "Din anmodning er afsendt"', async () => {
    await openNotInAssortment();
    route({ 'POST /api/product/request/100999': () => json({ productId: '100999', status: 'sent', message: daProductDetails.assortmentRequestSent }, 201, 'Created') });
    const sending = requestAssortment();
    expect($productDetails.get()).toMatchObject({ request: 'sending' });
    await sending;
    expect($productDetails.get()).toMatchObject({ status: 'notInAssortment', request: 'sent' });
    expect(toasts()).toEqual([['success', 'Din anmodning er afsendt', 4000]]);
    await requestAssortment();
    expect(requests).toEqual(['POST /api/product/request/100999']);
  });

  it('already sent by a colleague: the sent state, no error', async () => {
    await openNotInAssortment();
    route({ 'POST /api/product/request/100999': () => json({ productId: '100999', status: 'alreadySent', message: daProductDetails.assortmentRequestThanks }) });
    await requestAssortment();
    expect($productDetails.get()).toMatchObject({ request: 'sent' });
    expect(toasts().filter(([kind]) => kind === 'error')).toEqual([]);
  });

  it('a failure shows "Der skete en fejl" and the button can be used again', async () => {
    await openNotInAssortment();
    route({ 'POST /api/product/request/100999': () => json({ error: 'Boom' }, 500, 'Server Error') });
    await requestAssortment();
    expect($productDetails.get()).toMatchObject({ request: 'unsent' });
    expect(toasts()).toEqual([['error', 'Der skete en fejl', 4000]]);
  });

  it('does nothing when no not-in-assortment product is open', async () => {
    route({});
    await requestAssortment();
    expect(requests).toEqual([]);
  });
});

describe('disclaimer preference (§9 stored preferences)', () => {
  it('is remembered in localStorage and read back', () => {
    setDisclaimerHidden(true);
    expect($disclaimerHidden.get()).toBe(true);
    expect(localStorage.getItem(DISCLAIMER_HIDDEN_KEY)).toBe('1');
    $disclaimerHidden.set(false);
    reloadDisclaimerPreference();
    expect($disclaimerHidden.get()).toBe(true);
    setDisclaimerHidden(false);
    expect(localStorage.getItem(DISCLAIMER_HIDDEN_KEY)).toBeNull();
  });

  it('blocked storage: shown, and hiding still works for the page', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => {} });
    reloadDisclaimerPreference();
    expect($disclaimerHidden.get()).toBe(false);
    setDisclaimerHidden(true);
    expect($disclaimerHidden.get()).toBe(true);
  });
});

describe('CO2e modal', () => {
  it('opens with a product and closes', () => {
    const product = { productId: '100123', name: 'Letmælk', co2e: 1.2, weightKg: 1, units: [{ name: 'STK', description: 'Stk', factor: 1 }] };
    openCo2eModal(product);
    expect($co2eModal.get()).toEqual(product);
    closeCo2eModal();
    expect($co2eModal.get()).toBeNull();
  });
});
