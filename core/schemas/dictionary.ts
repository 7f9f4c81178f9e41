// Wire contract of the dictionary (issue 17 §1; §7 GET /api/umbraco/dictionary/get?lang and ?key&lang)
// and of the editor's API (ours: /api/umbraco/dictionary/entries). Per-screen: imported by its module
// path, never re-exported from core/index.ts (the search page's bundle budget; the loader reads the
// overrides without any schema). docs/guides/cms-content.md §1.
import * as z from './z.js';
import { SearchTextSchema, TextSchema } from './text.js';

/** The language of the texts: only Danish exists today; 'da' when absent. */
export const DEFAULT_DICTIONARY_LANG = 'da';
/** A key is `Shop.<Area>.<name>`; longer ones cannot exist. */
export const MAX_DICTIONARY_KEY = 200;
/** An editor's text: a heading, a button, a paragraph of help; line breaks allowed. */
export const MAX_DICTIONARY_TEXT = 2000;
/** The editor's search phrase (key or text). */
export const MAX_DICTIONARY_QUERY = 100;

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

/** The overrides of one language: key -> text (§7 get?lang). */
export const DictionaryOverridesSchema = z.record(z.string(), z.string());

/** §7 get?key&lang: the key's text now (the override, else the built-in default). */
export const DictionaryKeyAnswerSchema = z.object({ key: z.string(), text: z.string(), overridden: z.boolean() });
export type DictionaryKeyAnswer = z.infer<typeof DictionaryKeyAnswerSchema>;

/** One row of the editor's list. */
export const DictionaryEditorEntrySchema = z.object({
  key: z.string(),
  defaultText: z.string(),
  /** The editor's text, or null when the default is used. */
  override: z.nullable(z.string()),
  placeholders: z.array(z.string()),
  overridable: z.boolean(),
  /** The widgets whose code reads the key (tags), as far as known. */
  usedBy: z.array(z.string()),
});
export type DictionaryEditorEntry = z.infer<typeof DictionaryEditorEntrySchema>;

export const DictionaryEditorListSchema = z.object({ entries: z.array(DictionaryEditorEntrySchema), total: z.number() });
export type DictionaryEditorList = z.infer<typeof DictionaryEditorListSchema>;
