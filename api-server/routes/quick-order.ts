// Quick order (issue 20 point 1): POST /api/product/loadcsv (§7), GET /api/product/GetUnits (§7 "GET
// /GetUnits (cached)") and POST /api/product/validateamount (§7 "Validate product amount (path not
// shown; takes amount and unit name)"). Paths: docs/guides/kitchen-tools.md §1.
import { parseAmount } from '../../core/index.js';
import { parseQuickOrderLines } from '../../core/rules/quick-order-lines.js';
import { LoadCsvRequestSchema, ValidateAmountRequestSchema, type ValidateAmountResponse } from '../../core/schemas/quick-order.js';
import { daQuickOrder } from '../../core/texts/da-quick-order.js';
import { scopeOf } from '../auth/scope.js';
import { authOf, requireSession } from '../auth/session.js';
import { ApiFailure, type AppDeps, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';
import { reviewQuickOrder } from '../quick-order/review.js';
import { findUnit, unitsInUse } from '../quick-order/units.js';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

export function quickOrderRoutes(deps: AppDeps) {
  const app = createRouter();

  // Reviews only: nothing is written. The valid lines go to the basket in one addtoorder call (origin
  // CsvSearch 35) from the widget, so the basket's own rules and idempotency apply unchanged.
  app.post('/loadcsv', requireSession, validate('json', LoadCsvRequestSchema), async (c) => {
    const auth = authOf(c);
    const { text } = c.req.valid('json');
    // Refused before any query: binary text (NUL would be a 500 in PostgreSQL), size, line count, separators.
    const parsed = parseQuickOrderLines(text);
    if (!parsed.ok) throw new ApiFailure(400, 'InvalidQuickOrder', parsed.message, { reason: parsed.code });
    const scope = scopeOf(auth, deps.clock.now(), deps.config);
    return c.json(await reviewQuickOrder(deps.db, scope, auth, parsed), 200);
  });

  // Public and cached for a day: unit codes say nothing about a customer. The ETag turns a
  // revalidation into a 304.
  app.get('/GetUnits', async (c) => {
    const { units, etag } = await unitsInUse(deps.db);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('ETag', etag);
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.json(units, 200);
  });

  // §5 with the card's own function (core parseAmount): the same texts whoever asks.
  app.post('/validateamount', requireSession, validate('json', ValidateAmountRequestSchema), async (c) => {
    const { amount, unit } = c.req.valid('json');
    const known = findUnit((await unitsInUse(deps.db)).units, unit);
    let body: ValidateAmountResponse;
    if (!known) body = { valid: false, value: null, message: daQuickOrder.unknownUnit(unit) };
    else {
      const result = parseAmount(amount, known);
      body = result.ok ? { valid: true, value: result.value, message: null } : { valid: false, value: null, message: result.message };
    }
    return c.json(body, 200);
  });

  return app;
}
