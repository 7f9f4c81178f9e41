import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { formatAmount, formatPrice } from '../../core/index.js';
import type { BasketLineFlag, ReviewLine as BasketLine } from '../../core/schemas/basket-review.js';
import { removeLine, updateLine } from '../../core/stores/basket-page.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { daCheckoutBasket } from '../../core/texts/da-checkout-basket.js';
import { WeighedLinePrice } from '../shared/weighed-price.js';
import { LineDeadline } from './line-deadline.js';

// A function, not a table: a text read when the module loads would never show an editor's text (issue 17 §1).
const flagText = (flag: BasketLineFlag): string =>
  ({ tooLate: daOrders.flagTooLate, expired: daOrders.flagExpired, outOfStock: daOrders.flagOutOfStock })[flag];

/**
 * One basket line: amount and unit edited in place, its money when prices are shown, its problems.
 * Read-only (a punch-out requisition opened to inspect, issue 16): amount and unit as text, no removing.
 */
export function Line({ line, showPrices, busy, message, readOnly = false }: { line: BasketLine; showPrices: boolean; busy: boolean; message: string | undefined; readOnly?: boolean }) {
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const units = line.units ?? [];
  const flags = line.flags ?? [];
  const problem = message !== undefined || flags.length > 0;
  // Issue 18 point 2: a checkout campaign's line names its campaign and keeps the campaign's unit.
  const campaign = line.offer?.kind === 'checkoutCampaign' ? line.offer : null;

  async function commitAmount() {
    const input = amountRef.current;
    if (!input) return;
    const ok = await updateLine(line.lineNo, input.value);
    // An invalid or refused amount: the field shows the saved amount again (the toast says why).
    if (!ok && amountRef.current) amountRef.current.value = formatAmount(line.amount);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commitAmount();
    }
  }

  return (
    <li className={problem ? 'line has-problem' : 'line'} part="line" data-line-no={line.lineNo} aria-describedby={problem ? `${id}-problem` : undefined}>
      <div className="line-product">
        <span className="line-name">{line.name}</span>
        <span className="line-meta">{line.brand ? `${line.brand} · ` : ''}{daOrders.productNo(line.productId)}</span>
        {campaign ? <span className="line-offer" part="line-offer">{daCheckoutBasket.campaignLine(campaign.title)}</span> : null}
      </div>
      {/* Issue 18: a free web sample is amount 1 in its unit, never changed (the server refuses it too). */}
      {readOnly || line.offer?.kind === 'webSample' ? (
        <div className="line-edit">
          <span className="amount-fixed">{formatAmount(line.amount)}</span>{' '}
          <span className="unit-fixed">{units.find((u) => u.code === line.unit)?.name ?? line.unit}</span>
        </div>
      ) : <div className="line-edit">
        <label className="visually-hidden" htmlFor={`${id}-amount`}>{daOrders.amountFor(line.name)}</label>
        <input
          ref={amountRef}
          key={`${line.amount}-${line.unit}`}
          id={`${id}-amount`}
          className="amount"
          part="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={formatAmount(line.amount)}
          disabled={busy}
          onBlur={() => void commitAmount()}
          onKeyDown={onKeyDown}
        />
        {units.length > 1 && !line.expiryProduct && !campaign ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-unit`}>{daOrders.unitFor(line.name)}</label>
            <select
              id={`${id}-unit`}
              className="unit"
              value={line.unit}
              disabled={busy}
              onChange={(event) => void updateLine(line.lineNo, amountRef.current?.value ?? formatAmount(line.amount), (event.target as HTMLSelectElement).value)}
            >
              {units.map((u) => <option key={u.code} value={u.code}>{u.name || u.code}</option>)}
            </select>
          </>
        ) : (
          <span className="unit-fixed">{units.find((u) => u.code === line.unit)?.name ?? line.unit}</span>
        )}
      </div>}
      {showPrices ? (
        <div className="line-money">
          <span className="line-total">{line.lineTotalOre !== null ? formatPrice(line.lineTotalOre) : ''}</span>
          {line.unitPriceOre !== null ? <span className="line-meta">{`${formatPrice(line.unitPriceOre)} / ${line.unit}`}</span> : null}
          {line.depositOre ? <span className="line-meta">{`${daOrders.deposit} ${formatPrice(line.depositOre)}`}</span> : null}
          <WeighedLinePrice line={line} />
        </div>
      ) : null}
      {readOnly ? null : (
        <button type="button" className="remove" part="remove" aria-label={campaign ? daCheckoutBasket.removeCampaignFor(line.name) : daOrders.removeLineFor(line.name)} disabled={busy} onClick={() => void removeLine(line.lineNo)}>
          {campaign ? daCheckoutBasket.removeCampaign : daOrders.removeLine}
        </button>
      )}
      {problem ? (
        <p id={`${id}-problem`} className="line-problem">
          {[...flags.map(flagText), ...(message !== undefined ? [message] : [])].join(' · ')}
        </p>
      ) : null}
      <LineDeadline line={line} />
    </li>
  );
}
