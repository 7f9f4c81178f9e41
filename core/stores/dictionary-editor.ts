// The dictionary editor's state (issue 17 §1, <shop-dictionary-editor> on /cms/ordbog): the search, its
// answer, and the save/reset of one key. The widget only renders this.
import { atom } from 'nanostores';
import { fetchDictionaryEntries, resetDictionaryText, saveDictionaryText } from '../api/dictionary.js';
import { ApiRequestError, MissingSessionError } from '../api/client.js';
import type { DictionaryEditorEntry } from '../schemas/dictionary-editor.js';
import { daDictionaryEditor } from '../texts/da-dictionary-editor.js';

export type DictionaryEditorState =
  /** requested: a search is on its way (absent: nothing asked yet, the widget asks on mount). */
  | { status: 'loading'; query: string; requested?: boolean }
  | { status: 'anonymous'; query: string }
  | { status: 'forbidden'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'ready'; query: string; entries: DictionaryEditorEntry[]; total: number };

export const $dictionaryEditor = atom<DictionaryEditorState>({ status: 'loading', query: '' });

let current: AbortController | null = null;

/** Loads the entries matching `query` (key or text); the latest search wins. */
export async function searchDictionary(query: string): Promise<void> {
  current?.abort();
  const abort = new AbortController();
  current = abort;
  const before = $dictionaryEditor.get();
  if (before.status !== 'ready') $dictionaryEditor.set({ status: 'loading', query, requested: true });
  try {
    const list = await fetchDictionaryEntries(query, abort.signal);
    if (current === abort) $dictionaryEditor.set({ status: 'ready', query, entries: list.entries, total: list.total });
  } catch (error) {
    if (abort.signal.aborted) return;
    const status = error instanceof MissingSessionError ? 'anonymous' : error instanceof ApiRequestError && error.status === 403 ? 'forbidden' : 'failed';
    $dictionaryEditor.set({ status, query });
  }
}

export type SaveResult = { ok: true } | { ok: false; message: string };

function replaceEntry(entry: DictionaryEditorEntry): void {
  const state = $dictionaryEditor.get();
  if (state.status !== 'ready') return;
  $dictionaryEditor.set({ ...state, entries: state.entries.map((e) => (e.key === entry.key ? entry : e)) });
}

function failureOf(error: unknown): SaveResult {
  if (error instanceof MissingSessionError) $dictionaryEditor.set({ status: 'anonymous', query: $dictionaryEditor.get().query });
  const message = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.serverMessage ? error.serverMessage : daDictionaryEditor.saveFailed;
  return { ok: false, message };
}

/** Saves a key's text. A refusal answers the server's Danish message (e.g. the missing placeholders). */
export async function saveDictionaryEntry(key: string, text: string): Promise<SaveResult> {
  try {
    replaceEntry(await saveDictionaryText(key, text));
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

/** Resets a key to its built-in text. */
export async function resetDictionaryEntry(key: string): Promise<SaveResult> {
  try {
    replaceEntry(await resetDictionaryText(key));
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

/** The widget's first search, unless the state is already known (or set by a story). */
export function ensureDictionaryLoaded(): void {
  const state = $dictionaryEditor.get();
  if (state.status === 'loading' && !state.requested) void searchDictionary(state.query);
}

export function resetDictionaryEditor(): void {
  current?.abort();
  current = null;
  $dictionaryEditor.set({ status: 'loading', query: '' });
}
