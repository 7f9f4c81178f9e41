/**
 * `<shop-catalogue-error>`: the §8 catalogue error modal (native <dialog>, showModal()): 'Der skete
 * en fejl' / 'Der skete en fejl i indlæsningen af produktkataloget. …' with a Genindlæs button that
 * reloads the page. It opens when loading the product catalogue fails (§4): the user is not logged
 * in, the browser has no Web Workers, or the catalogue call failed. Place it once per page, like
 * <shop-toasts>.
 *
 * Attributes: none.
 *
 * Events: none of its own. It listens to the shared catalogue state; the failure itself is raised on
 * `window` as `catalogue-error` (detail: `{ error }`, e.g. 'User is not logged in') by whoever loads
 * the catalogue (core/stores/catalogue.ts), not by this element.
 *
 * @element shop-catalogue-error
 *
 * @csspart dialog - the error dialog (a <dialog>: 'Der skete en fejl' and its text)
 * @csspart button - the dialog's 'Genindlæs' button (reloads the page)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop - the ::backdrop colour
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { CatalogueError } from './catalogue-error.js';
import css from '../shared/dialog.css?inline';

export const tag = 'shop-catalogue-error';

export const ShopCatalogueErrorElement = defineElement(tag, wrapElement<Record<string, never>>(CatalogueError, { css, props: {} }));
