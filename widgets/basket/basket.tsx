import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { $profile, $sessionState, $settings, basketOrdering, canSeeCo2, canSeePrices, formatAmount, formatCo2, formatPrice, safeUrl } from '../../core/index.js';
import type { BasketLineFlag, ReviewLine as BasketLine } from '../../core/schemas/basket-review.js';
import { formatDate } from '../../core/format/date.js';
import { formatWeekdayDate } from '../../core/format/weekday-date.js';
import {
  $basketPage,
  completeOrder,
  dismissCompletion,
  emptyBasketPage,
  loadBasketPage,
  removeLine,
  saveComment,
  saveLeaveUnattendedComment,
  setBasketFilter,
  setLeaveUnattended,
  updateLine,
  visibleLines,
  type BasketFilter,
} from '../../core/stores/basket-page.js';
import { MAX_ORDER_COMMENT } from '../../core/schemas/order.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { useStore } from '../shared/use-store.js';
import { EmptyBasketDialog } from './empty-basket-dialog.js';
import { PriceChangedDialog } from './price-changed-dialog.js';

export interface BasketProps {
  /** The order history page, linked from the confirmation; default '/ordrer'. */
  historyUrl?: string;
}

const FLAG_TEXT: Record<BasketLineFlag, string> = {
  tooLate: daOrders.flagTooLate,
  expired: daOrders.flagExpired,
  outOfStock: daOrders.flagOutOfStock,
};


/** `<shop-basket>`: the basket page of the session's delivery date (issue 7 §3). Renders core/stores/basket-page.ts. */
export function Basket({ historyUrl }: BasketProps) {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const settings = useStore($settings);
  const state = useStore($basketPage);
  const id = useId();
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [emptyOpen, setEmptyOpen] = useState(false);
  const completeButton = useRef<HTMLButtonElement>(null);
  const loggedIn = session === 'authenticated';

  useEffect(() => {
    if (loggedIn && state.status === 'idle') void loadBasketPage();
  }, [loggedIn, state.status]);


  // The confirmation takes the focus, so screen readers announce it and keyboard users start there.
  const placed = state.completion.status === 'placed';
  useEffect(() => {
    if (placed) confirmation.current?.focus();
  }, [placed]);

  if (!loggedIn) return null;

  const basket = state.basket;
  if (state.status === 'loading' || (state.status === 'idle' && !basket)) {
    return <p className="status" role="status">{daOrders.basketLoading}</p>;
  }
  if (state.status === 'error' && !basket) {
    return (
      <div className="status">
        <p>{daOrders.basketLoadFailed}</p>
        <button type="button" className="btn" onClick={() => void loadBasketPage()}>{daOrders.retry}</button>
      </div>
    );
  }
  if (!basket) return null;

  // §6 through core's rules, with decision 010's default while the profile is loading.
  const showPrices = canSeePrices(settings) && basket.totalOre !== null;
  const showCo2 = canSeeCo2(settings);
  // §6: ordering needs allowOrdering; without it the basket can be read but not sent.
  const { canOrder, explainRefusal } = basketOrdering(profile);
  const dateText = formatWeekdayDate(basket.deliveryDate);
  const lines = visibleLines(state);
  const preview = basket.previewOrder;
  const blockedCount = Object.keys(state.lineMessages).length;
  const submitting = state.completion.status === 'submitting';
  const history = safeUrl(historyUrl) ?? '/ordrer';

  function showFilter(filter: BasketFilter) {
    setBasketFilter(filter);
    // Take the user to the lines concerned (§3 summary counters are clickable).
    requestAnimationFrame(() => {
      linesHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      linesHeading.current?.focus({ preventScroll: true });
    });
  }

  function counter(filter: BasketLineFlag | 'blocked', label: string, count: number) {
    if (count === 0) return null;
    return (
      <li key={filter}>
        <button type="button" className="counter" part="counter" aria-pressed={state.filter === filter} aria-label={daOrders.showLines(label, count)} onClick={() => showFilter(filter)}>
          <span>{label}</span> <strong>{count}</strong>
        </button>
      </li>
    );
  }

  const filterLabel: Record<BasketFilter, string> = {
    all: '',
    tooLate: daOrders.summaryTooLate,
    expired: daOrders.summaryExpired,
    outOfStock: daOrders.summaryOutOfStock,
    blocked: daOrders.summaryBlocked,
  };

  return (
    <section className="basket" part="container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">{daOrders.basketTitle(dateText)}</h2>

      {state.completion.status === 'placed' ? (
        <div className="confirmation" part="confirmation">
          <h3 ref={confirmation} tabIndex={-1} className="confirmation-title">{daOrders.orderPlacedTitle}</h3>
          <p>{daOrders.orderPlacedText(state.completion.order.orderNo, formatDate(state.completion.order.deliveryDate))}</p>
          {state.completion.order.totalOre !== null ? <p>{daOrders.orderPlacedTotal(formatPrice(state.completion.order.totalOre))}</p> : null}
          <p className="actions">
            <a className="btn" href={history}>{daOrders.seeOrderHistory}</a>
            <button type="button" className="btn secondary" onClick={dismissCompletion}>{daOrders.close}</button>
          </p>
        </div>
      ) : null}

      {basket.lines.length === 0 ? (
        state.completion.status === 'placed' ? null : <p className="empty">{daOrders.basketIsEmpty}</p>
      ) : (
        <div className="layout">
          <div className="lines-area">
            <h3 ref={linesHeading} tabIndex={-1} id={`${id}-lines`} className="lines-title">
              {daOrders.summaryLines(basket.lines.length)}
            </h3>
            {state.filter !== 'all' ? (
              <p className="filter" role="status">
                {daOrders.filterShowing(filterLabel[state.filter])}{' '}
                <button type="button" className="link-btn" onClick={() => setBasketFilter('all')}>{daOrders.showAll}</button>
              </p>
            ) : null}
            <ul className="lines" aria-labelledby={`${id}-lines`}>
              {lines.map((line) => (
                <Line key={line.lineNo} line={line} showPrices={showPrices} busy={state.busyLines.includes(line.lineNo) || submitting} message={state.lineMessages[line.lineNo]} />
              ))}
            </ul>
            <p className="actions">
              <button type="button" className="btn secondary danger" disabled={state.busy || submitting} onClick={() => setEmptyOpen(true)}>
                {daOrders.emptyBasket}
              </button>
            </p>
          </div>

          <aside className="summary" part="summary" aria-labelledby={`${id}-summary`}>
            <h3 id={`${id}-summary`} className="summary-title">{daOrders.summaryTitle}</h3>
            <dl className="figures">
              {showPrices ? (
                <>
                  <dt>{daOrders.summaryTotal}</dt>
                  <dd className="total">{formatPrice(basket.totalOre ?? 0)}</dd>
                  <dt>{daOrders.summaryDeposit}</dt>
                  <dd>{formatPrice(basket.depositTotalOre ?? 0)}</dd>
                </>
              ) : null}
              {showCo2 ? (
                <>
                  <dt>{daOrders.summaryCo2}</dt>
                  <dd>{daOrders.kgCo2e(formatCo2(preview.co2))}</dd>
                  <dt>{daOrders.summaryAverageCo2}</dt>
                  <dd>{daOrders.kgCo2e(formatCo2(preview.averageCo2))}</dd>
                </>
              ) : null}
              <dt>{daOrders.summaryEco}</dt>
              <dd>{daOrders.percent(preview.ecoPct)}</dd>
              <dt>{daOrders.summaryAgreement}</dt>
              <dd>{daOrders.percent(preview.agreementPct)}</dd>
            </dl>
            <ul className="counters">
              {counter('tooLate', daOrders.summaryTooLate, preview.noOfTooLate)}
              {counter('expired', daOrders.summaryExpired, preview.noOfExpired)}
              {counter('outOfStock', daOrders.summaryOutOfStock, preview.noOfOutOfStock)}
              {counter('blocked', daOrders.summaryBlocked, blockedCount)}
            </ul>

            <Comments key={`${basket.deliveryDate}`} />

            {state.completion.status === 'blocked' ? <p className="problem" part="problem">{state.completion.message}</p> : null}
            {explainRefusal ? <p className="problem">{daOrders.orderingNotAllowed}</p> : null}
            <button hidden={!canOrder} ref={completeButton} type="button" className="btn complete" part="complete" disabled={submitting || state.busy || state.busyLines.length > 0} aria-busy={submitting} onClick={() => void completeOrder()}>
              {submitting ? daOrders.completing : daOrders.completeOrder}
            </button>
          </aside>
        </div>
      )}

      <EmptyBasketDialog id={id} open={emptyOpen} dateText={dateText} onCancel={() => setEmptyOpen(false)} onConfirm={() => { setEmptyOpen(false); void emptyBasketPage(); }} />
      <PriceChangedDialog
        id={id}
        totals={state.completion.status === 'priceChanged' ? state.completion : null}
        returnFocus={completeButton}
        onDismiss={() => dismissCompletion()}
        onConfirm={() => void completeOrder()}
      />
    </section>
  );
}

function Line({ line, showPrices, busy, message }: { line: BasketLine; showPrices: boolean; busy: boolean; message: string | undefined }) {
  const id = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const units = line.units ?? [];
  const flags = line.flags ?? [];
  const problem = message !== undefined || flags.length > 0;

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
      </div>
      <div className="line-edit">
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
        {units.length > 1 && !line.expiryProduct ? (
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
      </div>
      {showPrices ? (
        <div className="line-money">
          <span className="line-total">{line.lineTotalOre !== null ? formatPrice(line.lineTotalOre) : ''}</span>
          {line.unitPriceOre !== null ? <span className="line-meta">{`${formatPrice(line.unitPriceOre)} / ${line.unit}`}</span> : null}
          {line.depositOre ? <span className="line-meta">{`${daOrders.deposit} ${formatPrice(line.depositOre)}`}</span> : null}
        </div>
      ) : null}
      <button type="button" className="remove" part="remove" aria-label={daOrders.removeLineFor(line.name)} disabled={busy} onClick={() => void removeLine(line.lineNo)}>
        {daOrders.removeLine}
      </button>
      {problem ? (
        <p id={`${id}-problem`} className="line-problem">
          {[...flags.map((f) => FLAG_TEXT[f]), ...(message !== undefined ? [message] : [])].join(' · ')}
        </p>
      ) : null}
    </li>
  );
}

/** The order comment and 'leave unattended' with its directions; saved when the field is left. */
function Comments() {
  const state = useStore($basketPage);
  const id = useId();
  const basket = state.basket;
  if (!basket) return null;
  return (
    <div className="comments">
      <label htmlFor={`${id}-comment`} className="field-label">{daOrders.commentLabel}</label>
      <textarea
        id={`${id}-comment`}
        key={`c-${basket.comment}`}
        className="textarea"
        part="comment"
        rows={3}
        maxLength={MAX_ORDER_COMMENT}
        defaultValue={basket.comment}
        aria-describedby={`${id}-comment-hint`}
        onBlur={(event) => void saveComment((event.target as HTMLTextAreaElement).value)}
      />
      <span id={`${id}-comment-hint`} className="hint">{daOrders.commentHint(MAX_ORDER_COMMENT)}</span>
      <label className="check">
        <input type="checkbox" checked={basket.leaveUnattended} disabled={state.busy} onChange={(event) => void setLeaveUnattended((event.target as HTMLInputElement).checked)} />
        {daOrders.leaveUnattended}
      </label>
      {basket.leaveUnattended ? (
        <>
          <label htmlFor={`${id}-unattended`} className="field-label">{daOrders.leaveUnattendedLabel}</label>
          <textarea
            id={`${id}-unattended`}
            key={`u-${basket.leaveUnattendedComment}`}
            className="textarea"
            rows={2}
            maxLength={MAX_ORDER_COMMENT}
            defaultValue={basket.leaveUnattendedComment}
            onBlur={(event) => void saveLeaveUnattendedComment((event.target as HTMLTextAreaElement).value)}
          />
        </>
      ) : null}
    </div>
  );
}
