// Danish texts of the basket's CO2e and organic budget (issue 20 point 5), the server's messages
// included: only the basket page and the two /api/order budget routes use them.
export const daCo2Budget = {
  title: 'CO2e og økologi',
  /** "CO2e pr. ordrelinje: 3,10 kg · mål 2,50 kg" (the figures formatted by §9). */
  co2PerLine: (value: string) => `CO2e pr. ordrelinje: ${value} kg`,
  organicShare: (pct: number) => `Økologisk andel ${pct} %`,
  target: (value: string) => `mål ${value}`,
  co2Target: (value: string) => `mål ${value} kg`,
  organicTarget: (pct: number) => `mål ${pct} %`,
  /** The state in words (never colour alone). */
  co2Met: 'Inden for målet',
  co2Missed: 'Over målet',
  organicMet: 'Målet er nået',
  organicMissed: 'Under målet',
  alternativesTitle: 'Linjer med mest CO2e',
  lineCo2: (name: string, value: string) => `${name}: ${value} kg`,
  /** "Lavere CO2e: {name} (−1,20 kg)". */
  lowerCo2: (name: string, saving: string) => `Lavere CO2e: ${name} (−${saving} kg)`,
  swapAmount: (amount: string, unit: string) => `${amount} ${unit}`,
  swap: 'Byt',
  swapLabel: (from: string, to: string) => `Byt ${from} til ${to}`,
  swapping: 'Bytter …',
  swapped: (from: string, to: string) => `${from} er byttet til ${to}.`,
  loadFailed: 'CO2e-budgettet kunne ikke hentes.',
  // Server messages (api-server/orders/co2-budget.ts).
  co2Hidden: 'CO2e-tal vises ikke for din bruger.',
  notAnAlternative: 'Varen kan ikke bruges i stedet for denne linje. Genindlæs kurven.',
  lineNotSwappable: 'Denne linje kan ikke byttes.',
} as const;
