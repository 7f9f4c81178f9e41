// How long the server keeps an idle keep-alive connection open. Node's default is 5 s: a client that
// reuses a connection idle for about that long may send its request just as the server closes the
// socket, and the request fails with ECONNRESET ("socket hang up"): the likely cause of the one
// ECONNRESET on GET /api/order/revieworder in a CI rehearsal's quick-order journey, after seconds of
// clicking (not reproduced). Behind a load balancer the rule is the same: the server must keep idle
// connections longer than the balancer does (60 s on the common ones).
import type { Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Longer than any client or proxy keeps an idle connection; headers get a second more (Node's advice). */
export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
