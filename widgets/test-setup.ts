// Component tests (happy-dom): unmount React trees and clear the DOM after every test (a leftover
// r2wc element makes vitest exit 1 after all tests pass), restore fetch stubs and reset stores.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { resetStores } from './shared/fixtures/stores.js';
import { dropPendingLocationSearch } from './shared/navigate.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  resetStores();
  dropPendingLocationSearch(); // a live URL change of this test must not land in the next one
  window.history.replaceState(null, '', '/');
});
