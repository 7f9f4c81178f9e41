// Idempotency keys for calls that must not happen twice (add to order, complete an order; issue 7):
// the client sends the same key when it retries, and the server answers the first result again.

/** A fresh key: 128 random bits. getRandomValues also works on plain http, where randomUUID does not. */
export function newIdempotencyKey(prefix: string): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** How long to wait before the one automatic retry of a call whose answer was lost. */
export const RETRY_AFTER_MS = 800;
