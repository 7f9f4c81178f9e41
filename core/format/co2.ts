// §9: CO2e with 2 decimals and a comma; §6: '0,00' values are hidden (see rules/permissions showCo2).
export function formatCo2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded.toFixed(2).replace('.', ',');
}
