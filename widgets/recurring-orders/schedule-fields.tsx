import { formatDate } from '../../core/index.js';
import { Frequency, type FrequencyType, MAX_RECURRING_WEEK, selectableWeekdays } from '../../core/rules/recurring-schedule.js';
import { type RecurringOrderHead, editHead, headIssueFor, setHeadDates, toggleHeadWeekday } from '../../core/stores/recurring-order-head.js';
import { $deliveryWeekdays, $recurringOrderDates, loadDeliveryWeekdays, loadRecurringOrderDates } from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { useStore } from '../shared/use-store.js';
import { DatePicker } from './date-picker.js';

export interface ScheduleFieldsProps {
  /** The head form's useId, so the fields' ids stay the form's. */
  id: string;
  head: RecurringOrderHead;
  /** Applies an edit to the form's state (and ends a conflict notice, as any edit does). */
  edit(change: (head: RecurringOrderHead) => RecurringOrderHead): void;
  onFrequency(frequencyType: FrequencyType): void;
}

function listDays(days: readonly number[]): string {
  const names = days.map((d) => t.recurringWeekdayNames[d] ?? '');
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${t.recurringAnd} ${names.at(-1)}`;
}

/** The delivery days the customer may choose, or why they are not known (yet). */
function DeliveryDaysInfo() {
  const weekdaysState = useStore($deliveryWeekdays);
  const datesState = useStore($recurringOrderDates);
  const deliveryWeekdays = weekdaysState.weekdays;
  const selectable = datesState.dates;
  return (
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
  );
}

/** §5 schedule: frequency, delivery weekdays, the repeat interval and the start and end dates. */
export function ScheduleFields({ id, head, edit, onFrequency }: ScheduleFieldsProps) {
  const deliveryWeekdays = useStore($deliveryWeekdays).weekdays;
  const selectable = useStore($recurringOrderDates).dates;
  const { draft } = head;
  const repeatId = `${id}-repeat`;
  const monthly = draft.frequencyType === Frequency.Monthly;
  const weekdaysIssue = headIssueFor(head, 'weekDays');
  const repeatIssue = headIssueFor(head, 'recurringWeek');

  return (
    <>
      <fieldset className="field fieldset">
        <legend className="label">{t.recurringPeriodLegend}</legend>
        <div className="choices">
          {([
            [Frequency.Monthly, t.recurringMonthly],
            [Frequency.Weekly, t.recurringWeekly],
          ] as const).map(([value, text]) => (
            <label key={value} className="choice">
              <input type="radio" name={`${id}-frequency`} value={value} checked={draft.frequencyType === value} onChange={() => onFrequency(value)} />
              {text}
            </label>
          ))}
        </div>
      </fieldset>

      <DeliveryDaysInfo />

      <fieldset className="field fieldset" aria-describedby={weekdaysIssue ? `${id}-weekdays-msg` : undefined}>
        <legend className="label">{t.recurringWeekdaysLegend}</legend>
        <div className="choices weekdays">
          {[1, 2, 3, 4, 5, 6, 0].map((day) => {
            const delivered = deliveryWeekdays.includes(day);
            const checked = draft.weekDays.includes(day);
            // §5 only the customer's delivery weekdays; a day the saved order has stays untickable.
            const enabled = delivered || checked;
            return (
              <label key={day} className={`choice weekday${enabled ? '' : ' off'}`}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!enabled}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    edit((h) => toggleHeadWeekday(h, day, on));
                  }}
                />
                <span>{t.recurringWeekdayNames[day]}</span>
                {delivered ? null : <span className="muted"> ({t.recurringWeekdayNotDelivered})</span>}
              </label>
            );
          })}
        </div>
        {weekdaysIssue ? (
          <p className="field-error" id={`${id}-weekdays-msg`}>
            {weekdaysIssue}
          </p>
        ) : null}
      </fieldset>

      <div className="field">
        <label className="label" htmlFor={repeatId}>
          {monthly ? t.recurringRepeatLabelMonthly : t.recurringRepeatLabelWeekly}
        </label>
        <select
          id={repeatId}
          className="input"
          value={draft.recurringWeek}
          onChange={(e) => {
            const recurringWeek = Number(e.currentTarget.value);
            edit((h) => editHead(h, { recurringWeek }));
          }}
        >
          {Array.from({ length: MAX_RECURRING_WEEK }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {monthly ? t.recurringRepeatMonthly(n) : t.recurringRepeatWeekly(n)}
            </option>
          ))}
        </select>
        {repeatIssue ? <p className="field-error">{repeatIssue}</p> : null}
      </div>

      <div className="dates">
        <DatePicker
          label={t.recurringStartLabel}
          value={draft.startDate}
          selectable={selectable}
          emptyText={t.recurringStartEmpty}
          clearable
          message={headIssueFor(head, 'startDate')}
          onChange={(d) => edit((h) => setHeadDates(h, d, h.draft.endDate))}
        />
        <DatePicker
          label={t.recurringEndLabel}
          value={draft.endDate}
          selectable={selectable}
          emptyText={t.recurringEndEmpty}
          clearable
          message={head.rangeMessage ?? headIssueFor(head, 'endDate')}
          onChange={(d) => edit((h) => setHeadDates(h, h.draft.startDate, d))}
        />
      </div>
    </>
  );
}
