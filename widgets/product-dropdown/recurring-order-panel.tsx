// The product dropdown's Fastordrer tab (spec §2 "Recurring-order dropdown with add product, remove
// product, create order and activate-inactive-order dialogs", §4, §5; issue 6). Rendered by the dropdown
// shell, which loads it on demand, so it imports the recurring-order stores and rules directly. It only
// renders: the screen state and the loading are core/stores/recurring-order-panel.ts, the decisions
// core/rules/recurring-order-product.ts, the calls and toasts the store's actions
// (core/stores/recurring-orders.ts).
import { useId, useRef, useState } from 'react';
import type { JSX, ReactNode, RefObject } from 'react';
import type { Product } from '../../core/index.js';
import { type RecurringPanelDialog, createRecurringOrderPanel } from '../../core/stores/recurring-order-panel.js';
import { $recurringOrders, $recurringSubmitting, loadRecurringOrders } from '../../core/stores/recurring-orders.js';
import { useStore } from '../shared/use-store.js';
import { ActivateOrderDialog } from './activate-order-dialog.js';
import { AddToOrderDialog } from './add-to-order-dialog.js';
import { CreateOrderDialog } from './create-order-dialog.js';
import { RecurringOrderTable } from './recurring-order-table.js';
import { RemoveFromOrderDialog } from './remove-from-order-dialog.js';
import { t } from './recurring-order-texts.js';

export { RECURRING_ORDERS_PAGE } from './create-order-dialog.js';

export interface RecurringOrderPanelProps {
  product: Product;
  /** The unit code chosen on the card. */
  unit: string;
  /** The card's amount (1 when nothing is typed). */
  amount: number;
}

/**
 * The department's recurring orders against one product: name, Aktiv/Inaktiv, next delivery, whether
 * the product is on it; add it to an order, remove it, or create a new order with it. Adding to an
 * inactive order offers activation (§4) unless the user chose not to be asked again.
 */
export function RecurringOrderPanel({ product, unit, amount }: RecurringOrderPanelProps): JSX.Element {
  const id = useId();
  // One per mounted tab: a reopened dropdown starts without search, sort or dialog.
  const [panel] = useState(createRecurringOrderPanel);
  const { search, sort, dialog } = useStore(panel.$panel);
  const shown = useStore(panel.$shown);
  const list = useStore($recurringOrders);
  const submitting = useStore($recurringSubmitting);
  const { returnFocus, addButtons, open } = useDialogFocus(panel.openDialog);
  const close = panel.closeDialog;

  const dialogOrder = dialog && 'orderId' in dialog ? (list.orders.find((o) => o.id === dialog.orderId) ?? null) : null;

  let body: ReactNode;
  if (list.status === 'error' && list.orders.length === 0) {
    body = (
      <p className="rop-notice">
        {t.recurringListLoadError}{' '}
        <button type="button" className="rop-link-btn" onClick={() => void loadRecurringOrders()}>
          {t.recurringListRetry}
        </button>
      </p>
    );
  } else if (list.status !== 'ready' && list.orders.length === 0) {
    body = (
      <p className="rop-status" aria-busy="true">
        {t.recurringListLoading}
      </p>
    );
  } else if (list.orders.length === 0) {
    body = <p className="rop-status">{t.ropEmpty}</p>;
  } else {
    body = (
      <>
        <input
          type="search"
          className="input rop-search"
          aria-label={t.ropSearchLabel}
          placeholder={t.ropSearchLabel}
          value={search}
          onChange={(e) => panel.searchOrders(e.currentTarget.value)}
        />
        {shown.length === 0 ? (
          <p className="rop-status" role="status">
            {t.ropNoMatch}
          </p>
        ) : (
          <RecurringOrderTable
            product={product}
            orders={shown}
            submitting={submitting}
            sort={sort}
            onSort={panel.sortOrdersBy}
            addButtons={addButtons}
            onOpen={open}
          />
        )}
      </>
    );
  }

  const busyFor = (key: number | 'new') => submitting.includes(key);
  return (
    <div className="rop" aria-busy={list.status === 'loading' || undefined}>
      {body}
      {list.status === 'ready' || list.orders.length > 0 ? (
        <button type="button" className="btn rop-create" onClick={(e) => open({ kind: 'create' }, e.currentTarget)}>
          {t.ropCreate}
        </button>
      ) : null}

      {/* One dialog element per kind: after an add, the add dialog closes and the activation offer opens. */}
      <AddToOrderDialog
        titleId={`${id}-add`}
        order={dialog?.kind === 'add' ? dialogOrder : null}
        product={product}
        unit={unit}
        amount={amount}
        busy={dialogOrder !== null && busyFor(dialogOrder.id)}
        returnFocus={returnFocus}
        onCancel={close}
        onAdded={(offerActivation) => dialogOrder && panel.lineAdded(dialogOrder.id, offerActivation)}
      />
      <RemoveFromOrderDialog
        titleId={`${id}-remove`}
        order={dialog?.kind === 'remove' ? dialogOrder : null}
        product={product}
        busy={dialogOrder !== null && busyFor(dialogOrder.id)}
        returnFocus={returnFocus}
        onCancel={close}
        onRemoved={close}
      />
      <ActivateOrderDialog
        titleId={`${id}-activate`}
        order={dialog?.kind === 'activate' ? dialogOrder : null}
        busy={dialogOrder !== null && busyFor(dialogOrder.id)}
        returnFocus={returnFocus}
        onDone={close}
      />
      <CreateOrderDialog
        titleId={`${id}-create`}
        open={dialog?.kind === 'create'}
        product={product}
        unit={unit}
        amount={amount}
        busy={busyFor('new')}
        returnFocus={returnFocus}
        onCancel={close}
        onCreated={panel.orderCreated}
      />
    </div>
  );
}

/**
 * Where focus returns when a dialog closes: the button that opened it (recorded on click: Safari does
 * not focus a clicked button), else, when it is gone ('Fjern' goes with the product), the row's
 * 'Tilføj'. Read when the dialog closes, so `returnFocus` is a ref whose value is looked up then.
 */
function useDialogFocus(openDialog: (dialog: Exclude<RecurringPanelDialog, null>) => void) {
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const lastOrderId = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [returnFocus] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      if (opener.current?.isConnected) return opener.current;
      return lastOrderId.current !== null ? (addButtons.current.get(lastOrderId.current) ?? null) : null;
    },
  }));
  const open = (next: Exclude<RecurringPanelDialog, null>, from: HTMLElement) => {
    opener.current = from;
    if ('orderId' in next) lastOrderId.current = next.orderId;
    openDialog(next);
  };
  return { returnFocus, addButtons: addButtons.current, open };
}
