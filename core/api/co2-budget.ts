// Issue 20 point 5: the basket's CO2e and organic budget, and swapping a line to a lower-CO2e product.
// Its own module: only the basket page's budget panel calls it.
import { ReviewBasketSchema, type ReviewBasket } from '../schemas/basket-review.js';
import { Co2BudgetSchema, type Co2Budget, type SwapLine } from '../schemas/co2-budget.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal' | 'headers'>;

/** GET /api/order/co2budget: the session's basket against the department's targets. */
export function fetchCo2Budget(options: CallOptions = {}): Promise<Co2Budget> {
  return apiRequest('/api/order/co2budget', { ...options, schema: Co2BudgetSchema });
}

/** POST /api/order/swapline: answers the basket with the line replaced. */
export function postSwapLine(body: SwapLine, options: CallOptions = {}): Promise<ReviewBasket> {
  return apiRequest('/api/order/swapline', { ...options, method: 'POST', body, schema: ReviewBasketSchema });
}
