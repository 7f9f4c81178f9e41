/**
 * `<shop-recipe>`: a recipe from the recipe service on the recipe page (issue 17 §3 "a recipe to a
 * basket"): name, description, picture, preparation time, tags, steps and the ingredients scaled to
 * the number of covers typed. Logged in, it lists the linked products with the quantity to order,
 * rounded up to the product's sellable unit (KG to two decimals, other units whole), their prices, the
 * total and the cost and CO2e per cover before anything is added (prices and CO2e as the user may see
 * them, §6), and "Læg alle i kurven" adds them in one add-to-order call (origin Recipe, 15), naming
 * the products that cannot be ordered. Logged out, it shows the scaling and invites to log in.
 *
 * Events: none (the basket's toasts and the mini basket follow the add).
 *
 * @element shop-recipe
 *
 * @attr {string} recipe-id - Optional: the recipe's id; default the last `-{id}` of the page's path
 *   (/inspiration/opskrifter/{urlName}-{id}, /inco-inspirerer/opskrifter/{urlName}-{id}).
 *
 * @csspart recipe - the whole recipe (an <article>)
 * @csspart image - the recipe's picture in its header (an <img>)
 * @csspart covers-input - the number-of-covers field (an <input type=number>)
 * @csspart products - the linked products section, or the visitor's log-in invitation
 * @csspart figures - the total and the cost and CO2e per cover (a <dl>)
 * @csspart add-button - the 'Læg alle i kurven' button
 * @csspart login-link - a visitor's 'log in to add' link
 * @csspart result - the add's outcome (a role=status live region)
 * @csspart message - no recipe, not found, load error or loading text in place of the recipe
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-error
 * @cssprop --shop-color-success
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { RecipeView } from './recipe.js';
import type { RecipeProps } from './recipe.js';
import css from './recipe.css?inline';

export const tag = 'shop-recipe';

export const ShopRecipeElement = defineElement(tag, wrapElement<RecipeProps>(RecipeView, { css, props: { recipeId: 'string' } }));
