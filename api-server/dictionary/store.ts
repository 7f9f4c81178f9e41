// The example CMS's store of dictionary overrides (issue 17 §1, table dictionary_overrides): read per
// language, their version (a strong ETag), saved and reset by an editor. docs/guides/cms-content.md §1.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import * as t from '../db/schema.js';

export type Overrides = Record<string, string>;

/** Every override of a language, key -> text, sorted by key (the answer and its ETag are stable). */
export async function readOverrides(db: Db, lang: string): Promise<Overrides> {
  const rows = await db
    .select({ key: t.dictionaryOverrides.key, text: t.dictionaryOverrides.text })
    .from(t.dictionaryOverrides)
    .where(eq(t.dictionaryOverrides.lang, lang))
    .orderBy(asc(t.dictionaryOverrides.key));
  const out: Overrides = {};
  for (const row of rows) out[row.key] = row.text;
  return out;
}

/** One key's override, or null. */
export async function readOverride(db: Db, key: string, lang: string): Promise<string | null> {
  const [row] = await db
    .select({ text: t.dictionaryOverrides.text })
    .from(t.dictionaryOverrides)
    .where(and(eq(t.dictionaryOverrides.key, key), eq(t.dictionaryOverrides.lang, lang)));
  return row?.text ?? null;
}

/** A strong ETag of a JSON answer: the same bytes give the same tag, in every server process. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The version of a language's overrides, computed by the database (a few bytes over the wire): the
 * server processes compare it every few seconds and reload the texts only when it changed.
 */
export async function overridesVersion(db: Db, lang: string): Promise<string> {
  // node-postgres answers execute() with { rows }, on PGlite too (decision 031).
  const result = (await db.execute(sql`
    select md5(coalesce(string_agg(${t.dictionaryOverrides.key} || chr(1) || ${t.dictionaryOverrides.text}, chr(2) order by ${t.dictionaryOverrides.key}), '')) as version
    from ${t.dictionaryOverrides} where ${t.dictionaryOverrides.lang} = ${lang}`)) as unknown as { rows: { version: string | null }[] };
  return result.rows[0]?.version ?? '';
}

export async function saveOverride(db: Db, key: string, lang: string, text: string, userId: number, now: Date): Promise<void> {
  await db
    .insert(t.dictionaryOverrides)
    .values({ key, lang, text, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: [t.dictionaryOverrides.key, t.dictionaryOverrides.lang], set: { text, updatedAt: now, updatedBy: userId } });
}

/** Removes the override: the built-in text is used again. True when there was one. */
export async function deleteOverride(db: Db, key: string, lang: string): Promise<boolean> {
  const gone = await db
    .delete(t.dictionaryOverrides)
    .where(and(eq(t.dictionaryOverrides.key, key), eq(t.dictionaryOverrides.lang, lang)))
    .returning({ key: t.dictionaryOverrides.key });
  return gone.length > 0;
}
