// §5: amounts are shown with a decimal comma and no grouping ("2,5 kg", "1250 stk"), as typed.
// One function so every widget shows the same amount the same way (issue 23 §1).
export function formatAmount(amount: number): string {
  return String(amount).replace('.', ',');
}

/** An amount rounded to two decimals first, for computed totals (a card's "in basket" line). */
export function formatRoundedAmount(amount: number): string {
  return formatAmount(Math.round(amount * 100) / 100);
}

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** A measured value (weight, nutrition) in da-DK notation with at most `maxFractionDigits` decimals. */
export function formatDecimal(value: number, maxFractionDigits: number): string {
  let format = decimalFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('da-DK', { maximumFractionDigits: maxFractionDigits });
    decimalFormats.set(maxFractionDigits, format);
  }
  return format.format(value);
}
