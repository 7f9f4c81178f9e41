// Issue 17 §1: every user-visible text has a stable dictionary key, and the catalogue and the source
// agree: every key is unique, every text the source reads exists, every key is read somewhere (no
// orphan), a text an editor cannot change is a conscious choice, and the editor's usage map is fresh.
// The source scan is scripts/dictionary-usage.ts (static: `daX.name`, `daX.group.name`, `daX['name']`,
// destructuring, local aliases and mergeTexts objects).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DictionaryUsage, dictionaryUsage, renderUsageJson, scanTextReads, USAGE_PATH } from '../../scripts/dictionary-usage.js';
import { allDictionaryEntries, CATALOGUES } from './all-catalogues.js';

const textsDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Texts an editor cannot change: plain functions with logic a template cannot express
 * (docs/guides/cms-content.md §1). Adding one here is a decision; prefer a template.
 */
const NOT_OVERRIDABLE = [
  // 1: "din anden liste"; else "alle dine andre lister" with the count only when known.
  'Shop.FavoriteListView.unitForAllQuestion',
  // "12,50 kr./KG", or the price alone without a unit: formatting, no words.
  'Shop.OffersCampaign.offerPrice',
  // 1: "Hver uge", else "Hver 2. uge": the number sits inside one form only.
  'Shop.RecurringOrdersPage.recurringRepeatWeekly',
  // "af {name}" only when the decider is known.
  'Shop.Usernames.decidedBy',
];

/**
 * Plain texts read when a module loads, so they keep the built-in text. Only the server's fallback
 * answers of api-server/app.ts (a shared file; the server applies overrides once the dictionary's server
 * side lands, branch dict-editor, which should make them read when answered).
 */
const READ_AT_LOAD = [
  'api-server/app.ts Shop.Server.badRequest',
  'api-server/app.ts Shop.Server.notFound',
  'api-server/app.ts Shop.Server.payloadTooLarge',
  'api-server/app.ts Shop.Server.unsupportedMediaType',
  'api-server/app.ts Shop.Server.tooManyRequests',
];

describe('dictionary keys (issue 17 §1)', () => {
  let usage: DictionaryUsage;
  beforeAll(() => {
    usage = dictionaryUsage(scanTextReads());
  }, 120_000);
  const entries = allDictionaryEntries();

  it('all-catalogues.ts imports every catalogue file of core/texts', () => {
    const files = readdirSync(textsDir).filter((f) => /^da(-.*)?\.ts$/.test(f) && !f.endsWith('.test.ts')).sort();
    expect([...new Set(Object.values(CATALOGUES).map((c) => c.file))].sort()).toEqual(files);
  });

  it('every key is unique, and every area is one catalogue', () => {
    const keys = entries.map((e) => e.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(new Set(entries.map((e) => e.area)).size).toBe(Object.keys(CATALOGUES).length);
    for (const e of entries) expect(e.key, e.key).toMatch(/^Shop\.[A-Z][A-Za-z0-9]*\.[A-Za-z_][\w.]*$/);
  });

  it('every text read in widgets/, core/ and api-server/ exists in its catalogue', () => {
    expect(usage.missing).toEqual([]);
  });

  it('every key is read somewhere outside tests and stories (no orphan)', () => {
    expect(entries.filter((e) => !usage.places.has(e.key)).map((e) => e.key)).toEqual([]);
  });

  it('the texts an editor cannot change are exactly the listed ones', () => {
    expect(entries.filter((e) => !e.overridable).map((e) => e.key).sort()).toEqual([...NOT_OVERRIDABLE].sort());
  });

  it('no plain text is read when a module loads, but the listed ones', () => {
    expect(usage.atLoad).toEqual(READ_AT_LOAD);
  });

  it('core/texts/dictionary-usage.generated.json is what `npm run generate:dictionary-usage` writes', () => {
    expect(readFileSync(USAGE_PATH, 'utf8'), 'stale: run `npm run generate:dictionary-usage`').toBe(renderUsageJson(usage));
  });

  it('the scan follows aliases, groups and merged catalogues to the widget that reads them', () => {
    const places = (key: string) => [...(usage.places.get(key) ?? [])];
    expect(places('Shop.MiniBasket.show')).toContain('mini-basket');
    // `import { daAllergenMatrix as t }` … `t.columns.productId`
    expect(places('Shop.AllergenMatrix.columns.productId')).toContain('core');
    // daProductDetails.allergenNames[code]: the whole group
    expect(places('Shop.ProductDetails.allergenNames.lupin')).toContain('product-details');
    // t = mergeTexts(daRecurringOrders, daRecurringOrdersPage) in widgets/recurring-orders/texts.ts
    expect(places('Shop.RecurringOrdersPage.recurringListHeading')).toContain('recurring-orders');
  });
});
