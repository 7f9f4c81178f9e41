// 'Opret ny fastordre' with the product as its first line (§2): a name, amount and unit; the schedule is
// the default one (weekly, from the first selectable date), changed on the recurring-orders page.
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { type Product, type RecurringOrder, formatDate, weekdayOf } from '../../core/index.js';
import { dropdownOrderDraft, dropdownOrderSchedule } from '../../core/rules/recurring-order-product.js';
import { MAX_ORDER_NAME_LENGTH, normalizeOrderName } from '../../core/rules/recurring-schedule.js';
import { $recurringOrderDates, createRecurringOrder } from '../../core/stores/recurring-orders.js';
import { useStore } from '../shared/use-store.js';
import { LineFields, checkedAmount, useLineFields } from './order-line-fields.js';
import { DialogActions, RecurringOrderDialog } from './recurring-order-dialog.js';
import { t } from './recurring-order-texts.js';

/** The recurring-orders page, where days, pauses and activation are set (the example site's path). */
export const RECURRING_ORDERS_PAGE = '/fastordrer';

interface CreateFormProps {
  titleId: string;
  product: Product;
  unit: string;
  amount: number;
  busy: boolean;
  nameRef: RefObject<HTMLInputElement | null>;
  onCancel(): void;
  onCreated(order: RecurringOrder): void;
}

/** Focus starts on the name. The selectable dates are loaded by the action that opens it. */
export function CreateOrderDialog({ open, returnFocus, ...form }: Omit<CreateFormProps, 'nameRef'> & {
  open: boolean;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <RecurringOrderDialog open={open} labelId={form.titleId} initialFocus={nameRef} returnFocus={returnFocus} onClose={form.onCancel}>
      {open ? <CreateForm {...form} nameRef={nameRef} /> : null}
    </RecurringOrderDialog>
  );
}

function CreateForm({ titleId, product, unit, amount, busy, nameRef, onCancel, onCreated }: CreateFormProps) {
  const dates = useStore($recurringOrderDates);
  const fields = useLineFields(product, unit, amount);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nameId = `${titleId}-name`;

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
          ref={nameRef}
          id={nameId}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={MAX_ORDER_NAME_LENGTH}
          required
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
