// The list's controls (toolbar, load-more) load behind the cards' code: not with the page, but as soon as
// a list has a session to search with (issue 15 point 3, decision 030 "Third pass"). Not later, once the
// cards are shown: the toolbar stands above them, and arriving after them it would push them down.
import { useEffect, useState } from 'react';
import type * as ListControlsExports from './list-controls.js';

export type ListControls = typeof ListControlsExports;

let controlsModule: Promise<ListControls> | null = null;
/** Set once the chunk has arrived: every later list (and render) has the controls at once. */
let loaded: ListControls | null = null;

/** The controls' chunk, fetched once per page; a failed fetch (offline) is tried again by the next list render that wants it. */
export function loadListControls(): Promise<ListControls> {
  controlsModule ??= import('./list-controls.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      controlsModule = null;
      throw error;
    },
  );
  return controlsModule;
}

/**
 * The controls' module once loaded, else null (and the import is started while `wanted` holds). `retry`
 * changes when a failed import may be tried again (the list passes its search state: a new search).
 */
export function useListControls(wanted: boolean, retry: unknown): ListControls | null {
  const [controls, setControls] = useState(loaded);
  useEffect(() => {
    if (controls || !wanted) return;
    let live = true;
    loadListControls().then(
      (module) => live && setControls(module),
      (error: unknown) => console.error('[shop-widgets] could not load the product list controls', error),
    );
    return () => {
      live = false;
    };
  }, [controls, wanted, retry]);
  return controls;
}
