// Issue 18 point 3: focus products and focus brands (spec §3 x.focus, x.focusBrand; §2
// /vores-staerke-brands/{focusBrand}; §6 "Focus products appear only if the shop setting allows"; §7
// GET /api/focusproducts/{priceGroup}). Department and price group come from the session only.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Product } from '../../core/index.js';
import { decodeProduct } from '../../core/schemas/product-decode.js';
import type { FocusBrand, FocusBrandPage, FocusProduct } from '../../core/schemas/focus.js';
import type { CatalogueScope } from '../catalogue/catalogue-build.js';
import { loadCards } from '../catalogue/product-details.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

type BrandRow = typeof t.focusBrands.$inferSelect;

const brandOf = (row: BrandRow, productCount: number | null): FocusBrand => ({
  slug: row.slug, name: row.name, logo: row.logoUrl, thumb: row.thumbUrl, text: row.text, productCount,
});

/**
 * §7 GET /api/focusproducts/{priceGroup}: the price group's focus products in the department's
 * assortment, by name. Empty when the shop setting does not allow focus products (§6).
 */
export async function focusProductsOf(db: Db, scope: Pick<CatalogueScope, 'departmentCode' | 'priceGroup' | 'includeFocus' | 'includeProcure'>): Promise<FocusProduct[]> {
  if (!scope.includeFocus) return [];
  const rows = await db
    .select({
      productId: t.focusProducts.productId,
      focusProductId: t.focusProducts.focusProductId,
      unit: t.focusProducts.unit,
      stock: t.focusProducts.stock,
      name: t.products.name,
      brand: t.products.brand,
      flags: t.products.flags,
    })
    .from(t.focusProducts)
    .innerJoin(t.products, eq(t.products.id, t.focusProducts.productId))
    .innerJoin(t.assortment, and(eq(t.assortment.productId, t.focusProducts.productId), eq(t.assortment.departmentCode, scope.departmentCode)))
    .where(eq(t.focusProducts.priceGroup, scope.priceGroup))
    .orderBy(sql`${t.products.sortKey} collate "C"`, asc(t.products.id));
  return rows
    // §6: procured products the user does not see are not offered here either.
    .filter((r) => scope.includeProcure || !r.flags.includes('procure'))
    .map(({ flags: _flags, stock, ...r }) => ({ ...r, stock: Number(stock) }));
}

/**
 * Every focus brand in its order, with the number of its products in the department's assortment
 * (null without a session: the overview is public, the assortment is the session's).
 */
export async function focusBrandList(db: Db, scope: Pick<CatalogueScope, 'departmentCode' | 'includeProcure'> | null): Promise<FocusBrand[]> {
  const brands = await db.select().from(t.focusBrands).orderBy(asc(t.focusBrands.sortOrder), asc(t.focusBrands.slug));
  if (scope === null) return brands.map((b) => brandOf(b, null));
  const counts = await db
    .select({ slug: t.products.focusBrand, n: count() })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .where(and(
      eq(t.assortment.departmentCode, scope.departmentCode),
      sql`${t.products.focusBrand} is not null`,
      // §6: the page leaves out procured products the user does not see; the count does too.
      scope.includeProcure ? undefined : sql`not (${t.products.flags} @> '["procure"]'::jsonb)`,
    ))
    .groupBy(t.products.focusBrand);
  const bySlug = new Map(counts.map((c) => [c.slug, Number(c.n)]));
  return brands.map((b) => brandOf(b, bySlug.get(b.slug) ?? 0));
}

/**
 * One brand's page: the brand, and for a session its products in the department's assortment as the
 * catalogue sends them (loadCards: prices, CO2 tax, x.focus where allowed, x.focusBrand), decoded for
 * the cards (core decodeProduct: the widget then needs no decoder), by name.
 * Null when no brand has this slug.
 */
export async function focusBrandPage(db: Db, slug: string, scope: CatalogueScope | null): Promise<FocusBrandPage | null> {
  const [row] = await db.select().from(t.focusBrands).where(eq(t.focusBrands.slug, slug)).limit(1);
  if (!row) return null;
  if (scope === null) return { brand: brandOf(row, null), products: null };
  const ids = await db
    .select({ id: t.products.id })
    .from(t.assortment)
    .innerJoin(t.products, eq(t.products.id, t.assortment.productId))
    .where(and(eq(t.assortment.departmentCode, scope.departmentCode), eq(t.products.focusBrand, slug)))
    .orderBy(sql`${t.products.sortKey} collate "C"`, asc(t.products.id));
  const cards = await loadCards(db, scope, ids.map((r) => r.id));
  const products: Product[] = cards.map((c) => decodeProduct(c.wire));
  return { brand: brandOf(row, products.length), products };
}

/** The name and text a brand's pictures are drawn from (routes/focus.ts brandImageRoutes); null: no such brand. */
export async function brandForPicture(db: Db, slug: string): Promise<{ name: string; text: string } | null> {
  const [row] = await db.select({ name: t.focusBrands.name, text: t.focusBrands.text }).from(t.focusBrands).where(eq(t.focusBrands.slug, slug)).limit(1);
  return row ?? null;
}
