/**
 * `<shop-favorite-lists>`: the favourite-lists page (issue 5; spec §2, §4-§6, §8): the user's own lists
 * first, then colleagues' shared lists, with item count, sharing (shared, shared with chains, a
 * colleague's list) and a lock icon for PIN-locked lists. Each list links to the search page
 * (`?favoritelist=<id>`). The owner renames a list, shares it (admins also with chains), locks it with a
 * PIN, changes or removes the PIN and deletes it (a locked list's PIN first, then a confirmation); every
 * user creates lists, also from the purchase history (a date span). Logged-out visitors see a login link;
 * a failed load shows the §8 message with a retry button.
 *
 * Events: none (toasts go through <shop-toasts>).
 *
 * @element shop-favorite-lists
 *
 * @attr {string} search-url - Optional: the search page that shows a list; default the loader's
 *   `data-search-url` or '/soeg'.
 * @attr {string} login-url - Optional: where 'Log ind' goes; default the loader's `data-login-url` or '/'.
 *
 * @csspart root - the page (a <div>: own and colleagues' lists with their actions, and the dialogs)
 * @csspart dialog - the PIN, new-list, rename and delete dialogs
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-error
 * @cssprop --shop-color-warning
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop
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
