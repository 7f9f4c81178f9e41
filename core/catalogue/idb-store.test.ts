import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetCatalogueCopy, indexedDbStore } from './idb-store.js';

describe('the browser copy of the catalogue (IndexedDB)', () => {
  it("keeps one user's copy: another user's put replaces it", async () => {
    const store = indexedDbStore();
    await store.put('a|1001', { etag: '"1"', body: 'A' });
    expect(await store.get('a|1001')).toEqual({ etag: '"1"', body: 'A' });
    await store.put('b|1002', { etag: '"2"', body: 'B' });
    expect(await store.get('a|1001')).toBeNull();
    expect(await store.get('b|1002')).toEqual({ etag: '"2"', body: 'B' });
  });

  it('is forgotten at logout, so the next person on a shared tablet finds nothing', async () => {
    await indexedDbStore().put('a|1001', { etag: '"1"', body: 'A' });
    forgetCatalogueCopy();
    expect(await indexedDbStore().get('a|1001')).toBeNull();
  });

  it('without IndexedDB (private mode, old browsers) there is simply no copy', async () => {
    // A factory that throws is what private mode and blocked storage give.
    const broken = indexedDbStore({ open: () => { throw new Error('SecurityError'); } } as unknown as IDBFactory);
    await expect(broken.get('x')).resolves.toBeNull();
    await expect(broken.put('x', { etag: '"1"', body: '' })).resolves.toBeUndefined();
  });
});
