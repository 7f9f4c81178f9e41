// Public surface of core/: what widgets and the server import. One shared chunk in the bundle, so
// every element on a page shares one copy of the stores (traps.md, nanostores).
// The wire schemas as types only (issue 15 point 3, docs/decisions/030-first-load.md): a schema module's
// module-level zod calls cannot be tree-shaken, so a value re-export here put zod/mini (about 10 KB gzip)
// in every page's first load. Their plain values are in wire-constants.ts; the schemas themselves are
// imported from their modules (or core/schemas/index.ts on the server), and the first view's calls load
// theirs with the answer (RequestOptions.schema as a loader, core/api/client.ts).
export * from './schemas/wire-constants.js';
export type * from './schemas/common.js';
export type * from './schemas/product.js';
export type * from './schemas/user.js';
export type * from './schemas/login.js';
export type * from './schemas/cart.js';
export type * from './schemas/search.js';
export type * from './schemas/eventlog.js';
export { da } from './texts/da.js';
export type { Texts } from './texts/da.js';
// Issue 17 §1: the loader applies the editors' texts; one copy of the overrides for every element.
export { setDictionaryOverrides } from './texts/dictionary.js';
export * from './rules/amount.js';
export * from './rules/permissions.js';
export * from './rules/units.js';
export * from './rules/search-query.js';
export * from './rules/timing.js';
export * from './rules/email.js';
export * from './rules/return-url.js';
export * from './rules/icons.js';
export * from './format/price.js';
export * from './format/date.js';
export * from './format/co2.js';
export * from './format/amount.js';
export * from './format/truncate.js';
export * from './format/url.js';
export * from './format/unit-label.js';
export * from './api/client.js';
export * from './api/event-log.js';
export * from './stores/config.js';
export * from './stores/toasts.js';
export * from './stores/session.js';
export * from './stores/basket.js';
export * from './stores/add-to-basket.js';
// Favourite lists (issue 5): the client calls and the store are imported from their own modules
// (core/api/favorite-lists.ts, core/stores/favorite-lists.ts) by the widgets that use them: their
// module-level schemas and store listener would otherwise ship on every page.
export * from './stores/product-search.js';
export * from './rules/card-state.js';
export * from './rules/card-figures.js';
export * from './rules/product-list-view.js';
export * from './catalogue/query.js';
export * from './catalogue/protocol.js';
export type { GroupFacet, ListItemInfo, ResultPage, SuggestOutcome } from './catalogue/execute.js';
export * from './stores/catalogue.js';
export * from './stores/first-view.js';
export * from './rules/return-position.js';
export * from './rules/calendar.js';
export * from './rules/public-holidays.js';
// Issue 4: product details, food information, deadlines, recipes, CO2e. Pure functions only, plus the
// types: the zod schemas and the client calls (core/schemas/food-info.ts, product-details.ts,
// core/api/product-details.ts) are imported from their modules by the details widget and the server,
// so their schemas do not land in every page's bundle.
export type * from './schemas/food-info.js';
export type * from './schemas/product-details.js';
export * from './rules/deadlines.js';
// Used by the details widgets only, so imported from their modules (core/rules/recipe-links.ts,
// core/rules/product-details-url.ts, core/format/co2e-details.ts, core/texts/da-product-details.ts):
// esbuild assigns a file to chunks by the entries that reach it, so a re-export here put them in
// every page's shared chunk as soon as one widget used them (search page +3.7 KB gzip).
export type { DetailsParams } from './rules/product-details-url.js';
export type { Co2eFigures, Co2eInput, Co2eUnitFigure } from './format/co2e-details.js';
// Favourite-list rules (core/rules/pin.ts, favorite-list-sort.ts) are imported from their modules: a
// re-export here put them in the search page's shared chunk once the dropdown and dialogs used them.
// Types only: the wire codec runs in the worker and on the server, which import it from
// core/schemas/catalogue.ts; its schemas would otherwise land in every page's bundle.
export type { CatalogueData, FavoriteListItem, FavoriteListSummary, FeaturedList } from './schemas/catalogue.js';
export * from './search/engine.js';
export * from './search/normalize.js';
// Recurring orders (issue 6): types only. The rules (core/rules/recurring-schedule.ts,
// recurring-order-state.ts), schemas, client calls and store are imported from their own modules. Tree
// shaking is not enough here: the bundler places a module in the chunk of every entry that can reach it,
// so once <shop-recurring-orders> used rules re-exported from this file, they and their texts landed in
// the chunk every page shares (search page 58.5 -> 61.2 KB, over its 60 KB budget).
export type {
  AddRecurringLine,
  CreateRecurringOrder,
  DeliveryWeekdays,
  NewRecurringLine,
  PauseSpanWire,
  RecurringHistoryEntry,
  RecurringNotifications,
  RecurringOrder,
  RecurringOrderDates,
  RecurringOrderLine,
  ReplaceRecurringLines,
  UpdateRecurringLine,
  UpdateRecurringOrder,
} from './schemas/recurring-order.js';
