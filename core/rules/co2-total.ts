// The basket summary's CO2e (§3 previewOrder co2 and averageCo2): the exact sum of CO2e × amount × the
// unit's factor over the lines, rounded half up to two decimals only at the end. The add's preview is
// summed by the database in exact numerics and the basket page's line by line here; in floating point
// the two differed by 0.01 kg on totals that end in a half hundredth (477.295: 477.3 against 477.29).

/** The sums are counted in 10^-8 kg: a product's CO2e has 3 decimals, an amount 2, a unit's factor 3 (api-server/db/schema.ts). */
const DECIMALS = 8;

/** One line's CO2e in 10^-8 kg. */
export function lineCo2(co2e: number, amount: number, factor: number): bigint {
  return BigInt(Math.round(co2e * 1000)) * BigInt(Math.round(amount * 100)) * BigInt(Math.round(factor * 1000));
}

/** A decimal text (PostgreSQL's numeric output, "459.29500000") in 10^-8 kg; digits past the 8th round half up. */
export function co2FromDecimal(text: string): bigint {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  let units = BigInt(whole || '0') * 10n ** BigInt(DECIMALS) + BigInt(fraction.slice(0, DECIMALS).padEnd(DECIMALS, '0'));
  if (fraction.length > DECIMALS && fraction.charCodeAt(DECIMALS) >= '5'.charCodeAt(0)) units += 1n;
  return sign === '-' ? -units : units;
}

/** `total / count` (10^-8 kg) in kg, rounded half away from zero to two decimals. */
export function roundCo2(total: bigint, count = 1): number {
  const step = 10n ** BigInt(DECIMALS - 2) * BigInt(count);
  const size = total < 0n ? -total : total;
  const hundredths = Number((size * 2n + step) / (2n * step));
  return (total < 0n ? -hundredths : hundredths) / 100;
}
