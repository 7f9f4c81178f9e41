// "A refused call changes nothing" (issue 14 §2, §3), checked cheaply: a write takes a transaction id,
// so an unchanged pg_snapshot_xmax proves no transaction wrote (or even began to write). Only when it
// moved are the tables compared, row by row, against the state after the last accepted write.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';

/**
 * Columns a refused call moves by design, and nothing else: failed logins and PIN attempts are counted
 * even though the answer is 401/403/429 (auth/throttle.ts, favorite-lists/pin-lock.ts), and a session's
 * idle expiry slides on use. Named here, once.
 */
export const COUNTERS: Readonly<Record<string, readonly string[]>> = {
  users: ['failed_login_count', 'last_failed_login_at', 'locked_until'],
  favorite_lists: ['failed_count', 'locked_until', 'last_pin_attempt_at'],
  sessions: ['last_seen_at', 'expires_at'],
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

async function xmax(db: Db): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row!.x;
}

let columnsCache: WeakMap<Db, Map<string, string[]>> = new WeakMap();

async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const cached = columnsCache.get(db);
  if (cached) return cached;
  const rows = rowsOf<{ table_name: string; column_name: string }>(await db.execute(sql`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`));
  const map = new Map<string, string[]>();
  for (const r of rows) {
    if ((COUNTERS[r.table_name] ?? []).includes(r.column_name)) continue;
    (map.get(r.table_name) ?? map.set(r.table_name, []).get(r.table_name)!).push(r.column_name);
  }
  columnsCache.set(db, map);
  return map;
}

/** One md5 per table over its rows (minus the counters), sorted so row order does not matter. */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [table, columns] of await tableColumns(db)) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    const [row] = rowsOf<{ h: string | null; n: string }>(await db.execute(sql.raw(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h, count(*)::text as n from (select ${list} from "${table}") r`,
    )));
    out.set(table, `${row!.n}:${row!.h}`);
  }
  return out;
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}

/**
 * Follows the database across many calls: `accept()` after a call that may write (2xx), `check()` after
 * one that must not have (4xx) — it answers the tables that changed, [] when none did.
 */
export class ChangeWatch {
  private mark = '';
  private state: Map<string, string> | null = null;
  private constructor(private readonly db: Db) {}

  static async start(db: Db): Promise<ChangeWatch> {
    const watch = new ChangeWatch(db);
    await watch.accept();
    return watch;
  }

  /** The current state is the new reference (after an accepted write). */
  async accept(): Promise<void> {
    const now = await xmax(this.db);
    if (now === this.mark && this.state) return;
    this.mark = now;
    this.state = await fingerprint(this.db);
  }

  /** Tables changed since the reference; the reference stays as it was. */
  async check(): Promise<string[]> {
    const now = await xmax(this.db);
    if (now === this.mark) return [];
    const after = await fingerprint(this.db);
    const changed = changedTables(this.state!, after);
    // A transaction that rolled back took an id too; the reference moves on so the next check is cheap.
    if (changed.length === 0) this.mark = now;
    return changed;
  }
}

/** For tests that start a fresh database: forget cached column lists. */
export function resetFingerprintCache(): void {
  columnsCache = new WeakMap();
}
