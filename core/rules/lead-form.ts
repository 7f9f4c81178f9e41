// §5 lead form (issue 17 §2): name, e-mail and phone are all required; the e-mail is checked with the
// generic pattern (core/rules/email.ts); the phone is a Danish or international number. The widget checks
// before sending, the server again (api-server/leads/leads.ts): one rule, one place.
import { isValidEmail } from './email.js';

export type LeadField = 'name' | 'email' | 'phone';
export type LeadFieldProblem = 'missing' | 'invalid';
export type LeadFormProblems = Partial<Record<LeadField, LeadFieldProblem>>;

export interface LeadFormInput {
  name: string;
  email: string;
  phone: string;
}

/**
 * The phone rule (ours; the spec only says required): digits, spaces and one leading +, with 8 to 15
 * digits (a Danish number has 8, E.164 allows 15). '12 34 56 78', '+45 12345678', '+46 8 123 456 78'.
 */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+?[0-9 ]+$/.test(phone)) return false;
  const digits = phone.replace(/[^0-9]/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** The form's problems, by field; an empty object when it may be sent. */
export function leadFormProblems(input: LeadFormInput): LeadFormProblems {
  const problems: LeadFormProblems = {};
  if (input.name.trim() === '') problems.name = 'missing';
  if (input.email.trim() === '') problems.email = 'missing';
  else if (!isValidEmail(input.email)) problems.email = 'invalid';
  if (input.phone.trim() === '') problems.phone = 'missing';
  else if (!isValidPhone(input.phone)) problems.phone = 'invalid';
  return problems;
}

/** What is sent and stored: trimmed, the e-mail lower-cased, runs of spaces in the phone folded. */
export function normalizeLeadForm(input: LeadFormInput): LeadFormInput {
  return {
    name: input.name.trim().replace(/\s+/g, ' '),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim().replace(/\s+/g, ' '),
  };
}
