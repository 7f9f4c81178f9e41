// The punch-out basket as it goes back to the procurement system (issue 16 §3): the lines of the
// punch-out's basket, checked exactly as POST /api/order/complete checks them (orders/complete.ts),
// and mapped to protocol-neutral TransferLines (transfer-types.ts).
import { daysBetween } from '../domain/dates.js';
import { punchOutUnitCode } from '../../core/rules/punch-out-units.js';
import { daOrders } from '../../core/texts/da-orders.js';
import type { SearchScope } from '../catalogue/search.js';
import type { ProductWireInput } from '../catalogue/wire.js';
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';
import { ApiFailure, type AuthContext, type PunchOutSessionRow } from '../http/env.js';
import { lineMoney, lineProblem, lineProblemText, pricedLines, toHundredths, type LineProblem } from '../orders/basket.js';
import type { TransferLine } from './transfer-types.js';
import { basketOwnerOf, isBasketOf } from '../orders/basket-owner.js';

/** Øre as DKK with a dot decimal and two decimals ("123.45"), exactly (no float formatting). */
export function oreToDecimal(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(Math.round(ore));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as the protocols want it: dot decimal, no trailing zeros ("2.5", "3"). */
export function amountToDecimal(amount: number | string): string {
  return String(toHundredths(amount) / 100);
}


/**
 * One line as it goes back. Prices: a user without showPrices (§6 "Prices need showPrices") sends
 * "0.00" and a line total of 0: the procurement system shows its user what we send, and this user may
 * not see our prices; the invoice carries them. Prices are without deposit (pant), as the order total is
 * (orders.total_ore, §9 keeps deposits apart).
 */
export function transferLineOf(
  product: ProductWireInput,
  line: { unit: string; amount: string; expiryProduct: boolean },
  showPrices: boolean,
  today: string,
  deliveryDate: string,
): TransferLine {
  const money = lineMoney(line, product, today);
  const unit = product.units.find((u) => u.code === line.unit);
  const p = product.product;
  return {
    productId: p.id,
    description: p.name,
    quantity: amountToDecimal(line.amount),
    unit: line.unit,
    unitCode: punchOutUnitCode(line.unit),
    unitPrice: showPrices ? oreToDecimal(money.unitPriceOre ?? 0) : '0.00',
    lineTotalOre: showPrices ? (money.lineTotalOre ?? 0) : 0,
    materialGroup: p.postingGroupId,
    leadTimeDays: Math.max(0, daysBetween(today, deliveryDate)),
    longText: [p.name, p.brand, unit?.description ?? line.unit, p.extendedDescription ?? ''].filter((s) => s.trim() !== '').join(', '),
  };
}

interface ProblemLine {
  lineNo: number;
  productId: string;
  problem: LineProblem;
  message: string;
}

/**
 * The punch-out's basket (its user, its delivery date) as TransferLines and their total in øre. Call it
 * inside the transaction that ends the punch-out: the basket row is locked until commit, as completion
 * locks it. 409 BasketEmpty without lines; 409 OrderNotPlaceable with `lines` when any line cannot be
 * ordered now (lineProblem, the same rules and texts as completion, deadline for the punch-out's date).
 */
export async function transferLines(
  tx: Tx,
  scope: SearchScope,
  auth: AuthContext,
  punchOut: Pick<PunchOutSessionRow, 'deliveryDate'>,
): Promise<{ lines: TransferLine[]; totalOre: number }> {
  const deliveryDate = punchOut.deliveryDate;
  const [basket] = await tx
    .select({ id: t.baskets.id })
    .from(t.baskets)
    .where(isBasketOf(basketOwnerOf(auth), deliveryDate))
    .for('update');
  const priced = basket ? await pricedLines(tx, scope, basketOwnerOf(auth), deliveryDate) : [];
  if (priced.length === 0) throw new ApiFailure(409, 'BasketEmpty', daOrders.basketEmpty);

  const problems: ProblemLine[] = [];
  for (const { line, product } of priced) {
    let problem = lineProblem(product, line, auth, scope.today, { now: scope.now ?? new Date(), deliveryDate });
    if (!problem && line.expiryProduct && product?.expiry && toHundredths(line.amount) > toHundredths(product.expiry.stock)) problem = 'outOfStock';
    if (problem) problems.push({ lineNo: line.lineNo, productId: line.productId, problem, message: lineProblemText(problem) });
  }
  if (problems.length > 0) throw new ApiFailure(409, 'OrderNotPlaceable', daOrders.orderHasProblems, { lines: problems });

  // Every line has its product here: a missing one is 'notInAssortment' above.
  const lines = priced.map(({ line, product }) => transferLineOf(product!, line, auth.user.showPrices, scope.today, deliveryDate));
  return { lines, totalOre: lines.reduce((sum, l) => sum + l.lineTotalOre, 0) };
}
