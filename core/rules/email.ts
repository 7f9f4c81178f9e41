/**
 * §5: e-mail format is checked with a generic pattern (one @, a dot in the domain, no spaces). No control
 * characters either: an address also reaches queries that no text schema guards (a NUL is a 500 there).
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]{2,}$/u.test(value.trim());
}
