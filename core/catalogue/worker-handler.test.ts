import { describe, expect, it, vi } from 'vitest';
import { createCatalogueHandler, fetchCatalogueOverHttp } from './worker-handler.js';
import type { CachedCatalogue, FetchOutcome } from './worker-handler.js';
import { CatalogueLoadError } from './protocol.js';
import type { LoadRequest, WorkerMessage } from './protocol.js';
import { EMPTY_QUERY } from './query.js';
import { testCatalogue } from './test-catalogue.js';
import { MAX_SPECULATIONS, speculationKey } from './speculation.js';

const LOAD: LoadRequest = { type: 'load', apiBase: '', culture: 'da-DK', userKey: 'kok@kantinen.dk|1001', bust: false };

/** Bodies are catalogue versions; decode builds the test catalogue with that version. */
function setup(outcomes: FetchOutcome[], cached: CachedCatalogue | null = null) {
  const messages: WorkerMessage[] = [];
  /** Work the handler deferred (searching ahead), run when the test says so. */
  const deferred: (() => void)[] = [];
  const store = new Map<string, CachedCatalogue>();
  if (cached) store.set(LOAD.userKey, cached);
  const fetchCalls: { bust: boolean; etag: string | null }[] = [];
  const getSpy = vi.fn((key: string) => Promise.resolve(store.get(key) ?? null));
  const handler = createCatalogueHandler({
    fetchCatalogue: (req, etag) => {
      fetchCalls.push({ bust: req.bust, etag });
      return Promise.resolve(outcomes.shift() ?? { kind: 'failed', status: 500, detail: 'no more' });
    },
    store: {
      get: getSpy,
      put: (key, value) => {
        store.set(key, value);
        return Promise.resolve();
      },
    },
    post: (m) => messages.push(m),
    now: () => 0,
    decode: (body) => {
      if (body === 'garbage') throw new Error('Unexpected token');
      return testCatalogue(body);
    },
    defer: (task) => deferred.push(task),
  });
  const runDeferred = () => {
    while (deferred.length > 0) deferred.shift()!();
  };
  return { handler, messages, store, fetchCalls, getSpy, deferred, runDeferred };
}

const types = (messages: WorkerMessage[]) => messages.map((m) => (m.type === 'ready' ? `ready:${m.version}:${m.source}` : m.type === 'error' ? `error:${m.error}` : m.type));

describe('catalogue worker: loading and the browser copy (issue 3 §1, §2)', () => {
  it('first visit: fetched, searchable, and kept for the next visit', async () => {
    const { handler, messages, store, fetchCalls } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle(LOAD);
    expect(types(messages)).toEqual(['ready:v1:network']);
    expect(fetchCalls).toEqual([{ bust: false, etag: null }]);
    expect(store.get(LOAD.userKey)).toEqual({ etag: '"a"', body: 'v1' });
  });

  it('repeat visit: the copy answers first, the server says 304, nothing is rebuilt', async () => {
    const { handler, messages, fetchCalls } = setup([{ kind: 'notModified' }], { etag: '"a"', body: 'v1' });
    await handler.handle(LOAD);
    expect(types(messages)).toEqual(['ready:v1:cache']);
    expect(fetchCalls).toEqual([{ bust: false, etag: '"a"' }]);
  });

  it('the server changed it: the copy answers first, then the new version replaces it', async () => {
    const { handler, messages, store } = setup([{ kind: 'body', etag: '"b"', body: 'v2' }], { etag: '"a"', body: 'v1' });
    await handler.handle(LOAD);
    expect(types(messages)).toEqual(['ready:v1:cache', 'ready:v2:network']);
    expect(store.get(LOAD.userKey)?.etag).toBe('"b"');
  });

  it('§4 dirty flag: the copy is skipped and the catalogue reloaded without If-None-Match', async () => {
    const { handler, messages, fetchCalls, getSpy } = setup([{ kind: 'body', etag: '"b"', body: 'v2' }], { etag: '"a"', body: 'v1' });
    await handler.handle({ ...LOAD, bust: true });
    expect(getSpy).not.toHaveBeenCalled();
    expect(fetchCalls).toEqual([{ bust: true, etag: null }]);
    expect(types(messages)).toEqual(['ready:v2:network']);
  });

  it("401: 'User is not logged in'", async () => {
    const { handler, messages } = setup([{ kind: 'unauthorized' }], { etag: '"a"', body: 'v1' });
    await handler.handle(LOAD);
    expect(types(messages)).toEqual(['ready:v1:cache', `error:${CatalogueLoadError.NotLoggedIn}`]);
    await handler.handle({ type: 'query', id: 1, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 0, limit: 30 });
    expect(messages.at(-1)?.type).toBe('failed'); // the previous user's copy is not searchable any more
  });

  it('a failed call without a copy is an error; with a copy the shop keeps working', async () => {
    const none = setup([{ kind: 'failed', status: 503, detail: 'Service Unavailable' }]);
    await none.handler.handle(LOAD);
    expect(types(none.messages)).toEqual([`error:${CatalogueLoadError.Failed}`]);
    const withCopy = setup([{ kind: 'failed', status: 0, detail: 'offline' }], { etag: '"a"', body: 'v1' });
    await withCopy.handler.handle(LOAD);
    expect(types(withCopy.messages)).toEqual(['ready:v1:cache']);
  });

  it('an unreadable answer is an error and is not kept', async () => {
    const { handler, messages, store } = setup([{ kind: 'body', etag: '"x"', body: 'garbage' }]);
    await handler.handle(LOAD);
    expect(types(messages)).toEqual([`error:${CatalogueLoadError.Failed}`]);
    expect(store.size).toBe(0);
  });

  it('an unreadable copy (an older format) is fetched again', async () => {
    const { handler, messages, fetchCalls } = setup([{ kind: 'body', etag: '"b"', body: 'v2' }], { etag: '"old"', body: 'garbage' });
    await handler.handle(LOAD);
    expect(types(messages)).toEqual(['ready:v2:network']);
    expect(fetchCalls[0]?.etag).toBeNull();
  });
});

describe('catalogue worker: queries', () => {
  it('a query before loading fails; after loading pages come from one search', async () => {
    const { handler, messages } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle({ type: 'query', id: 1, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 0, limit: 30 });
    expect(messages.at(-1)).toMatchObject({ type: 'failed', id: 1 });
    await handler.handle(LOAD);
    await handler.handle({ type: 'query', id: 2, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 0, limit: 2 });
    await handler.handle({ type: 'query', id: 3, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 2, limit: 2 });
    const [first, second] = messages.filter((m) => m.type === 'result') as Extract<WorkerMessage, { type: 'result' }>[];
    expect(first?.page.total).toBe(3);
    expect(first?.page.products).toHaveLength(2);
    expect(second?.page.products).toHaveLength(1);
    expect(new Set([...first!.page.products, ...second!.page.products].map((p) => p.id)).size).toBe(3);
  });

  it("the page's copy of a favourite list replaces the catalogue's, for pages already cached and for later catalogues", async () => {
    const { handler, messages } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }, { kind: 'body', etag: '"b"', body: 'v2' }]);
    const list = { ...EMPTY_QUERY, favoriteList: '5' };
    const results = () => (messages.filter((m) => m.type === 'result') as Extract<WorkerMessage, { type: 'result' }>[]).map((m) => m.page);
    await handler.handle(LOAD);
    await handler.handle({ type: 'query', id: 1, query: list, offset: 0, limit: 2 });
    expect(results().at(-1)!.products.map((p) => p.id)).toEqual(['100004', '100013']);

    // Added on the page: 100007 first, 100013 gone, 100004's standard unit now STK.
    const copy = {
      id: '5', name: 'Mandag', locked: false, shared: false, mine: true,
      items: [
        { productId: '100007', stdUnit: null, ownPriority: null, sortOrder: 0 },
        { productId: '100004', stdUnit: 'STK', ownPriority: null, sortOrder: 1 },
        { productId: '100016', stdUnit: null, ownPriority: 1, sortOrder: 2 },
        { productId: '100001', stdUnit: null, ownPriority: null, sortOrder: 3 },
      ],
    };
    await handler.handle({ type: 'favoriteList', id: '5', list: copy });
    // "More on scroll" of the same query pages through the new copy, not the cached order.
    await handler.handle({ type: 'query', id: 2, query: list, offset: 2, limit: 2 });
    expect(results().at(-1)!.products.map((p) => p.id)).toEqual(['100016', '100001']);
    await handler.handle({ type: 'query', id: 3, query: list, offset: 0, limit: 30 });
    expect(results().at(-1)!.products.map((p) => p.id)).toEqual(['100007', '100004', '100016', '100001']);
    expect(results().at(-1)!.listItems?.[1]).toEqual({ standardUnit: 'STK', ownPriority: null });

    // A newer catalogue (still with the old list) does not bring the old list back.
    await handler.handle(LOAD);
    await handler.handle({ type: 'query', id: 4, query: list, offset: 0, limit: 30 });
    expect(results().at(-1)!.products.map((p) => p.id)).toEqual(['100007', '100004', '100016', '100001']);

    // The user no longer sees the list.
    await handler.handle({ type: 'favoriteList', id: '5', list: null });
    await handler.handle({ type: 'query', id: 5, query: list, offset: 0, limit: 30 });
    expect(results().at(-1)).toMatchObject({ total: 0, listMissing: true });
  });

  it('suggestions come from the same index', async () => {
    const { handler, messages } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle(LOAD);
    await handler.handle({ type: 'suggest', id: 9, text: 'flode', maxTerms: 8, maxProducts: 5 });
    const msg = messages.at(-1) as Extract<WorkerMessage, { type: 'suggestions' }>;
    expect(msg.type).toBe('suggestions');
    expect(msg.outcome.products[0]?.id).toBe('100007'); // "flode" finds Piskefløde
  });
});

describe('catalogue worker: searching ahead of the user (core/catalogue/speculation.ts)', () => {
  type Speculation = Extract<WorkerMessage, { type: 'speculation' }>;
  const speculations = (messages: WorkerMessage[]) => messages.filter((m): m is Speculation => m.type === 'speculation');

  it('after a typed query, the next letters are searched one per task, each page equal to the real query\'s', async () => {
    const { handler, messages, deferred, runDeferred } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle(LOAD);
    runDeferred(); // the first letters, precomputed after the build
    const query = { ...EMPTY_QUERY, text: 'L' };
    await handler.handle({ type: 'query', id: 1, query, offset: 0, limit: 30, speculate: true });
    expect(messages.at(-1)?.type).toBe('result'); // the answer first, nothing searched yet
    expect(deferred.length).toBeGreaterThan(0);
    expect(deferred.length).toBeLessThanOrEqual(MAX_SPECULATIONS);
    runDeferred();
    const ahead = speculations(messages);
    expect(ahead.map((m) => m.key)).toContain(speculationKey({ ...query, text: 'le' })); // letmælk
    expect(new Set(ahead.map((m) => m.base))).toEqual(new Set([speculationKey(query)]));

    // Each page is what the worker answers when that text is really typed.
    const fresh = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await fresh.handler.handle(LOAD);
    for (const m of ahead) {
      const text = 'L' + (JSON.parse(m.key) as string[])[0]!.slice(1);
      await fresh.handler.handle({ type: 'query', id: 2, query: { ...query, text }, offset: 0, limit: 30 });
      expect(m.page).toEqual((fresh.messages.at(-1) as Extract<WorkerMessage, { type: 'result' }>).page);
      expect(m.limit).toBe(30);
    }
  });

  it('the first letters are computed after the build, in idle tasks, and answer as a search would', async () => {
    const warm = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await warm.handler.handle(LOAD);
    expect(warm.deferred.length).toBe(29); // a-z, æ, ø, å: one task each
    warm.runDeferred();
    const cold = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await cold.handler.handle(LOAD); // its tasks never run: every answer is searched on demand
    for (const text of ['l', 'k', 'æ', 'x']) {
      for (const { handler } of [warm, cold]) await handler.handle({ type: 'query', id: 1, query: { ...EMPTY_QUERY, text }, offset: 0, limit: 30 });
      const [a, b] = [warm.messages.at(-1), cold.messages.at(-1)] as Extract<WorkerMessage, { type: 'result' }>[];
      expect(a!.page).toEqual(b!.page);
    }
  });

  it('a newer keystroke drops what was still to be searched ahead of the older one', async () => {
    const { handler, messages, deferred, runDeferred } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle(LOAD);
    runDeferred(); // the first letters, precomputed after the build
    await handler.handle({ type: 'query', id: 1, query: { ...EMPTY_QUERY, text: 'l' }, offset: 0, limit: 30, speculate: true });
    const stale = deferred.length;
    await handler.handle({ type: 'query', id: 2, query: { ...EMPTY_QUERY, text: 'kyl' }, offset: 0, limit: 30, speculate: true });
    runDeferred();
    expect(deferred.length).toBe(0);
    expect(stale).toBeGreaterThan(0);
    expect(speculations(messages).map((m) => m.key)).toEqual([speculationKey({ ...EMPTY_QUERY, text: 'kyll' })]);
  });

  it("a page answered ahead asks only for the letters after it; more pages, filters' own queries and empty texts search nothing ahead", async () => {
    const { handler, messages, deferred, runDeferred } = setup([{ kind: 'body', etag: '"a"', body: 'v1' }]);
    await handler.handle(LOAD);
    runDeferred(); // the first letters, precomputed after the build
    const before = messages.length;
    await handler.handle({ type: 'speculate', query: { ...EMPTY_QUERY, text: 'kyl' }, limit: 8 });
    expect(messages.length).toBe(before); // no result: the page has it already
    runDeferred();
    expect(speculations(messages)).toMatchObject([{ key: speculationKey({ ...EMPTY_QUERY, text: 'kyll' }), limit: 8 }]);
    await handler.handle({ type: 'query', id: 3, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 30, limit: 30, speculate: true });
    await handler.handle({ type: 'query', id: 4, query: { ...EMPTY_QUERY, text: 'mælk' }, offset: 0, limit: 30 });
    await handler.handle({ type: 'query', id: 5, query: { ...EMPTY_QUERY, top200: true }, offset: 0, limit: 30, speculate: true });
    expect(deferred).toEqual([]);
  });
});

describe('fetchCatalogueOverHttp', () => {
  const ok = (status: number, body = '', headers: Record<string, string> = {}) => new Response(status === 304 ? null : body, { status, headers });
  it.each([
    [304, { kind: 'notModified' }],
    [401, { kind: 'unauthorized' }],
    [500, { kind: 'failed', status: 500, detail: '' }],
  ] as const)('%i', async (status, expected) => {
    await expect(fetchCatalogueOverHttp(LOAD, '"a"', () => Promise.resolve(ok(status)))).resolves.toEqual(expected);
  });
  it('sends credentials, the culture, If-None-Match, and a cache-buster on a dirty flag', async () => {
    const calls: [string, RequestInit][] = [];
    const fetchFn = (url: string | URL | Request, init?: RequestInit) => {
      calls.push([String(url), init!]);
      return Promise.resolve(ok(200, '{}', { ETag: '"z"' }));
    };
    await expect(fetchCatalogueOverHttp({ ...LOAD, apiBase: 'https://shop.example' }, '"a"', fetchFn as typeof fetch)).resolves.toEqual({ kind: 'body', etag: '"z"', body: '{}' });
    expect(calls[0]![0]).toBe('https://shop.example/api/product/catalogue');
    expect(calls[0]![1]).toMatchObject({ credentials: 'include', headers: { 'X-Culture': 'da-DK', 'If-None-Match': '"a"' } });
    await fetchCatalogueOverHttp({ ...LOAD, bust: true }, null, fetchFn as typeof fetch);
    expect(calls[1]![0]).toMatch(/^\/api\/product\/catalogue\?v=\d+$/);
    expect(calls[1]![1].headers).not.toHaveProperty('If-None-Match');
  });
});

describe('the real decoder refuses a copy in another format', () => {
  it('an old-format copy is fetched again instead of being misread', async () => {
    const messages: WorkerMessage[] = [];
    const fetched: (string | null)[] = [];
    const handler = createCatalogueHandler({
      fetchCatalogue: (_req, etag) => {
        fetched.push(etag);
        return Promise.resolve({ kind: 'failed', status: 503, detail: 'down' });
      },
      store: { get: () => Promise.resolve({ etag: '"old"', body: JSON.stringify({ fmt: 0, n: 3 }) }), put: () => Promise.resolve() },
      post: (m) => messages.push(m),
      now: () => 0,
    });
    await handler.handle(LOAD);
    expect(fetched).toEqual([null]);
    expect(types(messages)).toEqual([`error:${CatalogueLoadError.Failed}`]);
  });
});
