// GENERATED from widgets/elements.ts by scripts/generate-elements.ts: do not edit by hand.
// Run `npm run generate:elements` after changing the list (widgets/elements.test.ts checks it).

import type { ShopLoginElement } from './login/login.element.js';
import type { ShopSearchBarElement } from './search-bar/search-bar.element.js';
import type { ShopProductListElement } from './product-list/product-list.element.js';
import type { ShopMiniBasketElement } from './mini-basket/mini-basket.element.js';
import type { ShopToastsElement } from './toasts/toasts.element.js';
import type { ShopSessionExpiredElement } from './session-expired/session-expired.element.js';
import type { ShopCatalogueErrorElement } from './catalogue-error/catalogue-error.element.js';
import type { ShopDeliveryDateElement } from './delivery-date/delivery-date.element.js';
import type { ShopBasketElement } from './basket/basket.element.js';
import type { ShopOrderHistoryElement } from './order-history/order-history.element.js';
import type { ShopProductDetailsElement } from './product-details/product-details.element.js';
import type { ShopCo2eModalElement } from './co2e-modal/co2e-modal.element.js';
import type { ShopRecurringOrdersElement } from './recurring-orders/recurring-orders.element.js';
import type { ShopFavoriteListsElement } from './favorite-lists/favorite-lists.element.js';
import type { ShopQuickOrderElement } from './quick-order/quick-order.element.js';
import type { ShopPunchOutBannerElement } from './punch-out-banner/punch-out-banner.element.js';
import type { ShopPasswordReminderElement } from './password-reminder/password-reminder.element.js';
import type { ShopAllergenMatrixElement } from './allergen-matrix/allergen-matrix.element.js';
import type { ShopMyPageElement } from './my-page/my-page.element.js';
import type { ShopOfferPushElement } from './offer-push/offer-push.element.js';
import type { ShopSupplierCarouselElement } from './related-selling/supplier-carousel.element.js';
import type { ShopFocusBrandElement } from './focus-brand/focus-brand.element.js';
import type { ShopExpiryOffersElement } from './expiry-offers/expiry-offers.element.js';
import type { ShopPublicOffersElement } from './public-offers/public-offers.element.js';
import type { ShopWebSamplesElement } from './web-samples/web-samples.element.js';
import type { ShopCheckoutCampaignsElement } from './checkout-campaigns/checkout-campaigns.element.js';
import type { ShopCampaignReportElement } from './campaign-report/campaign-report.element.js';
import type { ShopPasswordElement } from './password/password.element.js';
import type { ShopRecipeElement } from './recipe/recipe.element.js';
import type { ShopRecipeFeedElement } from './recipe-feed/recipe-feed.element.js';
import type { ShopLeadGeneratorElement } from './lead-generator/lead-generator.element.js';
import type { ShopDictionaryEditorElement } from './dictionary-editor/dictionary-editor.element.js';
import type { ShopShoppingListElement } from './shopping-list/shopping-list.element.js';
import type { ShopNewSiteWelcomeElement } from './new-site-welcome/new-site-welcome.element.js';

type ElementModule = () => Promise<unknown>;

/** Tag -> its element module (a separate chunk; all of them share the core chunk). */
export const LOADER_ELEMENTS: Record<string, ElementModule> = {
  'shop-login': () => import('./login/login.element.js'),
  'shop-search-bar': () => import('./search-bar/search-bar.element.js'),
  'shop-product-list': () => import('./product-list/product-list.element.js'),
  'shop-mini-basket': () => import('./mini-basket/mini-basket.element.js'),
  'shop-toasts': () => import('./toasts/toasts.element.js'),
  'shop-session-expired': () => import('./session-expired/session-expired.element.js'),
  'shop-catalogue-error': () => import('./catalogue-error/catalogue-error.element.js'),
  'shop-delivery-date': () => import('./delivery-date/delivery-date.element.js'),
  'shop-basket': () => import('./basket/basket.element.js'),
  'shop-order-history': () => import('./order-history/order-history.element.js'),
  'shop-product-details': () => import('./product-details/product-details.element.js'),
  'shop-co2e-modal': () => import('./co2e-modal/co2e-modal.element.js'),
  'shop-recurring-orders': () => import('./recurring-orders/recurring-orders.element.js'),
  'shop-favorite-lists': () => import('./favorite-lists/favorite-lists.element.js'),
  'shop-quick-order': () => import('./quick-order/quick-order.element.js'),
  'shop-punch-out-banner': () => import('./punch-out-banner/punch-out-banner.element.js'),
  'shop-password-reminder': () => import('./password-reminder/password-reminder.element.js'),
  'shop-allergen-matrix': () => import('./allergen-matrix/allergen-matrix.element.js'),
  'shop-my-page': () => import('./my-page/my-page.element.js'),
  'shop-offer-push': () => import('./offer-push/offer-push.element.js'),
  'shop-supplier-carousel': () => import('./related-selling/supplier-carousel.element.js'),
  'shop-focus-brand': () => import('./focus-brand/focus-brand.element.js'),
  'shop-expiry-offers': () => import('./expiry-offers/expiry-offers.element.js'),
  'shop-public-offers': () => import('./public-offers/public-offers.element.js'),
  'shop-web-samples': () => import('./web-samples/web-samples.element.js'),
  'shop-checkout-campaigns': () => import('./checkout-campaigns/checkout-campaigns.element.js'),
  'shop-campaign-report': () => import('./campaign-report/campaign-report.element.js'),
  'shop-password': () => import('./password/password.element.js'),
  'shop-recipe': () => import('./recipe/recipe.element.js'),
  'shop-recipe-feed': () => import('./recipe-feed/recipe-feed.element.js'),
  'shop-lead-generator': () => import('./lead-generator/lead-generator.element.js'),
  'shop-dictionary-editor': () => import('./dictionary-editor/dictionary-editor.element.js'),
  'shop-shopping-list': () => import('./shopping-list/shopping-list.element.js'),
  'shop-new-site-welcome': () => import('./new-site-welcome/new-site-welcome.element.js'),
};

/** Tags the loader imports once the page is idle (ElementSpec.deferred). */
export const DEFERRED_ELEMENTS: readonly string[] = ['shop-toasts', 'shop-session-expired', 'shop-catalogue-error', 'shop-co2e-modal', 'shop-punch-out-banner', 'shop-password-reminder', 'shop-lead-generator'];

/** Deferred tags imported at once when this event reaches `window`, if before idle (ElementSpec.loadOnEvent). */
export const LOAD_ON_EVENT: Readonly<Record<string, string>> = { 'shop-catalogue-error': 'catalogue-error' };

declare global {
  interface HTMLElementTagNameMap {
    'shop-login': InstanceType<typeof ShopLoginElement>;
    'shop-search-bar': InstanceType<typeof ShopSearchBarElement>;
    'shop-product-list': InstanceType<typeof ShopProductListElement>;
    'shop-mini-basket': InstanceType<typeof ShopMiniBasketElement>;
    'shop-toasts': InstanceType<typeof ShopToastsElement>;
    'shop-session-expired': InstanceType<typeof ShopSessionExpiredElement>;
    'shop-catalogue-error': InstanceType<typeof ShopCatalogueErrorElement>;
    'shop-delivery-date': InstanceType<typeof ShopDeliveryDateElement>;
    'shop-basket': InstanceType<typeof ShopBasketElement>;
    'shop-order-history': InstanceType<typeof ShopOrderHistoryElement>;
    'shop-product-details': InstanceType<typeof ShopProductDetailsElement>;
    'shop-co2e-modal': InstanceType<typeof ShopCo2eModalElement>;
    'shop-recurring-orders': InstanceType<typeof ShopRecurringOrdersElement>;
    'shop-favorite-lists': InstanceType<typeof ShopFavoriteListsElement>;
    'shop-quick-order': InstanceType<typeof ShopQuickOrderElement>;
    'shop-punch-out-banner': InstanceType<typeof ShopPunchOutBannerElement>;
    'shop-password-reminder': InstanceType<typeof ShopPasswordReminderElement>;
    'shop-allergen-matrix': InstanceType<typeof ShopAllergenMatrixElement>;
    'shop-my-page': InstanceType<typeof ShopMyPageElement>;
    'shop-offer-push': InstanceType<typeof ShopOfferPushElement>;
    'shop-supplier-carousel': InstanceType<typeof ShopSupplierCarouselElement>;
    'shop-focus-brand': InstanceType<typeof ShopFocusBrandElement>;
    'shop-expiry-offers': InstanceType<typeof ShopExpiryOffersElement>;
    'shop-public-offers': InstanceType<typeof ShopPublicOffersElement>;
    'shop-web-samples': InstanceType<typeof ShopWebSamplesElement>;
    'shop-checkout-campaigns': InstanceType<typeof ShopCheckoutCampaignsElement>;
    'shop-campaign-report': InstanceType<typeof ShopCampaignReportElement>;
    'shop-password': InstanceType<typeof ShopPasswordElement>;
    'shop-recipe': InstanceType<typeof ShopRecipeElement>;
    'shop-recipe-feed': InstanceType<typeof ShopRecipeFeedElement>;
    'shop-lead-generator': InstanceType<typeof ShopLeadGeneratorElement>;
    'shop-dictionary-editor': InstanceType<typeof ShopDictionaryEditorElement>;
    'shop-shopping-list': InstanceType<typeof ShopShoppingListElement>;
    'shop-new-site-welcome': InstanceType<typeof ShopNewSiteWelcomeElement>;
  }
}
