// Client calls of the lead generator (issue 17 §2, spec §7): GET /api/leads and POST
// /api/mail/sendnotification. Both failures are the widget's own: a failed list shows its retry, a failed
// send only stops the loading (§8: no message), so nothing is toasted here.
import { apiRequest } from './client.js';
import { LeadBookingAnswerSchema, LeadsSchema, type Lead, type LeadBookingAnswer, type LeadRequest } from '../schemas/leads.js';

export function fetchLeads(signal?: AbortSignal): Promise<Lead[]> {
  return apiRequest('/api/leads', { schema: LeadsSchema, handled: 'all', signal });
}

export function sendLeadNotification(request: LeadRequest): Promise<LeadBookingAnswer> {
  return apiRequest('/api/mail/sendnotification', { method: 'POST', body: request, schema: LeadBookingAnswerSchema, handled: 'all' });
}
