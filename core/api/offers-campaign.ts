// Client calls of issue 18 point 4b (§7 GET /api/product/popcampaigns, POST /api/offers/suggestions).
// Both decorate pages (badges on cards, suggestions in the search bar): failures are silent (no toast,
// no event-log entry), the page simply shows no badge or offer. Imported by the lazy chunks only.
// Through the index, as every lazy chunk does (see widgets/shared/allergen-guard-ui.tsx).
import { apiRequest } from '../index.js';
import { OfferSuggestionsSchema, PopCampaignsSchema, type OfferSuggestion, type PopCampaigns } from '../schemas/offers-campaign.js';

export function fetchPopCampaigns(productIds: readonly string[], signal?: AbortSignal): Promise<PopCampaigns> {
  return apiRequest('/api/product/popcampaigns', { query: { products: productIds.join(',') }, schema: PopCampaignsSchema, handled: 'all', signal });
}

export function fetchOfferSuggestions(text: string, signal?: AbortSignal): Promise<OfferSuggestion[]> {
  return apiRequest('/api/offers/suggestions', { method: 'POST', body: { text }, schema: OfferSuggestionsSchema, handled: 'all', signal });
}
