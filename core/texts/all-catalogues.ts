// Every Danish catalogue of the shop, for the dictionary's editor (the server lists every key with its
// default text) and the completeness test (core/texts/dictionary-keys.test.ts). NOT for widgets: it
// loads every text of every screen, which is what the per-screen split keeps out of each page's bundle.
// A new catalogue file goes here too (the test fails until it does).
import { daAllergenGuard } from './da-allergen-guard.js';
import { daAllergenMatrix } from './da-allergen-matrix.js';
import { daAllergenOverview } from './da-allergen-overview.js';
import { daBasketTime } from './da-basket-time.js';
import { daCheckoutBasket } from './da-checkout-basket.js';
import { daCheckout } from './da-checkout.js';
import { daCmsWidgets } from './da-cms-widgets.js';
import { daCo2Budget } from './da-co2-budget.js';
import { daDictionaryEditor } from './da-dictionary-editor.js';
import { daDrivers } from './da-drivers.js';
import { daExpiryOffers } from './da-expiry-offers.js';
import { daFavoriteListView } from './da-favorite-list-view.js';
import { daFavoriteLists } from './da-favorite-lists.js';
import { daFocus } from './da-focus.js';
import { daKitchenSettingsServer } from './da-kitchen-settings-server.js';
import { daLeads } from './da-leads.js';
import { daLoginLink } from './da-login-link.js';
import { daLoginNeeded } from './da-login-needed.js';
import { daLogin2 } from './da-login2.js';
import { daMySettings } from './da-my-settings.js';
import { daMail } from './da-mail.js';
import { daMiniBasket } from './da-mini-basket.js';
import { daMyPage } from './da-my-page.js';
import { daNewSite } from './da-new-site.js';
import { daOffersCampaign } from './da-offers-campaign.js';
import { daOffersPublicServer } from './da-offers-public-server.js';
import { daOffersSellingToast } from './da-offers-selling-toast.js';
import { daOffersSelling } from './da-offers-selling.js';
import { daOrders } from './da-orders.js';
import { daPassword } from './da-password.js';
import { daProductDetails } from './da-product-details.js';
import { daProductDropdown } from './da-product-dropdown.js';
import { daPublicOffers } from './da-public-offers.js';
import { daPunchOut } from './da-punch-out.js';
import { daQuickOrder } from './da-quick-order.js';
import { daRecipeService } from './da-recipe-service.js';
import { daRecipe } from './da-recipe.js';
import { daRecipes } from './da-recipes.js';
import { daRecurringAddresses } from './da-recurring-addresses.js';
import { daRecurringNotices } from './da-recurring-notices.js';
import { daRecurringOrdersDropdown } from './da-recurring-orders-dropdown.js';
import { daRecurringOrdersPage } from './da-recurring-orders-page.js';
import { daRecurringOrders } from './da-recurring-orders.js';
import { daServer } from './da-server.js';
import { daShoppingListMode } from './da-shopping-list-mode.js';
import { daShoppingList } from './da-shopping-list.js';
import { daShoppingListServer } from './da-shopping-list-server.js';
import { daUsernamesMail } from './da-usernames-mail.js';
import { daUsernames } from './da-usernames.js';
import { daValidation } from './da-validation.js';
import { daWebSamples } from './da-web-samples.js';
import { daWeighedOrders } from './da-weighed-orders.js';
import { daWeighed } from './da-weighed.js';
import { da } from './da.js';
import { dictionaryEntries, type DictionaryEntry } from './dictionary.js';

/** Each catalogue by its exported name (what the source writes before the dot), with its object. */
export const CATALOGUES = {
  daAllergenGuard: { file: 'da-allergen-guard.ts', texts: daAllergenGuard },
  daAllergenMatrix: { file: 'da-allergen-matrix.ts', texts: daAllergenMatrix },
  daAllergenOverview: { file: 'da-allergen-overview.ts', texts: daAllergenOverview },
  daBasketTime: { file: 'da-basket-time.ts', texts: daBasketTime },
  daCheckoutBasket: { file: 'da-checkout-basket.ts', texts: daCheckoutBasket },
  daCheckout: { file: 'da-checkout.ts', texts: daCheckout },
  daCmsWidgets: { file: 'da-cms-widgets.ts', texts: daCmsWidgets },
  daCo2Budget: { file: 'da-co2-budget.ts', texts: daCo2Budget },
  daDictionaryEditor: { file: 'da-dictionary-editor.ts', texts: daDictionaryEditor },
  daDrivers: { file: 'da-drivers.ts', texts: daDrivers },
  daExpiryOffers: { file: 'da-expiry-offers.ts', texts: daExpiryOffers },
  daFavoriteListView: { file: 'da-favorite-list-view.ts', texts: daFavoriteListView },
  daFavoriteLists: { file: 'da-favorite-lists.ts', texts: daFavoriteLists },
  daFocus: { file: 'da-focus.ts', texts: daFocus },
  daKitchenSettingsServer: { file: 'da-kitchen-settings-server.ts', texts: daKitchenSettingsServer },
  daLeads: { file: 'da-leads.ts', texts: daLeads },
  daLoginLink: { file: 'da-login-link.ts', texts: daLoginLink },
  daLoginNeeded: { file: 'da-login-needed.ts', texts: daLoginNeeded },
  daLogin2: { file: 'da-login2.ts', texts: daLogin2 },
  daMail: { file: 'da-mail.ts', texts: daMail },
  daMiniBasket: { file: 'da-mini-basket.ts', texts: daMiniBasket },
  daMyPage: { file: 'da-my-page.ts', texts: daMyPage },
  daMySettings: { file: 'da-my-settings.ts', texts: daMySettings },
  daNewSite: { file: 'da-new-site.ts', texts: daNewSite },
  daOffersCampaign: { file: 'da-offers-campaign.ts', texts: daOffersCampaign },
  daOffersPublicServer: { file: 'da-offers-public-server.ts', texts: daOffersPublicServer },
  daOffersSellingToast: { file: 'da-offers-selling-toast.ts', texts: daOffersSellingToast },
  daOffersSelling: { file: 'da-offers-selling.ts', texts: daOffersSelling },
  daOrders: { file: 'da-orders.ts', texts: daOrders },
  daPassword: { file: 'da-password.ts', texts: daPassword },
  daProductDetails: { file: 'da-product-details.ts', texts: daProductDetails },
  daProductDropdown: { file: 'da-product-dropdown.ts', texts: daProductDropdown },
  daPublicOffers: { file: 'da-public-offers.ts', texts: daPublicOffers },
  daPunchOut: { file: 'da-punch-out.ts', texts: daPunchOut },
  daQuickOrder: { file: 'da-quick-order.ts', texts: daQuickOrder },
  daRecipeService: { file: 'da-recipe-service.ts', texts: daRecipeService },
  daRecipe: { file: 'da-recipe.ts', texts: daRecipe },
  daRecipes: { file: 'da-recipes.ts', texts: daRecipes },
  daRecurringAddresses: { file: 'da-recurring-addresses.ts', texts: daRecurringAddresses },
  daRecurringNotices: { file: 'da-recurring-notices.ts', texts: daRecurringNotices },
  daRecurringOrdersDropdown: { file: 'da-recurring-orders-dropdown.ts', texts: daRecurringOrdersDropdown },
  daRecurringOrdersPage: { file: 'da-recurring-orders-page.ts', texts: daRecurringOrdersPage },
  daRecurringOrders: { file: 'da-recurring-orders.ts', texts: daRecurringOrders },
  daServer: { file: 'da-server.ts', texts: daServer },
  daShoppingListMode: { file: 'da-shopping-list-mode.ts', texts: daShoppingListMode },
  daShoppingList: { file: 'da-shopping-list.ts', texts: daShoppingList },
  daShoppingListServer: { file: 'da-shopping-list-server.ts', texts: daShoppingListServer },
  daUsernamesMail: { file: 'da-usernames-mail.ts', texts: daUsernamesMail },
  daUsernames: { file: 'da-usernames.ts', texts: daUsernames },
  daValidation: { file: 'da-validation.ts', texts: daValidation },
  daWebSamples: { file: 'da-web-samples.ts', texts: daWebSamples },
  daWeighedOrders: { file: 'da-weighed-orders.ts', texts: daWeighedOrders },
  daWeighed: { file: 'da-weighed.ts', texts: daWeighed },
  da: { file: 'da.ts', texts: da },
} as const;

export type CatalogueName = keyof typeof CATALOGUES;

/** Every keyed text of every catalogue. */
export function allDictionaryEntries(): readonly DictionaryEntry[] {
  return dictionaryEntries();
}
