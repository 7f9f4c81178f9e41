// The success answers the OpenAPI document describes with a schema (issue 21 point 7, decision 024):
// the core schema the widgets' client parses each answer with (`apiRequest(path, { schema })` in
// core/api/*.ts), so the document says what the client already relies on. A route missing here is
// described as a JSON answer without a schema; an entry naming no route fails openapi.test.ts.
import * as z from '../../core/schemas/z.js';
import { AllergenGuardListSchema } from '../../core/schemas/allergen-guard.js';
import { ReviewBasketSchema } from '../../core/schemas/basket-review.js';
import { CartResponseSchema } from '../../core/schemas/cart.js';
import { CampaignReportSchema, CheckoutFeedbackSchema } from '../../core/schemas/checkout.js';
import { Co2BudgetSchema } from '../../core/schemas/co2-budget.js';
import { ChosenDeliveryDateSchema, DeliveryDatesSchema } from '../../core/schemas/delivery-date.js';
import { DictionaryEditorEntrySchema, DictionaryEditorListSchema } from '../../core/schemas/dictionary-editor.js';
import { DriverNotesSchema } from '../../core/schemas/driver-notes.js';
import { FavoriteListChangeSchema, FavoriteListDetailSchema, FavoriteListSchema, FavoriteListsSchema, PinResultSchema, ProductFavoriteListsSchema, ReplaceObsoleteResultSchema, StandardUnitAllResultSchema } from '../../core/schemas/favorite-list.js';
import { FocusBrandPageSchema, FocusBrandsSchema, FocusProductsSchema } from '../../core/schemas/focus.js';
import { FoodInfoSchema } from '../../core/schemas/food-info.js';
import { KitchenSettingsSchema } from '../../core/schemas/kitchen-settings.js';
import { LeadBookingAnswerSchema, LeadsSchema } from '../../core/schemas/leads.js';
import { ChooseDepartmentAnswerSchema } from '../../core/schemas/login2.js';
import { NearExpiryResultSchema } from '../../core/schemas/near-expiry.js';
import { NewSiteIdentitySchema, UseNewSiteAnswerSchema } from '../../core/schemas/new-site.js';
import { OfferSuggestionsSchema, PopCampaignsSchema } from '../../core/schemas/offers-campaign.js';
import { AdditionalSalesSchema, OfferPushSchema, SupplierProductsSchema } from '../../core/schemas/offers-selling.js';
import { OrderAgainResultSchema, OrderHistorySchema, OrderSchema } from '../../core/schemas/order.js';
import { PasswordTokenStatusSchema, RequestResetAnswerSchema } from '../../core/schemas/password.js';
import { AssortmentRequestResultSchema, DeadlineResponseSchema, ProductLookupSchema, ProductRelationsSchema, ProductsByIdsSchema } from '../../core/schemas/product-details.js';
import { PunchOutFormSchema } from '../../core/schemas/punch-out.js';
import { LoadCsvResponseSchema, UnitsResponseSchema, ValidateAmountResponseSchema } from '../../core/schemas/quick-order.js';
import { FavoriteRecipesSchema } from '../../core/schemas/recipes.js';
import { DeliveryWeekdaysSchema, RecurringNotificationsSchema, RecurringOrderDatesSchema, RecurringOrderLineSchema, RecurringOrderLinesSchema, RecurringOrderListSchema, RecurringOrderSchema } from '../../core/schemas/recurring-order.js';
import { CustomerUsersAnswerSchema, EnvironmentAnswerSchema, SettingsAnswerSchema, UserRelationsAnswerSchema } from '../../core/schemas/settings.js';
import { SendShoppingListAnswerSchema, ShoppingListSchema } from '../../core/schemas/shopping-list.js';
import { ProfileInfoAnswerSchema, ProfileSchema } from '../../core/schemas/user.js';
import { UsernameRequestAnswerSchema, UsernameRequestListSchema, ValidateUsernameResponseSchema } from '../../core/schemas/usernames.js';
import { WebSamplesSchema } from '../../core/schemas/web-samples.js';

/** §7 login: the profile, or the customer choice when the user has several (login2, issue 19). */
const LoginAnswerSchema = z.union([ProfileSchema, ChooseDepartmentAnswerSchema]);

/** `METHOD path` (Hono's path, `:param`) -> the schema of its success answer. */
export const RESPONSE_SCHEMAS: Readonly<Record<string, z.ZodMiniType>> = {
  'GET /api/order/revieworder': ReviewBasketSchema,
  'POST /api/order/addtoorder': CartResponseSchema,
  'POST /api/checkout/postpone/:id': CheckoutFeedbackSchema,
  'POST /api/checkout/setrating/': CheckoutFeedbackSchema,
  'POST /api/checkout/setrating': CheckoutFeedbackSchema,
  'POST /api/checkout/setcomment': CheckoutFeedbackSchema,
  'DELETE /api/checkout/removecheckoutoffer': ReviewBasketSchema,
  'GET /api/checkout/report': CampaignReportSchema,
  'GET /api/order/co2budget': Co2BudgetSchema,
  'POST /api/order/swapline': ReviewBasketSchema,
  'GET /api/deliverydate/getall': DeliveryDatesSchema,
  'POST /api/deliverydate/set/:date': ChosenDeliveryDateSchema,
  'GET /api/umbraco/dictionary/entries': DictionaryEditorListSchema,
  'PUT /api/umbraco/dictionary/entries/:key': DictionaryEditorEntrySchema,
  'DELETE /api/umbraco/dictionary/entries/:key': DictionaryEditorEntrySchema,
  'GET /api/deliverydate/driversget': DriverNotesSchema,
  'POST /api/deliverydate/driverset': DriverNotesSchema,
  'GET /api/favoritelists': FavoriteListsSchema,
  'GET /api/favoritelists/get': FavoriteListDetailSchema,
  'POST /api/favoritelists': FavoriteListSchema,
  'POST /api/favoritelists/fromhistory': FavoriteListSchema,
  'PUT /api/favoritelists': FavoriteListSchema,
  'POST /api/favoritelists/addproduct': FavoriteListChangeSchema,
  'DELETE /api/favoritelists/product': FavoriteListChangeSchema,
  'GET /api/favoritelists/productfavoritelists/:productId': ProductFavoriteListsSchema,
  'POST /api/favoritelists/standardunit': FavoriteListChangeSchema,
  'POST /api/favoritelists/standardunit/all': StandardUnitAllResultSchema,
  'POST /api/favoritelists/sortorder': FavoriteListChangeSchema,
  'POST /api/favoritelists/replaceobsolete': ReplaceObsoleteResultSchema,
  'POST /api/favoritelists/setpin': PinResultSchema,
  'POST /api/favoritelists/verifypin': PinResultSchema,
  'POST /api/favoritelists/clearpin': PinResultSchema,
  'GET /api/focusproducts/:priceGroup': FocusProductsSchema,
  'GET /api/focusbrands': FocusBrandsSchema,
  'GET /api/focusbrands/:slug': FocusBrandPageSchema,
  'GET /api/department/kitchensettings': KitchenSettingsSchema,
  'PUT /api/department/kitchensettings': KitchenSettingsSchema,
  'GET /api/department/allergenguard': AllergenGuardListSchema,
  'GET /api/leads': LeadsSchema,
  'POST /api/mail/sendnotification': LeadBookingAnswerSchema,
  'POST /api/profile/login': LoginAnswerSchema,
  'POST /api/profile/login2': ProfileSchema,
  'GET /api/product/nearexpiry': NearExpiryResultSchema,
  'GET /api/profile/department/usenewsite': UseNewSiteAnswerSchema,
  'POST /api/profile/authtoken/verify': NewSiteIdentitySchema,
  'GET /api/product/popcampaigns': PopCampaignsSchema,
  'POST /api/offers/suggestions': OfferSuggestionsSchema,
  'GET /api/offerpush/:id/products': OfferPushSchema,
  'POST /api/product/randomfromsupplier': SupplierProductsSchema,
  'GET /api/product/additionalsales/:id': AdditionalSalesSchema,
  'PUT /api/order/updateorderline': ReviewBasketSchema,
  'DELETE /api/order/orderline/:date/:lineNo': ReviewBasketSchema,
  'DELETE /api/order/emptybasket/:date': ReviewBasketSchema,
  'POST /api/order/savecomment': ReviewBasketSchema,
  'POST /api/es/order/leaveunattended': ReviewBasketSchema,
  'POST /api/es/order/leaveunattendedcomments': ReviewBasketSchema,
  'POST /api/order/complete': OrderSchema,
  'GET /api/order/history': OrderHistorySchema,
  'POST /api/order/orderagain/:orderNo': OrderAgainResultSchema,
  'POST /api/profile/postPone': ProfileSchema,
  'POST /api/profile/requestresetpassword': RequestResetAnswerSchema,
  'POST /api/profile/resetpassword/check': PasswordTokenStatusSchema,
  'GET /api/product/lookup/:id': ProductLookupSchema,
  'GET /api/product/foodinfo/:id': FoodInfoSchema,
  'GET /api/product/getbyids': ProductsByIdsSchema,
  'GET /api/product/relations': ProductRelationsSchema,
  'POST /api/product/request/:id': AssortmentRequestResultSchema,
  'POST /api/deadlines/delivery': DeadlineResponseSchema,
  'POST /api/profile/profileinfo': ProfileInfoAnswerSchema,
  'POST /api/order/completepoorder': PunchOutFormSchema,
  'POST /api/profile/pologout': PunchOutFormSchema,
  'POST /api/product/loadcsv': LoadCsvResponseSchema,
  'GET /api/product/GetUnits': UnitsResponseSchema,
  'POST /api/product/validateamount': ValidateAmountResponseSchema,
  'GET /api/favoriterecipes': FavoriteRecipesSchema,
  'POST /api/favoriterecipes': FavoriteRecipesSchema,
  'DELETE /api/favoriterecipes/:id': FavoriteRecipesSchema,
  'GET /api/recurringorders': RecurringOrderListSchema,
  'GET /api/recurringorders/:id': RecurringOrderSchema,
  'POST /api/recurringorders': RecurringOrderListSchema,
  'PUT /api/recurringorders': RecurringOrderSchema,
  'PUT /api/recurringorders/replace': RecurringOrderSchema,
  'POST /api/recurringorders/line': RecurringOrderLineSchema,
  'PUT /api/recurringorders/line': RecurringOrderLineSchema,
  'DELETE /api/recurringorders/:id/line/:lineNo': RecurringOrderLinesSchema,
  'GET /api/recurringorders/notifications': RecurringNotificationsSchema,
  'POST /api/recurringorders/notificationsemails': RecurringNotificationsSchema,
  'DELETE /api/recurringorders/notificationsemails/:id': RecurringNotificationsSchema,
  'PUT /api/recurringorders/updateNotificationsEmails': RecurringNotificationsSchema,
  'GET /api/deliverydate/recurringorderdates': RecurringOrderDatesSchema,
  'GET /api/deliverydate/weekdays': DeliveryWeekdaysSchema,
  'POST /api/profile/carttype': ProfileSchema,
  'POST /api/profile/userrelations': UserRelationsAnswerSchema,
  'POST /api/profile/toggleprocure/:x': ProfileSchema,
  'PUT /api/settings/update': SettingsAnswerSchema,
  'GET /api/settings/users': CustomerUsersAnswerSchema,
  'POST /api/profile/environmentcheck': EnvironmentAnswerSchema,
  'GET /api/shoppinglists/null': ShoppingListSchema,
  'PUT /api/shoppinglists': ShoppingListSchema,
  'POST /api/shoppinglists/send': SendShoppingListAnswerSchema,
  'POST /api/shoppinglists/addline': ShoppingListSchema,
  'POST /api/shoppinglists/addlines': ShoppingListSchema,
  'PUT /api/shoppinglists/updateline': ShoppingListSchema,
  'DELETE /api/shoppinglists': ShoppingListSchema,
  'POST /api/profile/ValidateUsername': ValidateUsernameResponseSchema,
  'POST /api/profile/RequestNewUsername': UsernameRequestAnswerSchema,
  'GET /api/profile/usernamerequests': UsernameRequestListSchema,
  'GET /api/websamples': WebSamplesSchema,
  'POST /api/profile/usernamerequests/:id/approve': UsernameRequestAnswerSchema,
  'POST /api/profile/usernamerequests/:id/reject': UsernameRequestAnswerSchema,
};

/** Answers that are not 200 with JSON: a created resource (201), or another media type. */
export const SUCCESS_OVERRIDES: Readonly<Record<string, { status?: 201 | 302; mediaType?: string; description?: string }>> = {
  'POST /api/eventlog': { status: 201 },
  // Issue 15 point 2 (decision 028): an anonymous visitor is not an error.
  'POST /api/profile/profileinfo': {
    description: 'The session\'s profile (`isLoggedIn: true`); `{ "isLoggedIn": false }` for a caller that sent no `shop_session` cookie. A cookie that names no live session answers 401 MissingSession.',
  },
  'POST /api/favoritelists': { status: 201 },
  'POST /api/favoritelists/fromhistory': { status: 201 },
  'POST /api/mail/sendnotification': { status: 201 },
  'POST /api/order/complete': { status: 201 },
  // Issue 16: the OCI login answers a page that posts the basket to the procurement system or opens the shop.
  'GET /api/punchoutlogin': { mediaType: 'text/html', description: 'An HTML page (OCI punch-out login, docs/guides/punch-out.md)' },
  'POST /api/punchoutlogin': { mediaType: 'text/html', description: 'An HTML page (OCI punch-out login, docs/guides/punch-out.md)' },
  'POST /api/punchout/cxml/setup': { mediaType: 'text/xml', description: 'A cXML PunchOutSetupResponse (docs/decisions/012-punch-out.md)' },
  'GET /api/punchout/cxml/start/:token': { mediaType: 'text/html', description: 'The shop opened for the buyer of a cXML punch-out session' },
  'GET /api/favoritelists/:id/allergens': { description: 'The allergen overview of a favourite list (JSON, or CSV with `format=csv`)' },
  'GET /api/docs': { mediaType: 'text/html', description: 'The API documentation viewer (Swagger UI)' },
  'GET /api/docs/assets/:file': { mediaType: 'application/octet-stream', description: 'A file of the documentation viewer' },
};
