import { SearchSuggestionsSchema } from '../schemas/search.js';
import type { SearchSuggestion } from '../schemas/search.js';
import { apiRequest } from './client.js';
import { clampSearchText } from '../rules/search-query.js';

/** §5: suggestions are requested only for a non-empty phrase; an empty one answers [] without a call. */
export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const phrase = clampSearchText(text);
  if (!phrase) return [];
  return apiRequest('/api/product/searchsuggestions', {
    method: 'POST',
    query: { sug: phrase },
    body: {},
    schema: SearchSuggestionsSchema,
    signal,
  });
}
