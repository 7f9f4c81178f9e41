import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks } from 'nanostores';
import { $toasts, clearToasts, dismissToast, holdToast, releaseToast, showToast } from './toasts.js';
import { $loginForm, $profile, $sessionState, ensureProfile, logout } from './session.js';
import { login } from './login.js';
import { $basket, $basketLines, $basketQuantities, addToBasket, loadBasket, resetBasket } from './basket.js';
import { productSearchFor, resetProductSearches } from './product-search.js';
import { $catalogue, catalogueReady, loadCatalogue, queryCatalogue, setCatalogueTransport, speculationStats } from './catalogue.js';
import type { CatalogueTransportFactory } from './catalogue.js';
import type { WorkerMessage } from '../catalogue/protocol.js';
import { EMPTY_QUERY } from '../catalogue/query.js';
import { inPageTransport } from '../catalogue/in-page-transport.js';
import { decodeProduct } from '../schemas/product-decode.js';
import type { CatalogueData } from '../schemas/catalogue.js';
import { configureShop } from './config.js';
import type { Profile } from '../schemas/user.js';
import type { ProductWire } from '../schemas/product.js';

const profile: Profile = {
  isLoggedIn: true, username: 'kok@kantinen.dk', name: 'Kok Hansen', department: '1001', departmentName: 'Kantinen',
  priceGroup: 'PG1', customerNo: '500100', siteVariant: 'ab', shopType: 0, cartType: 0, isAdmin: false, isPunchOut: false,
  deliveryDate: '2026-11-24',
  settings: { showPrices: true, allowOrdering: true, hideCo2: false, showExpiry: true, showProcure: false, procureAlwaysOn: false },
};
/** The basket head fields of revieworder (issue 7). */
const head = { depositTotalOre: 0, comment: '', leaveUnattended: false, leaveUnattendedComment: '' };
const preview = { itemCount: 3, co2: 0, averageCo2: 0, ecoPct: 0, agreementPct: 0, noOfTooLate: 0, noOfExpired: 0, noOfOutOfStock: 0 };
const product = (id: string): ProductWire => ({ i: [id], g: '10', g_text: 'Mejeri', b: 'Arla', d: `Vare ${id}`, u: [{ i: 'STK', d: '', n: 1, w: false, f: true }], p: 100 });
const item = { origin: 1, amount: 2, productId: '100123', unit: 'STK', expiryProduct: false };

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let requests: Array<{ url: string; body: unknown }>;
function route(handlers: Record<string, Handler>) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const handler = handlers[path];
    if (!handler) return json({ error: 'NotFound' }, 404, 'Not Found');
    return handler(url, init);
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
const eventlog = () => json({});

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test', basketUrl: '/kurv' });
  $sessionState.set('unknown');
  $profile.set(null);
  $basket.set({ status: 'idle', itemCount: 0, deliveryDate: null });
  $basketLines.set([]);
  resetProductSearches();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearToasts();
});

describe('toasts', () => {
  it('restarts the timer of an identical visible toast instead of stacking it', () => {
    const a = showToast({ kind: 'error', message: 'x', durationMs: 3000 });
    const b = showToast({ kind: 'error', message: 'x', durationMs: 3000 });
    expect(a).toBe(b);
    expect($toasts.get()).toHaveLength(1);
  });
  it('keeps at most four, dropping the oldest', () => {
    for (const m of ['1', '2', '3', '4', '5']) showToast({ kind: 'info', message: m, durationMs: 3000 });
    expect($toasts.get().map((t) => t.message)).toEqual(['2', '3', '4', '5']);
  });
  it('waits while held (pointer or focus on it), then runs out the time that was left, at least 1.5 s', () => {
    vi.useFakeTimers();
    const id = showToast({ kind: 'success', message: 'lagt i kurven', durationMs: 4000 });
    vi.advanceTimersByTime(3000);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1); // still there while the user reaches for the link
    releaseToast(id);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()).toHaveLength(1); // 1 s was left, but it stays at least 1.5 s after release
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('holding twice or releasing an unknown toast is harmless', () => {
    vi.useFakeTimers();
    const id = showToast({ kind: 'info', message: 'x', durationMs: 3000 });
    holdToast(id);
    holdToast(id);
    releaseToast(id);
    releaseToast(999);
    vi.advanceTimersByTime(3000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismisses by id', () => {
    const id = showToast({ kind: 'info', message: 'a', durationMs: 3000 });
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});

describe('session', () => {
  it('loads the profile once, however many widgets ask', async () => {
    route({
      '/api/profile/profileinfo': () => json(profile),
      '/api/order/revieworder': () => json({ deliveryDate: '2026-11-24', lines: [], totalOre: 0, ...head, previewOrder: preview }),
    });
    await Promise.all([ensureProfile(), ensureProfile(), ensureProfile()]);
    await allTasks();
    expect(requests.filter((r) => r.url.endsWith('profileinfo'))).toHaveLength(1);
    expect($sessionState.get()).toBe('authenticated');
    expect($profile.get()?.name).toBe('Kok Hansen');
  });

  it('a visitor with a dead session cookie (401 MissingSession) is anonymous, not expired', async () => {
    route({ '/api/profile/profileinfo': () => json({ error: 'MissingSession' }, 401, 'Unauthorized') });
    await ensureProfile();
    expect($sessionState.get()).toBe('anonymous');
  });

  it('a visitor without a session cookie (200 isLoggedIn false, decision 028) is anonymous, with no toast or event log', async () => {
    route({ '/api/profile/profileinfo': () => json({ isLoggedIn: false }) });
    await ensureProfile();
    expect($sessionState.get()).toBe('anonymous');
    expect($profile.get()).toBeNull();
    expect($toasts.get()).toEqual([]);
    expect(requests.filter((r) => r.url.includes('eventlog'))).toHaveLength(0);
  });

  it('logs in with base64 credentials and loads the basket of the new user', async () => {
    route({
      '/api/profile/login': () => json(profile),
      '/api/order/revieworder': () => json({ deliveryDate: '2026-11-24', lines: [], totalOre: 0, ...head, previewOrder: preview }),
    });
    expect(await login(' kok@kantinen.dk ', 'demo1234')).toEqual({ ok: true });
    expect(requests[0]?.body).toEqual({ username: btoa('kok@kantinen.dk'), password: btoa('demo1234') });
    await vi.waitFor(() => expect($basket.get()).toMatchObject({ status: 'ready', itemCount: 3, deliveryDate: '2026-11-24' }));
  });

  it.each([
    [401, { error: 'InvalidCredentials' }, 'Email eller adgangskode er ikke korrekte'],
    [429, { error: 'TooManyAttempts', message: 'For mange forkerte forsøg. Vent lidt, og prøv igen.' }, 'For mange forkerte forsøg. Vent lidt, og prøv igen.'],
  ])('a failed login (%d) gives the Danish message and no toast', async (status, body, message) => {
    route({ '/api/profile/login': () => json(body, status, 'x') });
    expect(await login('kok@kantinen.dk', 'forkert')).toEqual({ ok: false, message });
    expect($sessionState.get()).toBe('unknown');
    expect($toasts.get()).toEqual([]);
  });

  it.each([
    ['', 'demo1234', 'Et eller flere felter mangler at blive udfyldt'],
    ['kok@kantinen.dk', '', 'Et eller flere felter mangler at blive udfyldt'],
    ['kok-kantinen.dk', 'demo1234', 'Indtast en gyldig e-mailadresse'],
  ])('checks the form before calling the server (%j)', async (email, password, message) => {
    route({});
    expect(await login(email, password)).toEqual({ ok: false, message });
    expect(requests).toHaveLength(0);
  });

  it('the login form state: submitting while the call runs, failed with the message, idle after success', async () => {
    $loginForm.set({ status: 'idle', message: null });
    let answer: (r: Response) => void = () => {};
    route({
      '/api/profile/login': () => new Promise<Response>((r) => (answer = r)),
      '/api/order/revieworder': () => json({ deliveryDate: '2026-11-24', lines: [], totalOre: 0, ...head, previewOrder: preview }),
    });
    const first = login('kok@kantinen.dk', 'forkert');
    await vi.waitFor(() => expect($loginForm.get().status).toBe('submitting'));
    // A second submit while the first runs is ignored, not sent.
    expect(await login('kok@kantinen.dk', 'forkert')).toEqual({ ok: false, message: '' });
    answer(json({ error: 'InvalidCredentials' }, 401, 'Unauthorized'));
    await first;
    expect($loginForm.get()).toEqual({ status: 'failed', message: 'Email eller adgangskode er ikke korrekte' });
    expect(requests.filter((r) => r.url.endsWith('/api/profile/login'))).toHaveLength(1);

    route({
      '/api/profile/login': () => json(profile),
      '/api/order/revieworder': () => json({ deliveryDate: '2026-11-24', lines: [], totalOre: 0, ...head, previewOrder: preview }),
    });
    await login('kok@kantinen.dk', 'demo1234');
    expect($loginForm.get()).toEqual({ status: 'idle', message: null });
  });

  it('logging out on purpose empties the basket and opens no modal', async () => {
    $profile.set(profile);
    $sessionState.set('authenticated');
    $basket.set({ status: 'ready', itemCount: 4, deliveryDate: '2026-11-24' });
    route({ '/api/profile/logout': () => json({ ok: true }) });
    await logout();
    expect($sessionState.get()).toBe('anonymous');
    expect($basket.get().itemCount).toBe(0);
  });
});

describe('addToBasket (§8)', () => {
  beforeEach(() => {
    $profile.set(profile);
    $sessionState.set('authenticated');
  });

  it('success: toast with the count and a basket link for 4 s, and the mini basket count', async () => {
    route({ '/api/order/addtoorder': () => json({ addedOrderlines: 1, previewOrder: preview, warnings: [], error: null }) });
    expect(await addToBasket([item])).toBe(true);
    expect($basket.get().itemCount).toBe(3);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ kind: 'success', message: '1 vare er lagt i kurven', durationMs: 4000, link: { href: '/kurv', text: 'Gå til kurven' } }),
    ]);
  });

  it('warnings show for 6 s', async () => {
    route({
      '/api/order/addtoorder': () => json({ addedOrderlines: 1, previewOrder: preview, warnings: [{ code: 'OutOfStock', productId: '1', stock: 4 }], error: null }),
    });
    await addToBasket([item]);
    expect($toasts.get()).toContainEqual(expect.objectContaining({ kind: 'warning', message: 'Der er ikke nok på lager. Lagerbeholdning: 4', durationMs: 6000 }));
  });

  it('nothing added: the response error text for 3 s', async () => {
    route({ '/api/order/addtoorder': () => json({ addedOrderlines: 0, previewOrder: preview, warnings: [], error: 'Dette produkt kan i øjeblikket ikke bestilles' }) });
    expect(await addToBasket([item])).toBe(false);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: 'Dette produkt kan i øjeblikket ikke bestilles', durationMs: 3000 })]);
  });

  it('a 400 with a Danish message shows that message', async () => {
    route({ '/api/order/addtoorder': () => json({ error: 'ValidationError', message: 'Den indtastede værdi var ugyldig' }, 400, 'Bad Request') });
    await addToBasket([item]);
    expect($toasts.get()[0]?.message).toBe('Den indtastede værdi var ugyldig');
  });

  it('a lost answer is retried once with the same Idempotency-Key, so nothing is added twice', async () => {
    route({ '/api/order/addtoorder': () => json({ addedOrderlines: 1, previewOrder: preview, warnings: [], error: null }), '/api/order/revieworder': () => json({ deliveryDate: '2026-11-24', lines: [], totalOre: 0, ...head, previewOrder: preview }) });
    vi.mocked(fetch).mockImplementationOnce(async () => { throw new TypeError('Failed to fetch'); });
    expect(await addToBasket([item])).toBe(true);
    const keys = vi.mocked(fetch).mock.calls
      .filter(([url]) => String(url).endsWith('/api/order/addtoorder'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^add-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The next add is another request: a new key.
    await addToBasket([item]);
    const next = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/order/addtoorder')).at(-1)!;
    expect((next[1]?.headers as Record<string, string>)['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('a network failure that outlasts the retry logs and shows the cart update error', async () => {
    route({
      '/api/eventlog': eventlog,
      '/api/order/addtoorder': () => { throw new TypeError('Failed to fetch'); },
    });
    expect(await addToBasket([item])).toBe(false);
    expect(requests.filter((r) => r.url.endsWith('/api/order/addtoorder'))).toHaveLength(2); // the call and one retry
    expect($toasts.get()).toContainEqual(expect.objectContaining({ kind: 'error', message: 'Varen kunne ikke lægges i kurven. Prøv venligst igen.', durationMs: 3000 }));
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/eventlog'))).toBe(true));
  });

  it('MissingSession opens the expired state and shows no toast', async () => {
    route({ '/api/order/addtoorder': () => json({ error: 'MissingSession' }, 401, 'Unauthorized') });
    expect(await addToBasket([item])).toBe(false);
    expect($sessionState.get()).toBe('expired');
    expect($toasts.get()).toEqual([]);
  });
});

const catalogueReadyAfterLoad = () => {
  loadCatalogue();
  return catalogueReady();
};

describe('product search (in the catalogue worker, issue 3)', () => {
  const authenticated = () => {
    $basket.set({ status: 'ready', itemCount: 0, deliveryDate: null });
    $profile.set(profile);
    $sessionState.set('authenticated');
  };
  const many = (n: number): CatalogueData => {
    const products = Array.from({ length: n }, (_, k) => decodeProduct({ ...product(String(100_000 + k)), d: `Mælk nummer ${k + 1}` }));
    return { version: 'v1', products, top200: [], featuredLists: [], favoriteLists: [] };
  };

  it('loads the first 30, then 30 more, then the rest; no network per search', async () => {
    authenticated();
    route({});
    setCatalogueTransport(inPageTransport({ data: many(75) }));
    const search = productSearchFor({ text: ' mælk ' });
    await search.search();
    expect(search.$state.get()).toMatchObject({ status: 'ready', total: 75, query: { text: 'mælk', group: null } });
    expect(search.$state.get().products).toHaveLength(30);
    await search.loadMore();
    await search.loadMore();
    expect(search.$state.get().products).toHaveLength(75);
    expect(new Set(search.$state.get().products.map((p) => p.id)).size).toBe(75);
    await search.loadMore(); // everything shown: nothing happens
    expect(search.$state.get().products).toHaveLength(75);
    expect(requests.filter((r) => r.url.includes('/api/product/'))).toEqual([]);
  });

  it('a ready catalogue gets the query in the caller\'s own task (no microtask first: a frame is at stake)', async () => {
    authenticated();
    const inner = inPageTransport({ data: many(5) });
    const posted: string[] = [];
    setCatalogueTransport(() => {
      const t = inner()!;
      return { ...t, post: (m) => (posted.push(m.type), t.post(m)) };
    });
    await productSearchFor({ text: 'mælk' }).search();
    posted.length = 0;
    const pending = productSearchFor({ text: 'mælk nummer' }).search();
    expect(posted).toEqual(['query']);
    await pending;
  });

  it('a keystroke searched ahead is answered from the page: the worker only hears to search on (speculation.ts)', async () => {
    authenticated();
    const inner = inPageTransport({ data: many(5) });
    const posted: string[] = [];
    setCatalogueTransport(() => {
      const t = inner()!;
      return { ...t, post: (m) => (posted.push(m.type), t.post(m)) };
    });
    await productSearchFor({ text: 'mæl' }).search();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the worker searches "mælk" ahead meanwhile
    posted.length = 0;
    const typed = productSearchFor({ text: 'mælk' });
    await typed.search();
    expect(posted).toEqual(['speculate']);
    expect(typed.$state.get()).toMatchObject({ status: 'ready', total: 5 });
    expect(speculationStats().hits).toBeGreaterThan(0);

    // The same products as the worker's own answer, in the same order.
    posted.length = 0;
    const asked = await queryCatalogue({ ...EMPTY_QUERY, text: 'mælk' }, 0, 30);
    expect(posted).toEqual(['query']);
    expect(typed.$state.get().products.map((p) => p.id)).toEqual(asked.products.map((p) => p.id));
  });

  it('nothing searched ahead outlives the catalogue it was searched in', async () => {
    authenticated();
    const posted: string[] = [];
    let deliver: (m: WorkerMessage) => void = () => {};
    const recording = (source: CatalogueData): CatalogueTransportFactory => {
      const inner = inPageTransport({ data: source });
      return () => {
        const t = inner()!;
        return { ...t, post: (m) => (posted.push(m.type), t.post(m)), onMessage: (l) => ((deliver = l), t.onMessage(l)) };
      };
    };
    const typeMælk = async () => {
      await productSearchFor({ text: 'mæl' }).search();
      await new Promise((resolve) => setTimeout(resolve, 20)); // "mælk" is searched ahead meanwhile
      posted.length = 0;
      resetProductSearches();
      await productSearchFor({ text: 'mælk' }).search();
    };
    setCatalogueTransport(recording(many(5)));
    await typeMælk();
    expect(posted).toEqual(['speculate']); // searched ahead: answered from the page

    // A newer version (other prices or products) arrives: the worker must answer.
    await productSearchFor({ text: 'mæl' }).search();
    await new Promise((resolve) => setTimeout(resolve, 20));
    deliver({ type: 'ready', version: 'v2', count: 5, source: 'network', buildMs: 1 });
    posted.length = 0;
    resetProductSearches();
    await productSearchFor({ text: 'mælk' }).search();
    expect(posted).toEqual(['query']);

    // Logout and another user: the first user's pages are gone with their catalogue.
    await new Promise((resolve) => setTimeout(resolve, 20));
    $sessionState.set('anonymous');
    authenticated();
    setCatalogueTransport(recording({ ...many(2), version: 'v3' }));
    await catalogueReadyAfterLoad();
    posted.length = 0;
    const search = productSearchFor({ text: 'mælk' });
    await search.search();
    expect(posted).toEqual(['query']);
    expect(search.$state.get().total).toBe(2);
  });

  it('one store per query: the same query (trimmed) shares it, another query gets its own', () => {
    const a = productSearchFor({ text: 'mælk', group: null });
    expect(productSearchFor({ text: '  mælk ', group: '' })).toBe(a);
    expect(productSearchFor({ text: 'mælk', group: '10' })).not.toBe(a);
    expect(productSearchFor({ text: 'mælk', top200: true })).not.toBe(a);
    expect(productSearchFor({ text: 'ost', group: null })).not.toBe(a);
    expect(productSearchFor({ text: 'x', postingGroups: ['20', '10'] })).toBe(productSearchFor({ text: 'x', postingGroups: ['10', '20', '10'] }));
  });

  it('an empty query asks the worker nothing', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ data: many(3) }));
    const search = productSearchFor({ text: '  ' });
    await search.search();
    expect(search.$state.get().status).toBe('idle');
    expect($catalogue.get().status).toBe('idle');
  });

  it('a failed catalogue shows the error state (the list offers a retry)', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ outcome: { kind: 'failed', status: 503, detail: 'down' } }));
    route({ '/api/eventlog': eventlog });
    const search = productSearchFor({ text: 'mælk' });
    await search.search();
    expect(search.$state.get().status).toBe('error');
    expect($catalogue.get()).toMatchObject({ status: 'error', error: 'Catalogue could not be loaded' });
  });

  it('a session that ended meanwhile (401) goes to the session-expired dialog, not the error modal', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ outcome: { kind: 'unauthorized' } }));
    await productSearchFor({ text: 'mælk' }).search();
    expect($sessionState.get()).toBe('expired');
    expect($catalogue.get().status).toBe('idle');
  });

  it('a repeated search wins over the one it replaces', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ data: many(40) }));
    const search = productSearchFor({ text: 'mælk' });
    const old = search.search();
    search.set({ status: 'ready', products: [], total: 0 });
    await old;
    expect(search.$state.get().total).toBe(0);
  });

  it('forgets results and the catalogue when the user leaves, so the next user never sees them', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ data: many(5) }));
    const search = productSearchFor({ text: 'mælk' });
    await search.search();
    expect(search.$state.get().products).toHaveLength(5);
    $sessionState.set('anonymous');
    expect(search.$state.get().products).toEqual([]);
    expect($catalogue.get().status).toBe('idle');
    expect(productSearchFor({ text: 'mælk' })).not.toBe(search);
  });

  it('a newer catalogue version refreshes shown results', async () => {
    authenticated();
    setCatalogueTransport(inPageTransport({ data: many(5) }));
    const search = productSearchFor({ text: 'mælk' });
    await search.search();
    const refreshed = vi.spyOn(search, 'search');
    $catalogue.set({ ...$catalogue.get(), version: 'v2' });
    expect(refreshed).toHaveBeenCalledTimes(1);
  });
});

describe('basket quantities (the cards\' in-basket state, §4)', () => {
  const line = (lineNo: number, productId: string, unit: string, amount: number) => ({
    lineNo, productId, name: `Vare ${productId}`, brand: 'Arla', unit, amount, unitPriceOre: 100, lineTotalOre: Math.round(100 * amount), depositOre: 0,
  });
  const basket = (lines: ReturnType<typeof line>[]) => ({ deliveryDate: '2026-11-24', lines, totalOre: 0, ...head, previewOrder: { ...preview, itemCount: lines.length } });

  beforeEach(() => {
    // A known basket first, so logging in does not start a load of its own.
    $basket.set({ status: 'ready', itemCount: 0, deliveryDate: '2026-11-24' });
    $profile.set(profile);
    $sessionState.set('authenticated');
  });

  it('loadBasket keeps the lines and a per-product map of what the basket holds', async () => {
    route({ '/api/order/revieworder': () => json(basket([line(1, '100123', 'KRT', 3), line(2, '200456', 'KG', 1.5), line(3, '100123', 'STK', 2)])) });
    await loadBasket();
    expect($basketLines.get()).toHaveLength(3);
    expect($basketQuantities.get().get('100123')).toEqual([{ unit: 'KRT', amount: 3 }, { unit: 'STK', amount: 2 }]);
    expect($basketQuantities.get().get('200456')).toEqual([{ unit: 'KG', amount: 1.5 }]);
    expect($basketQuantities.get().has('999999')).toBe(false);
  });

  it('a successful add shows in the map at once, then the basket is re-read without a loading state', async () => {
    $basket.set({ status: 'ready', itemCount: 1, deliveryDate: '2026-11-24' });
    $basketLines.set([line(1, '100123', 'STK', 1)]);
    let answer: (r: Response) => void = () => {};
    route({
      '/api/order/addtoorder': () => json({ addedOrderlines: 1, previewOrder: { ...preview, itemCount: 1 }, warnings: [], error: null }),
      '/api/order/revieworder': () => new Promise<Response>((r) => (answer = r)),
    });
    const statuses: string[] = [];
    const stop = $basket.listen((b) => statuses.push(b.status));
    expect(await addToBasket([{ ...item, amount: 2 }])).toBe(true);
    // Optimistic: the server sums into the line of the same product and unit.
    expect($basketQuantities.get().get('100123')).toEqual([{ unit: 'STK', amount: 3 }]);
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/order/revieworder'))).toBe(true));
    answer(json(basket([line(1, '100123', 'STK', 3), line(2, '300789', 'STK', 4)])));
    await vi.waitFor(() => expect($basketQuantities.get().get('300789')).toEqual([{ unit: 'STK', amount: 4 }]));
    expect($basket.get()).toMatchObject({ status: 'ready', itemCount: 2 });
    expect(statuses).not.toContain('loading'); // the mini basket keeps showing its count
    stop();
  });

  it('a failed re-read is silent and keeps the optimistic lines', async () => {
    route({
      '/api/order/addtoorder': () => json({ addedOrderlines: 1, previewOrder: preview, warnings: [], error: null }),
      '/api/order/revieworder': () => json({ error: 'Boom' }, 500, 'Internal Server Error'),
    });
    await addToBasket([item]);
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/order/revieworder'))).toBe(true));
    await allTasks();
    expect($basketQuantities.get().get('100123')).toEqual([{ unit: 'STK', amount: 2 }]);
    expect($toasts.get().map((t) => t.kind)).toEqual(['success']);
    expect(requests.some((r) => r.url.endsWith('/api/eventlog'))).toBe(false);
  });

  it('nothing added: the map stays as it was', async () => {
    route({ '/api/order/addtoorder': () => json({ addedOrderlines: 0, previewOrder: preview, warnings: [], error: 'Nej' }) });
    await addToBasket([item]);
    expect($basketQuantities.get().size).toBe(0);
    expect(requests.some((r) => r.url.endsWith('/api/order/revieworder'))).toBe(false);
  });

  it('leaving empties the lines, and an answer that arrives after leaving is dropped', async () => {
    let answer: (r: Response) => void = () => {};
    route({ '/api/order/revieworder': () => new Promise<Response>((r) => (answer = r)) });
    $basketLines.set([line(1, '100123', 'KRT', 3)]);
    const loading = loadBasket();
    $sessionState.set('anonymous');
    expect($basketLines.get()).toEqual([]);
    answer(json(basket([line(1, '100123', 'KRT', 3)])));
    await loading;
    expect($basketLines.get()).toEqual([]);
    expect($basket.get()).toMatchObject({ status: 'idle', itemCount: 0 });
  });

  it('resetBasket empties summary and lines', () => {
    $basket.set({ status: 'ready', itemCount: 2, deliveryDate: '2026-11-24' });
    $basketLines.set([line(1, '1', 'STK', 1)]);
    resetBasket();
    expect($basket.get()).toEqual({ status: 'idle', itemCount: 0, deliveryDate: null });
    expect($basketQuantities.get().size).toBe(0);
  });
});
