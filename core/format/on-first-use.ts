// Formatters made when first asked for, not when their module is imported (decision 028, seventh pass).
// The first Intl object a page creates initialises ICU: 12–64 ms in Chromium on this machine, four times
// that under Lighthouse's mobile CPU. Made at module level, that cost landed in the core chunk's
// evaluation on every page, also on pages that never format a price or a date (the front page for a
// visitor), as the longest task before the first interaction. eslint.config.js keeps core/ from
// creating Intl objects at module level again.

/**
 * A value made by `make` on the first call and kept: `const format = onFirstUse(() => new Intl.NumberFormat(…))`.
 * Marked free of side effects, so a bundle drops a formatter that nothing in it calls (as `@__PURE__` on the
 * `new Intl…` did before).
 */
/* @__NO_SIDE_EFFECTS__ */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
