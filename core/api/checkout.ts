// §7 "Logging and checkout": the checkout campaigns of the basket page (issue 18 point 2) and the
// marketing report. Adding a campaign goes through addtoorder with `checkoutId` (core/stores/basket.ts).
import { ReviewBasketSchema, type ReviewBasket } from '../schemas/basket-review.js';
import {
  CampaignReportSchema,
  CheckoutFeedbackSchema,
  CheckoutLookupSchema,
  type CampaignReport,
  type CheckoutFeedback,
  type CheckoutLookup,
} from '../schemas/checkout.js';
import { apiRequest, type RequestOptions } from './client.js';

type CallOptions = Pick<RequestOptions<unknown>, 'handled' | 'signal'>;

export function fetchCheckoutCampaigns(productId?: string, options: CallOptions = {}): Promise<CheckoutLookup> {
  return apiRequest('/api/checkout/lookup', { ...options, ...(productId ? { query: { productId } } : {}), schema: CheckoutLookupSchema });
}

export function postPostponeCampaign(id: number, options: CallOptions = {}): Promise<CheckoutFeedback> {
  return apiRequest(`/api/checkout/postpone/${id}`, { ...options, method: 'POST', schema: CheckoutFeedbackSchema });
}

export function postCampaignRating(id: number, rating: number, options: CallOptions = {}): Promise<CheckoutFeedback> {
  return apiRequest('/api/checkout/setrating/', { ...options, method: 'POST', body: { id, rating }, schema: CheckoutFeedbackSchema });
}

export function postCampaignComment(id: number, comment: string, options: CallOptions = {}): Promise<CheckoutFeedback> {
  return apiRequest('/api/checkout/setcomment', { ...options, method: 'POST', body: { id, comment }, schema: CheckoutFeedbackSchema });
}

/** Removes the user's line of the campaign; `returnToStock` (the call's default: false) gives its amount back. */
export function deleteCheckoutOffer(id: number, returnToStock: boolean, date?: string, options: CallOptions = {}): Promise<ReviewBasket> {
  const query: Record<string, string> = { id: String(id), returnToStock: String(returnToStock) };
  if (date) query.date = date;
  return apiRequest('/api/checkout/removecheckoutoffer', { ...options, method: 'DELETE', query, schema: ReviewBasketSchema });
}

export function fetchCampaignReport(options: CallOptions = {}): Promise<CampaignReport> {
  return apiRequest('/api/checkout/report', { ...options, schema: CampaignReportSchema });
}
