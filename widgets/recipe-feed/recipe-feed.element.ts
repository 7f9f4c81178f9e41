/**
 * `<shop-recipe-feed>` (issue 17 §3): recipe cards from the recipe service with image, name and tags,
 * linked to the recipe page (§2: /inspiration/opskrifter/{urlName}-{id}, /inco-inspirerer/opskrifter/
 * on inco, by the profile's site variant).
 *
 * `mode="feed"` (default): filters per tag category (checkable chips; a recipe must carry every chosen
 * tag), a search field (asked 400 ms after the last key, or on Enter), 'Mine opskrifter' (the logged-in
 * user's favourites), 20 recipes a page (§9) with the next page loaded when the end of the list scrolls
 * into view and with 'Vis flere opskrifter'. A live region says how many recipes are shown.
 * `mode="random"`: `page-size` random recipes (a front-page teaser), `sponsored` for sponsored only.
 * A logged-in user's heart on each card marks a favourite (shared by every feed on the page); a visitor
 * sees no hearts and a hint to log in.
 *
 * Events: none (favourites update the shared store; a failure shows in <shop-toasts>).
 *
 * @element shop-recipe-feed
 *
 * @attr {string} mode - 'feed' (default) or 'random'.
 * @attr {string} page-size - Recipes a page, 1–100; default 20 (§9).
 * @attr {boolean} sponsored - Random mode: sponsored recipes only (a bare attribute; `sponsored="false"` is off).
 * @attr {string} heading - A visible heading; without it the list is labelled 'Opskrifter' for screen readers.
 *
 * @csspart container - the whole feed (a <div>)
 * @csspart heading - the <h2>; visually hidden 'Opskrifter' without the heading attribute
 * @csspart filters - the filter form (role=search): mine toggle, search field and tag categories
 * @csspart mine - the 'Mine opskrifter' toggle
 * @csspart search - the search field (an <input type=search>)
 * @csspart category - one tag category's fieldset
 * @csspart count - "Viser 20 af 45 opskrifter"
 * @csspart status - loading, empty and error
 * @csspart grid - the list of recipe cards (a <ul>)
 * @csspart card - one recipe card (an <article>)
 * @csspart image - a card's picture (an <img>; absent when the recipe has none)
 * @csspart link - a card's name linking to the recipe page (an <a>)
 * @csspart tags - a card's list of tags (a <ul>)
 * @csspart heart - a card's favourite toggle button (logged in only)
 * @csspart more - 'Vis flere opskrifter'
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-color-favorite - a marked heart, #c4001a
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-recipe-card-min-width - grid column, 15rem
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { RecipeFeed } from './recipe-feed.js';
import type { RecipeFeedProps } from './recipe-feed.js';
import css from './recipe-feed.css?inline';

export const tag = 'shop-recipe-feed';

interface WithAttributeCallback extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}
const Wrapped = wrapElement<RecipeFeedProps>(RecipeFeed, { css, props: { mode: 'string', pageSize: 'string', sponsored: 'string', heading: 'string' } });

/**
 * r2wc drops an empty attribute value and ignores a removed one (traps.md): the bare boolean `sponsored`
 * is handed on as 'true', and removing it as 'false'.
 */
class RecipeFeedElement extends (Wrapped as unknown as new () => WithAttributeCallback) {
  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    const fixed = name === 'sponsored' ? (value === null ? 'false' : value === '' ? 'true' : value) : value;
    super.attributeChangedCallback(name, oldValue, fixed);
  }
}

export const ShopRecipeFeedElement = defineElement(tag, RecipeFeedElement);
