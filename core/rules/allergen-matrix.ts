// Issue 20 point 2: the allergen overview of a favourite list. Pure rules shared by the server (the CSV
// download) and the widget (the list id it shows). Where the overview lives is allergen-overview-url.ts
// (the favourite-list view links there and must not carry these texts).
import { ALLERGEN_CODES } from '../schemas/food-info.js';
import type { AllergenMatrix } from '../schemas/allergen-matrix.js';
import { daAllergenMatrix as t } from '../texts/da-allergen-matrix.js';
import { daProductDetails } from '../texts/da-product-details.js';

const LIST_ID = /^[1-9]\d{0,9}$/;

/** The list to show: the attribute, else the page's `?favoritelist=` (§2); null when neither is an id. */
export function matrixListId(attribute: string | null | undefined, locationSearch: string): number | null {
  const fromAttr = attribute?.trim();
  const text = fromAttr ? fromAttr : (new URLSearchParams(locationSearch).get('favoritelist') ?? '').trim();
  if (!LIST_ID.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** A list name for a file name: lower case ASCII words joined by dashes (æ ae, ø oe, å aa); 'liste' if none. */
export function listNameSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'liste';
}

/** `allergener-<slug>-<yyyy-MM-dd>.csv`: safe in a Content-Disposition header without quoting tricks. */
export function allergenCsvFileName(listName: string, isoDay: string): string {
  return `allergener-${listNameSlug(listName)}-${isoDay}.csv`;
}

/**
 * The CSV's records: the header (Danish allergen names), then one record per product in list order;
 * cells 'Indeholder', 'Kan indeholde', '' (absent) or, without food info, 'Ingen varedata'.
 */
export function allergenCsvRecords(matrix: Pick<AllergenMatrix, 'rows'>): string[][] {
  const header = [t.columns.productId, t.columns.name, t.columns.brand, t.columns.version, ...ALLERGEN_CODES.map((c) => daProductDetails.allergenNames[c])];
  const rows = matrix.rows.map((row) => [
    row.productId,
    row.name,
    row.brand,
    row.foodInfoVersion === null ? '' : String(row.foodInfoVersion),
    // Without food info every allergen cell says so: a blank would read as "does not contain".
    ...ALLERGEN_CODES.map((code) => (row.allergens ? t.presence[row.allergens[code]] : t.noFoodInfo)),
  ]);
  return [header, ...rows];
}
