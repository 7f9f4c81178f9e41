// Danish texts of the basket's CO2e and organic budget (issue 20 point 5), the server's messages
// included: only the basket page and the two /api/order budget routes use them.
import { defineTexts, tpl } from './dictionary.js';

export const daCo2Budget = defineTexts('Co2Budget', {
  title: 'CO2e og økologi',
  /** "CO2e pr. ordrelinje: 3,10 kg · mål 2,50 kg" (the figures formatted by §9). */
  co2PerLine: tpl('CO2e pr. ordrelinje: {value} kg', (value: string) => ({ value })),
  organicShare: tpl('Økologisk andel {pct} %', (pct: number) => ({ pct })),
  co2Target: tpl('mål {value} kg', (value: string) => ({ value })),
  organicTarget: tpl('mål {pct} %', (pct: number) => ({ pct })),
  /** The state in words (never colour alone). */
  co2Met: 'Inden for målet',
  co2Missed: 'Over målet',
  organicMet: 'Målet er nået',
  organicMissed: 'Under målet',
  alternativesTitle: 'Linjer med mest CO2e',
  lineCo2: tpl('{name}: {value} kg', (name: string, value: string) => ({ name, value })),
  /** "Lavere CO2e: {name} (−1,20 kg)". */
  lowerCo2: tpl('Lavere CO2e: {name} (−{saving} kg)', (name: string, saving: string) => ({ name, saving })),
  swapAmount: tpl('{amount} {unit}', (amount: string, unit: string) => ({ amount, unit })),
  swap: 'Byt',
  swapLabel: tpl('Byt {from} til {to}', (from: string, to: string) => ({ from, to })),
  swapping: 'Bytter …',
  swapped: tpl('{from} er byttet til {to}.', (from: string, to: string) => ({ from, to })),
  loadFailed: 'CO2e-budgettet kunne ikke hentes.',
  // Server messages (api-server/orders/co2-budget.ts).
  co2Hidden: 'CO2e-tal vises ikke for din bruger.',
  notAnAlternative: 'Varen kan ikke bruges i stedet for denne linje. Genindlæs kurven.',
  lineNotSwappable: 'Denne linje kan ikke byttes.',
});
