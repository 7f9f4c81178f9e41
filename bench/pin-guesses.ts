// Issue 5 "done when": 100,000 PIN guesses against one locked favourite list, fired as fast as the
// server takes them (a window of requests in flight, in process through app.request, from two users of
// the customer), and how many of them the server evaluated. The server's clock runs with the wall clock,
// so lock-outs expire during the storm as they would in production. Evaluated = checked against the hash: every
// evaluated guess is counted in favorite_lists.failed_count first (api-server/favorite-lists/pin-lock.ts),
// so the count after the storm is the number evaluated (no guess is right).
//
//   npx tsx bench/pin-guesses.ts                     (PGlite in memory)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/pin-guesses.ts
//   GUESSES=100000 IN_FLIGHT=256 …
import { eq } from 'drizzle-orm';
import * as t from '../api-server/db/schema.js';
import { PIN_BASE_LOCK_MS, PIN_FREE_ATTEMPTS, PIN_MAX_LOCK_MS, pinLockMs } from '../api-server/favorite-lists/pin-lock.js';
import { createTestContext } from '../api-server/test-support/test-app.js';

const GUESSES = Number(process.env.GUESSES ?? 100_000);
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 256);
const PIN = '7319';

/** The most guesses the lock-out schedule lets through in `ms` of non-stop guessing. */
export function allowedGuesses(ms: number): number {
  let attempts = PIN_FREE_ATTEMPTS;
  let at = pinLockMs(attempts);
  while (at <= ms) {
    attempts += 1;
    at += pinLockMs(attempts);
  }
  return attempts;
}

async function main(): Promise<void> {
  const ctx = await createTestContext({ products: 200 });
  try {
    const [kok, souschef] = await Promise.all([ctx.login('kok@kantinen.dk'), ctx.login('souschef@kantinen.dk')]);
    const created = await ctx.post('/api/favoritelists', { listName: 'Storm', shared: true }, kok);
    const list = (await created.json()) as { i: number };
    const locked = await ctx.post('/api/favoritelists/setpin', { favoritelistId: list.i, pin: PIN }, kok);
    if (locked.status !== 200) throw new Error(`setpin answered ${locked.status}`);

    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    const serverStart = ctx.clock.now().getTime();
    // Moved before every request, not by a timer: PGlite answers in microtasks, which can starve timers.
    const tick = () => ctx.clock.set(new Date(serverStart + (performance.now() - started)));
    const worker = async () => {
      while (next < GUESSES) {
        const i = next++;
        tick();
        let guess = String(i % 10_000).padStart(4, '0');
        if (guess === PIN) guess = '0000';
        const res = await ctx.post('/api/favoritelists/verifypin', { favoritelistId: list.i, pin: guess }, i % 2 ? kok : souschef);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const allowed = allowedGuesses(seconds * 1000);
    const [row] = await ctx.db.select({ evaluated: t.favoriteLists.failedCount, lockedUntil: t.favoriteLists.lockedUntil }).from(t.favoriteLists).where(eq(t.favoriteLists.id, list.i));

    const result = {
      database: ctx.kind,
      guesses: GUESSES,
      inFlight: IN_FLIGHT,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(GUESSES / seconds),
      evaluated: row?.evaluated ?? null,
      allowedBySchedule: allowed,
      answers: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      lockedUntil: row?.lockedUntil?.toISOString() ?? null,
      schedule: `${PIN_FREE_ATTEMPTS} attempts, then ${PIN_BASE_LOCK_MS / 60_000} min doubling per further attempt, at most ${PIN_MAX_LOCK_MS / 60_000} min`,
    };
    console.log(JSON.stringify(result, null, 2));
    if ((row?.evaluated ?? Infinity) > allowed) process.exitCode = 1;
  } finally {
    await ctx.close();
  }
}

await main();
