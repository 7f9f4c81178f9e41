/**
 * `<shop-quick-order>`: quick order from a pasted list or a CSV file (issue 20 point 1, origin CsvSearch
 * 35). A labelled textarea and a file input (.csv, .txt); "Gennemse" sends the text to POST
 * /api/product/loadcsv and shows a review table: each line's row, what was typed, the matched product
 * (by item number, the customer's own item number or EAN; duplicates merged), an amount field to
 * correct the line's amount in place (§5 rules, committed on blur and Enter), a unit select among the
 * product's units and the status with its Danish reason. A discontinued line offers "Brug
 * alternativ"; lines can be removed. "Læg N varer i kurven" sends ONE addtoorder with the orderable
 * lines; the mini basket updates and the usual toast shows. Renders nothing for anonymous visitors.
 *
 * Attributes: none (the basket link in the toast uses the loader's `data-basket-url`).
 *
 * Events: none.
 *
 * @element shop-quick-order
 *
 * @csspart container - the whole block (a <section>)
 * @csspart input - the form: the textarea, the file input and the "Gennemse" button
 * @csspart review - the "Gennemse" button
 * @csspart review-table - the review: the lines table, the summary and the add button
 * @csspart line - one reviewed line (a table row; data-status tells its status)
 * @csspart amount - a line's amount input
 * @csspart summary - how many of the lines can be ordered
 * @csspart add - the "Læg N varer i kurven" button (in list mode: adds to the shopping list)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { QuickOrder } from './quick-order.js';
import css from './quick-order.css?inline';

export const tag = 'shop-quick-order';

export const ShopQuickOrderElement = defineElement(tag, wrapElement<object>(QuickOrder, { css, props: {} }));
