// The Fastordrer tab's table: one row per order with its name, Aktiv/Inaktiv, next delivery, whether the
// product is on it, the line count, and 'Tilføj' / 'Fjern' (§2).
import type { JSX } from 'react';
import { type Product, type RecurringOrder, formatDate } from '../../core/index.js';
import { type FavoriteListSort, type FavoriteListSortKey, ariaSortOf } from '../../core/rules/favorite-list-sort.js';
import { productLinesOf } from '../../core/rules/recurring-order-product.js';
import type { RecurringPanelDialog } from '../../core/stores/recurring-order-panel.js';
import type { SubmitKey } from '../../core/stores/recurring-orders.js';
import { linesText, t } from './recurring-order-texts.js';

export interface RecurringOrderTableProps {
  product: Product;
  orders: readonly RecurringOrder[];
  submitting: readonly SubmitKey[];
  sort: FavoriteListSort;
  onSort(key: FavoriteListSortKey): void;
  /** Each row's 'Tilføj', where focus goes when the dialog's opener is gone. */
  addButtons: Map<number, HTMLButtonElement>;
  onOpen(dialog: Exclude<RecurringPanelDialog, null | { kind: 'create' }>, from: HTMLElement): void;
}

export function RecurringOrderTable({ product, orders, submitting, sort, onSort, addButtons, onOpen }: RecurringOrderTableProps): JSX.Element {
  const sortHeader = (key: FavoriteListSortKey, label: string, className?: string) => {
    const aria = ariaSortOf(sort, key);
    return (
      <th scope="col" aria-sort={aria} className={className}>
        <button type="button" className="rop-sort" onClick={() => onSort(key)}>
          {label}
          <span className="rop-sort-icon" aria-hidden="true">
            {aria === 'ascending' ? '▲' : aria === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className="rop-scroll">
      <table className="rop-table">
        <caption className="visually-hidden">{t.ropTableCaption(product.name)}</caption>
        <thead>
          <tr>
            {sortHeader('name', t.recurringColName)}
            {sortHeader('amount', t.ropColLines, 'rop-count')}
            <th scope="col" className="rop-actions-cell">
              <span className="visually-hidden">{t.ropColActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const lines = productLinesOf(order, product.id);
            const busy = submitting.includes(order.id);
            return (
              <tr key={order.id} className={lines.length > 0 ? 'rop-row-on' : undefined}>
                <th scope="row">
                  <span className="rop-name">{order.orderName}</span>
                  <span className="rop-meta">
                    <span className={`rop-badge ${order.active ? 'rop-badge-active' : 'rop-badge-inactive'}`}>
                      {order.active ? t.recurringActive : t.recurringInactive}
                    </span>
                    <span className="rop-nowrap">{order.nextDeliveryDate ? t.ropNextDelivery(formatDate(order.nextDeliveryDate)) : t.ropNoNextDelivery}</span>
                  </span>
                  <span className={`rop-product ${lines.length > 0 ? 'rop-product-on' : 'rop-product-off'}`}>
                    {lines.length > 0 ? t.ropOnOrder(linesText(lines)) : t.ropNotOnOrder}
                  </span>
                </th>
                <td className="rop-count">{order.orderlines.length}</td>
                <td className="rop-actions-cell">
                  <div className="rop-actions">
                    <button
                      type="button"
                      className="btn btn-secondary rop-btn-small"
                      aria-label={t.ropAddLabel(product.name, order.orderName)}
                      disabled={busy}
                      ref={(el) => {
                        if (el) addButtons.set(order.id, el);
                        else addButtons.delete(order.id);
                      }}
                      onClick={(e) => onOpen({ kind: 'add', orderId: order.id }, e.currentTarget)}
                    >
                      {t.ropAdd}
                    </button>
                    {lines.length > 0 ? (
                      <button
                        type="button"
                        className="btn btn-secondary rop-btn-small"
                        aria-label={t.ropRemoveLabel(product.name, order.orderName)}
                        disabled={busy}
                        onClick={(e) => onOpen({ kind: 'remove', orderId: order.id }, e.currentTarget)}
                      >
                        {t.ropRemove}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
