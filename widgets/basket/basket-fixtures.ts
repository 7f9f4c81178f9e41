// Baskets for the basket page's stories and tests (nothing calls the server).
import type { ReviewBasket as Basket, ReviewLine as BasketLine } from '../../core/schemas/basket-review.js';
import type { Order } from '../../core/schemas/order.js';

const units = [
  { code: 'KRT', name: 'Karton á 12 stk', weighed: false },
  { code: 'STK', name: 'Stk', weighed: false },
];

export const pageLines: BasketLine[] = [
  { lineNo: 1, productId: '100123', name: 'Letmælk 1,5 % økologisk', brand: 'Arla Foods Professionel', unit: 'KRT', amount: 3, unitPriceOre: 15000, lineTotalOre: 45000, depositOre: 0, flags: [], units, expiryProduct: false },
  { lineNo: 2, productId: '200456', name: 'Laksefilet uden skind, frisk', brand: 'Nordisk Fisk', unit: 'KG', amount: 1.5, unitPriceOre: 18995, lineTotalOre: 28493, depositOre: 0, flags: ['tooLate'], units: [{ code: 'KG', name: 'Kilo', weighed: true }], expiryProduct: false },
  { lineNo: 3, productId: '300789', name: 'Yoghurt naturel 3,5 %', brand: 'Thise', unit: 'STK', amount: 8, unitPriceOre: 2450, lineTotalOre: 19600, depositOre: 800, flags: ['outOfStock'], units: [{ code: 'STK', name: 'Stk', weighed: false }], expiryProduct: true },
];

export const pageBasket: Basket = {
  deliveryDate: '2025-11-27',
  lines: pageLines,
  totalOre: 93093,
  depositTotalOre: 800,
  comment: 'Levering ved bagdøren',
  leaveUnattended: false,
  leaveUnattendedComment: '',
  previewOrder: { itemCount: 3, co2: 12.34, averageCo2: 4.11, ecoPct: 33, agreementPct: 67, noOfTooLate: 1, noOfExpired: 0, noOfOutOfStock: 1 },
};

export const placedOrder: Order = {
  orderNo: 1042,
  deliveryDate: '2025-11-27',
  placedAt: '2025-11-25T09:30:00.000Z',
  placedBy: 'Karen Kok',
  comment: '',
  leaveUnattended: false,
  leaveUnattendedComment: '',
  totalOre: 93093,
  depositTotalOre: 800,
  lines: pageLines.map(({ lineNo, productId, name, brand, unit, amount, unitPriceOre, lineTotalOre, depositOre }) => ({ lineNo, productId, name, brand, unit, amount, unitPriceOre, lineTotalOre, depositOre })),
};
