import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { formatDate } from '../../core/index.js';
import type { RecurringOrder } from '../../core/index.js';
import {
  Frequency,
  type FrequencyType,
  MAX_ORDER_NAME_LENGTH,
  MAX_RECURRING_WEEK,
  type Schedule,
  type ScheduleIssue,
  canAddPause,
  checkDateRange,
  normalizeOrderName,
  selectableWeekdays,
  validateSchedule,
} from '../../core/rules/recurring-schedule.js';
import {
  type RecurringOrderDraft,
  canSaveRecurringOrder,
  canToggleActive,
  changeFrequency,
  emptyDraft,
  frequencyChangeNeedsConfirm,
} from '../../core/rules/recurring-order-state.js';
import {
  $deliveryWeekdays,
  $recurringConflict,
  $recurringOrderDates,
  $recurringSubmitting,
  clearRecurringConflict,
  createRecurringOrder,
  deleteRecurringOrder,
  draftFromOrder,
  duplicateRecurringOrder,
  loadDeliveryWeekdays,
  loadRecurringOrderDates,
  saveRecurringOrder,
  setRecurringOrderActive,
} from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { useStore } from '../shared/use-store.js';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.js';
import { DatePicker } from './date-picker.js';

export interface HeadFormProps {
  /** The saved order; null for a new one. */
  order: RecurringOrder | null;
  onCreated(order: RecurringOrder): void;
  onDeleted(): void;
}

function scheduleOf(draft: RecurringOrderDraft): Schedule {
  return {
    frequencyType: draft.frequencyType,
    weekDays: draft.weekDays,
    recurringWeek: draft.recurringWeek,
    startDate: draft.startDate,
    endDate: draft.endDate,
    pauses: draft.pauses,
  };
}

function listDays(days: readonly number[]): string {
  const names = days.map((d) => t.recurringWeekdayNames[d] ?? '');
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t.recurringAnd} ${names.at(-1)}`;
}

/**
 * §2 recurring-order head form. Every rule comes from core: the §5 validation (validateSchedule,
 * checkDateRange, pauseIssue via validateSchedule), the §4 state rules (canSaveRecurringOrder,
 * canToggleActive, canAddPause, frequencyChangeNeedsConfirm, changeFrequency); the form only keeps the
 * draft the user is typing and shows the messages at their fields.
 */
export function HeadForm({ order, onCreated, onDeleted }: HeadFormProps) {
  const id = useId();
  const weekdaysState = useStore($deliveryWeekdays);
  const datesState = useStore($recurringOrderDates);
  const submittingKeys = useStore($recurringSubmitting);
  const conflict = useStore($recurringConflict);
  const saved = order ? draftFromOrder(order) : null;
  const [draft, setDraft] = useState<RecurringOrderDraft>(() => saved ?? emptyDraft());
  const [base, setBase] = useState<{ id: number | null; version: number | null }>({ id: order?.id ?? null, version: order?.version ?? null });
  const [issues, setIssues] = useState<ScheduleIssue[]>([]);
  const [nameIssue, setNameIssue] = useState<string | null>(null);
  const [rangeMessage, setRangeMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // The saved order changed under the form (re-read after a 409, or the server deactivated it when its
  // last line went): take it as the new base. After a conflict the user's draft is replaced by what is
  // saved (the notice explains); otherwise the typed changes stay and only `active` follows the server.
  useEffect(() => {
    if (!order) return;
    if (order.id !== base.id) {
      setDraft(draftFromOrder(order));
      setBase({ id: order.id, version: order.version });
      setIssues([]);
      setNameIssue(null);
      setRangeMessage(null);
      return;
    }
    if (order.version === base.version) return;
    setBase({ id: order.id, version: order.version });
    if (conflict === order.id) {
      setDraft(draftFromOrder(order));
      setIssues([]);
    } else {
      setDraft((d) => ({ ...d, active: order.active }));
    }
  }, [order, base.id, base.version, conflict]);

  const submitting = submittingKeys.includes(order ? order.id : 'new');
  const deliveryWeekdays = weekdaysState.weekdays;
  const selectable = datesState.dates;
  const lineCount = order?.orderlines.length ?? 0;
  const canSave = canSaveRecurringOrder({ submitting, draft, saved });
  const previous = saved ? scheduleOf(saved) : null;

  const issueFor = (field: string) => issues.find((i) => i.field === field)?.message ?? null;

  // After a 409 the notice stays until the user dismisses it or starts editing the re-read order.
  const staleNotice = order !== null && conflict === order.id;

  function update(patch: Partial<RecurringOrderDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    if (staleNotice) clearRecurringConflict();
  }

  function setDates(startDate: string | null, endDate: string | null) {
    // §5: an end date not after the start clears both and says why.
    const range = checkDateRange(startDate, endDate);
    if (range) {
      setRangeMessage(range.message);
      update({ startDate: null, endDate: null });
    } else {
      setRangeMessage(null);
      update({ startDate, endDate });
    }
    setIssues((list) => list.filter((i) => i.field !== 'startDate' && i.field !== 'endDate'));
  }

  function chooseFrequency(frequencyType: FrequencyType) {
    if (frequencyType === draft.frequencyType) return;
    if (!frequencyChangeNeedsConfirm(draft)) {
      update(changeFrequency(draft, frequencyType));
      return;
    }
    setConfirm({
      title: t.recurringConfirmFrequencyTitle,
      text: t.recurringConfirmFrequencyText,
      confirmLabel: t.recurringConfirmFrequency,
      onConfirm: () => {
        setDraft((d) => changeFrequency(d, frequencyType));
        setIssues([]);
        setRangeMessage(null);
      },
    });
  }

  function toggleWeekday(day: number, on: boolean) {
    const days = on ? [...draft.weekDays, day] : draft.weekDays.filter((d) => d !== day);
    // Monday first, unique (the order of the chips, not a rule).
    update({ weekDays: selectableWeekdays(days) });
    setIssues((list) => list.filter((i) => i.field !== 'weekDays'));
  }

  function setPause(index: number, patch: { from?: string | null; to?: string | null }) {
    update({ pauses: draft.pauses.map((p, i) => (i === index ? { ...p, ...patch } : p)) });
    setIssues((list) => list.filter((i) => i.field !== `pauses.${index}`));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const name = normalizeOrderName(draft.orderName);
    const found = validateSchedule(scheduleOf(draft), { deliveryWeekdays, selectableDates: selectable, previous });
    setNameIssue(name === null ? t.recurringNameInvalid : null);
    setIssues(found);
    if (name === null || found.length > 0) return;
    const clean = { ...draft, orderName: name };
    if (!order) {
      const created = await createRecurringOrder(clean);
      if (created) onCreated(created);
    } else {
      const result = await saveRecurringOrder(order, clean);
      if (result) {
        setBase({ id: result.id, version: result.version });
        setDraft(draftFromOrder(result));
      }
    }
  }

  function openMenu() {
    setMenuOpen(true);
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus());
  }

  function closeMenu(focusButton = true) {
    setMenuOpen(false);
    if (focusButton) menuButtonRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(event.target as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items.at(-1))?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu();
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  }

  function menuAction(request: ConfirmRequest) {
    // Focus goes back to the menu button, so the dialog returns it there when it closes.
    closeMenu();
    setConfirm(request);
  }

  const nameId = `${id}-name`;
  const repeatId = `${id}-repeat`;
  const notesId = `${id}-notes`;
  const monthly = draft.frequencyType === Frequency.Monthly;
  const pauseBlocked = !canAddPause(draft.pauses);
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
        {order ? (
          <div
            className="menu-wrap"
            onBlur={(e) => {
              if (menuOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setMenuOpen(false);
            }}
          >
            <button
              ref={menuButtonRef}
              type="button"
              className="btn btn-secondary btn-small"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-controls={`${id}-menu`}
              onClick={() => (menuOpen ? closeMenu() : openMenu())}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' && !menuOpen) {
                  e.preventDefault();
                  openMenu();
                }
              }}
            >
              {t.recurringSettings}
            </button>
            {menuOpen ? (
              <ul ref={menuRef} id={`${id}-menu`} className="menu" role="menu" aria-label={t.recurringSettings} onKeyDown={onMenuKey}>
                <li role="none">
                  {order.active ? (
                    <button
                      type="button"
                      role="menuitem"
                      className="menu-item"
                      onClick={() =>
                        menuAction({
                          title: t.recurringConfirmDeactivateTitle,
                          text: t.recurringConfirmDeactivateText(order.orderName),
                          confirmLabel: t.recurringMenuDeactivate,
                          onConfirm: () => void setRecurringOrderActive(order, false),
                        })
                      }
                    >
                      {t.recurringMenuDeactivate}
                    </button>
                  ) : (
                    <button
                      type="button"
                      role="menuitem"
                      className="menu-item"
                      aria-disabled={canToggleActive(lineCount) ? undefined : 'true'}
                      aria-describedby={canToggleActive(lineCount) ? undefined : `${id}-active-help`}
                      onClick={() => {
                        if (!canToggleActive(lineCount)) return;
                        menuAction({
                          title: t.recurringConfirmActivateTitle,
                          text: t.recurringConfirmActivateText(order.orderName),
                          confirmLabel: t.recurringMenuActivate,
                          onConfirm: () => void setRecurringOrderActive(order, true),
                        });
                      }}
                    >
                      {t.recurringMenuActivate}
                    </button>
                  )}
                </li>
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    className="menu-item"
                    onClick={() =>
                      menuAction({
                        title: t.recurringConfirmDuplicateTitle,
                        text: t.recurringConfirmDuplicateText(order.orderName),
                        confirmLabel: t.recurringMenuDuplicate,
                        onConfirm: () =>
                          void duplicateRecurringOrder(order).then((copy) => {
                            if (copy) onCreated(copy);
                          }),
                      })
                    }
                  >
                    {t.recurringMenuDuplicate}
                  </button>
                </li>
                <li role="none">
                  <button
                    type="button"
                    role="menuitem"
                    className="menu-item danger"
                    onClick={() =>
                      menuAction({
                        title: t.recurringConfirmDeleteTitle,
                        text: t.recurringConfirmDeleteText(order.orderName),
                        confirmLabel: t.recurringMenuDelete,
                        danger: true,
                        onConfirm: () =>
                          void deleteRecurringOrder(order).then((done) => {
                            if (done) onDeleted();
                          }),
                      })
                    }
                  >
                    {t.recurringMenuDelete}
                  </button>
                </li>
              </ul>
            ) : null}
          </div>
        ) : null}
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
            aria-invalid={nameIssue ? true : undefined}
            aria-describedby={nameIssue ? `${nameId}-msg` : undefined}
            onChange={(e) => {
              update({ orderName: e.currentTarget.value });
              setNameIssue(null);
            }}
          />
          {nameIssue ? (
            <p className="field-error" id={`${nameId}-msg`}>
              {nameIssue}
            </p>
          ) : null}
        </div>

        <fieldset className="field fieldset">
          <legend className="label">{t.recurringPeriodLegend}</legend>
          <div className="choices">
            {([
              [Frequency.Monthly, t.recurringMonthly],
              [Frequency.Weekly, t.recurringWeekly],
            ] as const).map(([value, text]) => (
              <label key={value} className="choice">
                <input type="radio" name={`${id}-frequency`} value={value} checked={draft.frequencyType === value} onChange={() => chooseFrequency(value)} />
                {text}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field delivery-days" aria-live="off">
          <span className="label">{t.recurringDeliveryDaysHeading}</span>
          {weekdaysState.status === 'error' || datesState.status === 'error' ? (
            // The toast said it for 5 s (§8); the field keeps saying it, with a way to try again.
            <p className="field-error">
              {weekdaysState.status === 'error' ? t.recurringWeekdaysLoadError : t.recurringDeliveryDaysLoadError}{' '}
              <button
                type="button"
                className="btn-link"
                onClick={() => {
                  if (weekdaysState.status === 'error') void loadDeliveryWeekdays();
                  if (datesState.status === 'error') void loadRecurringOrderDates();
                }}
              >
                {t.recurringListRetry}
              </button>
            </p>
          ) : weekdaysState.status !== 'ready' || datesState.status !== 'ready' ? (
            <p className="help">{t.recurringDeliveryDaysLoading}</p>
          ) : deliveryWeekdays.length > 0 ? (
            <p className="help">
              {t.recurringDeliveryDaysText(listDays(selectableWeekdays(deliveryWeekdays)))}{' '}
              {selectable.length > 0 ? t.recurringDeliveryWindow(formatDate(selectable[0]!), formatDate(selectable.at(-1)!)) : null}{' '}
              {t.recurringChangesAfter14Days}
            </p>
          ) : (
            <p className="help">{t.recurringDeliveryDaysNone}</p>
          )}
        </div>

        <fieldset className="field fieldset" aria-describedby={issueFor('weekDays') ? `${id}-weekdays-msg` : undefined}>
          <legend className="label">{t.recurringWeekdaysLegend}</legend>
          <div className="choices weekdays">
            {[1, 2, 3, 4, 5, 6, 0].map((day) => {
              const delivered = deliveryWeekdays.includes(day);
              const checked = draft.weekDays.includes(day);
              // §5 only the customer's delivery weekdays; a day the saved order has stays untickable.
              const enabled = delivered || checked;
              return (
                <label key={day} className={`choice weekday${enabled ? '' : ' off'}`}>
                  <input type="checkbox" checked={checked} disabled={!enabled} onChange={(e) => toggleWeekday(day, e.currentTarget.checked)} />
                  <span>{t.recurringWeekdayNames[day]}</span>
                  {delivered ? null : <span className="muted"> ({t.recurringWeekdayNotDelivered})</span>}
                </label>
              );
            })}
          </div>
          {issueFor('weekDays') ? (
            <p className="field-error" id={`${id}-weekdays-msg`}>
              {issueFor('weekDays')}
            </p>
          ) : null}
        </fieldset>

        <div className="field">
          <label className="label" htmlFor={repeatId}>
            {monthly ? t.recurringRepeatLabelMonthly : t.recurringRepeatLabelWeekly}
          </label>
          <select id={repeatId} className="input" value={draft.recurringWeek} onChange={(e) => update({ recurringWeek: Number(e.currentTarget.value) })}>
            {Array.from({ length: MAX_RECURRING_WEEK }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {monthly ? t.recurringRepeatMonthly(n) : t.recurringRepeatWeekly(n)}
              </option>
            ))}
          </select>
          {issueFor('recurringWeek') ? <p className="field-error">{issueFor('recurringWeek')}</p> : null}
        </div>

        <div className="dates">
          <DatePicker
            label={t.recurringStartLabel}
            value={draft.startDate}
            selectable={selectable}
            emptyText={t.recurringStartEmpty}
            clearable
            message={issueFor('startDate')}
            onChange={(d) => setDates(d, draft.endDate)}
          />
          <DatePicker
            label={t.recurringEndLabel}
            value={draft.endDate}
            selectable={selectable}
            emptyText={t.recurringEndEmpty}
            clearable
            message={rangeMessage ?? issueFor('endDate')}
            onChange={(d) => setDates(draft.startDate, d)}
          />
        </div>

        <fieldset className="field fieldset pauses">
          <legend className="label">{t.recurringPausesLegend}</legend>
          {draft.pauses.length === 0 ? <p className="help">{t.recurringPausesNone}</p> : null}
          <ol className="pause-list">
            {draft.pauses.map((pause, i) => (
              <li key={i} className="pause" aria-label={t.recurringPauseNumber(i + 1)}>
                <DatePicker label={t.recurringPauseFrom} value={pause.from} selectable={selectable} onChange={(d) => setPause(i, { from: d })} />
                <DatePicker label={t.recurringPauseTo} value={pause.to} selectable={selectable} onChange={(d) => setPause(i, { to: d })} />
                <button
                  type="button"
                  className="btn-link"
                  onClick={() => {
                    update({ pauses: draft.pauses.filter((_, j) => j !== i) });
                    setIssues((list) => list.filter((x) => !x.field.startsWith('pauses')));
                  }}
                >
                  {t.recurringRemovePause(i + 1)}
                </button>
                {issueFor(`pauses.${i}`) ? <p className="field-error pause-error">{issueFor(`pauses.${i}`)}</p> : null}
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-disabled={pauseBlocked ? 'true' : undefined}
            aria-describedby={pauseBlocked ? `${id}-pause-help` : undefined}
            onClick={() => {
              if (pauseBlocked) return;
              update({ pauses: [...draft.pauses, { from: null, to: null }] });
            }}
          >
            {t.recurringAddPause}
          </button>
          {pauseBlocked && draft.pauses.length > 0 ? (
            <p className="help" id={`${id}-pause-help`}>
              {t.recurringAddPauseBlocked}
            </p>
          ) : null}
          {issueFor('pauses') ? <p className="field-error">{issueFor('pauses')}</p> : null}
        </fieldset>

        <div className="field">
          <label className="label" htmlFor={notesId}>
            {t.recurringNotesLabel}
          </label>
          <textarea id={notesId} className="input" rows={2} maxLength={1000} value={draft.notes} onChange={(e) => update({ notes: e.currentTarget.value })} />
        </div>

        <div className="field toggle-field">
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={draft.active}
              disabled={!order || !canToggleActive(lineCount)}
              aria-describedby={!order || !canToggleActive(lineCount) ? `${id}-active-help` : undefined}
              onChange={(e) => update({ active: e.currentTarget.checked })}
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
          {issues.length > 0 || nameIssue ? <span className="field-error">{t.recurringFixErrors}</span> : null}
        </div>
      </form>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
