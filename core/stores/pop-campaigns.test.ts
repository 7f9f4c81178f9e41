// The cards' campaign store (issue 18 point 4b): batches per task, one call per page of cards, never an
// id twice, nothing for a visitor until a login, nothing kept after a logout, silent failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $popCampaigns, batchesOf, CAMPAIGN_BATCH_DELAY_MS, resetPopCampaigns, wantCampaigns, withAnswer } from './pop-campaigns.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const COFFEE = { id: 1, title: 'Ugens kaffe', text: 'Smag den', badge: 'Ugens kaffe', endsOn: '2025-06-09' };
let calls: string[][];
let answer: (ids: string[]) => Response;

/** Past the pause after which a batch goes out. */
const tick = () => new Promise((resolve) => setTimeout(resolve, CAMPAIGN_BATCH_DELAY_MS + 20));

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('authenticated');
  resetPopCampaigns();
  calls = [];
  answer = (ids) => json(ids.filter((id) => id.endsWith('1')).map((productId) => ({ productId, campaigns: [COFFEE] })));
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const u = new URL(url);
    expect(u.pathname).toBe('/api/product/popcampaigns');
    const ids = u.searchParams.get('products')!.split(',');
    calls.push(ids);
    return answer(ids);
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('batchesOf and withAnswer (pure)', () => {
  it.each([
    [0, 100, []],
    [30, 100, [30]],
    [100, 100, [100]],
    [101, 100, [100, 1]],
    [250, 100, [100, 100, 50]],
  ])('%i ids in batches of %i', (n, max, sizes) => {
    expect(batchesOf(Array.from({ length: n }, (_, i) => i), max).map((b) => b.length)).toEqual(sizes);
  });

  it('adds the answered products and keeps the map when nothing came', () => {
    const empty = new Map();
    expect(withAnswer(empty, [])).toBe(empty);
    const one = withAnswer(empty, [{ productId: 'A', campaigns: [COFFEE] }]);
    expect(one.get('A')).toEqual([COFFEE]);
    expect(empty.size).toBe(0);
  });
});

describe('$popCampaigns', () => {
  it('asks once for the cards rendered in one task, and never twice for an id', async () => {
    for (const id of ['101', '102', '111']) wantCampaigns(id);
    wantCampaigns('101');
    await tick();
    expect(calls).toEqual([['101', '102', '111']]);
    expect([...$popCampaigns.get().keys()]).toEqual(['101', '111']);
    wantCampaigns('101');
    wantCampaigns('121');
    await tick();
    expect(calls).toEqual([['101', '102', '111'], ['121']]);
    expect($popCampaigns.get().get('121')).toEqual([COFFEE]);
  });

  it('splits more than 100 ids into calls of at most 100', async () => {
    for (let i = 0; i < 130; i++) wantCampaigns(String(200000 + i));
    await tick();
    expect(calls.map((c) => c.length)).toEqual([100, 30]);
  });

  it("waits for a visitor's login, and forgets the campaigns at logout", async () => {
    $sessionState.set('anonymous');
    wantCampaigns('301');
    await tick();
    expect(calls).toEqual([]);
    $sessionState.set('authenticated');
    await tick();
    expect(calls).toEqual([['301']]);
    expect($popCampaigns.get().has('301')).toBe(true);
    $sessionState.set('anonymous');
    expect($popCampaigns.get().size).toBe(0);
    $sessionState.set('authenticated');
    await tick();
    expect(calls).toEqual([['301'], ['301']]);
  });

  it('shows no badge when the call fails, without a toast or an event-log entry', async () => {
    answer = () => json({ error: 'ServerError' }, 500);
    wantCampaigns('401');
    await tick();
    expect($popCampaigns.get().size).toBe(0);
    // Only the one call: handled failures are not logged (no POST /api/eventlog).
    expect(calls).toEqual([['401']]);
  });
  it('asks only for the cards still shown when the cards stop changing (typing in the search bar)', async () => {
    const leave = wantCampaigns('200001');
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_BATCH_DELAY_MS / 4));
    leave();
    wantCampaigns('200011');
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_BATCH_DELAY_MS / 4));
    expect(calls).toEqual([]);
    await tick();
    expect(calls).toEqual([['200011']]);
  });
});
