/**
 * `<shop-lead-generator>` (issue 17 §2, spec §2 'Demoer i dit køkken', §4, §5, §8, §9): a disclosure
 * button in the header with the count of new leads (active leads the visitor has not seen), opening a
 * list of kitchen demos (logo, title, text, the lead's button or 'Allerede booket'). A lead's button
 * opens its booking form (name, e-mail, phone, all required; the generic e-mail pattern); 'Send' books it
 * (POST /api/mail/sendnotification) and the lead reads 'Allerede booket'. A failed send only stops the
 * loading (§8). Anonymous visitors see the leads and are invited to log in to book. Escape and a click
 * outside close the list; the open state is kept in a cookie 30 days, the seen lead ids 10 days.
 * The button and the list load on demand (lead-generator.tsx): the element itself is tiny.
 *
 * Events: none.
 *
 * @element shop-lead-generator
 *
 * @csspart toggle - the 'Demoer i dit køkken' button
 * @csspart badge - the count of new leads
 * @csspart panel - the open list
 * @csspart lead - one lead
 * @csspart book - a lead's button (its buttonText, or 'Allerede booket' disabled)
 * @csspart form - a lead's booking form
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
// The widget's CSS loads with its chunk (lead-generator-widget.tsx), not with the element.
import { LeadGenerator } from './lead-generator.js';

export const tag = 'shop-lead-generator';

export const ShopLeadGeneratorElement = defineElement(tag, wrapElement(LeadGenerator, { css: '' }));
