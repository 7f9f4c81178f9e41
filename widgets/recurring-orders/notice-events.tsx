// Issue 19 point 4: "Seneste hændelser", what the recurring-order job did for the department in the last
// 30 days (lines placed per order and day, replaced by the alternative, skipped and why, orders paused),
// newest first: the same the department's notification mail says. Loaded by its store while shown.
import { useId } from 'react';
import { formatDate } from '../../core/format/date.js';
import { describeRecurringEvent } from '../../core/rules/recurring-notices.js';
import type { RecurringEvent } from '../../core/schemas/recurring-notices.js';
import { $recurringNotices, loadRecurringNotices } from '../../core/stores/recurring-notices.js';
import { daRecurringNotices as da } from '../../core/texts/da-recurring-notices.js';
import { useStore } from '../shared/use-store.js';
import { t } from './texts.js';

const keyOf = (e: RecurringEvent, i: number) => `${e.kind}/${e.orderId}/${e.deliveryDate}/${e.productId ?? ''}/${i}`;

export function NoticeEvents() {
  const id = useId();
  const state = useStore($recurringNotices);
  return (
    <section className="notice-events" aria-labelledby={`${id}-events`}>
      <h2 id={`${id}-events`} className="section-title">
        {da.eventsHeading}
      </h2>
      <p className="help">{da.eventsIntro}</p>
      {state.status === 'error' && state.events.length === 0 ? (
        <p className="notice notice-error">
          {da.eventsError}{' '}
          <button type="button" className="btn-link" onClick={() => void loadRecurringNotices()}>
            {t.recurringListRetry}
          </button>
        </p>
      ) : state.status !== 'ready' && state.events.length === 0 ? (
        <p className="help" aria-busy="true">
          {da.eventsLoading}
        </p>
      ) : state.events.length === 0 ? (
        <p className="empty">{da.eventsEmpty}</p>
      ) : (
        <ul className="event-list">
          {state.events.map((e, i) => (
            <li key={keyOf(e, i)} className={`event event-${e.kind}`}>
              <span className="event-when">{da.eventDelivery(formatDate(e.deliveryDate))}</span>{' '}
              <span className="event-order">{e.orderName}:</span> {describeRecurringEvent(e)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
