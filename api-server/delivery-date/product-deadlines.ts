// Whether one product can be ordered for the session's delivery date (§3 deadline response): the one
// mapping from the request scope and a stored product to core's evaluateDeadlines, shared by
// /api/deadlines/delivery, the product details and the quick order's review.
import { evaluateDeadlines } from '../../core/index.js';
import type { RequestScope } from '../auth/scope.js';

export interface ProductDeadlineFields {
  /** §3 l, 'Nd@HH:MM' each. */
  deadlines: readonly string[];
  discontinuedOn: string | null;
  discontinuedByHq: boolean;
}

export function productDeadlines(scope: RequestScope, product: ProductDeadlineFields): ReturnType<typeof evaluateDeadlines> {
  return evaluateDeadlines({
    now: scope.now,
    deliveryDate: scope.deliveryDate,
    deliveryWeekdays: scope.deliveryWeekdays,
    deadlines: [...product.deadlines],
    discontinuedOn: product.discontinuedOn,
    blockedByHQ: scope.siteBlocksHQ && product.discontinuedByHq,
    cartType: scope.cartType,
  });
}
