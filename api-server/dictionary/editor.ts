// The editor's side of the dictionary (issue 17 §1, /cms/ordbog): every key with its default, override,
// placeholders and the widgets reading it, searchable by key or text; saving a text (checked: not empty,
// a known overridable key, the default's placeholders exactly) and resetting it to the default.
import '../../core/texts/all-catalogues.js';
import { checkPlaceholders, placeholderList } from '../../core/rules/dictionary-override.js';
import { dictionaryEntries, type DictionaryEntry } from '../../core/texts/dictionary.js';
import { daDictionaryEditor } from '../../core/texts/da-dictionary-editor.js';
import type { DictionaryEditorEntry, DictionaryEditorList } from '../../core/schemas/dictionary.js';
import type { Db } from '../db/open.js';
import { ApiFailure, type AuthContext } from '../http/env.js';
import { widgetsUsingKey } from './key-usage.js';
import { deleteOverride, readOverrides, saveOverride } from './store.js';

/** At most this many rows in one answer; the total says how many matched. */
export const MAX_EDITOR_ROWS = 200;

/** The registered entry of a key (the last one registered wins, as a later catalogue would). */
export function entryOf(key: string): DictionaryEntry | undefined {
  return dictionaryEntries().findLast((e) => e.key === key);
}

/** The built-in text of a key a customer can read: undefined for unknown and not-overridable keys. */
export function defaultTextOf(key: string): string | undefined {
  const entry = entryOf(key);
  return entry?.overridable ? entry.defaultText : undefined;
}

function matches(entry: DictionaryEditorEntry, needle: string): boolean {
  if (needle === '') return true;
  return [entry.key, entry.defaultText, entry.override ?? ''].some((s) => s.toLocaleLowerCase('da').includes(needle));
}

export async function editorList(db: Db, lang: string, query: string): Promise<DictionaryEditorList> {
  const overrides = await readOverrides(db, lang);
  const byKey = new Map<string, DictionaryEntry>();
  for (const e of dictionaryEntries()) byKey.set(e.key, e);
  const needle = query.trim().toLocaleLowerCase('da');
  const all = [...byKey.values()]
    .map((e): DictionaryEditorEntry => ({
      key: e.key,
      defaultText: e.defaultText,
      override: overrides[e.key] ?? null,
      placeholders: e.placeholders,
      overridable: e.overridable,
      usedBy: widgetsUsingKey(e.key),
    }))
    .filter((e) => matches(e, needle))
    .sort((a, b) => a.key.localeCompare(b.key, 'en'));
  return { entries: all.slice(0, MAX_EDITOR_ROWS), total: all.length };
}

/** 403 unless the session's user is the wholesaler's content editor (users.is_editor). */
export function requireEditorRights(auth: AuthContext): void {
  if (!auth.user.isEditor || auth.punchOut) throw new ApiFailure(403, 'EditorOnly', daDictionaryEditor.editorOnly);
}

function knownOverridable(key: string): DictionaryEntry {
  const entry = entryOf(key);
  if (!entry) throw new ApiFailure(404, 'UnknownKey', daDictionaryEditor.unknownKey);
  if (!entry.overridable) throw new ApiFailure(400, 'KeyNotOverridable', daDictionaryEditor.keyNotOverridable);
  return entry;
}

/** Checks and saves an editor's text. Throws a 400/404 ApiFailure with a Danish message; nothing saved then. */
export async function saveEditorText(db: Db, auth: AuthContext, key: string, lang: string, text: string, now: Date): Promise<DictionaryEditorEntry> {
  const entry = knownOverridable(key);
  if (text.trim() === '') throw new ApiFailure(400, 'TextEmpty', daDictionaryEditor.textEmpty);
  const { missing, extra } = checkPlaceholders(entry.defaultText, text);
  if (missing.length > 0 || extra.length > 0) {
    const message = [
      ...(missing.length > 0 ? [daDictionaryEditor.placeholdersMissing(placeholderList(missing))] : []),
      ...(extra.length > 0 ? [daDictionaryEditor.placeholdersExtra(placeholderList(extra))] : []),
    ].join(' ');
    throw new ApiFailure(400, 'PlaceholdersChanged', message, { missing, extra });
  }
  await saveOverride(db, key, lang, text, auth.user.id, now);
  return { key, defaultText: entry.defaultText, override: text, placeholders: entry.placeholders, overridable: true, usedBy: widgetsUsingKey(key) };
}

/** Resets a key to its default (no override). Idempotent: resetting a default key answers the same. */
export async function resetEditorText(db: Db, key: string, lang: string): Promise<DictionaryEditorEntry> {
  const entry = knownOverridable(key);
  await deleteOverride(db, key, lang);
  return { key, defaultText: entry.defaultText, override: null, placeholders: entry.placeholders, overridable: true, usedBy: widgetsUsingKey(key) };
}
