// Issue 22 point 5 (§7 environmentcheck): the browser reports what it supports, the server answers
// what the widgets need to know (where the catalogue runs, Danish problems to show). Feature flags
// only: nothing personal is sent. My page shows the problems; loaded while shown, once per page.
import { atom } from 'nanostores';
import { postEnvironmentCheck } from '../api/settings.js';
import type { EnvironmentAnswer, EnvironmentReport } from '../schemas/settings.js';
import { loadWhileShown } from './load-while-shown.js';

export type EnvironmentState = { status: 'idle' | 'loading' | 'error' } | { status: 'loaded'; answer: EnvironmentAnswer };
export const $environment = atom<EnvironmentState>({ status: 'idle' });

function probe(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false; // a blocked storage (private mode, a policy) throws on access
  }
}

/** What this browser supports, probed without storing anything lasting. */
export function detectEnvironment(g: typeof globalThis = globalThis): EnvironmentReport {
  return {
    cookies: probe(() => typeof navigator !== 'undefined' && navigator.cookieEnabled),
    localStorage: probe(() => {
      const key = '__shop_probe__';
      g.localStorage.setItem(key, '1');
      g.localStorage.removeItem(key);
      return true;
    }),
    indexedDb: probe(() => typeof g.indexedDB !== 'undefined' && g.indexedDB !== null),
    webWorkers: probe(() => typeof g.Worker === 'function'),
    customElements: probe(() => typeof g.customElements !== 'undefined' && typeof g.customElements.define === 'function'),
    cacheApi: probe(() => typeof g.caches !== 'undefined'),
  };
}

export async function checkEnvironment(): Promise<void> {
  $environment.set({ status: 'loading' });
  try {
    $environment.set({ status: 'loaded', answer: await postEnvironmentCheck(detectEnvironment(), { handled: 'all' }) });
  } catch {
    $environment.set({ status: 'error' }); // says nothing: the check only helps
  }
}

loadWhileShown($environment, (state) => state.status === 'idle', checkEnvironment);
