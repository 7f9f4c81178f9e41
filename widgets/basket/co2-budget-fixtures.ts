// CO2e budgets for the budget panel's stories and tests (issue 20 point 5; nothing calls the server).
import type { Co2Budget } from '../../core/schemas/co2-budget.js';

/** Over the CO2e target and under the organic one, with two lines that have a lower-CO2e product. */
export const overTargetBudget: Co2Budget = {
  deliveryDate: '2025-11-27',
  co2TargetPerLine: 2.5,
  organicTargetPct: 30,
  averageCo2: 3.1,
  co2: 9.3,
  ecoPct: 20,
  itemCount: 3,
  co2OnTarget: false,
  organicOnTarget: false,
  lines: [
    { lineNo: 2, productId: '200456', name: 'Oksefilet', unit: 'KG', amount: 1.5, co2: 5.6, alternative: { productId: '200900', name: 'Kyllingebryst', brand: 'Danpo', unit: 'KG', amount: 1.5, co2: 4.4, saving: 1.2, unitPriceOre: 8995 } },
    { lineNo: 1, productId: '100123', name: 'Smør 82 %', unit: 'KRT', amount: 3, co2: 2.9, alternative: { productId: '100990', name: 'Plantemargarine', brand: 'Naturli', unit: 'STK', amount: 36, co2: 1.1, saving: 1.8, unitPriceOre: 1450 } },
    { lineNo: 3, productId: '300789', name: 'Yoghurt naturel 3,5 %', unit: 'STK', amount: 8, co2: 0.8, alternative: null },
  ],
};

/** On both targets; nothing left to swap. */
export const onTargetBudget: Co2Budget = {
  ...overTargetBudget,
  averageCo2: 1.95,
  co2: 5.85,
  ecoPct: 40,
  co2OnTarget: true,
  organicOnTarget: true,
  lines: overTargetBudget.lines.map((l) => ({ ...l, alternative: null })),
};

/** A department without targets: only the alternatives show. */
export const noTargetsBudget: Co2Budget = { ...overTargetBudget, co2TargetPerLine: null, organicTargetPct: null, co2OnTarget: null, organicOnTarget: null };
