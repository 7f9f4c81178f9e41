// §1, §9: DKK with 2 decimals (da-DK); integral and fractional parts are shown apart. Input is øre.
import { onFirstUse } from './on-first-use.js';
const groupFormat = onFirstUse(() => new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0, useGrouping: true }));

export interface PriceParts {
  /** "1.234" (da-DK grouping), with a leading minus for negative amounts. */
  integral: string;
  /** Always two digits: "05". */
  fraction: string;
  /** "1.234,05" */
  text: string;
}

export function priceParts(ore: number): PriceParts {
  if (!Number.isInteger(ore)) throw new RangeError(`Money must be whole øre, got ${ore}`);
  const negative = ore < 0;
  const abs = Math.abs(ore);
  const integral = (negative ? '-' : '') + groupFormat().format(Math.trunc(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  return { integral, fraction, text: `${integral},${fraction}` };
}

/** "1.234,05 kr." with the no-break space Intl uses, for texts and aria labels. */
export function formatPrice(ore: number): string {
  return `${priceParts(ore).text}\u00a0kr.`;
}

/** §9: deposit shown with a comma decimal, e.g. "1,00". */
export function formatDeposit(ore: number): string {
  return priceParts(ore).text;
}
