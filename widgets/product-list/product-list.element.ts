/**
 * `<shop-product-list>`: products from the customer's catalogue (searched in the catalogue worker),
 * 30 cards per page, more on scroll, in gallery or list view.
 *
 * Two modes:
 * - The search page: no attributes. The list follows the page URL (§2 query parameters `search`,
 *   `group`, `favoritelist`, `featuredlist`, `f-top200`, `f-outlet`, plus `f-group` (posting groups,
 *   comma separated) and `sort`), shows sorting, view and filters, and writes changes back to the URL
 *   (a history entry each, so the back button undoes them and a link shares them). Going back to it
 *   restores the scroll position (§9 returnPos). Without a session or without Web Workers it raises
 *   the catalogue error (§4), which <shop-catalogue-error> shows.
 * - A teaser on a marketing or recipe page: any of the attributes below. It shows that query only,
 *   without filters, and only invites an anonymous visitor to log in.
 *
 * Events: none on the element (adding to the basket updates the shared stores; <shop-mini-basket> and
 * <shop-toasts> react to them). Changing the URL is announced on window (below).
 *
 * @element shop-product-list
 *
 * @attr {string} search - The phrase.
 * @attr {string} group - A posting group id (with `search`).
 * @attr {string} favorite-list - A favourite list's id.
 * @attr {string} featured-list - An editor-curated list's id.
 * @attr {string} top200 - `top200="true"`: the customer's 200 most bought.
 * @attr {string} outlet - `outlet="true"`: near-expiry and outlet products.
 * @attr {number} sorting - A sorting code (0 own priority, 1 relevance, 2 group, 3 name A-Å, 4 name Å-A, 5
 *   unit price, 6 price ascending, 7 price descending).
 * @attr {string} view - `gallery` (default) or `list`; a user's own choice (remembered) wins.
 * @attr {string} allergen-overview-url - Issue 20 point 2: where "Allergenoversigt" in a favourite list's
 *   toolbar leads, `{id}` replaced by the list's id (without `{id}`, `favoritelist=<id>` is added);
 *   default `/favoritlister/allergener?favoritelist={id}`.
 *
 * @fires {undefined} shop:locationchange - On window, not the element: the search page wrote a change (sorting, view,
 *   filters, phrase) into the URL with the History API. A plain `Event`, no detail.
 *   Does not bubble, not composed.
 *
 * @csspart list - the whole block (a <section>)
 * @csspart toolbar - the sorting, view and filter controls above the cards
 * @csspart allergen-overview - the favourite-list view's "Allergenoversigt" link
 * @csspart grid - the list of cards (a <ul>)
 * @csspart card - one product card (an <article>)
 * @csspart amount - a card's amount input
 * @csspart add-button - a card's add button (issue 22 point 2: the variant's primary colour)
 * @csspart campaign-badge - a card's campaign badge (a button)
 * @csspart campaign-popover - the campaign's details the badge opens
 * @csspart list-actions - the favourite-list view's actions
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-offer
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-card-min-width - grid column, 15rem
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { ProductList } from './product-list.js';
import type { ProductListProps } from './product-list.js';
import listCss from './product-list.css?inline';
import cardCss from './product-card.css?inline';

// One adopted text for the list and its cards (the card's styles live beside the card).
const css = `${listCss}\n${cardCss}`;

export const tag = 'shop-product-list';

/**
 * The card and its styles for the other widgets of issue 18 that show the same cards (the carousels of
 * widgets/shared/product-carousel.tsx, <shop-focus-brand>, <shop-expiry-offers>): they import this
 * module on demand, so the card stays in this entry's file instead of a chunk split off for every page
 * with a list (the search page's budget, bench/size-budget.ts).
 */
export { ProductCard, SkeletonCard } from './product-card.js';
export const PRODUCT_CARD_CSS = cardCss;
export { cardCss };

export const ShopProductListElement = defineElement(
  tag,
  wrapElement<ProductListProps>(ProductList, {
    css,
    props: {
      search: 'string',
      group: 'string',
      favoriteList: 'string',
      featuredList: 'string',
      top200: 'string',
      outlet: 'string',
      sorting: 'number',
      view: 'string',
      allergenOverviewUrl: 'string',
    },
  }),
);
