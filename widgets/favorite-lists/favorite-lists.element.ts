/**
 * `<shop-favorite-lists>`: the favourite-lists page (issue 5; spec §2, §4-§6, §8): the user's own lists
 * first, then colleagues' shared lists, with item count, sharing (shared, shared with chains, a
 * colleague's list) and a lock icon for PIN-locked lists. Each list links to the search page
 * (`?favoritelist=<id>`). The owner renames a list, shares it (admins also with chains), locks it with a
 * PIN, changes or removes the PIN and deletes it (a locked list's PIN first, then a confirmation); every
 * user creates lists, also from the purchase history (a date span). Logged-out visitors see a login link;
 * a failed load shows the §8 message with a retry button.
 *
 * Attributes:
 * - `search-url` (optional): the search page that shows a list; default the loader's `data-search-url`
 *   or '/soeg'.
 * - `login-url` (optional): where 'Log ind' goes; default the loader's `data-login-url` or '/'.
 *
 * Events: none (toasts go through <shop-toasts>).
 *
 * CSS parts: `root`, `dialog` (the PIN, new-list, rename and delete dialogs).
 * Custom properties: `--shop-color-primary`, `--shop-color-primary-hover`, `--shop-color-on-primary`,
 * `--shop-color-text`, `--shop-color-muted`, `--shop-color-border`, `--shop-color-surface`,
 * `--shop-color-surface-alt`, `--shop-color-error`, `--shop-color-warning`, `--shop-color-focus`,
 * `--shop-radius`, `--shop-font`, `--shop-backdrop`.
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { FavoriteLists } from './favorite-lists.js';
import type { FavoriteListsProps } from './favorite-lists.js';
import dialogsCss from '../favorite-list-dialogs/favorite-list-dialogs.css?inline';
import ownCss from './favorite-lists.css?inline';

export const tag = 'shop-favorite-lists';

export const ShopFavoriteListsElement = defineElement(
  tag,
  // The dialogs adopt their CSS themselves; it is listed here too so it is there at the first paint.
  wrapElement<FavoriteListsProps>(FavoriteLists, { css: `${dialogsCss}\n${ownCss}`, props: { searchUrl: 'string', loginUrl: 'string' } }),
);
