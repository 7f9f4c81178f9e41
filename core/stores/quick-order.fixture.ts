// A quick-order review as loadcsv answers it, for the store test, the widget test and the stories
// (issue 20 point 1). One line per status that matters to the widget.
import type { LoadCsvResponse, QuickOrderLine, QuickOrderProduct } from '../schemas/quick-order.js';
import { daQuickOrder } from '../texts/da-quick-order.js';

const units = {
  krt: { code: 'KRT', description: 'Karton', weighed: false },
  stk: { code: 'STK', description: 'Stk.', weighed: false },
  kg: { code: 'KG', description: 'Kilo', weighed: true },
};

export const product = (productId: string, name: string, over: Partial<QuickOrderProduct> = {}): QuickOrderProduct => ({
  productId, name, brand: 'Grossisten', units: [units.krt, units.stk], unit: 'KRT', status: 'ok', reason: null, ...over,
});

const line = (row: number, number: string, amount: string, over: Partial<QuickOrderLine> = {}): QuickOrderLine => ({
  rows: [row], typed: { number, amount, unit: null }, matchedBy: 'productId', product: null, amount: Number(amount.replace(',', '.')) || null,
  status: 'ok', reason: null, alternative: null, ...over,
});

export const QUICK_ORDER_LINES: QuickOrderLine[] = [
  line(1, '100001', '2', { rows: [1, 7], amount: 5, product: product('100001', 'Hvedemel 1 kg') }),
  line(2, '39669', '1', { matchedBy: 'customerNumber', product: product('100037', 'Rapsolie 5 l') }),
  line(3, '100025', '1,5', { typed: { number: '100025', amount: '1,5', unit: 'kg' }, product: product('100025', 'Kyllingebryst', { units: [units.kg, units.krt], unit: 'KG' }) }),
  line(4, '99999999', '1', { matchedBy: null, status: 'unknownNumber', reason: daQuickOrder.unknownNumber }),
  line(5, '100007', '3', {
    status: 'discontinued',
    reason: daQuickOrder.discontinuedWithAlternative('Havregryn 1 kg'),
    product: product('100007', 'Havregryn 750 g', { status: 'discontinued', reason: daQuickOrder.discontinued }),
    alternative: product('100886', 'Havregryn 1 kg'),
  }),
  line(6, '100031', '1', { status: 'missingFoodInfo', reason: 'Manglende varedata', product: product('100031', 'Kransekage', { status: 'missingFoodInfo', reason: 'Manglende varedata' }) }),
  line(8, '100002', '1,5', { amount: null, status: 'invalidAmount', reason: 'Du kan kun indtaste tal i feltet', product: product('100002', 'Sukker 1 kg') }),
  line(9, '100003', '1', { typed: { number: '100003', amount: '1', unit: 'PALLE' }, status: 'unknownUnit', reason: daQuickOrder.unknownUnit('PALLE'), product: product('100003', 'Salt 1 kg') }),
];

export const QUICK_ORDER_REVIEW: LoadCsvResponse = {
  lines: QUICK_ORDER_LINES,
  orderable: 3,
  total: QUICK_ORDER_LINES.length,
  separator: 'semicolon',
  headerSkipped: false,
};
