import { canAddPause } from '../../core/rules/recurring-schedule.js';
import { type RecurringOrderHead, addHeadPause, headIssueFor, removeHeadPause, setHeadPause } from '../../core/stores/recurring-order-head.js';
import { $recurringOrderDates } from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { useStore } from '../shared/use-store.js';
import { DatePicker } from './date-picker.js';

export interface PauseFieldsProps {
  /** The head form's useId, so the fields' ids stay the form's. */
  id: string;
  head: RecurringOrderHead;
  /** Applies an edit to the form's state (and ends a conflict notice, as any edit does). */
  edit(change: (head: RecurringOrderHead) => RecurringOrderHead): void;
}

/** §5 pauses: spans without deliveries, each from and to a selectable delivery date. */
export function PauseFields({ id, head, edit }: PauseFieldsProps) {
  const selectable = useStore($recurringOrderDates).dates;
  const { pauses } = head.draft;
  const pauseBlocked = !canAddPause(pauses);
  const pausesIssue = headIssueFor(head, 'pauses');

  return (
    <fieldset className="field fieldset pauses">
      <legend className="label">{t.recurringPausesLegend}</legend>
      {pauses.length === 0 ? <p className="help">{t.recurringPausesNone}</p> : null}
      <ol className="pause-list">
        {pauses.map((pause, i) => (
          <li key={i} className="pause" aria-label={t.recurringPauseNumber(i + 1)}>
            <DatePicker label={t.recurringPauseFrom} value={pause.from} selectable={selectable} onChange={(d) => edit((h) => setHeadPause(h, i, { from: d }))} />
            <DatePicker label={t.recurringPauseTo} value={pause.to} selectable={selectable} onChange={(d) => edit((h) => setHeadPause(h, i, { to: d }))} />
            <button type="button" className="btn-link" onClick={() => edit((h) => removeHeadPause(h, i))}>
              {t.recurringRemovePause(i + 1)}
            </button>
            {headIssueFor(head, `pauses.${i}`) ? <p className="field-error pause-error">{headIssueFor(head, `pauses.${i}`)}</p> : null}
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
          edit(addHeadPause);
        }}
      >
        {t.recurringAddPause}
      </button>
      {pauseBlocked && pauses.length > 0 ? (
        <p className="help" id={`${id}-pause-help`}>
          {t.recurringAddPauseBlocked}
        </p>
      ) : null}
      {pausesIssue ? <p className="field-error">{pausesIssue}</p> : null}
    </fieldset>
  );
}
