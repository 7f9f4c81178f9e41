// §3 "Search command" and "Search suggestion".
import * as z from './z.js';
import { ProductWireSchema } from './product.js';
import { SearchTextSchema, TextSchema } from './text.js';
export { PAGE_SIZE, MAX_SEARCH_TEXT, SUGGESTION_TEXT_MISSING } from './wire-constants.js';
import { PAGE_SIZE, MAX_SEARCH_TEXT, SUGGESTION_TEXT_MISSING } from './wire-constants.js';


export const SearchPayloadSchema = z.object({
  // A search phrase: control characters are removed, not refused (issue 14 §1).
  text: z._default(SearchTextSchema({ max: MAX_SEARCH_TEXT }), ''),
  activeFilters: z._default(z.array(TextSchema({ max: 50 })).check(z.maxLength(50)), []),
  filters: z._default(z.array(TextSchema({ max: 50 })).check(z.maxLength(50)), []),
  postingGroups: z._default(z.array(TextSchema({ max: 20 })).check(z.maxLength(50)), []),
  favoriteLists: z._default(z.array(TextSchema({ max: 20 })).check(z.maxLength(50)), []),
  sorting: z._default(z.int().check(z.minimum(0), z.maximum(20)), 1),
  textMode: z._default(z.int().check(z.minimum(0), z.maximum(5)), 0),
});
export type SearchPayload = z.infer<typeof SearchPayloadSchema>;

export const SearchCommandSchema = z.object({
  action: z._default(TextSchema({ max: 30 }), 'search'),
  payload: SearchPayloadSchema,
  skip: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
  take: z._default(z.int().check(z.minimum(1), z.maximum(100)), PAGE_SIZE),
});
export type SearchCommand = z.input<typeof SearchCommandSchema>;

export const SearchResultSchema = z.object({
  total: z.int(),
  skip: z.int(),
  products: z.array(ProductWireSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchSuggestionSchema = z.object({
  searchTerm: z.string(),
  group: z.string(),
  groupId: z.string(),
});
export type SearchSuggestion = z.output<typeof SearchSuggestionSchema>;
export const SearchSuggestionsSchema = z.array(SearchSuggestionSchema);


/**
 * Query of POST /api/product/searchsuggestions?sug=: §5 "Search suggestions are requested only for a
 * non-empty phrase", so a missing, empty or blank phrase is a 400. Control characters are removed
 * like in a search phrase, and a phrase of nothing else is blank.
 */
export const SearchSuggestionsQuerySchema = z.object({
  sug: z.prefault(
    SearchTextSchema({ max: MAX_SEARCH_TEXT }).check(z.refine((s) => s.trim().length > 0, { message: SUGGESTION_TEXT_MISSING })),
    '',
  ),
});
