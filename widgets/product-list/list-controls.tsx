// The list's controls around the cards: the search page's toolbar (sorting, view, filters) with its CSS,
// and the load-more button with its sentinel. A chunk of its own (issue 15 point 3, decision 030 "Third
// pass"): the first cards do not wait for it; use-list-controls.ts imports it as soon as the list has a
// session, so it is normally there before the results it surrounds.
import { useCallback } from 'react';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import { ListToolbar } from './list-toolbar.js';
import type { ListToolbarProps } from './list-toolbar.js';
import toolbarCss from './list-toolbar.css?inline';

export { LoadMore } from './load-more.js';

/** The toolbar with its styles, adopted into the list's shadow root when it mounts (before it is painted). */
export function Toolbar(props: ListToolbarProps) {
  const adopt = useCallback((el: HTMLElement | null) => {
    const root = el?.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, [toolbarCss]);
  }, []);
  return (
    <div ref={adopt} style={{ display: 'contents' }}>
      {supportsAdoptedStyleSheets() ? null : <style>{toolbarCss}</style>}
      <ListToolbar {...props} />
    </div>
  );
}
