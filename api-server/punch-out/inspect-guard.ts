// A cXML `inspect` punch-out is read-only (issue 16 §2), enforced on the server for every basket route.
import type { MiddlewareHandler } from 'hono';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { ApiFailure, type AppEnv } from '../http/env.js';

/**
 * Issue 16 §2: a cXML `inspect` opens the requisition to look at, not to change; the widget shows it
 * read-only, and the server refuses every change to the basket (reading it stays allowed).
 */
export const refuseChangesWhenInspecting: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.get('auth')?.punchOut?.operation === 'inspect') {
    throw new ApiFailure(403, 'InspectReadOnly', daPunchOut.inspectReadOnly);
  }
  await next();
};
