// Moves seeded demo data from the day it was seeded for to another day (issue 15 point 4,
// docs/decisions/025-pglite-start.md, "Seventh pass"). Every date the seed writes is its reference date
// plus a fixed number of days (generate.ts, the offers, history, recipes, accounts), so adding the same
// number of days to every seeded date and timestamp turns a seed of one day into the seed of another –
// shift-seed-dates.test.ts compares the result with a seed of the target day, table by table. The one
// exception is the demo recurring order's start: the first selectable delivery day, which follows the
// delivery calendar (weekdays, closed days) rather than a fixed offset, so it is computed again.
//
// Only for a freshly copied seed: on a database that customers have used, a shift would move their
// orders, baskets and history too.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { daysBetween, isIsoDate } from '../../core/rules/calendar.js';
import type { Db } from '../db/open.js';
import { SEED_SHIFT_FILE, type SeedShift } from '../db/seeded-template.js';
import type { Tx } from '../db/tx.js';
import * as t from '../db/schema.js';
import { demoRecurringStartDate, DEMO_RECURRING_DEPARTMENT } from '../recurring-orders/recurring-order-seed.js';
import { DEMO_DEPARTMENTS } from './demo-accounts.js';

interface DateColumn {
  table_name: string;
  column_name: string;
  /** date, timestamptz, timestamp, or _date (an array of dates). */
  udt_name: string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The SQL that adds `days` to one column, by its type. */
function shifted(column: DateColumn, days: number): string {
  const c = quote(column.column_name);
  switch (column.udt_name) {
    case 'date': return `${c} + ${days}`;
    case '_date': return `array(select d + ${days} from unnest(${c}) with ordinality u(d, i) order by i)`;
    default: return `${c} + make_interval(days => ${days})`;
  }
}

export interface ShiftResult {
  days: number;
  /** Rows rewritten, all tables together. */
  rows: number;
}

/**
 * Adds `to − from` days to every date, timestamp and date array of the public tables, except columns
 * that default to now() (when a row was written, not demo data: a copy keeps its seeding time, as a
 * copy of the same day does), then computes the demo recurring order's start for `to` again. One
 * UPDATE per table, only of rows holding a date. Run inside the caller's transaction.
 */
export async function shiftSeedDates(tx: Tx, from: string, to: string): Promise<ShiftResult> {
  const days = daysBetween(from, to);
  if (days === 0) return { days, rows: 0 };
  // Timestamps move by whole 24-hour days, as the seed's own arithmetic (Date ms) placed them.
  await tx.execute(sql`set local timezone to 'UTC'`);
  // pg_catalog rather than information_schema: the same answer in a seventh of the time on PGlite.
  const columns = ((await tx.execute(sql`
    select c.relname as table_name, a.attname as column_name, ty.typname as udt_name
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type ty on ty.oid = a.atttypid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and ty.typname in ('date', '_date', 'timestamptz', 'timestamp')
       and coalesce(pg_get_expr(d.adbin, d.adrelid), '') not like '%now()%'
     order by c.relname, a.attnum`)) as unknown as { rows: DateColumn[] }).rows;
  const byTable = new Map<string, DateColumn[]>();
  for (const column of columns) byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);
  let rows = 0;
  for (const [table, list] of byTable) {
    const set = list.map((c) => `${quote(c.column_name)} = ${shifted(c, days)}`).join(', ');
    const where = list.map((c) => `${quote(c.column_name)} is not null`).join(' or ');
    const result = (await tx.execute(sql.raw(`update ${quote(table)} set ${set} where ${where}`))) as unknown as { affectedRows?: number; rowCount?: number };
    rows += result.affectedRows ?? result.rowCount ?? 0;
  }
  const department = DEMO_DEPARTMENTS.find((d) => d.code === DEMO_RECURRING_DEPARTMENT);
  const start = department ? demoRecurringStartDate(department.deliveryWeekdays, to) : null;
  if (start) await tx.update(t.recurringOrders).set({ startDate: start }).where(sql`${t.recurringOrders.departmentCode} = ${DEMO_RECURRING_DEPARTMENT}`);
  return { days, rows };
}

/**
 * Applies the move a seeded copy of another day asks for (SEED_SHIFT_FILE in the data directory `dir`,
 * written by fillFromSeededTemplate before the copy was put in place), in one transaction, and removes
 * the file inside it, before the commit: a crash before the commit leaves file and dates as they were
 * for the next open; a crash between the removal and the commit loses the move – the demo data then keeps
 * the earlier day's dates, as any warm start's does – but never applies it twice. Null without the file.
 */
export async function applySeedShift(db: Db, dir: string): Promise<(SeedShift & ShiftResult & { ms: number }) | null> {
  const file = path.join(dir, SEED_SHIFT_FILE);
  if (!fs.existsSync(file)) return null;
  const started = performance.now();
  let shift: Partial<SeedShift> | null;
  try {
    shift = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SeedShift> | null;
  } catch {
    shift = null;
  }
  if (typeof shift?.from !== 'string' || typeof shift.to !== 'string' || !isIsoDate(shift.from) || !isIsoDate(shift.to)) {
    throw new Error(`${file}: expected {"from":"yyyy-MM-dd","to":"yyyy-MM-dd"}; remove the data directory to start afresh`);
  }
  const { from, to } = shift;
  const result = await db.transaction(async (tx) => {
    const moved = await shiftSeedDates(tx, from, to);
    fs.rmSync(file);
    return moved;
  });
  return { from, to, ...result, ms: Math.round(performance.now() - started) };
}
