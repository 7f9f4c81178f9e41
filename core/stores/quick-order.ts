// The quick order's state (issue 20 point 1), rendered by <shop-quick-order>: the pasted text, the
// server's review (POST /api/product/loadcsv) and the user's choices per line (another unit, the
// alternative of a discontinued product, a corrected amount, a removed line), and "Læg N varer i kurven": ONE addtoorder
// call with every orderable line, origin CsvSearch 35, through the basket store (mini basket and toast).
import { atom } from 'nanostores';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import { postLoadCsv } from '../api/quick-order.js';
import { parseAmount, validateAmountValue } from '../rules/amount.js';
import { TOAST_MS } from '../rules/timing.js';
import { Origin, type AddToCartItem } from '../schemas/cart.js';
import { MAX_QUICK_ORDER_BYTES, type QuickOrderLine, type QuickOrderProduct, type QuickOrderStatus } from '../schemas/quick-order.js';
import { daQuickOrder } from '../texts/da-quick-order.js';
import { addToBasket } from './basket.js';
import { showToast } from './toasts.js';

export interface QuickOrderChoice {
  /** The unit the user picked; null: the line's own. */
  unit: string | null;
  /** The discontinued product's alternative is used instead. */
  alternative: boolean;
  /** The amount the user typed into the review table (§5 text, "2" or "1,5"); null: the line's own. */
  amount: string | null;
}

export interface QuickOrderReviewLine {
  key: string;
  line: QuickOrderLine;
  choice: QuickOrderChoice;
}

export interface QuickOrderState {
  text: string;
  fileName: string | null;
  status: 'idle' | 'reviewing' | 'review' | 'adding';
  /** Why the whole input was refused (the server's Danish text), or a failed call. */
  error: string | null;
  lines: readonly QuickOrderReviewLine[];
}

const EMPTY: QuickOrderState = { text: '', fileName: null, status: 'idle', error: null, lines: [] };
export const $quickOrder = atom<QuickOrderState>(EMPTY);
const patch = (p: Partial<QuickOrderState>) => $quickOrder.set({ ...$quickOrder.get(), ...p });

/** What a line is now, after the user's choices: the product ordered, its unit, amount and status. */
export interface EffectiveLine {
  product: QuickOrderProduct | null;
  unit: string | null;
  amount: number | null;
  status: QuickOrderStatus;
  reason: string | null;
}

/**
 * The line as the user's choices make it (pure). The product rules come from the server (they need the
 * database); the unit and amount rules are core's §5 functions, the same the server and the cards use.
 */
export function effectiveLine(line: QuickOrderLine, choice: QuickOrderChoice): EffectiveLine {
  const useAlt = choice.alternative && line.alternative !== null;
  const product = useAlt ? line.alternative : line.product;
  if (!product) return { product: null, unit: null, amount: null, status: line.status, reason: line.reason };
  const unitCode = choice.unit !== null && product.units.some((u) => u.code === choice.unit) ? choice.unit : product.unit;
  const unit = product.units.find((u) => u.code === unitCode);
  const base = { product, unit: unitCode, amount: line.amount };
  if (product.status !== 'ok') return { ...base, status: product.status, reason: useAlt ? product.reason : (line.reason ?? product.reason) };
  // A unit the product does not have stays refused until the user picks one.
  if (!useAlt && choice.unit === null && line.status === 'unknownUnit') return { ...base, status: line.status, reason: line.reason };
  if (!unit) return { ...base, status: 'unknownUnit', reason: daQuickOrder.unknownUnit(unitCode ?? '') };
  // A corrected amount (issue 20 point 1) is read with the §5 rules against the unit in effect now, so a
  // unit change re-validates it; invalid, the line says why and is not ordered (never silently dropped).
  if (choice.amount !== null) {
    const typed = parseAmount(choice.amount, unit);
    return typed.ok ? { ...base, amount: typed.value, status: 'ok', reason: null } : { ...base, amount: null, status: 'invalidAmount', reason: typed.message };
  }
  if (line.amount !== null) {
    const invalid = validateAmountValue(line.amount, unit);
    return invalid ? { ...base, status: 'invalidAmount', reason: invalid } : { ...base, status: 'ok', reason: null };
  }
  if (line.typed.amount.trim() === '') return { ...base, status: 'invalidAmount', reason: daQuickOrder.missingAmount };
  const parsed = parseAmount(line.typed.amount, unit);
  return parsed.ok ? { ...base, amount: parsed.value, status: 'ok', reason: null } : { ...base, status: 'invalidAmount', reason: parsed.message };
}

/** The addtoorder items of the lines that can be ordered (origin CsvSearch 35). */
export function orderableItems(lines: readonly QuickOrderReviewLine[]): AddToCartItem[] {
  return lines.flatMap(({ line, choice }) => {
    const e = effectiveLine(line, choice);
    return e.status === 'ok' && e.product && e.unit && e.amount !== null
      ? [{ origin: Origin.CsvSearch, productId: e.product.productId, unit: e.unit, amount: e.amount, expiryProduct: false }]
      : [];
  });
}

export function setQuickOrderText(text: string, fileName: string | null = null): void {
  patch({ text, fileName, error: null });
}

/** A chosen file (.csv, .txt): its text, unless it is too big to send. */
export async function loadQuickOrderFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<void> {
  if (file.size > MAX_QUICK_ORDER_BYTES) {
    patch({ error: daQuickOrder.tooLarge });
    return;
  }
  setQuickOrderText(await file.text(), file.name);
}

let generation = 0;

export async function reviewQuickOrder(): Promise<void> {
  const { text, fileName } = $quickOrder.get();
  if (text.trim() === '') {
    patch({ error: daQuickOrder.empty, lines: [], status: 'idle' });
    return;
  }
  const started = ++generation;
  patch({ status: 'reviewing', error: null });
  try {
    const body = await postLoadCsv({ text, ...(fileName ? { fileName } : {}) }, { handled: 'all' });
    if (started !== generation) return;
    patch({
      status: 'review',
      lines: body.lines.map((line) => ({ key: line.rows.join('-'), line, choice: { unit: null, alternative: false, amount: null } })),
    });
  } catch (error) {
    if (started !== generation) return;
    if (error instanceof MissingSessionError) {
      patch({ status: 'idle' });
      return;
    }
    const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : daQuickOrder.loadError;
    patch({ status: 'idle', error: message, lines: [] });
  }
}

function updateLine(key: string, change: (l: QuickOrderReviewLine) => QuickOrderReviewLine): void {
  patch({ lines: $quickOrder.get().lines.map((l) => (l.key === key ? change(l) : l)) });
}

export function chooseQuickOrderUnit(key: string, unit: string): void {
  updateLine(key, (l) => ({ ...l, choice: { ...l.choice, unit } }));
}

export function chooseQuickOrderAlternative(key: string): void {
  // The amount the user corrected stays: it is the line's amount, whichever product fills it.
  updateLine(key, (l) => ({ ...l, choice: { ...l.choice, unit: null, alternative: true } }));
}

/** The user's corrected amount for a line, as typed (validated by effectiveLine against the line's unit). */
export function setQuickOrderAmount(key: string, amount: string): void {
  updateLine(key, (l) => ({ ...l, choice: { ...l.choice, amount } }));
}

export function removeQuickOrderLine(key: string): void {
  patch({ lines: $quickOrder.get().lines.filter((l) => l.key !== key) });
}

/** ONE addtoorder with every orderable line; the added lines leave the review, the others stay to be fixed. */
export async function addQuickOrderToBasket(): Promise<boolean> {
  const state = $quickOrder.get();
  const items = orderableItems(state.lines);
  if (items.length === 0 || state.status === 'adding') {
    if (items.length === 0) showToast({ kind: 'warning', message: daQuickOrder.noneOrderable, durationMs: TOAST_MS.warning });
    return false;
  }
  patch({ status: 'adding' });
  const added = await addToBasket(items);
  const now = $quickOrder.get();
  patch({
    status: 'review',
    lines: added ? now.lines.filter(({ line, choice }) => effectiveLine(line, choice).status !== 'ok') : now.lines,
  });
  return added;
}

export function resetQuickOrder(): void {
  generation++;
  $quickOrder.set(EMPTY);
}
