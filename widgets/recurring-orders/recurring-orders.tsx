import { useEffect, useId, useRef } from 'react';
import { $profile, $sessionState, $shopConfig, ensureProfile, formatDate, safeUrl } from '../../core/index.js';
import { canUseRecurringOrders } from '../../core/rules/recurring-order-state.js';
import type { RecurringOrder } from '../../core/index.js';
import {
  $deliveryWeekdays,
  $recurringOrderDates,
  $recurringOrders,
  $recurringSubmitting,
  loadRecurringOrders,
} from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { useStore } from '../shared/use-store.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { setLocationSearch } from '../shared/navigate.js';
import { HeadForm } from './head-form.js';
import { OrderLines } from './order-lines.js';
import { NoticeEvents } from './notice-events.js';
import { NoticeAddresses } from './notice-addresses.js';

export interface RecurringOrdersProps {
  /** The search page, where lines are added from the product cards; default $shopConfig.searchUrl. */
  searchUrl?: string;
  /** Where 'Log ind' goes when nobody is logged in; default $shopConfig.loginUrl. */
  loginUrl?: string;
}

/** The query parameter that holds the open order: its id, or 'ny' for the new-order form. */
export const ORDER_PARAM = 'fastordre';
const NEW = 'ny';

function selectionOf(search: string): number | 'new' | null {
  const value = new URLSearchParams(search).get(ORDER_PARAM);
  if (value === NEW) return 'new';
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function selectOrder(selection: number | 'new' | null): void {
  const params = new URLSearchParams(location.search);
  if (selection === null) params.delete(ORDER_PARAM);
  else params.set(ORDER_PARAM, selection === 'new' ? NEW : String(selection));
  const query = params.toString();
  setLocationSearch(query ? `?${query}` : '', 'push');
}

/**
 * `<shop-recurring-orders>`: the department's recurring orders (fastordrer, issue 6) with their next
 * delivery, the head form of the chosen (or a new) order and its lines. The open order is in the URL
 * (?fastordre=<id> or ?fastordre=ny), so a reload, the back button and a CMS that moves the element keep it.
 */
export function RecurringOrders({ searchUrl, loginUrl }: RecurringOrdersProps) {
  const id = useId();
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const config = useStore($shopConfig);
  const list = useStore($recurringOrders);
  // Shown here, not only in the head form: the stores load as soon as the page shows (their onMount),
  // so the delivery days are there when an order is opened.
  useStore($deliveryWeekdays);
  useStore($recurringOrderDates);
  const submitting = useStore($recurringSubmitting);
  const search = useLocationSearch();
  const selection = selectionOf(search);
  const linesHeading = useRef<HTMLHeadingElement | null>(null);
  const focusLines = useRef(false);
  const allowed = session === 'authenticated' && profile !== null && canUseRecurringOrders(profile);

  useEffect(() => {
    void ensureProfile();
  }, []);

  const order: RecurringOrder | null = typeof selection === 'number' ? (list.orders.find((o) => o.id === selection) ?? null) : null;

  useEffect(() => {
    if (focusLines.current && order && linesHeading.current) {
      focusLines.current = false;
      linesHeading.current.focus();
    }
  });

  const target = safeUrl(searchUrl) ?? safeUrl(config.searchUrl) ?? '/soeg';

  if (session === 'unknown' || session === 'loading') {
    return <div className="recurring-orders" aria-busy="true" />;
  }
  if (session !== 'authenticated' || !profile) {
    return (
      <div className="recurring-orders">
        <p className="notice">
          {t.recurringPageLoginNeeded} <a href={safeUrl(loginUrl) ?? safeUrl(config.loginUrl) ?? '/'}>{t.recurringPageLogin}</a>
        </p>
      </div>
    );
  }
  if (!allowed) {
    return (
      <div className="recurring-orders">
        <p className="notice">{t.recurringNotAllowed}</p>
      </div>
    );
  }

  return (
    <div className="recurring-orders" part="root">
      <section className="overview" aria-labelledby={`${id}-list`}>
        <div className="head-bar">
          <h2 id={`${id}-list`} className="section-title">
            {t.recurringListHeading}
          </h2>
          <button type="button" className="btn" aria-pressed={selection === 'new'} onClick={() => selectOrder('new')}>
            {t.recurringNew}
          </button>
        </div>
        {list.status === 'error' && list.orders.length === 0 ? (
          <p className="notice notice-error">
            {t.recurringListLoadError}{' '}
            <button type="button" className="btn-link" onClick={() => void loadRecurringOrders()}>
              {t.recurringListRetry}
            </button>
          </p>
        ) : list.status !== 'ready' && list.orders.length === 0 ? (
          <p className="help" aria-busy="true">
            {t.recurringListLoading}
          </p>
        ) : list.orders.length === 0 ? (
          <p className="empty">{t.recurringListEmpty}</p>
        ) : (
          <div className="table-scroll">
          <table className="table orders-table">
            <thead>
              <tr>
                <th scope="col">{t.recurringColName}</th>
                <th scope="col">{t.recurringColNextDelivery}</th>
                <th scope="col">{t.recurringColStatus}</th>
                <th scope="col">{t.recurringColLines}</th>
              </tr>
            </thead>
            <tbody>
              {list.orders.map((o) => {
                const current = o.id === selection;
                return (
                  <tr key={o.id} className={current ? 'current' : undefined}>
                    <th scope="row">
                      <a
                        href={`?${ORDER_PARAM}=${o.id}`}
                        className="order-link"
                        aria-current={current ? 'true' : undefined}
                        onClick={(e) => {
                          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                          e.preventDefault();
                          selectOrder(o.id);
                        }}
                      >
                        {o.orderName}
                      </a>
                    </th>
                    <td className="nowrap">{o.nextDeliveryDate ? formatDate(o.nextDeliveryDate) : t.recurringNoNextDelivery}</td>
                    <td>
                      <span className={`badge ${o.active ? 'badge-active' : 'badge-inactive'}`}>{o.active ? t.recurringActive : t.recurringInactive}</span>
                    </td>
                    <td className="nowrap">{t.recurringLineCount(o.orderlines.length)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        )}
      </section>

      {selection === 'new' ? (
        <div className="detail">
          <HeadForm
            key="new"
            order={null}
            onCreated={(created) => {
              // §4 "A new order is created first as a head; then the line list opens."
              focusLines.current = true;
              selectOrder(created.id);
            }}
            onDeleted={() => selectOrder(null)}
          />
        </div>
      ) : order ? (
        <div className="detail">
          <HeadForm
            key={order.id}
            order={order}
            onCreated={(copy) => {
              focusLines.current = true;
              selectOrder(copy.id);
            }}
            onDeleted={() => selectOrder(null)}
          />
          <OrderLines
            order={order}
            submitting={submitting.includes(order.id)}
            searchUrl={target}
            headingRef={(el) => {
              linesHeading.current = el;
            }}
          />
        </div>
      ) : typeof selection === 'number' && list.status === 'ready' ? (
        <p className="notice">
          {t.recurringNotFoundInList}{' '}
          <button type="button" className="btn-link" onClick={() => selectOrder(null)}>
            {t.recurringBackToList}
          </button>
        </p>
      ) : null}

      <NoticeAddresses />
      <NoticeEvents />
    </div>
  );
}
