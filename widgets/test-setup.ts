// Component tests (happy-dom): unmount React trees and clear the DOM after every test (a leftover
// r2wc element makes vitest exit 1 after all tests pass), restore fetch stubs and reset stores.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { resetStores } from './shared/fixtures/stores.js';
import { $co2Budget } from '../core/stores/co2-budget.js';
import { dropPendingLocationSearch } from './shared/navigate.js';

// waitFor's 1 s default failed a fresh clone while both cores were busy (issue 15: 'a priority change
// saves through sortorder'); each waitFor still waits for one specific thing, just longer on a slow machine.
configure({ asyncUtilTimeout: 5_000 });

// Issue 20 point 5: from the first test on, as after every resetStores, the basket's CO2e budget is
// known to be absent, so a basket test that does not mock it never reaches for the network.
$co2Budget.set({ status: 'ready', budget: null, swapping: null });

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
