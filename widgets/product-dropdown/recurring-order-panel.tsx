// The product dropdown's Fastordrer tab (spec §2 "Recurring-order dropdown with add product, remove
// product, create order and activate-inactive-order dialogs", §4, §5; issue 6). Rendered by the dropdown
// shell, which loads it on demand, so it imports the recurring-order store and rules directly. It only
// renders: the decisions are core/rules/recurring-order-product.ts, the calls and toasts the store's
// actions (core/stores/recurring-orders.ts).
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, JSX, ReactNode } from 'react';
import {
  type Product,
  type RecurringOrder,
  type RecurringOrderLine,
  type Unit,
  formatAmount,
  formatDate,
  parseAmount,
  weekdayOf,
} from '../../core/index.js';
import { type FavoriteListSort, type FavoriteListSortKey, ariaSortOf, nextFavoriteListSort } from '../../core/rules/favorite-list-sort.js';
import {
  dropdownOrderDraft,
  dropdownOrderSchedule,
  initialLineAmount,
  initialLineUnit,
  lineInUnit,
  productLinesOf,
  recurringOrdersShown,
  removalDeactivates,
} from '../../core/rules/recurring-order-product.js';
import {
  $activationOfferSuppressed,
  $recurringOrderDates,
  $recurringOrders,
  $recurringSubmitting,
  addRecurringOrderLine,
  createRecurringOrder,
  loadRecurringOrderDates,
  loadRecurringOrders,
  removeRecurringOrderProduct,
  setRecurringOrderActive,
  suppressActivationOffer,
} from '../../core/stores/recurring-orders.js';
import { MAX_ORDER_NAME_LENGTH, normalizeOrderName } from '../../core/rules/recurring-schedule.js';
import { daRecurringOrders } from '../../core/texts/da-recurring-orders.js';
import { daRecurringOrdersPage } from '../../core/texts/da-recurring-orders-page.js';
import { daRecurringOrdersDropdown } from '../../core/texts/da-recurring-orders-dropdown.js';
import { useStore } from '../shared/use-store.js';
import { hideDialog, showDialog } from '../shared/dialog.js';

const t = { ...daRecurringOrders, ...daRecurringOrdersPage, ...daRecurringOrdersDropdown };

/** The recurring-orders page, where days, pauses and activation are set (the example site's path). */
export const RECURRING_ORDERS_PAGE = '/fastordrer';

export interface RecurringOrderPanelProps {
  product: Product;
  /** The unit code chosen on the card. */
  unit: string;
  /** The card's amount (1 when nothing is typed). */
  amount: number;
}

type OpenDialog =
  | { kind: 'add'; orderId: number }
  | { kind: 'remove'; orderId: number }
  | { kind: 'activate'; orderId: number }
  | { kind: 'create' }
  | null;

function linesText(lines: readonly RecurringOrderLine[]): string {
  return lines.map((l) => t.ropLineAmount(formatAmount(l.amount), l.unit)).join(', ');
}

/**
 * The department's recurring orders against one product: name, Aktiv/Inaktiv, next delivery, whether
 * the product is on it; add it to an order, remove it, or create a new order with it. Adding to an
 * inactive order offers activation (§4) unless the user chose not to be asked again.
 */
export function RecurringOrderPanel({ product, unit, amount }: RecurringOrderPanelProps): JSX.Element {
  const id = useId();
  const list = useStore($recurringOrders);
  const submitting = useStore($recurringSubmitting);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FavoriteListSort>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Each row's 'Tilføj' button, and the order of the last dialog (for returnFocus below).
  const addButtons = useRef(new Map<number, HTMLButtonElement>());
  const lastOrderId = useRef<number | null>(null);

  // First render: load the orders (the store toasts a failure, §8 order list load error, and the tab
  // offers to try again). Once loaded they stay in the store for the page, so the next card's tab
  // shows them at once; fixtures (stories, tests) set the store and nothing is fetched.
  useEffect(() => {
    if ($recurringOrders.get().status === 'idle') void loadRecurringOrders();
  }, []);

  // Where focus returns when a dialog closes: the button that opened it (recorded on click: Safari
  // does not focus a clicked button), else, when it is gone ('Fjern' goes with the product), the
  // row's 'Tilføj'.
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: Exclude<OpenDialog, null>, from: HTMLElement) => {
    opener.current = from;
    if ('orderId' in next) lastOrderId.current = next.orderId;
    setDialog(next);
  };
  const close = () => setDialog(null);
  const returnFocus = () => {
    if (opener.current?.isConnected) return opener.current;
    return lastOrderId.current !== null ? (addButtons.current.get(lastOrderId.current) ?? null) : null;
  };

  const orderOf = (orderId: number) => list.orders.find((o) => o.id === orderId) ?? null;
  const dialogOrder = dialog && 'orderId' in dialog ? orderOf(dialog.orderId) : null;
  const shown = recurringOrdersShown(list.orders, search, sort);

  const sortHeader = (key: FavoriteListSortKey, label: string, className?: string) => {
    const aria = ariaSortOf(sort, key);
    return (
      <th scope="col" aria-sort={aria} className={className}>
        <button type="button" className="rop-sort" onClick={() => setSort(nextFavoriteListSort(sort, key))}>
          {label}
          <span className="rop-sort-icon" aria-hidden="true">
            {aria === 'ascending' ? '▲' : aria === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

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
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {shown.length === 0 ? (
          <p className="rop-status" role="status">
            {t.ropNoMatch}
          </p>
        ) : (
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
                {shown.map((order) => {
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
                              if (el) addButtons.current.set(order.id, el);
                              else addButtons.current.delete(order.id);
                            }}
                            onClick={(e) => open({ kind: 'add', orderId: order.id }, e.currentTarget)}
                          >
                            {t.ropAdd}
                          </button>
                          {lines.length > 0 ? (
                            <button
                              type="button"
                              className="btn btn-secondary rop-btn-small"
                              aria-label={t.ropRemoveLabel(product.name, order.orderName)}
                              disabled={busy}
                              onClick={(e) => open({ kind: 'remove', orderId: order.id }, e.currentTarget)}
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
        )}
      </>
    );
  }

  return (
    <div className="rop" aria-busy={list.status === 'loading' || undefined}>
      {body}
      {list.status === 'ready' || list.orders.length > 0 ? (
        <button type="button" className="btn rop-create" onClick={(e) => open({ kind: 'create' }, e.currentTarget)}>
          {t.ropCreate}
        </button>
      ) : null}

      {/* One dialog element per kind: after an add, the add dialog closes and the activation offer opens. */}
      <PanelDialog open={dialog?.kind === 'add' && dialogOrder !== null} labelId={`${id}-add`} onClose={close} returnFocus={returnFocus}>
        {dialog?.kind === 'add' && dialogOrder ? (
          <AddForm
            titleId={`${id}-add`}
            order={dialogOrder}
            product={product}
            unit={unit}
            amount={amount}
            busy={submitting.includes(dialogOrder.id)}
            onCancel={close}
            onAdded={(offerActivation) =>
              // The user may have closed this dialog (and opened another) while the add ran.
              setDialog((current) =>
                current === null || (current.kind === 'add' && current.orderId === dialogOrder.id)
                  ? offerActivation
                    ? { kind: 'activate', orderId: dialogOrder.id }
                    : null
                  : current,
              )
            }
          />
        ) : null}
      </PanelDialog>
      <PanelDialog open={dialog?.kind === 'remove' && dialogOrder !== null} labelId={`${id}-remove`} onClose={close} returnFocus={returnFocus}>
        {dialog?.kind === 'remove' && dialogOrder ? (
          <RemoveForm
            titleId={`${id}-remove`}
            order={dialogOrder}
            product={product}
            busy={submitting.includes(dialogOrder.id)}
            onCancel={close}
            onRemoved={close}
          />
        ) : null}
      </PanelDialog>
      <PanelDialog open={dialog?.kind === 'activate' && dialogOrder !== null} labelId={`${id}-activate`} onClose={close} returnFocus={returnFocus}>
        {dialog?.kind === 'activate' && dialogOrder ? (
          <ActivateForm titleId={`${id}-activate`} order={dialogOrder} busy={submitting.includes(dialogOrder.id)} onDone={close} />
        ) : null}
      </PanelDialog>
      <PanelDialog open={dialog?.kind === 'create'} labelId={`${id}-create`} onClose={close} returnFocus={returnFocus}>
        {dialog?.kind === 'create' ? (
          <CreateForm
            titleId={`${id}-create`}
            product={product}
            unit={unit}
            amount={amount}
            busy={submitting.includes('new')}
            onCancel={close}
            onCreated={() => {
              // The new order is listed first; a search that would hide it is cleared.
              setSearch('');
              close();
            }}
          />
        ) : null}
      </PanelDialog>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// The dialog frame

/**
 * A native modal <dialog> (widgets/shared/dialog.ts): top layer, inert page, Escape cancels. Focus
 * starts on the element marked `data-autofocus` and returns to `returnFocus()`, else to what had the
 * focus when the dialog opened. The panel's own classes only: the dropdown shares its
 * shadow root with the card list, whose CSS must not restyle (or be restyled by) these dialogs.
 */
function PanelDialog({
  open,
  labelId,
  onClose,
  returnFocus,
  children,
}: {
  open: boolean;
  labelId: string;
  onClose(): void;
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.hasAttribute('open')) {
      opener.current = activeElementDeep();
      showDialog(dialog);
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.hasAttribute('open')) {
      hideDialog(dialog);
      const back = fallback.current?.() ?? (opener.current?.isConnected ? opener.current : null);
      opener.current = null;
      back?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="rop-dialog"
      aria-labelledby={labelId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Escape closes this dialog only, not the dropdown around it.
        if (e.key === 'Escape') e.stopPropagation();
      }}
    >
      {children}
    </dialog>
  );
}

/** The focused element, looking into open shadow roots (the opener sits inside the card list's root). */
function activeElementDeep(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

function DialogActions({ cancelLabel, confirmLabel, busy, danger, disabled, cancelFirst, describedBy, onCancel }: {
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** Focus starts on the cancel button (the safe choice). */
  cancelFirst?: boolean;
  describedBy?: string;
  onCancel(): void;
}) {
  return (
    <div className="rop-dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus={cancelFirst ? '' : undefined}>
        {cancelLabel}
      </button>
      <button
        type="submit"
        className={`btn${danger ? ' rop-btn-danger' : ''}`}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {busy ? t.recurringSaving : confirmLabel}
      </button>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------
// Amount and unit (§5 amount rules, the card's messages)

function useLineFields(product: Product, cardUnit: string, cardAmount: number) {
  const [unitCode, setUnitCode] = useState(() => initialLineUnit(product.units, cardUnit));
  const unit: Unit = product.units.find((u) => u.code === unitCode) ?? product.units[0]!;
  const [amountValue, setAmountValue] = useState(() => initialLineAmount(cardAmount, { code: unit.code, weighed: unit.weighed }));
  const [amountError, setAmountError] = useState<string | null>(null);
  return { unit, setUnitCode, amountValue, setAmountValue, amountError, setAmountError };
}

function LineFields({ idPrefix, product, fields, autoFocus }: {
  idPrefix: string;
  product: Product;
  fields: ReturnType<typeof useLineFields>;
  /** The amount is where the dialog's focus starts (what the user most likely changes). */
  autoFocus?: boolean;
}) {
  const { unit, setUnitCode, amountValue, setAmountValue, amountError, setAmountError } = fields;
  return (
    <div className="rop-fields">
      <div className="rop-field">
        <label className="rop-label" htmlFor={`${idPrefix}-amount`}>
          {t.ropAmountLabel}
        </label>
        <input
          id={`${idPrefix}-amount`}
          className="input rop-amount"
          type="text"
          inputMode={unit.code.toUpperCase() === 'KG' || unit.weighed ? 'decimal' : 'numeric'}
          autoComplete="off"
          data-autofocus={autoFocus ? '' : undefined}
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
function checkedAmount(fields: ReturnType<typeof useLineFields>, idPrefix: string, root: HTMLElement | null): number | null {
  const parsed = parseAmount(fields.amountValue, fields.unit);
  if (parsed.ok) return parsed.value;
  fields.setAmountError(parsed.message);
  root?.querySelector<HTMLInputElement>(`[id="${idPrefix}-amount"]`)?.focus();
  return null;
}

// ---------------------------------------------------------------------------------------------------
// The four dialogs

function AddForm({ titleId, order, product, unit, amount, busy, onCancel, onAdded }: {
  titleId: string;
  order: RecurringOrder;
  product: Product;
  unit: string;
  amount: number;
  busy: boolean;
  onCancel(): void;
  onAdded(offerActivation: boolean): void;
}) {
  const fields = useLineFields(product, unit, amount);
  const formRef = useRef<HTMLFormElement>(null);
  const existing = lineInUnit(order, product.id, fields.unit.code);
  const onOrder = productLinesOf(order, product.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || existing) return;
    const value = checkedAmount(fields, titleId, formRef.current);
    if (value === null) return;
    const added = await addRecurringOrderLine(order, { productId: product.id, unit: fields.unit.code, amount: value });
    // A failure is toasted by the store (add-line error or the server's rule); the dialog stays open.
    if (added) onAdded(added.offerActivation);
  };

  return (
    <form ref={formRef} className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.ropAddTitle(order.orderName)}
      </h2>
      <p className="rop-text">{product.name}</p>
      {onOrder.length > 0 ? <p className="rop-help">{t.ropOnOrder(linesText(onOrder))}</p> : null}
      <LineFields idPrefix={titleId} product={product} fields={fields} autoFocus />
      {existing ? (
        <p id={`${titleId}-exists`} className="rop-warning">
          {t.ropAlreadyOnOrder(linesText([existing]))}
        </p>
      ) : null}
      <DialogActions
        cancelLabel={t.recurringCancel}
        confirmLabel={t.ropAddConfirm}
        busy={busy}
        disabled={existing !== undefined}
        describedBy={existing ? `${titleId}-exists` : undefined}
        onCancel={onCancel}
      />
    </form>
  );
}

function RemoveForm({ titleId, order, product, busy, onCancel, onRemoved }: {
  titleId: string;
  order: RecurringOrder;
  product: Product;
  busy: boolean;
  onCancel(): void;
  onRemoved(): void;
}) {
  const lines = productLinesOf(order, product.id);
  const deactivates = removalDeactivates(order, product.id);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The store re-reads an order the server deactivated and toasts why (§4 last line).
    if (await removeRecurringOrderProduct(order, product.id)) onRemoved();
  };

  return (
    <form className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.ropRemoveTitle}
      </h2>
      <p className="rop-text">{t.ropRemoveText(product.name, order.orderName)}</p>
      {lines.length > 0 ? <p className="rop-help">{t.ropRemoveLines(linesText(lines))}</p> : null}
      {deactivates ? <p className="rop-warning">{t.recurringLastLineNote}</p> : null}
      <DialogActions cancelLabel={t.recurringCancel} confirmLabel={t.ropRemoveConfirm} busy={busy} danger cancelFirst onCancel={onCancel} />
    </form>
  );
}

function ActivateForm({ titleId, order, busy, onDone }: { titleId: string; order: RecurringOrder; busy: boolean; onDone(): void }) {
  const suppressed = useStore($activationOfferSuppressed);
  const checkId = `${titleId}-dont-ask`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The store toasts the activation with the next delivery date (§4).
    if (await setRecurringOrderActive(order, true)) onDone();
  };

  return (
    <form className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.recurringConfirmActivateTitle}
      </h2>
      <p className="rop-text">{t.ropActivateText(order.orderName)}</p>
      {/* §4 "unless a stored preference suppresses it": stored as soon as it is ticked, so it holds
          however the dialog closes (Aktivér, Ikke nu, Escape). */}
      <label className="rop-check" htmlFor={checkId}>
        <input id={checkId} type="checkbox" checked={suppressed} onChange={(e) => suppressActivationOffer(e.currentTarget.checked)} />
        {t.ropDontAskAgain}
      </label>
      <DialogActions cancelLabel={t.ropActivateLater} confirmLabel={t.recurringMenuActivate} busy={busy} cancelFirst onCancel={onDone} />
    </form>
  );
}

function CreateForm({ titleId, product, unit, amount, busy, onCancel, onCreated }: {
  titleId: string;
  product: Product;
  unit: string;
  amount: number;
  busy: boolean;
  onCancel(): void;
  onCreated(order: RecurringOrder): void;
}) {
  const dates = useStore($recurringOrderDates);
  const fields = useLineFields(product, unit, amount);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nameId = `${titleId}-name`;

  // The default schedule needs the selectable dates (the first one and its weekday).
  useEffect(() => {
    const { status } = $recurringOrderDates.get();
    if (status === 'idle' || status === 'error') void loadRecurringOrderDates();
  }, []);

  const schedule = dates.status === 'ready' ? dropdownOrderSchedule(dates.dates) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !schedule) return;
    if (normalizeOrderName(name) === null) {
      setNameError(t.recurringNameInvalid);
      formRef.current?.querySelector<HTMLInputElement>(`[id="${nameId}"]`)?.focus();
      return;
    }
    const value = checkedAmount(fields, titleId, formRef.current);
    if (value === null) return;
    const draft = dropdownOrderDraft(name, dates.dates);
    if (!draft) return;
    const created = await createRecurringOrder(draft, [{ productId: product.id, unit: fields.unit.code, amount: value }]);
    // The store toasts the creation, or the failure (the dialog then stays open).
    if (created) onCreated(created);
  };

  let scheduleText: ReactNode;
  if (dates.status === 'ready') {
    scheduleText = schedule ? (
      <p className="rop-help">
        {t.ropCreateSchedule(t.recurringWeekdayNames[weekdayOf(schedule.startDate)] ?? '', formatDate(schedule.startDate))}{' '}
        {t.ropCreatePageHintBefore}
        <a href={RECURRING_ORDERS_PAGE}>{t.ropCreatePageLink}</a>
        {t.ropCreatePageHintAfter}
      </p>
    ) : (
      <p className="rop-warning">{t.recurringDeliveryDaysNone}</p>
    );
  } else if (dates.status === 'error') {
    scheduleText = <p className="rop-warning">{t.recurringDeliveryDaysLoadError}</p>;
  } else {
    scheduleText = (
      <p className="rop-help" aria-busy="true">
        {t.recurringDeliveryDaysLoading}
      </p>
    );
  }

  return (
    <form ref={formRef} className="rop-dialog-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={titleId} className="rop-title">
        {t.ropCreateTitle}
      </h2>
      <div className="rop-field">
        <label className="rop-label" htmlFor={nameId}>
          {t.recurringNameLabel}
        </label>
        <input
          id={nameId}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={MAX_ORDER_NAME_LENGTH}
          required
          data-autofocus=""
          value={name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
        />
        {nameError ? (
          <p id={`${nameId}-error`} className="rop-error">
            {nameError}
          </p>
        ) : null}
      </div>
      <p className="rop-text">{t.ropCreateProduct(product.name)}</p>
      <LineFields idPrefix={titleId} product={product} fields={fields} />
      {scheduleText}
      <DialogActions cancelLabel={t.recurringCancel} confirmLabel={t.recurringCreate} busy={busy} disabled={!schedule} onCancel={onCancel} />
    </form>
  );
}
