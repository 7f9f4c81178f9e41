/**
 * `<shop-search-bar>`: the header search with suggestions (a combobox with a listbox).
 *
 * Events: none on the element (off the search page, navigation is a page load). On the search page,
 * typing and choosing update the URL in place, announced on window (below).
 *
 * @element shop-search-bar
 *
 * @attr {string} search-url - Optional: the search page; default the loader's `data-search-url` or '/soeg'.
 *   Submitting goes to `{search-url}?search=…`, a suggestion to `{search-url}?group=…&search=…`.
 * @attr {string} label - Optional: accessible name of the search landmark, default 'Varesøgning'; give a
 *   second search bar on the same page its own name.
 *
 * @fires {undefined} shop:locationchange - On window, not the element: on the search page it wrote the phrase (or a
 *   chosen suggestion) into the URL with the History API instead of loading a page. A plain `Event`, no detail.
 *   Does not bubble, not composed.
 *
 * @csspart form - the search form (role=search) around the input and button
 * @csspart input - the search field (an <input type=search>, the combobox)
 * @csspart button - the submit button
 * @csspart listbox - the suggestions popup (a <ul role=listbox>)
 * @csspart offers - the offers among the suggestions
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { SearchBar } from './search-bar.js';
import type { SearchBarProps } from './search-bar.js';
import css from './search-bar.css?inline';

export const tag = 'shop-search-bar';

export const ShopSearchBarElement = defineElement(
  tag,
  wrapElement<SearchBarProps>(SearchBar, { css, props: { searchUrl: 'string', label: 'string' } }),
);
