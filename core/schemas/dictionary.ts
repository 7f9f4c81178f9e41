// Wire contract of the dictionary (the server's input schemas; the editor's answers: dictionary-editor.ts) (issue 17 §1; §7 GET /api/umbraco/dictionary/get?lang and ?key&lang)
// and of the editor's API (ours: /api/umbraco/dictionary/entries). Per-screen: imported by its module
// path, never re-exported from core/index.ts (the search page's bundle budget; the loader reads the
// overrides without any schema). docs/guides/cms-content.md §1.
import * as z from './z.js';
import { SearchTextSchema, TextSchema } from './text.js';

import { MAX_DICTIONARY_KEY, MAX_DICTIONARY_QUERY, MAX_DICTIONARY_TEXT } from '../rules/dictionary-override.js';

export { DEFAULT_DICTIONARY_LANG, MAX_DICTIONARY_KEY, MAX_DICTIONARY_QUERY, MAX_DICTIONARY_TEXT } from '../rules/dictionary-override.js';
export * from './dictionary-editor.js';

const LangSchema = z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/));
const KeySchema = TextSchema({ max: MAX_DICTIONARY_KEY });

/** GET /api/umbraco/dictionary/get?lang (every override) or ?key&lang (one key's text). */
export const DictionaryGetQuerySchema = z.object({ key: z.optional(KeySchema), lang: z.optional(LangSchema) });

/** GET /api/umbraco/dictionary/entries?q&lang: the editor's list, filtered by key or text. */
export const DictionaryEntriesQuerySchema = z.object({ q: z.optional(SearchTextSchema({ max: MAX_DICTIONARY_QUERY })), lang: z.optional(LangSchema) });

/** PUT/DELETE /api/umbraco/dictionary/entries/{key}. */
export const DictionaryKeyParamSchema = z.object({ key: KeySchema });
/** DELETE …/entries/{key}?lang. */
export const DictionaryLangQuerySchema = z.object({ lang: z.optional(LangSchema) });

/** PUT …/entries/{key}: the editor's text. Emptiness and the placeholders are the server's rules. */
export const DictionaryTextBodySchema = z.object({
  text: TextSchema({ max: MAX_DICTIONARY_TEXT, multiline: true }),
  lang: z.optional(LangSchema),
});

