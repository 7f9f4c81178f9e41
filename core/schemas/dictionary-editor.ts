// The answers of the dictionary editor's API (issue 17 §1), read by <shop-dictionary-editor>. Apart from
// the server's input schemas (dictionary.ts) and written with the zod features the shared core chunk
// already holds: what an element uses of zod lands in the chunk every page loads (the search page's budget).
import * as z from './z.js';

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
  /** The widget folders (widgets/<folder>/, or 'shared', 'core') whose code reads the key, as far as known. */
  usedBy: z.array(z.string()),
});
export type DictionaryEditorEntry = z.infer<typeof DictionaryEditorEntrySchema>;

export const DictionaryEditorListSchema = z.object({ entries: z.array(DictionaryEditorEntrySchema), total: z.number() });
export type DictionaryEditorList = z.infer<typeof DictionaryEditorListSchema>;
