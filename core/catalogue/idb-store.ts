// The browser copy of the catalogue (issue 3 §2): IndexedDB, one entry per user, available in
// workers. Every failure (private mode, quota, a blocked upgrade) degrades to "no copy": the
// catalogue then simply comes from the network.
import type { CachedCatalogue, CatalogueStore } from './worker-handler.js';

export const CATALOGUE_DB_NAME = 'shop-catalogue';
const DB_NAME = CATALOGUE_DB_NAME;
const STORE = 'catalogues';
const VERSION = 1;

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => {
      const db = req.result;
      // Let a logout's deleteDatabase (forgetCatalogueCopy) through instead of blocking it.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    req.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = op(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function isCached(value: unknown): value is CachedCatalogue {
  const v = value as CachedCatalogue | null;
  return typeof v === 'object' && v !== null && typeof v.etag === 'string' && typeof v.body === 'string';
}

export function indexedDbStore(factory: IDBFactory | undefined = globalThis.indexedDB): CatalogueStore {
  let dbPromise: Promise<IDBDatabase> | null = null;
  const db = async () => {
    if (!factory) throw new Error('No IndexedDB');
    dbPromise ??= open(factory);
    const handle = await dbPromise;
    try {
      handle.transaction(STORE, 'readonly').abort(); // still open? (closed by a versionchange)
      return handle;
    } catch {
      dbPromise = open(factory);
      return dbPromise;
    }
  };
  return {
    async get(userKey) {
      try {
        const value: unknown = await run(await db(), 'readonly', (s) => s.get(userKey));
        return isCached(value) ? value : null;
      } catch {
        return null;
      }
    },
    async put(userKey, value) {
      try {
        const handle = await db();
        // One catalogue per browser is enough: another user's copy is useless to this one.
        await run(handle, 'readwrite', (s) => s.clear());
        await run(handle, 'readwrite', (s) => s.put(value, userKey));
      } catch {
        // No copy: the next visit fetches again.
      }
    },
  };
}

/**
 * Removes the browser copy. Called when the user logs out or turns out to be logged out: a kitchen
 * tablet is shared, and the next person must not find the previous customer's prices in storage.
 */
export function forgetCatalogueCopy(factory: IDBFactory | undefined = globalThis.indexedDB): void {
  try {
    factory?.deleteDatabase(CATALOGUE_DB_NAME);
  } catch {
    // storage unavailable: nothing to forget
  }
}
