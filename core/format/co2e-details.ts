// The CO2e modal's figures (issue 4 point 7; §6, §9): kg CO2e per kg and per sales unit, 2 decimals
// with a comma. hideCo2 users see nothing; a figure that rounds to '0,00' is left out (§6).
import { formatCo2 } from './co2.js';

export interface Co2eUnitFigure {
  unit: string;
  description: string;
  value: string;
}

export interface Co2eFigures {
  /** kg CO2e per kg of product; null when the weight is unknown or the figure rounds to 0,00. */
  perKg: string | null;
  perUnit: Co2eUnitFigure[];
}

export interface Co2eInput {
  /** kg CO2e per base unit (§3 e). */
  co2e: number | null;
  /** Net weight of the base unit in kg (product details `weight`). */
  weightKg: number | null;
  units: readonly { name: string; description: string; factor: number }[];
}

const shown = (text: string) => text !== '0,00' && text !== '-0,00';

/** The modal's figures, or null when nothing may be shown (hideCo2, no CO2e, or every figure 0,00). */
export function co2eFigures(input: Co2eInput, settings: { hideCo2: boolean }): Co2eFigures | null {
  if (settings.hideCo2 || input.co2e === null || !Number.isFinite(input.co2e) || input.co2e < 0) return null;
  const perKgText = input.weightKg !== null && input.weightKg > 0 ? formatCo2(input.co2e / input.weightKg) : null;
  const perKg = perKgText !== null && shown(perKgText) ? perKgText : null;
  const perUnit = input.units
    .map((u) => ({ unit: u.name, description: u.description, value: formatCo2(input.co2e! * u.factor) }))
    .filter((f) => shown(f.value));
  if (perKg === null && perUnit.length === 0) return null;
  return { perKg, perUnit };
}
