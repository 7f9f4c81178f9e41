// §8, §9 timings in one place, so widgets and tests agree.
export const TOAST_MS = {
  /** Amount errors and cart errors (§5, §8). */
  error: 3000,
  /** HTTP failure toast and the cart success toast (§8). */
  http: 4000,
  success: 4000,
  /** Recurring-order load failures (§8). */
  long: 5000,
  /** Cart warnings and server messages shown for 6 s (§8). */
  warning: 6000,
} as const;

// §9's suggestion debounce (100 / 325 ms) is not needed: suggestions come from the catalogue worker,
// which answers within a frame, so the header bar asks on every keystroke (issue 3).

/** §2 full-screen loader: content shown after 125 ms, hidden after 75 ms. */
export const LOADER_SHOW_DELAY_MS = 125;
export const LOADER_HIDE_DELAY_MS = 75;

/** §9 visibility threshold for "more on scroll". */
export const LOAD_MORE_THRESHOLD = 0.5;
