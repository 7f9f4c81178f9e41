// The quick order's review (issue 20 point 1, §7 POST /api/product/loadcsv): each parsed row matched to
// a product of the session department's assortment by item number, the customer's own item number
// (assortment.customer_product_number, §3 i[2]) or EAN (food_unit_info.gtin), duplicates merged, the
// unit defaulted (§3/§4), the amount checked (§5), and a status with a Danish reason per line.
//
// The statuses agree with what addtoorder accepts: the product rules are orders/basket.ts lineProblem
// (the one function addToBasket applies), the amount rules core's parseAmount/validateAmountValue.
// A fixed number of queries whatever the line count (three lookups, the products, their alternatives),
// never one per line: 500 lines review in a few tens of milliseconds.
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  da,
  defaultUnit,
  formatDate,
  parseAmount,
  validateAmountValue,
  type Unit,
} from '../../core/index.js';
import type { QuickOrderRow, Separator } from '../../core/rules/quick-order-lines.js';
import { resolveQuickOrderUnit } from '../../core/rules/quick-order-units.js';
import type { LoadCsvResponse, QuickOrderLine, QuickOrderProduct, QuickOrderStatus } from '../../core/schemas/quick-order.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import type { RequestScope } from '../auth/scope.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';
import type { AuthContext } from '../http/env.js';
import { loadProductsInAssortment } from '../catalogue/search.js';
import type { ProductWireInput } from '../catalogue/wire.js';
import { lineProblem } from '../orders/basket.js';
import { productDeadlines } from '../delivery-date/product-deadlines.js';

/** Longer "numbers" are not item numbers, own numbers or EANs: unknown without a lookup. */
const MAX_NUMBER_LENGTH = 40;

type MatchedBy = NonNullable<QuickOrderLine['matchedBy']>;
type Match =
  | { kind: 'product'; input: ProductWireInput; by: MatchedBy; eanUnit: string | null }
  | { kind: 'notInAssortment' }
  | { kind: 'unknown' };

interface Lookup {
  match(number: string): Match;
  alternatives: Map<string, ProductWireInput>;
}

function unitsOf(input: ProductWireInput): Unit[] {
  return [...input.units]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))
    .map((u) => ({ code: u.code, description: u.description, factor: Number(u.factor), weighed: u.weighed, isDefault: u.isDefault }));
}

/** The lookups of every number at once: by id and own number, by EAN, existence; then the products. */
async function lookUp(db: Db, scope: RequestScope, numbers: readonly string[]): Promise<Lookup> {
  const wanted = [...new Set(numbers.filter((n) => n !== '' && n.length <= MAX_NUMBER_LENGTH))];
  const a = t.assortment;
  const [own, eans, existing] = wanted.length === 0
    ? [[], [], []]
    : await Promise.all([
      db.select({ productId: a.productId, customerProductNumber: a.customerProductNumber })
        .from(a)
        .where(and(eq(a.departmentCode, scope.departmentCode), or(inArray(a.productId, wanted), inArray(a.customerProductNumber, wanted))))
        .orderBy(a.productId),
      db.select({ productId: t.foodUnitInfo.productId, unitCode: t.foodUnitInfo.unitCode, gtin: t.foodUnitInfo.gtin })
        .from(t.foodUnitInfo)
        .where(inArray(t.foodUnitInfo.gtin, wanted))
        .orderBy(t.foodUnitInfo.productId),
      db.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, wanted)),
    ]);
  const searchScope = { ...scope, includeExpiry: false };
  const products = await loadProductsInAssortment(db, searchScope, [...own.map((r) => r.productId), ...eans.map((r) => r.productId)]);

  const byOwnNumber = new Map<string, string>();
  for (const r of own) if (r.customerProductNumber && !byOwnNumber.has(r.customerProductNumber)) byOwnNumber.set(r.customerProductNumber, r.productId);
  const byEan = new Map<string, { productId: string; unit: string }>();
  const eanElsewhere = new Set<string>();
  for (const r of eans) {
    if (!r.gtin) continue;
    if (products.has(r.productId)) {
      if (!byEan.has(r.gtin)) byEan.set(r.gtin, { productId: r.productId, unit: r.unitCode });
    } else eanElsewhere.add(r.gtin);
  }
  const exists = new Set(existing.map((r) => r.id));

  const altIds = [...products.values()].map((p) => p.product.alternativeProductId).filter((id): id is string => Boolean(id));
  const alternatives = await loadProductsInAssortment(db, searchScope, altIds);

  return {
    alternatives,
    match(number) {
      const byId = products.get(number);
      if (byId) return { kind: 'product', input: byId, by: 'productId', eanUnit: null };
      const ownId = byOwnNumber.get(number);
      const own = ownId ? products.get(ownId) : undefined;
      if (own) return { kind: 'product', input: own, by: 'customerNumber', eanUnit: null };
      const ean = byEan.get(number);
      const byGtin = ean ? products.get(ean.productId) : undefined;
      if (ean && byGtin) return { kind: 'product', input: byGtin, by: 'ean', eanUnit: ean.unit };
      return exists.has(number) || eanElsewhere.has(number) ? { kind: 'notInAssortment' } : { kind: 'unknown' };
    },
  };
}

/** §6/§8: whether the product may be ordered now, amount aside; lineProblem is addtoorder's own check. */
function productStatus(input: ProductWireInput, unit: string, auth: AuthContext, scope: RequestScope): { status: QuickOrderStatus; reason: string | null } {
  if (!auth.user.allowOrdering) return { status: 'notAllowed', reason: daQuickOrder.notAllowed };
  const p = input.product;
  // The same rule as core orderBlockReason (discontinued on or before today, or by HQ where the site blocks it).
  if ((p.discontinuedOn !== null && p.discontinuedOn <= scope.today) || (scope.siteBlocksHQ && p.discontinuedByHq)) {
    return { status: 'discontinued', reason: daQuickOrder.discontinued };
  }
  const timing = scope.deliveryDate ? { now: scope.now, deliveryDate: scope.deliveryDate } : undefined;
  const problem = lineProblem(input, { unit, amount: 1, expiryProduct: false }, auth, scope.today, timing);
  switch (problem) {
    case null:
      return { status: 'ok', reason: null };
    case 'missingFoodInfo':
      return { status: 'missingFoodInfo', reason: da.missingFoodInfo };
    case 'tooLate': {
      // As /api/deadlines/delivery tells it: blocked, and the earliest day the product still reaches.
      const result = productDeadlines(scope, p);
      const next = result.showDeliveryDate && result.deliveryDate ? daQuickOrder.deadlineNextDate(formatDate(result.deliveryDate)) : da.deadlineBlocked;
      return { status: 'deadline', reason: next };
    }
    default:
      return { status: 'notOrderable', reason: da.notOrderable };
  }
}

function productView(input: ProductWireInput, unit: Unit, auth: AuthContext, scope: RequestScope): QuickOrderProduct {
  return {
    productId: input.product.id,
    name: input.product.name,
    brand: input.product.brand,
    units: unitsOf(input).map((u) => ({ code: u.code, description: u.description, weighed: u.weighed })),
    unit: unit.code,
    ...productStatus(input, unit.code, auth, scope),
  };
}

interface Draft {
  line: QuickOrderLine;
  /** Amount in hundredths while merging; null when it did not parse. */
  hundredths: number | null;
  unit: Unit | null;
}

export async function reviewQuickOrder(
  db: Db,
  scope: RequestScope,
  auth: AuthContext,
  parsed: { rows: readonly QuickOrderRow[]; separator: Separator; headerSkipped: boolean },
): Promise<LoadCsvResponse> {
  const lookup = await lookUp(db, scope, parsed.rows.map((r) => r.number));
  const drafts: Draft[] = [];
  const merged = new Map<string, Draft>();

  for (const row of parsed.rows) {
    const typed = { number: row.number, amount: row.amountText, unit: row.unit };
    const base: QuickOrderLine = { rows: [row.row], typed, matchedBy: null, product: null, amount: null, status: 'ok', reason: null, alternative: null };
    if (row.number === '') {
      drafts.push({ line: { ...base, status: 'unknownNumber', reason: daQuickOrder.missingNumber }, hundredths: null, unit: null });
      continue;
    }
    const match = lookup.match(row.number);
    if (match.kind !== 'product') {
      const line: QuickOrderLine = match.kind === 'unknown'
        ? { ...base, status: 'unknownNumber', reason: daQuickOrder.unknownNumber }
        : { ...base, status: 'notInAssortment', reason: da.notInAssortment };
      drafts.push({ line, hundredths: null, unit: null });
      continue;
    }
    const units = unitsOf(match.input);
    const resolved = resolveQuickOrderUnit({ units, expiry: null }, row.unit, match.eanUnit);
    // An unknown unit still shows the product in its default unit, so the user can pick another.
    if (units.length === 0) {
      drafts.push({ line: { ...base, status: 'notOrderable', reason: da.notOrderable }, hundredths: null, unit: null });
      continue;
    }
    const unit = resolved.ok ? resolved.unit : defaultUnit({ units, expiry: null });
    const amount = row.amountText === '' ? null : parseAmount(row.amountText, unit);
    const product = productView(match.input, unit, auth, scope);
    const line: QuickOrderLine = { ...base, matchedBy: match.by, product };
    const alt = match.input.product.alternativeProductId ? lookup.alternatives.get(match.input.product.alternativeProductId) : undefined;
    if (product.status === 'discontinued' && alt) {
      // Issue 20 point 5's swap rule: keep the unit where the alternative has it, else its default.
      const altUnits = unitsOf(alt);
      const altUnit = altUnits.find((u) => u.code === unit.code) ?? (altUnits.length > 0 ? defaultUnit({ units: altUnits, expiry: null }) : null);
      if (altUnit) line.alternative = productView(alt, altUnit, auth, scope);
      line.reason = daQuickOrder.discontinuedWithAlternative(alt.product.name);
    }
    if (!resolved.ok) {
      drafts.push({ line: withStatus(line, 'unknownUnit', daQuickOrder.unknownUnit(row.unit ?? '')), hundredths: null, unit });
      continue;
    }
    if (amount === null || !amount.ok) {
      const reason = amount === null ? daQuickOrder.missingAmount : amount.message;
      drafts.push({ line: withStatus(line, 'invalidAmount', reason), hundredths: null, unit });
      continue;
    }
    const hundredths = Math.round(amount.value * 100);
    // Duplicates (same product and unit, valid amounts) become one line: amounts added, rows listed.
    const key = `${product.productId}\u0000${unit.code}`;
    const earlier = merged.get(key);
    if (earlier) {
      earlier.hundredths = (earlier.hundredths ?? 0) + hundredths;
      earlier.line.rows.push(row.row);
      continue;
    }
    const draft: Draft = { line, hundredths, unit };
    merged.set(key, draft);
    drafts.push(draft);
  }

  const lines = drafts.map(({ line, hundredths, unit }) => {
    if (hundredths === null || !unit || !line.product) return line;
    const amount = hundredths / 100;
    const done = { ...line, amount };
    if (line.product.status !== 'ok') return withStatus(done, line.product.status, line.reason ?? line.product.reason);
    const invalid = validateAmountValue(amount, unit);
    return invalid ? withStatus(done, 'invalidAmount', invalid) : done;
  });
  return {
    lines,
    orderable: lines.filter((l) => l.status === 'ok').length,
    total: lines.length,
    separator: parsed.separator,
    headerSkipped: parsed.headerSkipped,
  };
}

/** A product that cannot be ordered says so before its unit or amount does. */
function withStatus(line: QuickOrderLine, status: QuickOrderStatus, reason: string | null): QuickOrderLine {
  if (line.product && line.product.status !== 'ok' && status !== line.product.status) {
    return { ...line, status: line.product.status, reason: line.reason ?? line.product.reason };
  }
  return { ...line, status, reason };
}
