// GET /api/product/GetUnits (§7 "GET /GetUnits (cached)", §3 Unit: code, description, weighed): every
// unit code in use. One row per code: a code is the same unit whatever product it sells (its
// description may differ by product, e.g. "Karton" and "Krt.": the first in Danish order is shown); a
// code is weighed when any product weighs it.
import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { UnitsResponse } from '../../core/schemas/quick-order.js';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

export async function unitsInUse(db: Db): Promise<{ units: UnitsResponse; etag: string }> {
  const u = t.productUnits;
  const rows = await db
    .select({
      code: u.code,
      description: sql<string>`min(${u.description})`,
      weighed: sql<boolean>`bool_or(${u.weighed})`,
    })
    .from(u)
    .groupBy(u.code)
    .orderBy(asc(u.code));
  const units = rows.map((r) => ({ code: r.code, description: r.description, weighed: Boolean(r.weighed) }));
  const etag = `"${createHash('sha256').update(JSON.stringify(units)).digest('base64url').slice(0, 27)}"`;
  return { units, etag };
}

/** The unit a validate-amount call names: matched on code, case-insensitively; weighed when any product weighs it. */
export function findUnit(units: UnitsResponse, name: string): UnitsResponse[number] | undefined {
  const wanted = name.trim().toLocaleUpperCase('da');
  return units.find((u) => u.code.toLocaleUpperCase('da') === wanted) ?? units.find((u) => u.description.toLocaleUpperCase('da') === wanted);
}
