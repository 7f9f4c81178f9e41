// Amount and unit of a line on a recurring order (§5 amount rules, the card's messages): the add and
// create dialogs' fields.
import { useState } from 'react';
import type { Ref } from 'react';
import { type Product, type Unit, parseAmount } from '../../core/index.js';
import { initialLineAmount, initialLineUnit } from '../../core/rules/recurring-order-product.js';
import { t } from './recurring-order-texts.js';

/** The fields' state, starting from the card's unit and amount. */
export function useLineFields(product: Product, cardUnit: string, cardAmount: number) {
  const [unitCode, setUnitCode] = useState(() => initialLineUnit(product.units, cardUnit));
  const unit: Unit = product.units.find((u) => u.code === unitCode) ?? product.units[0]!;
  const [amountValue, setAmountValue] = useState(() => initialLineAmount(cardAmount, { code: unit.code, weighed: unit.weighed }));
  const [amountError, setAmountError] = useState<string | null>(null);
  return { unit, setUnitCode, amountValue, setAmountValue, amountError, setAmountError };
}

export type LineFieldsState = ReturnType<typeof useLineFields>;

export function LineFields({ idPrefix, product, fields, amountRef }: {
  idPrefix: string;
  product: Product;
  fields: LineFieldsState;
  /** Given where the dialog's focus starts on the amount (what the user most likely changes). */
  amountRef?: Ref<HTMLInputElement>;
}) {
  const { unit, setUnitCode, amountValue, setAmountValue, amountError, setAmountError } = fields;
  return (
    <div className="rop-fields">
      <div className="rop-field">
        <label className="rop-label" htmlFor={`${idPrefix}-amount`}>
          {t.ropAmountLabel}
        </label>
        <input
          ref={amountRef}
          id={`${idPrefix}-amount`}
          className="input rop-amount"
          type="text"
          inputMode={unit.code.toUpperCase() === 'KG' || unit.weighed ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={amountValue}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${idPrefix}-amount-error` : undefined}
          onChange={(e) => {
            setAmountValue(e.currentTarget.value);
            setAmountError(null);
          }}
        />
      </div>
      <div className="rop-field rop-field-grow">
        <label className="rop-label" htmlFor={`${idPrefix}-unit`}>
          {t.ropUnitLabel}
        </label>
        <select
          id={`${idPrefix}-unit`}
          className="input"
          value={unit.code}
          disabled={product.units.length < 2}
          onChange={(e) => {
            setUnitCode(e.currentTarget.value);
            setAmountError(null);
          }}
        >
          {product.units.map((u) => (
            <option key={u.code} value={u.code}>
              {u.description && u.description !== u.code ? `${u.code} – ${u.description}` : u.code}
            </option>
          ))}
        </select>
      </div>
      {amountError ? (
        <p id={`${idPrefix}-amount-error`} className="rop-error">
          {amountError}
        </p>
      ) : null}
    </div>
  );
}

/** The parsed amount, or null with the message shown at the field and focus moved there. */
export function checkedAmount(fields: LineFieldsState, idPrefix: string, root: HTMLElement | null): number | null {
  const parsed = parseAmount(fields.amountValue, fields.unit);
  if (parsed.ok) return parsed.value;
  fields.setAmountError(parsed.message);
  root?.querySelector<HTMLInputElement>(`[id="${idPrefix}-amount"]`)?.focus();
  return null;
}
