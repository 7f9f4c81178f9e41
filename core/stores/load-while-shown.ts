// Screens load their data while a widget shows them (decision 011: in the store, not in a widget's
// effect). Shared by the stores whose widget used to load in an effect on mount and on login.
import { onMount, onStart } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { $sessionState } from './session-state.js';

/**
 * Calls `load` when a widget starts showing `store` to a logged-in user, and when the user logs in
 * while it is shown, as long as `needsLoad` says the store has nothing yet (a store set by a story or
 * test first stays as set).
 *
 * Each check waits a microtask and then asks for a real listener (`lc`): nanostores mounts a store on
 * every `get()` too, and an action or another store reading it (the basket page reads itself when the
 * delivery date changes) must neither start a load on a page without the widget nor a second one
 * before the first has set 'loading'. `onStart` and not only `onMount`: a widget shown again within
 * nanostores' unmount delay does not mount the store again.
 *
 * Pass the store the widget itself subscribes to, not one that a computed store derives from: a
 * computed keeps listening to its sources for a second after its own last listener left, so a source
 * would still count as shown after the widget is gone (a login in that second would load for nobody).
 */
export function loadWhileShown<T>(store: ReadableAtom<T>, needsLoad: (value: T) => boolean, load: () => Promise<unknown>): void {
  const check = () => {
    queueMicrotask(() => {
      if (store.lc > 0 && $sessionState.get() === 'authenticated' && needsLoad(store.get())) void load();
    });
  };
  onStart(store, check);
  onMount(store, () =>
    $sessionState.listen((state) => {
      if (state === 'authenticated') check();
    }),
  );
}
