// The right column's parts of a product card: the price block (§9) and the order form with the
// reason a product cannot be ordered (§4, §8).
import type { FormEvent, RefObject } from 'react';
import {
  allowsDecimals,
  blockReasonText,
  da,
  detailsHrefFor,
  formatDeposit,
  formatPrice,
  priceParts,
  safeUrl,
  unitLabel,
} from '../../core/index.js';
import type { CardBlockReason, CardFigures, Product, Unit } from '../../core/index.js';
import { WeighedCardPrice } from './card-weighed.js';
import { $shoppingListMode } from '../../core/stores/shopping-list-state.js';
import { daShoppingListMode } from '../../core/texts/da-shopping-list-mode.js';
import { useStore } from '../shared/use-store.js';

export function CardPrice({ product, figures, expiry, showUnitPrice }: { product: Product; figures: CardFigures; expiry: boolean; showUnitPrice: boolean }) {
  const { unit, priceOre, normalPriceOre, depositOre, refPrice, co2TaxOre } = figures;
  if (!figures.showPrice || priceOre === null) return null;
  const parts = priceParts(priceOre);
  return (
    <div className="price-block">
      <p className="price">
        <span aria-hidden="true">
          <span className="integral">{parts.integral}</span>
          <span className="fraction">,{parts.fraction}</span> kr.
        </span>
        <span className="visually-hidden">{formatPrice(priceOre)}</span> <span className="per-unit">{da.perUnit(unit.code)}</span>
        {depositOre > 0 ? <span className="deposit">{da.deposit(formatDeposit(depositOre))}</span> : null}
      </p>
      <WeighedCardPrice unit={unit} priceOre={priceOre} />
      {expiry && normalPriceOre !== null ? <p className="normal-price">{da.normalPrice(`${formatPrice(normalPriceOre)} ${da.perUnit(unit.code)}`)}</p> : null}
      {refPrice && !showUnitPrice ? <p className="ref-price">{refPrice}</p> : null}
      {co2TaxOre !== null ? (
        <p className="co2-tax">
          {da.co2Tax(formatDeposit(co2TaxOre), unit.code)}
          {product.co2TaxRefOre !== null && product.refUnit ? ` ${da.co2TaxRef(formatDeposit(product.co2TaxRefOre), product.refUnit)}` : ''}
        </p>
      ) : null}
    </div>
  );
}

export interface CardOrderFormProps {
  product: Product;
  id: string;
  unit: Unit;
  expiry: boolean;
  showAdd: boolean;
  addAllowed: boolean;
  blocked: boolean;
  busy: boolean;
  amount: string;
  amountRef: RefObject<HTMLInputElement | null>;
  reasonId: string;
  onUnitChange(code: string): void;
  onAmountChange(text: string): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function CardOrderForm({ product, id, unit, expiry, showAdd, addAllowed, blocked, busy, amount, amountRef, reasonId, onUnitChange, onAmountChange, onSubmit }: CardOrderFormProps) {
  // Issue 22 point 4 (§6 "Inco: shopping-list wording"): in shopping-list mode the add says so.
  const listMode = useStore($shoppingListMode);
  const words = listMode ? daShoppingListMode : da;
  return (
    <form className="order" onSubmit={onSubmit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-unit`}>
        {da.unitLabel(product.name)}
      </label>
      <select
        id={`${id}-unit`}
        className="input unit"
        value={unit.code}
        onChange={(e) => onUnitChange(e.currentTarget.value)}
        disabled={expiry || product.units.length < 2}
      >
        {(expiry ? [unit] : product.units).map((u) => (
          <option key={u.code} value={u.code}>
            {unitLabel(u.code, u.description)}
          </option>
        ))}
      </select>
      {showAdd ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-amount`}>
            {da.amountLabel(product.name)}
          </label>
          <input
            ref={amountRef}
            id={`${id}-amount`}
            className="input amount"
            part="amount"
            type="text"
            inputMode={allowsDecimals(unit) ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={amount}
            readOnly={blocked}
            onChange={(e) => onAmountChange(e.currentTarget.value)}
            aria-describedby={blocked ? reasonId : undefined}
          />
          <button
            type="submit"
            className="btn add"
            part="add-button"
            // The name starts with the visible text (WCAG 2.5.3); while busy the text changes, so the
            // name is the text alone.
            aria-label={busy ? undefined : words.addButtonLabel(words.addButton, product.name)}
            aria-describedby={blocked ? reasonId : undefined}
            disabled={!addAllowed || busy}
            aria-busy={busy || undefined}
          >
            {busy ? words.adding : words.addButton}
          </button>
        </>
      ) : null}
    </form>
  );
}

/** Why the product cannot be ordered (§8 texts), with the way on: the department, or the replacement. */
export function BlockReason({ id, reason, product, contactUrl }: { id: string; reason: Exclude<CardBlockReason, null>; product: Product; contactUrl: string }) {
  const alternativeHref = product.alternativeProductId ? safeUrl(detailsHrefFor(product.alternativeProductId)) : null;
  return (
    <div id={id} className="block-reason">
      <p className="reason-title">{blockReasonText(reason, product)}</p>
      {reason === 'missingFoodInfo' ? (
        <p className="reason-text">
          {da.missingFoodInfoExplanation} <a href={safeUrl(contactUrl) ?? '/kontakt'}>{da.contactDepartment}</a>
        </p>
      ) : null}
      {(reason === 'discontinued' || reason === 'discontinuedByHQ') && product.alternativeProductId && alternativeHref ? (
        <p className="reason-text">
          <a href={alternativeHref}>{da.replacedBy(product.alternativeProductId)}</a>
        </p>
      ) : null}
    </div>
  );
}
