// Issue 20 point 4: the basket's header says when the whole basket must be placed to make its delivery
// date: the earliest line deadline still ahead (core placeByOf over the lines, with the minute clock, so
// it moves on by itself when a deadline passes). Shown when that is within the next few days.
import { placeByOf, shopDayOf, shopDaysBetween, shopTimeOf } from '../../core/rules/countdown.js';
import type { ReviewBasket } from '../../core/schemas/basket-review.js';
import { formatDate } from '../../core/format/date.js';
import { $minuteNow } from '../../core/stores/minute-clock.js';
import { daBasketTime } from '../../core/texts/da-basket-time.js';
import { useStore } from '../shared/use-store.js';

/** Further ahead than this, the deadline is no news on the basket page. */
const SOON_DAYS = 3;

export function PlaceBy({ basket }: { basket: ReviewBasket }) {
  const now = useStore($minuteNow);
  const at = placeByOf(now, basket.lines);
  if (!at) return null;
  const day = shopDayOf(at);
  const ahead = shopDaysBetween(shopDayOf(now), day);
  if (ahead > SOON_DAYS) return null;
  const delivery = formatDate(basket.deliveryDate);
  const text = ahead === 0 ? daBasketTime.placeByToday(shopTimeOf(at), delivery) : daBasketTime.placeByLater(formatDate(day), shopTimeOf(at), delivery);
  return <p className="place-by" part="place-by">{text}</p>;
}
