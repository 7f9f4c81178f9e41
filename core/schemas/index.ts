// Every wire schema of core/index.ts's former surface, for the server and tests (Node, no bundle budget).
// Widgets import a schema from its own module, never from here (docs/decisions/030-first-load.md).
export * from './common.js';
export * from './product.js';
export * from './user.js';
export * from './login.js';
export * from './cart.js';
export * from './search.js';
export * from './eventlog.js';
