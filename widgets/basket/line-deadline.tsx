// Issue 20 point 4: a basket line's deadline countdown. "Bestil inden 11:00 – 1 t 20 min" while the
// line's deadline for the basket's delivery date is today (Danish time) and ahead, updated each minute by
// the minute clock; once it passes (the client's clock, no reload) the line says it is too late and the
// next date it can reach. The server's own too-late flag already names the problem, so then only the
// next date is added. The change is announced (aria-live polite); the countdown itself is not, or a
// screen reader would hear it every minute.
import { countdown, isShopToday, shopTimeOf } from '../../core/rules/countdown.js';
import type { ReviewLine } from '../../core/schemas/basket-review.js';
import { formatDate } from '../../core/format/date.js';
import { $basketPage } from '../../core/stores/basket-page.js';
import { $minuteNow } from '../../core/stores/minute-clock.js';
import { daBasketTime } from '../../core/texts/da-basket-time.js';
import { useStore } from '../shared/use-store.js';

export function LineDeadline({ line }: { line: ReviewLine }) {
  const now = useStore($minuteNow);
  const deliveryDate = useStore($basketPage).basket?.deliveryDate;
  const deadlineAt = line.deadlineAt;
  if (!deadlineAt) return null;
  const left = countdown(now, deadlineAt);
  const flagged = (line.flags ?? []).includes('tooLate');
  // Nothing to count down to on another day (the header names the basket's deadline).
  if (!left.passed && !isShopToday(now, deadlineAt)) return null;
  const next = line.nextDeliveryDate ? formatDate(line.nextDeliveryDate) : null;
  const tooLate = left.passed
    ? [flagged || !deliveryDate ? '' : daBasketTime.tooLate(formatDate(deliveryDate)), next ? daBasketTime.canReach(next) : daBasketTime.noLaterDate].filter(Boolean).join(' ')
    : '';
  return (
    <div className="line-deadline" part="line-deadline">
      {left.passed ? null : <p className="deadline-countdown">{daBasketTime.orderBefore(shopTimeOf(deadlineAt), left.text)}</p>}
      <p className={tooLate ? 'line-problem deadline-passed' : 'deadline-passed'} aria-live="polite">{tooLate}</p>
    </div>
  );
}
