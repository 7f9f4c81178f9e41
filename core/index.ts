// Public surface of core/: what widgets and the server import.
export * from './schemas/common.js';
export * from './schemas/product.js';
export * from './schemas/user.js';
export * from './schemas/login.js';
export * from './schemas/cart.js';
export * from './schemas/search.js';
export * from './schemas/eventlog.js';
export { da } from './texts/da.js';
