// Password rules (issue 19 point 2): at least 10 characters, not the e-mail, not one of the 10,000 most
// common passwords. Pure and shared: the widget shows the first two live, the server checks all three.
// The common list is large, so it stays server side (api-server/accounts/common-passwords.ts) and comes
// in as a Set; the widget passes none.
import { characterCount } from '../schemas/text.js';

export const PASSWORD_MIN_LENGTH = 10;
/** Longer passwords are refused before hashing (a megabyte of "password" is not a password). */
export const PASSWORD_MAX_LENGTH = 256;
/** A local part shorter than this is too common a string to forbid inside passwords ("a@x.dk"). */
export const EMAIL_LOCAL_PART_MIN = 4;

export type PasswordRule = 'length' | 'email' | 'common';

/** The rules in the order the widget lists them and the server reports the first broken one. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'email', 'common'];

export interface PasswordRuleContext {
  /** The account's e-mail, when known (the reset page learns it from the link; the change page has the session). */
  email?: string | null;
  /** The common passwords, lower-cased. Without it the 'common' rule is not checked (the widget). */
  common?: ReadonlySet<string> | null;
}

/**
 * Whether `password` keeps one rule. Decisions (docs/guides/accounts-and-mail.md §2):
 * - length counts characters (code points) as a user does, not UTF-16 units;
 * - e-mail: case-insensitive; the password may neither contain the whole address nor its local part
 *   ("glemt" of glemt@kantinen.dk) when that part has at least EMAIL_LOCAL_PART_MIN characters;
 * - common: the lower-cased password is looked up, so "PassWord123" counts as "password123".
 */
export function keepsPasswordRule(rule: PasswordRule, password: string, context: PasswordRuleContext = {}): boolean {
  switch (rule) {
    case 'length':
      return characterCount(password) >= PASSWORD_MIN_LENGTH;
    case 'email': {
      const email = context.email?.trim().toLowerCase();
      if (!email) return true;
      const lower = password.toLowerCase();
      if (lower.includes(email)) return false;
      const local = email.split('@')[0] ?? '';
      return local.length < EMAIL_LOCAL_PART_MIN || !lower.includes(local);
    }
    case 'common':
      return !context.common || !context.common.has(password.toLowerCase());
  }
}

/** Every rule the password breaks, in PASSWORD_RULES order (empty: acceptable). */
export function brokenPasswordRules(password: string, context: PasswordRuleContext = {}): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !keepsPasswordRule(rule, password, context));
}
