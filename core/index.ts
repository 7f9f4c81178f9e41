// Public surface of core/: what widgets and the server import. One shared chunk in the bundle, so
// every element on a page shares one copy of the stores (traps.md, nanostores).
export * from './schemas/common.js';
export * from './schemas/product.js';
export * from './schemas/user.js';
export * from './schemas/login.js';
export * from './schemas/cart.js';
export * from './schemas/search.js';
export * from './schemas/eventlog.js';
export { da } from './texts/da.js';
export type { Texts } from './texts/da.js';
export * from './rules/amount.js';
export * from './rules/permissions.js';
export * from './rules/units.js';
export * from './rules/timing.js';
export * from './rules/email.js';
export * from './format/price.js';
export * from './format/date.js';
export * from './format/co2.js';
export * from './format/truncate.js';
export * from './format/url.js';
export * from './api/client.js';
export * from './api/event-log.js';
export * from './api/suggestions.js';
export * from './stores/config.js';
export * from './stores/toasts.js';
export * from './stores/session.js';
export * from './stores/basket.js';
export * from './stores/product-search.js';
