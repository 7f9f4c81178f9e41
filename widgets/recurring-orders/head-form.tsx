import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { RecurringOrder } from '../../core/index.js';
import { type FrequencyType, MAX_ORDER_NAME_LENGTH } from '../../core/rules/recurring-schedule.js';
import { canSaveRecurringOrder, canToggleActive } from '../../core/rules/recurring-order-state.js';
import {
  type RecurringOrderHead,
  checkHead,
  confirmHeadFrequency,
  editHead,
  followSavedOrder,
  frequencyChoice,
  headHasErrors,
  openRecurringOrderHead,
  renameHead,
  switchHeadFrequency,
  takeSavedHead,
} from '../../core/stores/recurring-order-head.js';
import {
  $deliveryWeekdays,
  $recurringConflict,
  $recurringOrderDates,
  $recurringSubmitting,
  clearRecurringConflict,
  createRecurringOrder,
  draftFromOrder,
  saveRecurringOrder,
} from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { useStore } from '../shared/use-store.js';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.js';
import { HeadMenu } from './head-menu.js';
import { PauseFields } from './pause-fields.js';
import { ScheduleFields } from './schedule-fields.js';

export interface HeadFormProps {
  /** The saved order; null for a new one. */
  order: RecurringOrder | null;
  onCreated(order: RecurringOrder): void;
  onDeleted(): void;
}

/**
 * §2 recurring-order head form. Its state and every transition come from core (recurring-order-head:
 * draft against the saved version, conflicts, §5 messages; recurring-order-state: the §4 rules); the
 * form keeps one state per order, renders it and sends the user's actions there.
 */
export function HeadForm({ order, onCreated, onDeleted }: HeadFormProps) {
  const id = useId();
  const deliveryWeekdays = useStore($deliveryWeekdays).weekdays;
  const selectable = useStore($recurringOrderDates).dates;
  const submittingKeys = useStore($recurringSubmitting);
  const conflict = useStore($recurringConflict);
  const saved = order ? draftFromOrder(order) : null;
  const [head, setHead] = useState<RecurringOrderHead>(() => openRecurringOrderHead(order));
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { draft } = head;

  // The saved order can change under the form (a re-read after a 409, a deactivation by the server).
  useEffect(() => {
    setHead((h) => followSavedOrder(h, order, conflict));
  }, [order, conflict]);

  const submitting = submittingKeys.includes(order ? order.id : 'new');
  const lineCount = order?.orderlines.length ?? 0;
  const canSave = canSaveRecurringOrder({ submitting, draft, saved });

  // After a 409 the notice stays until the user dismisses it or starts editing the re-read order.
  const staleNotice = order !== null && conflict === order.id;

  function edit(change: (head: RecurringOrderHead) => RecurringOrderHead) {
    setHead(change);
    if (staleNotice) clearRecurringConflict();
  }

  function chooseFrequency(frequencyType: FrequencyType) {
    const choice = frequencyChoice(head, frequencyType);
    if (choice === 'none') return;
    if (choice === 'change') {
      edit((h) => switchHeadFrequency(h, frequencyType));
      return;
    }
    setConfirm({
      title: t.recurringConfirmFrequencyTitle,
      text: t.recurringConfirmFrequencyText,
      confirmLabel: t.recurringConfirmFrequency,
      onConfirm: () => setHead((h) => confirmHeadFrequency(h, frequencyType)),
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const checked = checkHead(head, saved, { deliveryWeekdays, selectableDates: selectable });
    setHead(checked.head);
    if (!checked.clean) return;
    if (!order) {
      const created = await createRecurringOrder(checked.clean);
      if (created) onCreated(created);
    } else {
      const result = await saveRecurringOrder(order, checked.clean);
      if (result) setHead((h) => takeSavedHead(h, result));
    }
  }

  const nameId = `${id}-name`;
  const notesId = `${id}-notes`;
  const saveHint = submitting
    ? t.recurringSaving
    : canSave
      ? null
      : order
        ? t.recurringNoChanges
        : t.recurringSaveNeeds;

  return (
    <section className="head" aria-labelledby={`${id}-heading`}>
      <div className="head-bar">
        <h2 id={`${id}-heading`} className="section-title">
          {order ? t.recurringHeadEdit(order.orderName) : t.recurringHeadNew}
        </h2>
        {order ? <HeadMenu id={id} order={order} onConfirm={setConfirm} onCreated={onCreated} onDeleted={onDeleted} /> : null}
      </div>

      {staleNotice ? (
        <div className="notice notice-warning" part="notice">
          <p>{t.recurringStaleReloaded}</p>
          <button type="button" className="btn-link" onClick={clearRecurringConflict}>
            {t.recurringDismiss}
          </button>
        </div>
      ) : null}

      <form className="head-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting}>
        <div className="field">
          <label className="label" htmlFor={nameId}>
            {t.recurringNameLabel}
          </label>
          <input
            id={nameId}
            className="input"
            type="text"
            required
            autoComplete="off"
            maxLength={MAX_ORDER_NAME_LENGTH}
            value={draft.orderName}
            aria-invalid={head.nameIssue ? true : undefined}
            aria-describedby={head.nameIssue ? `${nameId}-msg` : undefined}
            onChange={(e) => {
              const name = e.currentTarget.value;
              edit((h) => renameHead(h, name));
            }}
          />
          {head.nameIssue ? (
            <p className="field-error" id={`${nameId}-msg`}>
              {head.nameIssue}
            </p>
          ) : null}
        </div>

        <ScheduleFields id={id} head={head} edit={edit} onFrequency={chooseFrequency} />

        <PauseFields id={id} head={head} edit={edit} />

        <div className="field">
          <label className="label" htmlFor={notesId}>
            {t.recurringNotesLabel}
          </label>
          <textarea
            id={notesId}
            className="input"
            rows={2}
            maxLength={1000}
            value={draft.notes}
            onChange={(e) => {
              const notes = e.currentTarget.value;
              edit((h) => editHead(h, { notes }));
            }}
          />
        </div>

        <div className="field toggle-field">
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={draft.active}
              disabled={!order || !canToggleActive(lineCount)}
              aria-describedby={!order || !canToggleActive(lineCount) ? `${id}-active-help` : undefined}
              onChange={(e) => {
                const active = e.currentTarget.checked;
                edit((h) => editHead(h, { active }));
              }}
            />
            <span>{t.recurringActiveLabel}</span>
          </label>
          {!order || !canToggleActive(lineCount) ? (
            <p className="help" id={`${id}-active-help`}>
              {order ? t.recurringActiveNeedsLines : t.recurringActiveNewOrder}
            </p>
          ) : null}
        </div>

        <div className="form-actions">
          <button type="submit" className="btn" disabled={!canSave} aria-describedby={saveHint ? `${id}-save-hint` : undefined}>
            {order ? t.recurringSave : t.recurringCreate}
          </button>
          {saveHint ? (
            <span className="help" id={`${id}-save-hint`}>
              {saveHint}
            </span>
          ) : null}
          {headHasErrors(head) ? <span className="field-error">{t.recurringFixErrors}</span> : null}
        </div>
      </form>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
