/**
 * `<shop-web-samples>` (issue 18 point 6, §2 "web samples" page, card type web-sample): the free samples
 * a kitchen may order once each, at amount 1 and price 0. "Bestil gratis prøve" puts the sample in the
 * basket (origin WebSample 8, a toast says so); a sample in the basket or already ordered by the kitchen
 * ("Bestilt 12.11.") has no button; a second order is refused with a toast. Visitors are asked to log in.
 *
 * Events: none (adding updates the shared stores; <shop-toasts> and <shop-mini-basket> react).
 *
 * @element shop-web-samples
 *
 * @attr {string} heading - The heading, default "Vareprøver"; `heading=""` leaves it out.
 *
 * @csspart container - the whole widget (a <section>)
 * @csspart heading - the <h2>; absent with heading=""
 * @csspart grid - the list of sample cards (a <ul>)
 * @csspart card - one sample card (an <article>)
 * @csspart state - "Ligger i kurven" or "Bestilt 12.11."
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-card-min-width - grid column, 15rem
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { WebSamples } from './web-samples.js';
import type { WebSamplesProps } from './web-samples.js';
import css from './web-samples.css?inline';

export const tag = 'shop-web-samples';

export const ShopWebSamplesElement = defineElement(tag, wrapElement<WebSamplesProps>(WebSamples, { css, props: { heading: 'string' } }));
