// Client calls of the dictionary editor (issue 17 §1, /cms/ordbog): the editor API of
// api-server/routes/dictionary.ts. The widgets' overrides are loaded by core/api/dictionary-overrides.ts.
import { apiRequest } from './client.js';
import {
  DictionaryEditorEntrySchema,
  DictionaryEditorListSchema,
  type DictionaryEditorEntry,
  type DictionaryEditorList,
} from '../schemas/dictionary-editor.js';

const ENTRIES = '/api/umbraco/dictionary/entries';

/** Every key (at most 200 shown, `total` matched) whose key or text holds `query`. 403 for non-editors. */
export function fetchDictionaryEntries(query: string, signal?: AbortSignal): Promise<DictionaryEditorList> {
  return apiRequest(ENTRIES, { query: query ? { q: query } : undefined, schema: DictionaryEditorListSchema, handled: 'all', signal });
}

/** Saves an editor's text; 400 with a Danish message when refused. */
export function saveDictionaryText(key: string, text: string): Promise<DictionaryEditorEntry> {
  return apiRequest(`${ENTRIES}/${encodeURIComponent(key)}`, { method: 'PUT', body: { text }, schema: DictionaryEditorEntrySchema, handled: 'all' });
}

/** Drops the editor's text: the built-in text is used again. */
export function resetDictionaryText(key: string): Promise<DictionaryEditorEntry> {
  return apiRequest(`${ENTRIES}/${encodeURIComponent(key)}`, { method: 'DELETE', schema: DictionaryEditorEntrySchema, handled: 'all' });
}
