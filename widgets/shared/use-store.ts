// The one way widgets read nanostores (works with React 19 and preact/compat alike).
//
// Not @nanostores/react: it subscribes through useSyncExternalStore, which preact/compat subscribes
// in a passive effect, run only after the next paint. A widget that switches stores while the user
// types (the product list has one store per query) then missed the worker's answer, arriving a few
// ms later, until that effect ran: the results were painted a frame late (issue 3: keystroke to
// painted results within a frame). A layout effect subscribes before the task ends, and the check
// right after subscribing catches anything that changed between render and subscription.
import { useLayoutEffect, useReducer, useRef } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const value = store.get();
  const shown = useRef(value);
  shown.current = value;
  useLayoutEffect(() => {
    const check = () => {
      if (store.get() !== shown.current) rerender();
    };
    const unbind = store.listen(check);
    check();
    return unbind;
  }, [store]);
  return value;
}
