import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecipePage, RecipeSummary } from '../schemas/recipes.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { clearToasts, $toasts } from './toasts.js';
import { resetFavoriteRecipes, setFavoriteRecipesFixture } from './favorite-recipes.js';
import { createRecipeFeed, type RecipeFeed } from './recipe-feed.js';

const recipe = (id: number): RecipeSummary => ({
  id, name: `Ret ${id}`, urlName: `ret-${id}`, updated: '2026-11-01', description: '', image: '', covers: 50, sponsored: false, prepMinutes: 30, tags: [],
});
const page = (from: number, count: number, total: number, p = 1): RecipePage => ({
  items: Array.from({ length: count }, (_, i) => recipe(from + i)), page: p, pageSize: 20, total,
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;
let handler: Handler;
let calls: URL[];
let feed: RecipeFeed | null;

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetFavoriteRecipes();
  clearToasts();
  calls = [];
  feed = null;
  vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.pathname !== '/api/eventlog') calls.push(url);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/recipe-service/tagCategories') return json([{ id: 1, name: 'Ret', tags: [{ id: 11, name: 'Fisk', categoryId: 1 }] }]);
    return handler(url, body);
  }));
});
afterEach(() => {
  feed?.dispose();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const listCalls = () => calls.filter((u) => u.pathname === '/recipe-service/recipes/');

describe('the recipe feed (issue 17 §3)', () => {
  it('loads the first 20 and the tag categories, then the next page on load-more, until all are shown', async () => {
    handler = (url) => json(url.searchParams.get('page') === '1' ? page(1, 20, 25) : page(21, 5, 25, 2));
    feed = createRecipeFeed();
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    await vi.waitFor(() => expect(feed!.$state.get().categoriesStatus).toBe('ready'));
    expect(feed.$state.get()).toMatchObject({ total: 25, page: 1, hasMore: true });
    expect(feed.$state.get().items).toHaveLength(20);
    expect(listCalls()[0]!.searchParams.get('pageSize')).toBe('20');
    feed.loadMore();
    feed.loadMore(); // one page at a time
    await vi.waitFor(() => expect(feed!.$state.get().items).toHaveLength(25));
    expect(feed.$state.get()).toMatchObject({ page: 2, hasMore: false, more: 'idle' });
    expect(listCalls()).toHaveLength(2);
    feed.loadMore();
    expect(listCalls()).toHaveLength(2);
  });

  it('asks the service with the selected tags and the debounced search text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handler = () => json(page(1, 3, 3));
    feed = createRecipeFeed({ debounceMs: 400 });
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    feed.toggleTag(1, 11);
    feed.toggleTag(2, 21);
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    expect(listCalls().at(-1)!.searchParams.get('tags')).toBe('11,21');
    feed.setQueryInput('la');
    feed.setQueryInput('laks ');
    vi.advanceTimersByTime(399);
    expect(listCalls()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(listCalls()).toHaveLength(4));
    expect(listCalls().at(-1)!.searchParams.get('query')).toBe('laks');
    expect(listCalls().at(-1)!.searchParams.get('tags')).toBe('11,21');
    expect(feed.$state.get().filters.query).toBe('laks');
    feed.clearFilters();
    await vi.waitFor(() => expect(listCalls()).toHaveLength(5));
    expect([...listCalls().at(-1)!.searchParams.keys()].sort()).toEqual(['page', 'pageSize']);
    expect(feed.$state.get().queryInput).toBe('');
  });

  it('never lets an older answer overwrite a newer filter\'s', async () => {
    const slow: ((r: Response) => void)[] = [];
    handler = (url) => url.searchParams.get('tags') === '11'
      ? new Promise<Response>((resolve) => slow.push(resolve))
      : json(page(url.searchParams.get('tags') ? 100 : 1, 2, 2));
    feed = createRecipeFeed();
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    feed.toggleTag(1, 11); // slow
    feed.toggleTag(1, 12); // now 11 and 12: fast
    await vi.waitFor(() => expect(feed!.$state.get().items[0]!.id).toBe(100));
    slow[0]?.(json(page(500, 2, 2)));
    await new Promise((r) => setTimeout(r, 10));
    expect(feed.$state.get().items[0]!.id).toBe(100);
    expect(feed.$state.get().filters.tags).toEqual({ 1: [11, 12] });
  });

  it('shows a failed first page as an error, and retry loads it', async () => {
    let fail = true;
    handler = () => (fail ? json({ error: 'ServerError', message: 'x' }, 500) : json(page(1, 2, 2)));
    feed = createRecipeFeed();
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('error'));
    expect($toasts.get()).toEqual([]); // the feed says it itself
    fail = false;
    feed.retry();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    expect(feed.$state.get().items).toHaveLength(2);
  });

  it('keeps the shown recipes when a load-more fails, and retry asks that page again', async () => {
    let failNext = true;
    handler = (url) => {
      if (url.searchParams.get('page') === '1') return json(page(1, 20, 30));
      return failNext ? json({ error: 'ServerError' }, 503) : json(page(21, 10, 30, 2));
    };
    feed = createRecipeFeed();
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    feed.loadMore();
    await vi.waitFor(() => expect(feed!.$state.get().more).toBe('error'));
    expect(feed.$state.get().items).toHaveLength(20);
    failNext = false;
    feed.retry();
    await vi.waitFor(() => expect(feed!.$state.get().items).toHaveLength(30));
    expect(listCalls().at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('"Mine opskrifter" asks the shop for the favourites and the service for those recipes', async () => {
    const byIds: unknown[] = [];
    handler = (url, body) => {
      if (url.pathname === '/api/favoriterecipes') return json({ recipeIds: [7, 3] });
      if (url.pathname === '/recipe-service/recipes/getbyids') {
        byIds.push(body);
        return json({ items: [recipe(7), recipe(3)], page: 1, pageSize: 20, total: 2 });
      }
      return json(page(1, 20, 40));
    };
    feed = createRecipeFeed();
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    feed.setMine(true);
    await vi.waitFor(() => expect(feed!.$state.get().items.map((r) => r.id)).toEqual([7, 3]));
    expect(byIds).toEqual([{ ids: [7, 3], page: 1, pageSize: 20 }]);
    expect(feed.$state.get()).toMatchObject({ total: 2, hasMore: false, filters: { mine: true } });
  });

  it('"Mine opskrifter" without favourites is empty without asking the service', async () => {
    setFavoriteRecipesFixture([]);
    handler = () => json(page(1, 20, 40));
    feed = createRecipeFeed({ initial: { status: 'ready' } });
    feed.setMine(true);
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    expect(feed.$state.get().items).toEqual([]);
    expect(calls.filter((u) => u.pathname.includes('getbyids'))).toEqual([]);
  });

  it('random mode asks recipes/random once with the page size and sponsored, and loads no filters', async () => {
    handler = () => json(page(1, 6, 6));
    feed = createRecipeFeed({ mode: 'random', pageSize: 4, sponsored: true });
    feed.start();
    await vi.waitFor(() => expect(feed!.$state.get().status).toBe('ready'));
    const random = calls.filter((u) => u.pathname === '/recipe-service/recipes/random');
    expect(random).toHaveLength(1);
    expect(Object.fromEntries(random[0]!.searchParams)).toEqual({ pageSize: '4', sponsored: 'true' });
    expect(feed.$state.get().items).toHaveLength(4); // never more than asked
    expect(feed.$state.get().hasMore).toBe(false);
    expect(calls.some((u) => u.pathname.includes('tagCategories'))).toBe(false);
  });

  it('a feed started from a fixture state does not load', () => {
    handler = () => json(page(1, 1, 1));
    feed = createRecipeFeed({ initial: { status: 'ready', categoriesStatus: 'ready' } });
    feed.start();
    expect(calls).toEqual([]);
  });
});
