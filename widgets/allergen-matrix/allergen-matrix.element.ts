/**
 * `<shop-allergen-matrix>`: the allergen overview of a favourite list (issue 20 point 2; EU 1169/2011
 * art. 44: a kitchen shows its diners the allergens of what it serves). The products of the list in its
 * order against the EU 14 allergens: "●" contains, "○" may contain, an empty cell does not contain, and
 * "Ingen varedata" across a product without food info. The caption names the list and the date; each
 * row shows the product number and the food-info version. "Udskriv" prints it (A4 landscape, 30
 * products a page, the header repeated on each page; the page should set `@page { size: A4 landscape }`,
 * see examples/site/assets/site.css), "Hent CSV" downloads it for Excel. Only for a logged-in user; a
 * list the user does not see says so.
 *
 * Events: none.
 *
 * @element shop-allergen-matrix
 *
 * @attr {string} list-id - Optional: the favourite list's id; without it the page's `?favoritelist=<id>`.
 *
 * @csspart status - no list chosen, loading, list not found, or load failed (with 'Prøv igen')
 * @csspart container - the overview (a <section>: actions, table and legend)
 * @csspart actions - the 'Udskriv' and 'Hent CSV' buttons above the table
 * @csspart table - the allergen table (a <table>: the list's products against the EU 14 allergens)
 * @csspart legend - the legend under the table (what "●", "○" and an empty cell mean)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-error - tint of a "contains" cell (the mark carries the meaning)
 * @cssprop --shop-color-warning - tint of a "may contain" cell
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { AllergenMatrixView } from './allergen-matrix.js';
import type { AllergenMatrixProps } from './allergen-matrix.js';
import css from './allergen-matrix.css?inline';

export const tag = 'shop-allergen-matrix';

export const ShopAllergenMatrixElement = defineElement(
  tag,
  wrapElement<AllergenMatrixProps>(AllergenMatrixView, { css, props: { listId: 'string' } }),
);
