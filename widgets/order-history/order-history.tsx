import { useId } from 'react';
import { $profile, $sessionState, $shopConfig, formatAmount, formatPrice, safeUrl, settingsOf, showAddControl } from '../../core/index.js';
import type { Order } from '../../core/schemas/order.js';
import { formatDate } from '../../core/format/date.js';
import { approxPriceText, hasEstimatedLines } from '../../core/rules/weighed-lines.js';
import { WeighedNote } from '../shared/weighed-price.js';
import {
  $orderHistory,
  loadMoreOrders,
  loadOrderHistory,
  orderAgain,
  orderAgainMessage,
  toggleOrderLines,
} from '../../core/stores/order-history.js';
import { daOrders } from '../../core/texts/da-orders.js';
import { useStore } from '../shared/use-store.js';

const placedAtText = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatDate(d);
};

/** `<shop-order-history>`: the customer's placed orders (issue 7 §4). Renders core/stores/order-history.ts. */
export function OrderHistory() {
  const session = useStore($sessionState);
  const state = useStore($orderHistory);
  const id = useId();
  const loggedIn = session === 'authenticated';

  if (!loggedIn) return null;
  return (
    <section className="history" part="container" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'}>
      <h2 id={`${id}-title`} className="title">{daOrders.historyTitle}</h2>
      {state.status === 'loading' ? <p className="status" role="status">{daOrders.historyLoading}</p> : null}
      {state.status === 'error' ? (
        <div className="status">
          <p>{daOrders.historyLoadFailed}</p>
          <button type="button" className="btn secondary" onClick={() => void loadOrderHistory()}>{daOrders.retry}</button>
        </div>
      ) : null}
      {state.status === 'ready' && state.orders.length === 0 ? <p className="status">{daOrders.historyEmpty}</p> : null}
      {state.orders.length > 0 ? (
        <>
          <ul className="orders">
            {state.orders.map((order) => <OrderItem key={order.orderNo} order={order} />)}
          </ul>
          <p className="more">
            <span className="count">{daOrders.historyCount(state.orders.length, state.total)}</span>
            {state.orders.length < state.total ? (
              <button type="button" className="btn secondary" disabled={state.loadingMore} aria-busy={state.loadingMore} onClick={() => void loadMoreOrders()}>
                {daOrders.loadMore}
              </button>
            ) : null}
          </p>
        </>
      ) : null}
    </section>
  );
}

function OrderItem({ order }: { order: Order }) {
  const state = useStore($orderHistory);
  const config = useStore($shopConfig);
  const profile = useStore($profile);
  const id = useId();
  // §6: ordering needs allowOrdering, so "Bestil igen" is only offered with it.
  const canOrder = showAddControl(settingsOf(profile));
  const open = state.expanded.includes(order.orderNo);
  const again = state.lastAgain?.orderNo === order.orderNo ? state.lastAgain.result : null;
  const busy = state.orderingAgain !== null;
  const searchUrl = safeUrl(config.searchUrl) ?? '/';
  const basketUrl = safeUrl(config.basketUrl) ?? '/';

  return (
    <li className="order" part="order" aria-labelledby={`${id}-title`}>
      <div className="order-head">
        <h3 id={`${id}-title`} className="order-title">{daOrders.orderNo(order.orderNo)}</h3>
        <span className="order-meta">{daOrders.orderDelivery(formatDate(order.deliveryDate))}</span>
        <span className="order-meta">{daOrders.orderPlacedBy(order.placedBy, placedAtText(order.placedAt))}</span>
        <span className="order-meta">{daOrders.orderLineCount(order.lines.length)}</span>
        {order.totalOre !== null ? <span className="order-total">{approxPriceText(order.totalOre, hasEstimatedLines(order.lines))}</span> : null}
      </div>
      <WeighedNote lines={order.lines} text="order" />
      {order.comment ? <p className="order-comment">{`${daOrders.commentLabel}: ${order.comment}`}</p> : null}
      <div className="order-actions">
        <button type="button" className="btn secondary" aria-expanded={open} aria-controls={`${id}-lines`} onClick={() => toggleOrderLines(order.orderNo)}>
          {open ? daOrders.hideOrderLines : daOrders.showOrderLines}
        </button>
        <button
          type="button"
          className="btn"
          hidden={!canOrder}
          part="order-again"
          aria-label={daOrders.orderAgainFor(daOrders.orderAgain, order.orderNo)}
          disabled={busy}
          aria-busy={state.orderingAgain === order.orderNo}
          onClick={() => void orderAgain(order.orderNo)}
        >
          {daOrders.orderAgain}
        </button>
      </div>
      <table id={`${id}-lines`} className="lines" hidden={!open}>
        <caption className="visually-hidden">{daOrders.orderNo(order.orderNo)}</caption>
        <thead>
          <tr>
            <th scope="col">{daOrders.product}</th>
            <th scope="col" className="num">{daOrders.amount}</th>
            <th scope="col">{daOrders.unit}</th>
            {order.totalOre !== null ? <th scope="col" className="num">{daOrders.lineTotal}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <td>
                <span className="line-name">{line.name}</span>
                <span className="line-meta">{daOrders.productNo(line.productId)}</span>
              </td>
              <td className="num">{formatAmount(line.amount)}</td>
              <td>{line.unit}</td>
              {order.totalOre !== null ? <td className="num">{line.lineTotalOre !== null ? formatPrice(line.lineTotalOre) : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {again ? (
        <div className="again" part="order-again-result">
          <p className="again-added">
            {orderAgainMessage(again)}{' '}
            {again.added > 0 ? <a href={basketUrl}>{daOrders.goToBasket}</a> : null}
          </p>
          {again.skipped.length > 0 ? (
            <>
              <p className="again-skipped">{daOrders.orderAgainSkipped(again.skipped.length)}</p>
              <ul className="skipped">
                {again.skipped.map((s) => (
                  <li key={s.productId}>
                    {`${s.name} (${daOrders.productNo(s.productId)}) – `}
                    {s.alternativeProductId ? (
                      <a href={`${searchUrl}?search=${encodeURIComponent(s.alternativeProductId)}`}>{daOrders.orderAgainAlternative(s.alternativeProductId)}</a>
                    ) : (
                      daOrders.orderAgainNoAlternative
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
