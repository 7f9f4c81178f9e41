/** §5: e-mail format is checked with a generic pattern (one @, a dot in the domain, no spaces). */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}
