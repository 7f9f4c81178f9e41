// Buying from the details (§2, §6): the units with their prices, or the expiry offer, and the amount
// field on the same add-to-basket flow as the product card (widgets/shared/use-add-to-basket.ts).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  $basketQuantities,
  Origin,
  allowsDecimals,
  basketQuantityText,
  canOrderInDetails,
  canSeePrices,
  da,
  detailsHrefFor,
  formatDate,
  formatPrice,
  safeUrl,
  showAddControl,
  unitLabel,
} from '../../core/index.js';
import type { UserSettings } from '../../core/index.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import type { ProductDetailsState } from '../../core/stores/product-details.js';
import { useStore } from '../shared/use-store.js';
import { useAddToBasket } from '../shared/use-add-to-basket.js';
import { AllergenWarningMount } from '../shared/allergen-guard-gate.js';
import { $shoppingListMode } from '../../core/stores/shopping-list-state.js';
import { daShoppingListMode } from '../../core/texts/da-shopping-list-mode.js';

export type LoadedState = Extract<ProductDetailsState, { status: 'loaded' }>;

export function BuySection({ state, settings }: { state: LoadedState; settings: UserSettings }) {
  const product = state.details;
  // Issue 22 point 4 (§6 "Inco: shopping-list wording"): in shopping-list mode the add says so.
  const words = useStore($shoppingListMode) ? daShoppingListMode : da;
  const id = useId();
  const expiry = state.expiry && product.expiry !== null && product.expiryUnit !== null;
  const standard = product.units.find((u) => u.selected) ?? product.units[0];
  const [unitCode, setUnitCode] = useState(standard?.name ?? product.basicUnit);
  const [amount, setAmount] = useState('');
  const { busy, add, confirmStep } = useAddToBasket();
  const inBasket = useStore($basketQuantities).get(product.productId) ?? [];

  const regular = product.units.find((u) => u.name === unitCode) ?? standard;
  const unit = expiry ? { code: product.expiryUnit!, weighed: false } : { code: regular?.name ?? product.basicUnit, weighed: regular?.weighed ?? false };
  const priceOre = expiry ? product.expiryPrice : (regular?.price ?? null);
  const pricesShown = canSeePrices(settings);
  const allowed =
    canOrderInDetails({
      settings,
      priceOre,
      orderable: product.orderable,
      discontinued: product.discontinued,
      discontinuedByHQ: product.discontinuedByHQ,
      cardType: 'primary-shop',
    }) && state.deadline?.orderable !== false;
  const reasonId = `${id}-reason`;
  const reason = !product.orderable || product.discontinued || product.discontinuedByHQ ? product.discontinuedText || da.notOrderable : null;
  const alternativeHref = product.alternativeProductId ? safeUrl(detailsHrefFor(product.alternativeProductId)) : null;

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allowed) return;
    const line = (value: number) => ({
      origin: expiry ? Origin.ExpiryProduct : Origin.ProductDetails,
      amount: value,
      productId: product.productId,
      unit: unit.code,
      expiryProduct: expiry,
    });
    await add(amount, unit, line, () => setAmount(''));
  }

  return (
    <div className="buy">
      <AllergenWarningMount productId={product.productId} />
      {expiry ? (
        <p className="expiry">
          <strong>{t.expiryOffer}</strong> {da.expiresOn(formatDate(product.expiry!))}
          {pricesShown && product.expiryPrice !== null ? ` · ${t.expiryPrice(formatPrice(product.expiryPrice), product.expiryUnit!)}` : ''}
          {product.expiryStock !== null ? ` · ${da.expiryStock(String(product.expiryStock), product.expiryUnit!)}` : ''}
        </p>
      ) : (
        <fieldset className="units">
          <legend>{t.unitsLegend}</legend>
          {product.units.map((u) => (
            <label key={u.name} className="unit-choice">
              <input type="radio" name={`${id}-unit`} value={u.name} checked={u.name === unit.code} onChange={() => setUnitCode(u.name)} />
              <span>{unitLabel(u.name, u.description)}</span>
              {pricesShown && u.price !== null ? <span className="price">{t.unitPrice(formatPrice(u.price), u.name)}</span> : null}
              {u.selected ? <span className="standard">{t.standardUnitMark}</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      {pricesShown && product.deposit > 0 ? <p className="deposit">{da.deposit(formatPrice(product.deposit))}</p> : null}
      {showAddControl(settings) ? (
        <form className="order" onSubmit={(e) => void onAdd(e)} noValidate>
          <label htmlFor={`${id}-amount`}>{da.amountLabel(product.description)}</label>
          <input
            id={`${id}-amount`}
            className="input amount"
            type="text"
            inputMode={allowsDecimals(unit) ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={amount}
            readOnly={!allowed}
            onChange={(e) => setAmount(e.currentTarget.value)}
            aria-describedby={reason ? reasonId : undefined}
          />
          <button type="submit" className="btn add" disabled={!allowed || busy} aria-busy={busy || undefined} aria-describedby={reason ? reasonId : undefined}>
            {busy ? words.adding : words.addButton}
          </button>
        </form>
      ) : null}
      {confirmStep}
      {reason ? (
        <p id={reasonId} className="block-reason">
          {reason}
          {alternativeHref ? (
            <>
              {' '}
              <a href={alternativeHref}>{da.replacedBy(product.alternativeProductId!)}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {inBasket.length > 0 ? <p className="note in-basket">{da.inBasket(basketQuantityText(inBasket))}</p> : null}
    </div>
  );
}
