// Decision 028 fourth pass: what the loader does for the page's first view. Its own file: the loader
// starts once per module instance, and the element modules are stand-ins whose imports the test settles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { $sessionState, afterFirstView } from '../core/index.js';
import { callsTo, mockFetch } from './shared/fixtures/mock-fetch.js';

/** Each stand-in element's import: called when the loader imports it, settled by the test. */
const imports = vi.hoisted(() => {
  const calls: string[] = [];
  const done = new Map<string, () => void>();
  const importer = (tag: string) => () => {
    calls.push(tag);
    return new Promise<void>((resolve) => done.set(tag, resolve));
  };
  return { calls, done, importer };
});

vi.mock('./elements.generated.js', () => ({
  LOADER_ELEMENTS: {
    'shop-mini-basket': imports.importer('shop-mini-basket'),
    'shop-toasts': imports.importer('shop-toasts'),
    'shop-catalogue-error': imports.importer('shop-catalogue-error'),
  },
  DEFERRED_ELEMENTS: ['shop-toasts', 'shop-catalogue-error'],
  LOAD_ON_EVENT: { 'shop-catalogue-error': 'catalogue-error' },
}));

afterEach(() => vi.unstubAllGlobals());

describe('loader: the first view before the deferred elements', () => {
  it('asks for the profile at start, and imports deferred elements (and runs what waits for the first view) only after the first imports (an event-loaded one counts) and idle', async () => {
    const fetchMock = mockFetch({
      'GET /api/umbraco/dictionary/get': { body: {} },
      'POST /api/profile/profileinfo': { body: { isLoggedIn: false } },
    });
    vi.stubGlobal('requestIdleCallback', (done: () => void) => setTimeout(done, 0)); // idle comes at once
    $sessionState.set('unknown');
    document.body.innerHTML = '<shop-mini-basket></shop-mini-basket><shop-toasts></shop-toasts><shop-catalogue-error></shop-catalogue-error>';

    await import('./loader.js');
    // What no first view needs (the details shell's view) waits for the same moment (core/stores/first-view.ts).
    const later: string[] = [];
    afterFirstView(() => later.push('details view'));
    // The profile is asked for beside the dictionary (the stand-in elements never ask for it).
    expect(callsTo(fetchMock, 'POST', '/api/profile/profileinfo')).toHaveLength(1);
    await waitFor(() => expect($sessionState.get()).toBe('anonymous'));

    // The eager element is imported; the deferred ones wait for it although the page is idle.
    await waitFor(() => expect(imports.calls).toEqual(['shop-mini-basket']));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(imports.calls).toEqual(['shop-mini-basket']);
    expect(later).toEqual([]);

    // The list raises the catalogue error while it renders: its dialog is imported at once, and is now
    // part of the first view, so the other deferred element still waits.
    window.dispatchEvent(new CustomEvent('catalogue-error', { detail: { error: 'User is not logged in' } }));
    await waitFor(() => expect(imports.calls).toEqual(['shop-mini-basket', 'shop-catalogue-error']));
    imports.done.get('shop-mini-basket')!();
    await new Promise((settled) => setTimeout(settled, 50));
    expect(imports.calls).toEqual(['shop-mini-basket', 'shop-catalogue-error']);
    expect(later).toEqual([]);

    imports.done.get('shop-catalogue-error')!();
    await waitFor(() => expect(imports.calls).toEqual(['shop-mini-basket', 'shop-catalogue-error', 'shop-toasts']));
    await waitFor(() => expect(later).toEqual(['details view']));
    imports.done.get('shop-toasts')!();
    document.body.innerHTML = '';
  });
});
