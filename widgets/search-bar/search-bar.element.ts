/**
 * `<shop-search-bar>`: the header search with suggestions (a combobox with a listbox).
 *
 * Attributes:
 * - `search-url` (optional): the search page; default the loader's `data-search-url` or '/soeg'.
 *   Submitting goes to `{search-url}?search=…`, a suggestion to `{search-url}?group=…&search=…`.
 * - `label` (optional): accessible name of the search landmark, default 'Varesøgning'; give a second
 *   search bar on the same page its own name.
 *
 * Events: none (navigation is a page load).
 *
 * CSS parts: `form`, `input`, `button`, `listbox`.
 * Custom properties: `--shop-color-primary`, `--shop-color-surface`, `--shop-color-surface-alt`,
 * `--shop-color-border`, `--shop-color-muted`, `--shop-color-focus`, `--shop-radius`, `--shop-font`.
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
