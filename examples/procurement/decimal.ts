// Decimal numbers as both punch-out protocols send them ("2.5", "123.45": a dot, never a comma), turned
// into whole numbers so the example procurement system never adds floats. Money is kept in øre.

const DECIMAL = /^\s*(-?)(\d+)(?:\.(\d*))?\s*$/;

/** "2.5" -> 2500 with scale 3. Throws on anything that is not a plain dot decimal. */
export function scaled(text: string, scale: number): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Ikke et decimaltal: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  // Round half up on the first dropped digit.
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let value = Number(whole) * 10 ** scale + Number(kept || '0');
  if (Number(fraction.charAt(scale) || '0') >= 5) value += 1;
  return sign === '-' ? -value : value;
}

/** Price text ("123.45") in øre. */
export function toOre(text: string): number {
  return scaled(text, 2);
}

/** Quantity × price per `priceUnit` units, in øre, rounded half up. Quantity has up to 3 decimals. */
export function lineTotalOre(quantity: string, unitPrice: string, priceUnit = '1'): number {
  const milli = scaled(quantity, 3);
  const ore = toOre(unitPrice);
  const per = scaled(priceUnit, 3) || 1000;
  return Math.round((milli * ore) / per);
}

const KR = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const AMOUNT = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 3 });

/** 123456 -> "1.234,56" (Danish, no currency). */
export function formatOre(ore: number): string {
  return KR.format(ore / 100);
}

/** "2.5" -> "2,5" (Danish). */
export function formatQuantity(quantity: string): string {
  return AMOUNT.format(scaled(quantity, 3) / 1000);
}
