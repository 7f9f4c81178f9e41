// THE list of custom elements (issue 23 §5). Everything else that names the elements is derived from it:
//  - widgets/elements.generated.ts (`npm run generate:elements`, scripts/generate-elements.ts): the
//    loader's tag -> module map and the `HTMLElementTagNameMap` entries for TypeScript users;
//  - tsup.config.ts: one bundle entry per element (`elements/<tag>.js` in dist/ and dist-react/);
//  - widgets/elements.test.ts (the generated file is fresh, every `*.element.ts` folder is listed),
//    widgets/element-contracts.test.ts (the doc comment's JSDoc tags match) and
//    widgets/stories.test.tsx (every element's folder has stories).
// Plain data without imports: tsup.config.ts and the generator read it in Node.

export interface ElementSpec {
  /** The custom element's tag name; also its doc comment's `@element` tag. */
  readonly tag: `shop-${string}`;
  /** Folder under widgets/. */
  readonly folder: string;
  /** The element module in that folder (defines the element when imported). */
  readonly module: `${string}.element.ts`;
  /** The constructor the module exports (`defineElement(tag, …)`). */
  readonly className: string;
  /** The loader (shop-widgets.js) imports the module the first time the tag is on a page. */
  readonly inLoader: boolean;
  /**
   * Not needed for the page's first render: a gate in every page's header that usually renders nothing
   * (or a button that may come a moment later), or a layout element that shows a store's state only when
   * something happens (toasts, session expiry, catalogue failure, the CO2e modal the details view opens:
   * the state waits in its store until the element is there, issue 15 point 3, decision 030). The loader imports it once the page is idle, after
   * the widgets a customer came for; it is outside the pages' first-load budgets (bench/size.ts).
   */
  readonly deferred?: boolean;
  /**
   * A deferred element whose moment can come before the page is idle: the loader imports it at once when
   * this event is dispatched on `window`, or when idle, whichever is first. The catalogue error modal is
   * the search page's largest paint for a visitor (§4 opens it when the catalogue refuses an anonymous
   * user), so it should not wait for idle behind the page's other work (issue 15 point 2, decision 028).
   */
  readonly loadOnEvent?: string;
  /** Where the element was asked for. */
  readonly issue: string;
}

/** In loader order (the order the loader scans a page in). */
export const ELEMENT_LIST = [
  { tag: 'shop-login', folder: 'login', module: 'login.element.ts', className: 'ShopLoginElement', inLoader: true, issue: 'issue 2' },
  { tag: 'shop-search-bar', folder: 'search-bar', module: 'search-bar.element.ts', className: 'ShopSearchBarElement', inLoader: true, issue: 'issue 2' },
  { tag: 'shop-product-list', folder: 'product-list', module: 'product-list.element.ts', className: 'ShopProductListElement', inLoader: true, issue: 'issue 2' },
  { tag: 'shop-mini-basket', folder: 'mini-basket', module: 'mini-basket.element.ts', className: 'ShopMiniBasketElement', inLoader: true, issue: 'issue 2' },
  { tag: 'shop-toasts', folder: 'toasts', module: 'toasts.element.ts', className: 'ShopToastsElement', inLoader: true, deferred: true, issue: 'issue 2' },
  { tag: 'shop-session-expired', folder: 'session-expired', module: 'session-expired.element.ts', className: 'ShopSessionExpiredElement', inLoader: true, deferred: true, issue: 'issue 2' },
  { tag: 'shop-catalogue-error', folder: 'catalogue-error', module: 'catalogue-error.element.ts', className: 'ShopCatalogueErrorElement', inLoader: true, deferred: true, loadOnEvent: 'catalogue-error', issue: 'issue 3' },
  { tag: 'shop-delivery-date', folder: 'delivery-date', module: 'delivery-date.element.ts', className: 'ShopDeliveryDateElement', inLoader: true, issue: 'issue 7' },
  { tag: 'shop-basket', folder: 'basket', module: 'basket.element.ts', className: 'ShopBasketElement', inLoader: true, issue: 'issue 7' },
  { tag: 'shop-order-history', folder: 'order-history', module: 'order-history.element.ts', className: 'ShopOrderHistoryElement', inLoader: true, issue: 'issue 7' },
  { tag: 'shop-product-details', folder: 'product-details', module: 'product-details.element.ts', className: 'ShopProductDetailsElement', inLoader: true, issue: 'issue 4' },
  { tag: 'shop-co2e-modal', folder: 'co2e-modal', module: 'co2e-modal.element.ts', className: 'ShopCo2eModalElement', inLoader: true, deferred: true, issue: 'issue 4' },
  { tag: 'shop-recurring-orders', folder: 'recurring-orders', module: 'recurring-orders.element.ts', className: 'ShopRecurringOrdersElement', inLoader: true, issue: 'issue 6' },
  { tag: 'shop-favorite-lists', folder: 'favorite-lists', module: 'favorite-lists.element.ts', className: 'ShopFavoriteListsElement', inLoader: true, issue: 'issue 5' },
  { tag: 'shop-quick-order', folder: 'quick-order', module: 'quick-order.element.ts', className: 'ShopQuickOrderElement', inLoader: true, issue: 'issue 20' },
  { tag: 'shop-punch-out-banner', folder: 'punch-out-banner', module: 'punch-out-banner.element.ts', className: 'ShopPunchOutBannerElement', inLoader: true, deferred: true, issue: 'issue 16' },
  { tag: 'shop-password-reminder', folder: 'password-reminder', module: 'password-reminder.element.ts', className: 'ShopPasswordReminderElement', inLoader: true, deferred: true, issue: 'issue 19' },
  { tag: 'shop-allergen-matrix', folder: 'allergen-matrix', module: 'allergen-matrix.element.ts', className: 'ShopAllergenMatrixElement', inLoader: true, issue: 'issue 20' },
  { tag: 'shop-my-page', folder: 'my-page', module: 'my-page.element.ts', className: 'ShopMyPageElement', inLoader: true, issue: 'issue 20' },
  { tag: 'shop-offer-push', folder: 'offer-push', module: 'offer-push.element.ts', className: 'ShopOfferPushElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-supplier-carousel', folder: 'related-selling', module: 'supplier-carousel.element.ts', className: 'ShopSupplierCarouselElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-focus-brand', folder: 'focus-brand', module: 'focus-brand.element.ts', className: 'ShopFocusBrandElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-expiry-offers', folder: 'expiry-offers', module: 'expiry-offers.element.ts', className: 'ShopExpiryOffersElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-public-offers', folder: 'public-offers', module: 'public-offers.element.ts', className: 'ShopPublicOffersElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-web-samples', folder: 'web-samples', module: 'web-samples.element.ts', className: 'ShopWebSamplesElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-checkout-campaigns', folder: 'checkout-campaigns', module: 'checkout-campaigns.element.ts', className: 'ShopCheckoutCampaignsElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-campaign-report', folder: 'campaign-report', module: 'campaign-report.element.ts', className: 'ShopCampaignReportElement', inLoader: true, issue: 'issue 18' },
  { tag: 'shop-password', folder: 'password', module: 'password.element.ts', className: 'ShopPasswordElement', inLoader: true, issue: 'issue 19' },
  { tag: 'shop-recipe', folder: 'recipe', module: 'recipe.element.ts', className: 'ShopRecipeElement', inLoader: true, issue: 'issue 17' },
  { tag: 'shop-recipe-feed', folder: 'recipe-feed', module: 'recipe-feed.element.ts', className: 'ShopRecipeFeedElement', inLoader: true, issue: 'issue 17' },
  { tag: 'shop-lead-generator', folder: 'lead-generator', module: 'lead-generator.element.ts', className: 'ShopLeadGeneratorElement', inLoader: true, deferred: true, issue: 'issue 17' },
  { tag: 'shop-dictionary-editor', folder: 'dictionary-editor', module: 'dictionary-editor.element.ts', className: 'ShopDictionaryEditorElement', inLoader: true, issue: 'issue 17' },
  { tag: 'shop-shopping-list', folder: 'shopping-list', module: 'shopping-list.element.ts', className: 'ShopShoppingListElement', inLoader: true, issue: 'issue 22' },
  { tag: 'shop-new-site-welcome', folder: 'new-site-welcome', module: 'new-site-welcome.element.ts', className: 'ShopNewSiteWelcomeElement', inLoader: true, issue: 'issue 22' },
] as const satisfies readonly ElementSpec[];

export type ElementTag = (typeof ELEMENT_LIST)[number]['tag'];

/** tsup entries: `elements/<tag>` -> the element module (dist/elements/<tag>.js). */
export function elementEntries(elements: readonly ElementSpec[] = ELEMENT_LIST): Record<string, string> {
  return Object.fromEntries(elements.map((e) => [`elements/${e.tag}`, `widgets/${e.folder}/${e.module}`]));
}
