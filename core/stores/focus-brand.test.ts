import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMount } from 'nanostores';
import type { FocusBrand, FocusBrandPage } from '../schemas/focus.js';
import { configureShop } from './config.js';
import { $sessionState } from './session-state.js';
import { $focusBrand, resetFocusBrand, showFocusBrand } from './focus-brand.js';

const brand: FocusBrand = { slug: 'arla', name: 'Arla', logo: '/l.svg', thumb: '/t.svg', text: 'Mejeriet.', productCount: null };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let asked: string[];

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test' });
  $sessionState.set('unknown');
  resetFocusBrand();
  asked = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const u = new URL(url);
    if (u.pathname === '/api/eventlog') return json({});
    asked.push(u.pathname);
    if (u.pathname === '/api/focusbrands') return json([brand]);
    if (u.pathname !== '/api/focusbrands/arla') return json({ error: 'NotFound', message: 'Brandet findes ikke.' }, 404);
    // The server answers products for a session only.
    const page: FocusBrandPage = { brand, products: $sessionState.get() === 'authenticated' ? [] : null };
    return json(page);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('focus brand store (issue 18 point 3)', () => {
  it('waits for the session to be known, so a logged-in user gets the products in the first answer', async () => {
    keepMount($focusBrand);
    showFocusBrand('arla');
    await Promise.resolve();
    expect(asked).toEqual([]);
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ slug: 'arla', status: 'ready', products: [] }));
    expect(asked).toEqual(['/api/focusbrands/arla']);
  });

  it('anonymous: the brand without products; a login loads it again with them, a logout without', async () => {
    keepMount($focusBrand);
    $sessionState.set('anonymous');
    showFocusBrand('arla');
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ status: 'ready', products: null, brand: { name: 'Arla' } }));
    $sessionState.set('authenticated');
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ status: 'ready', products: [] }));
    $sessionState.set('anonymous');
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ status: 'ready', products: null }));
    expect(asked).toEqual(['/api/focusbrands/arla', '/api/focusbrands/arla', '/api/focusbrands/arla']);
  });

  it('no brand: the overview; an unknown brand: notFound; a slug that cannot be one: notFound without a call', async () => {
    keepMount($focusBrand);
    $sessionState.set('anonymous');
    showFocusBrand(null);
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ slug: null, status: 'ready', brands: [brand] }));
    showFocusBrand('findes-ikke');
    await vi.waitFor(() => expect($focusBrand.get()).toMatchObject({ slug: 'findes-ikke', status: 'notFound' }));
    showFocusBrand('med mellemrum');
    expect($focusBrand.get()).toMatchObject({ slug: 'med mellemrum', status: 'notFound' });
    expect(asked).toEqual(['/api/focusbrands', '/api/focusbrands/findes-ikke']);
  });
});
