// Public surface of core/: what widgets and the server import. One shared chunk in the bundle, so
// every element on a page shares one copy of the stores (traps.md, nanostores).
export * from './schemas/common.js';
export * from './schemas/product.js';
export * from './schemas/user.js';
export * from './schemas/login.js';
export * from './schemas/cart.js';
export * from './schemas/search.js';
export * from './schemas/eventlog.js';
export * from './schemas/favorite-list.js';
export { da } from './texts/da.js';
export type { Texts } from './texts/da.js';
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
export * from './format/truncate.js';
export * from './format/url.js';
export * from './api/client.js';
export * from './api/event-log.js';
export * from './stores/config.js';
export * from './stores/toasts.js';
export * from './stores/session.js';
export * from './stores/basket.js';
export * from './api/favorite-lists.js';
export * from './stores/favorite-lists.js';
export * from './stores/product-search.js';
export * from './rules/card-state.js';
export * from './catalogue/query.js';
export * from './catalogue/protocol.js';
export type { GroupFacet, ListItemInfo, ResultPage, SuggestOutcome } from './catalogue/execute.js';
export * from './stores/catalogue.js';
export * from './rules/return-position.js';
export * from './rules/calendar.js';
export * from './rules/public-holidays.js';
export * from './rules/pin.js';
export * from './rules/favorite-list-sort.js';
// Types only: the wire codec runs in the worker and on the server, which import it from
// core/schemas/catalogue.ts; its schemas would otherwise land in every page's bundle.
export type { CatalogueData, FavoriteListItem, FavoriteListSummary, FeaturedList } from './schemas/catalogue.js';
export * from './search/engine.js';
export * from './search/normalize.js';
