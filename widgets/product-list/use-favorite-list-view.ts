// The favourite-list view's code loads with the first favourite list a product list shows, and
// opens that list's state (core/stores/favorite-list-view.ts) while the list is on the page.
import { useEffect, useState } from 'react';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { useStore } from '../shared/use-store.js';
import type * as FavoriteListViewModule from './favorite-list-view.js';
import type { FavoriteListViewState } from './favorite-list-view.js';

type FavoriteListView = typeof FavoriteListViewModule;
const NO_LIST_VIEW: ReadableAtom<FavoriteListViewState | null> = atom(null);
const LIST_ID = /^\d{1,10}$/;

/**
 * The favourite-list view's extras (bulk add, selection, own priority, unit prompt) load with the
 * first favourite list shown (decision 001: the search page's budget). `state` is the list's while
 * this list shows it.
 */
export function useFavoriteListView(listId: string | null, active: boolean) {
  const [view, setView] = useState<FavoriteListView | null>(null);
  const [failed, setFailed] = useState(false);
  const id = listId !== null && LIST_ID.test(listId) ? Number(listId) : null;
  useEffect(() => {
    if (id === null || !active || view) return;
    let live = true;
    import('./favorite-list-view.js').then(
      (module) => live && setView(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, active, view]);
  useEffect(() => (view && id !== null && active ? view.openFavoriteListView(id) : undefined), [view, id, active]);
  const state = useStore(view ? view.$favoriteListView : NO_LIST_VIEW);
  const shown = state && state.id === id ? state : null;
  return {
    view: id === null ? null : view,
    state: shown,
    /** §8 load failure: the list (or the view's code) could not be loaded. */
    failed: id !== null && (failed || shown?.status === 'error'),
    /** The list's own sorting is not known yet. */
    pending: id !== null && !failed && (!shown || shown.status === 'loading' || shown.status === 'idle'),
  };
}
