// Screens load their data while a widget shows them (decision 011: in the store, not in a widget's
// effect). The one way every store that a widget used to load in an effect on mount and on login does it.
import { onMount, onNotify, onStart } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { $sessionState } from './session-state.js';

export interface LoadWhileShownOptions {
  /** Besides a logged-in session: may this user have the data at all (a permission from the profile)? */
  allowed?: () => boolean;
  /** Further stores whose change can make a load due while shown (the profile arriving). */
  watch?: readonly ReadableAtom<unknown>[];
  /**
   * Load again when the store itself is set back to needing a load while shown (a reset after the
   * data went stale). Only for a `needsLoad` that a failed load does not satisfy ('idle', not 'error'),
   * or a failing server would be asked again and again.
   */
  reloadWhenEmptied?: boolean;
}

/**
 * Calls `load` when a widget starts showing `store` to a logged-in user, when the user logs in (or a
 * watched store changes) while it is shown, and (`reloadWhenEmptied`) when the store is set back to
 * empty while shown, as long as `needsLoad` says the store has nothing yet (a store set by a story or test first stays as set).
 *
 * Each check waits a microtask and then asks for a real listener (`lc`): nanostores mounts a store on
 * every `get()` too, and an action or another store reading it (the basket page reads itself when the
 * delivery date changes) must neither start a load on a page without the widget nor a second one
 * before the first has set 'loading'. Nothing here listens to `store` itself (that would count as a
 * listener and keep it "shown" for ever); `onNotify` and `onStart` do not count. `onStart` and not only
 * `onMount`: a widget shown again within nanostores' unmount delay does not mount the store again.
 *
 * Pass the store the widget itself subscribes to, not one that a computed store derives from: a
 * computed keeps listening to its sources for a second after its own last listener left, so a source
 * would still count as shown after the widget is gone (a login in that second would load for nobody).
 */
export function loadWhileShown<T>(
  store: ReadableAtom<T>,
  needsLoad: (value: T) => boolean,
  load: () => Promise<unknown>,
  { allowed = () => true, watch = [], reloadWhenEmptied = false }: LoadWhileShownOptions = {},
): void {
  const check = () => {
    queueMicrotask(() => {
      if (store.lc > 0 && $sessionState.get() === 'authenticated' && allowed() && needsLoad(store.get())) void load();
    });
  };
  onStart(store, check);
  if (reloadWhenEmptied) {
    // Only on the change into needing a load: every other change (the load's own answers) is no cue.
    let needed = needsLoad(store.value as T);
    onNotify(store, () => {
      const now = needsLoad(store.value as T);
      if (now && !needed) check();
      needed = now;
    });
  }
  onMount(store, () => {
    const stops = [$sessionState, ...watch].map((s) => s.listen(check));
    return () => stops.forEach((stop) => stop());
  });
}
