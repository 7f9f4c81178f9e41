// Amount rules of spec §5. Pure functions shared by the product card and by the server's own check.
import { da } from '../texts/da.js';
import { MAX_LINE_AMOUNT } from '../schemas/wire-constants.js';

export type AmountResult = { ok: true; value: number } | { ok: false; message: string };

/** §5: only the unit KG takes decimals (up to 2, comma-separated); weighed units are sold by the KG. */
export function allowsDecimals(unit: { code: string; weighed?: boolean }): boolean {
  return unit.code.toUpperCase() === 'KG' || unit.weighed === true;
}

/**
 * Parses what a user typed into a card's amount field.
 * - Required; zero is invalid ('Den indtastede værdi var ugyldig').
 * - A digit followed only by commas has the commas removed ("2," is 2).
 * - KG: digits with an optional comma and up to 2 decimals, else 'Den indtastede værdi var ugyldig'.
 * - Other units: digits only, else 'Du kan kun indtaste tal i feltet'.
 * - The comma becomes a decimal point on submit.
 * Amounts above MAX_LINE_AMOUNT are rejected as invalid: nobody orders 10,000 cartons by hand.
 */
export function parseAmount(raw: string, unit: { code: string; weighed?: boolean }): AmountResult {
  let text = raw.trim();
  if (text === '') return { ok: false, message: da.amountInvalid };
  text = text.replace(/^(\d+),+$/, '$1');
  if (allowsDecimals(unit)) {
    if (!/^\d+(,\d{1,2})?$/.test(text)) return { ok: false, message: da.amountInvalid };
  } else if (!/^\d+$/.test(text)) {
    return { ok: false, message: da.amountDigitsOnly };
  }
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0 || value > MAX_LINE_AMOUNT) return { ok: false, message: da.amountInvalid };
  return { ok: true, value };
}

/** The server's check of an amount that arrived as a JSON number: same rules, same messages. */
export function validateAmountValue(amount: number, unit: { code: string; weighed?: boolean }): string | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_LINE_AMOUNT) return da.amountInvalid;
  if (allowsDecimals(unit)) {
    return Math.abs(Math.round(amount * 100) - amount * 100) < 1e-9 ? null : da.amountInvalid;
  }
  return Number.isInteger(amount) ? null : da.amountDigitsOnly;
}

/** Default amount shown in the details view (§5). */
export const DEFAULT_DETAILS_AMOUNT = '1';
