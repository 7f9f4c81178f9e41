// When the page's first view is there (issue 15 point 2, docs/decisions/028-lighthouse.md tenth pass).
// Work that no first view needs (a widget's view behind a click, modules to have ready for later) waits for
// it, so it does not share the network's connections and the main thread with what the page shows first.
// The loader (widgets/loader.ts) knows what that is: the eager elements' imports and an event-loaded one's
// (the catalogue error a search page raises for a visitor). Without the loader (an element module imported
// on its own, Storybook, a test) the first view is simply the page being idle.

/** Calls `done` once, later; returns a cancel. */
export type IdleScheduler = (done: () => void) => () => void;

/** The longest a task waits for the page to be idle (as requestIdleCallback's `timeout`). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * `done` when the page is idle, at the latest after IDLE_TIMEOUT_MS; after 200 ms where requestIdleCallback
 * is missing (Safari). The loader's and the details shell's one idle wait.
 */
export const whenIdle: IdleScheduler = (done) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => done(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(done, 200);
  return () => clearTimeout(id);
};

let firstView: Promise<unknown> | null = null;

/** The loader's word: `settled` settles once the page's first view has been imported and the page was idle after it. */
export function announceFirstView(settled: Promise<unknown>): void {
  firstView = settled;
}

/** Forgets the announcement (tests). */
export function resetFirstView(): void {
  firstView = null;
}

/**
 * Runs `task` once the first view has settled (when the loader announced one) and the page is idle after
 * that. Returns a cancel; a cancelled task never runs.
 */
export function afterFirstView(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | null = null;
  const idleThenRun = () => {
    if (!cancelled) cancelIdle = whenIdle(() => cancelled || task());
  };
  if (firstView) void firstView.then(idleThenRun, idleThenRun);
  else idleThenRun();
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}
