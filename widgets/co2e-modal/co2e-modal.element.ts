/**
 * `<shop-co2e-modal>`: the CO2e modal (issue 4 point 7): a product's kg CO2e per kg and per sales unit,
 * what CO2e means and a link to the explanation page, in a native modal <dialog>. Place it once per
 * page (the example site has it in the shared layout); the details view's 'Se klimaaftryk' opens it
 * (core `openCo2eModal`). Users with hideCo2 never see it; figures that round to '0,00' are left out.
 * Escape and 'Luk' close it; focus returns to the button that opened it.
 *
 * Events: none.
 *
 * @element shop-co2e-modal
 *
 * @attr {string} explanation-url - Optional: the CO2 explanation page (default `/baeredygtighed/co2e`); an
 *   https or site-relative address (others are ignored).
 *
 * @csspart dialog - the dialog (a <dialog>: 'Klimaaftryk (CO2e)', the product's figures, the explanation)
 * @csspart link - the 'Læs mere om CO2e' link
 * @csspart button - the dialog's 'Luk' button
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 * @cssprop --shop-backdrop - the ::backdrop colour
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Co2eModal } from './co2e-modal.js';
import type { Co2eModalProps } from './co2e-modal.js';
import dialogCss from '../shared/dialog.css?inline';
import co2eCss from './co2e-modal.css?inline';

export const tag = 'shop-co2e-modal';

export const ShopCo2eModalElement = defineElement(
  tag,
  wrapElement<Co2eModalProps>(Co2eModal, { css: `${dialogCss}\n${co2eCss}`, props: { explanationUrl: 'string' } }),
);
