import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { useEffect, useId, useRef, useState } from 'react';
import { $profile, $sessionState, $settings, basketMode, basketOrdering, canSeeCo2, canSeePrices, formatCo2, formatPrice, safeUrl } from '../../core/index.js';
import type { BasketLineFlag } from '../../core/schemas/basket-review.js';
import { formatDate } from '../../core/format/date.js';
import { formatWeekdayDate } from '../../core/format/weekday-date.js';
import {
  $basketPage,
  completeOrder,
  dismissCompletion,
  emptyBasketPage,
  loadBasketPage,
  setBasketFilter,
  visibleLines,
  type BasketFilter,
} from '../../core/stores/basket-page.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { DELIVERY_DATE_LINK_PARAM, followDeliveryDateLink } from '../../core/stores/delivery-date.js';
import { setLocationSearch } from '../shared/navigate.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { $punchOut } from '../../core/stores/punch-out.js';
import { $campaignsFirstLoad } from '../../core/stores/basket-page-reveal.js';
import { useStore } from '../shared/use-store.js';
import { EmptyBasketDialog } from './empty-basket-dialog.js';
import { PriceChangedDialog } from './price-changed-dialog.js';
import { Line } from './basket-line.js';
import { Comments } from './basket-comments.js';
import { PunchOutSummary, PunchOutTransferred } from './basket-punch-out.js';
import { Co2BudgetPanel } from './co2-budget.js';
import { PlaceBy } from './basket-place-by.js';
import { WeighedNote } from '../shared/weighed-price.js';
import { approxPriceText, hasEstimatedLines } from '../../core/rules/weighed-lines.js';
import { AllergenBasketNotice } from '../shared/allergen-guard-ui.js';

export interface BasketProps {
  /** The order history page, linked from the confirmation; default '/ordrer'. */
  historyUrl?: string;
}


/** `<shop-basket>`: the basket page of the session's delivery date (issue 7 §3). Renders core/stores/basket-page.ts. */
export function Basket({ historyUrl }: BasketProps) {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const settings = useStore($settings);
  const state = useStore($basketPage);
  const campaignsFirstLoad = useStore($campaignsFirstLoad);
  const transfer = useStore($punchOut);
  const id = useId();
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const [emptyOpen, setEmptyOpen] = useState(false);
  const completeButton = useRef<HTMLButtonElement>(null);
  const loggedIn = session === 'authenticated';

  // A link to one delivery day's basket (the recurring-order mail, issue 19 point 4) switches the
  // session to that day once; the parameter then leaves the address, so a reload keeps the user's choice.
  const search = useLocationSearch();
  const linkedDate = new URLSearchParams(search).get(DELIVERY_DATE_LINK_PARAM);
  useEffect(() => {
    if (!loggedIn || linkedDate === null) return;
    followDeliveryDateLink(linkedDate);
    const params = new URLSearchParams(search);
    params.delete(DELIVERY_DATE_LINK_PARAM);
    const rest = params.toString();
    setLocationSearch(rest ? `?${rest}` : '', 'replace');
  }, [loggedIn, linkedDate, search]);

  // The confirmation takes the focus, so screen readers announce it and keyboard users start there.
  const placed = state.completion.status === 'placed';
  useEffect(() => {
    if (placed) confirmation.current?.focus();
  }, [placed]);

  // Issue 16: once the transfer's form is here the server has ended the session, so the profile or
  // the session state may change under it (a 401 elsewhere on the page): post the form whatever they say.
  if (transfer.status === 'form' && transfer.kind === 'transfer') {
    return (
      <section className="basket" part="container" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="title">
          {state.basket ? daOrders.basketTitle(formatWeekdayDate(state.basket.deliveryDate)) : daPunchOut.transfer}
        </h2>
        <PunchOutTransferred />
      </section>
    );
  }

  if (!loggedIn) return null;

  const basket = state.basket;
  // The campaigns above wait for this basket, and it for their first answer: both appear in one frame.
  // Meanwhile it renders nothing (the campaigns' loading line is the page's status), so their growing
  // above it moves no box with content: no layout shift (core/stores/basket-page-reveal.ts).
  if (campaignsFirstLoad) return null;
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
  // Issue 16: a punch-out session transfers the basket instead ('inspect': read-only, nothing is sent).
  const mode = basketMode(profile);
  const readOnly = mode === 'inspect';
  const submitting = state.completion.status === 'submitting' || (mode !== 'order' && transfer.status === 'sending');
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
      <PlaceBy basket={basket} />

      {state.completion.status === 'placed' ? (
        <div className="confirmation" part="confirmation">
          <h3 ref={confirmation} tabIndex={-1} className="confirmation-title">{daOrders.orderPlacedTitle}</h3>
          <p>{daOrders.orderPlacedText(state.completion.order.orderNo, formatDate(state.completion.order.deliveryDate))}</p>
          {state.completion.order.totalOre !== null ? <p>{daOrders.orderPlacedTotal(approxPriceText(state.completion.order.totalOre, hasEstimatedLines(state.completion.order.lines)))}</p> : null}
          <WeighedNote lines={state.completion.order.lines} text="order" />
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
            <AllergenBasketNotice lines={basket.lines} />
            <ul className="lines" aria-labelledby={`${id}-lines`}>
              {lines.map((line) => (
                <Line key={line.lineNo} line={line} showPrices={showPrices} busy={state.busyLines.includes(line.lineNo) || submitting} message={state.lineMessages[line.lineNo]} readOnly={readOnly} />
              ))}
            </ul>
            {readOnly ? null : (
              <p className="actions">
                <button type="button" className="btn secondary danger" disabled={state.busy || submitting} onClick={() => setEmptyOpen(true)}>
                  {daOrders.emptyBasket}
                </button>
              </p>
            )}
          </div>

          <aside className="summary" part="summary" aria-labelledby={`${id}-summary`}>
            <h3 id={`${id}-summary`} className="summary-title">{daOrders.summaryTitle}</h3>
            <dl className="figures">
              {showPrices ? (
                <>
                  <dt>{daOrders.summaryTotal}</dt>
                  <dd className="total">{approxPriceText(basket.totalOre ?? 0, hasEstimatedLines(basket.lines))}</dd>
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
            {showPrices ? <WeighedNote lines={basket.lines} text="total" /> : null}
            <ul className="counters">
              {counter('tooLate', daOrders.summaryTooLate, preview.noOfTooLate)}
              {counter('expired', daOrders.summaryExpired, preview.noOfExpired)}
              {counter('outOfStock', daOrders.summaryOutOfStock, preview.noOfOutOfStock)}
              {counter('blocked', daOrders.summaryBlocked, blockedCount)}
            </ul>
            {showCo2 ? <Co2BudgetPanel disabled={readOnly || !canOrder || submitting || state.busy || state.busyLines.length > 0} /> : null}

            <Comments key={`${basket.deliveryDate}`} readOnly={readOnly} />

            {state.completion.status === 'blocked' ? <p className="problem" part="problem">{state.completion.message}</p> : null}
            {explainRefusal && !readOnly ? <p className="problem">{daOrders.orderingNotAllowed}</p> : null}
            {mode === 'order' ? (
              <button hidden={!canOrder} ref={completeButton} type="button" className="btn complete" part="complete" disabled={submitting || state.busy || state.busyLines.length > 0} aria-busy={submitting} onClick={() => void completeOrder()}>
                {submitting ? daOrders.completing : daOrders.completeOrder}
              </button>
            ) : (
              <PunchOutSummary mode={mode} canOrder={canOrder} disabled={state.busy || state.busyLines.length > 0} />
            )}
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
