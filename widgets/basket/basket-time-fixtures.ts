// Baskets with line deadlines (issue 20 point 4) for the stories and tests.
import type { ReviewBasket } from '../../core/schemas/basket-review.js';
import { pageBasket, pageLines } from './basket-fixtures.js';

// Friday 28 November 2025 delivery; milk's deadline Thursday 27th 11:00 Danish time (10:00 UTC).
export const deadlineBasket: ReviewBasket = {
  ...pageBasket,
  deliveryDate: '2025-11-28',
  lines: [
    { ...pageLines[0]!, deadlineAt: '2025-11-27T11:00:00+01:00', nextDeliveryDate: '2025-12-01' },
    { ...pageLines[1]!, flags: [], deadlineAt: '2025-11-27T14:00:00+01:00', nextDeliveryDate: null },
    { ...pageLines[2]!, flags: [], deadlineAt: null, nextDeliveryDate: null },
  ],
  placeBy: '2025-11-27T11:00:00+01:00',
};
