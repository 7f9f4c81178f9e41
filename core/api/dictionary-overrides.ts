// Issue 17 §1: the editors' texts reach the widgets once per page load, before any widget renders. The
// loader (widgets/loader.ts) calls loadDictionary() at start and holds the element imports until it
// settles. Kept tiny and schema-free: it is in every page's first load (the search page's budget).
//  - A host page may inline the overrides, `<script type="application/json" id="shop-dictionary">
//    {"Shop.MiniBasket.show":"Se kurven"}</script>`: no request then.
//  - Else GET {apiBase}/api/umbraco/dictionary/get?lang: the server answers with an ETag and no-cache,
//    so the browser revalidates its copy (a 304 when nothing changed).
//  - Failure, a non-JSON answer or no answer within DICTIONARY_TIMEOUT_MS: the built-in texts are used
//    (the request is aborted, so no text changes under a rendered widget). An outage never breaks the shop.
//    A broken inlined dictionary: the built-in texts too (the host page said it has the texts).
import { setDictionaryOverrides } from '../texts/dictionary.js'; // in the core chunk (core/index.ts)

export const DICTIONARY_TIMEOUT_MS = 1000;
export const INLINE_DICTIONARY_ID = 'shop-dictionary';

/** The dictionary's language of a culture ('da-DK' -> 'da'); 'da' when none. */
export function dictionaryLang(culture?: string): string {
  return culture?.slice(0, 2) || 'da';
}

/**
 * Settles (never rejects) once the overrides are applied, or given up on. Written for size: it is in
 * the loader, on every page. Only string values are applied (a template must stay a string).
 */
export function loadDictionary(apiBase: string, lang: string, doc: Document = document, timeoutMs = DICTIONARY_TIMEOUT_MS): Promise<void> {
  const inline = doc.getElementById(INLINE_DICTIONARY_ID);
  return (inline
    ? Promise.resolve().then((): object => JSON.parse(inline.textContent!))
    : fetch(`${apiBase}/api/umbraco/dictionary/get?lang=${lang}`, { signal: AbortSignal.timeout(timeoutMs) }).then((res): Promise<object> | object => (res.ok ? res.json() : {})))
    .then((texts: object) => setDictionaryOverrides(Object.fromEntries(Object.entries(texts).filter((e) => typeof e[1] == 'string'))))
    .catch(() => undefined);
}
