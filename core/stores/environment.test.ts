import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './environment.js';

describe('detectEnvironment (§7 environmentcheck)', () => {
  const storage = { setItem: () => undefined, removeItem: () => undefined };
  const blocked = { setItem: () => { throw new Error('SecurityError'); }, removeItem: () => undefined };
  it.each([
    ['everything', { localStorage: storage, indexedDB: {}, Worker: function Worker() {}, customElements: { define: () => undefined }, caches: {} }, { localStorage: true, indexedDb: true, webWorkers: true, customElements: true, cacheApi: true }],
    ['nothing', {}, { localStorage: false, indexedDb: false, webWorkers: false, customElements: false, cacheApi: false }],
    ['blocked storage', { localStorage: blocked, indexedDB: null }, { localStorage: false, indexedDb: false, webWorkers: false, customElements: false, cacheApi: false }],
  ])('%s', (_name, g, expected) => {
    expect(detectEnvironment(g as unknown as typeof globalThis)).toMatchObject(expected);
  });
});
