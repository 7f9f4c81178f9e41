// /api/umbraco/dictionary (issue 17 §1, docs/guides/cms-content.md §1):
//  - §7 GET get?lang: every override of the language, `{ key: text }` (default lang 'da'); public.
//  - §7 GET get?key&lang: one key, `{ key, text, overridden }` — the override, else the built-in text;
//    404 UnknownKey for a key no catalogue has (or one an editor cannot change). Public.
//    Both answer with a strong ETag of the answer and `Cache-Control: no-cache`: a browser keeps the
//    answer and revalidates it on every page load (If-None-Match -> 304, no body).
//  - Ours, the editor's page /cms/ordbog, for users.is_editor only (401 without a session, 403 others):
//    GET entries?q&lang (every key with default, override, placeholders, overridable, used by; q filters
//    by key or text), PUT entries/{key} `{ text, lang? }` (400 with a Danish message when the text is
//    empty, breaks the text rules or changes the placeholders; 404 for an unknown key), DELETE
//    entries/{key}?lang (reset to the default). An edit is applied to this server's own texts at once.
import type { Context } from 'hono';
import {
  DEFAULT_DICTIONARY_LANG,
  DictionaryEntriesQuerySchema,
  DictionaryGetQuerySchema,
  DictionaryKeyParamSchema,
  DictionaryLangQuerySchema,
  DictionaryTextBodySchema,
} from '../../core/schemas/dictionary.js';
import { daDictionaryEditor } from '../../core/texts/da-dictionary-editor.js';
import { authOf, requireSession } from '../auth/session.js';
import { defaultTextOf, editorList, requireEditorRights, resetEditorText, saveEditorText } from '../dictionary/editor.js';
import { refreshServerTexts } from '../dictionary/server-texts.js';
import { readOverride, readOverrides, strongEtag } from '../dictionary/store.js';
import { ApiFailure, type AppDeps, type AppEnv, createRouter } from '../http/env.js';
import { validate } from '../http/validate.js';

/** True when If-None-Match names the tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** A revalidatable JSON answer: 304 when the browser has it already. */
function revalidated(c: Context<AppEnv>, value: unknown) {
  const body = JSON.stringify(value);
  const etag = strongEtag(body);
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

export function dictionaryRoutes(deps: AppDeps) {
  const app = createRouter();

  app.get('/get', validate('query', DictionaryGetQuerySchema), async (c) => {
    const { key, lang = DEFAULT_DICTIONARY_LANG } = c.req.valid('query');
    if (key === undefined) return revalidated(c, await readOverrides(deps.db, lang));
    const fallback = defaultTextOf(key);
    if (fallback === undefined) throw new ApiFailure(404, 'UnknownKey', daDictionaryEditor.unknownKey);
    const override = await readOverride(deps.db, key, lang);
    return revalidated(c, { key, text: override ?? fallback, overridden: override !== null });
  });

  app.get('/entries', requireSession, validate('query', DictionaryEntriesQuerySchema), async (c) => {
    requireEditorRights(authOf(c));
    const { q = '', lang = DEFAULT_DICTIONARY_LANG } = c.req.valid('query');
    return c.json(await editorList(deps.db, lang, q), 200);
  });

  app.put('/entries/:key', requireSession, validate('param', DictionaryKeyParamSchema), validate('json', DictionaryTextBodySchema), async (c) => {
    const auth = authOf(c);
    requireEditorRights(auth);
    const { key } = c.req.valid('param');
    const { text, lang = DEFAULT_DICTIONARY_LANG } = c.req.valid('json');
    const entry = await saveEditorText(deps.db, auth, key, lang, text, deps.clock.now());
    await refreshServerTexts(deps.db);
    return c.json(entry, 200);
  });

  app.delete('/entries/:key', requireSession, validate('param', DictionaryKeyParamSchema), validate('query', DictionaryLangQuerySchema), async (c) => {
    requireEditorRights(authOf(c));
    const { key } = c.req.valid('param');
    const { lang = DEFAULT_DICTIONARY_LANG } = c.req.valid('query');
    const entry = await resetEditorText(deps.db, key, lang);
    await refreshServerTexts(deps.db);
    return c.json(entry, 200);
  });

  return app;
}
