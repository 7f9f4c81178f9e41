// The server's work after main.ts (the process entry) has read the environment and, on an empty PGlite
// directory, started the seed process: open the database (migrations), seed when empty, serve, and shut
// down cleanly on SIGTERM/SIGINT (closing PGlite releases the data directory lock). main.ts imports this
// module only after the seed process is started, so loading it overlaps the seed
// (docs/decisions/025-pglite-start.md, "Fourth pass").
import { serve } from '@hono/node-server';
import { createApp, DEFAULT_CONFIG } from './app.js';
import { parsePunchOutFrameOrigins } from './punch-out/frame-origins.js';
import { mailLinkOrigin, type AppConfig } from './http/env.js';
import type { CookieSameSite } from './http/cookie-policy.js';
import { DEFAULT_PGLITE_DIR, openDatabase, type OpenDatabase, type OpenOptions } from './db/open.js';
import { collectGarbage } from './db/collect-garbage.js';
import { systemClock } from './domain/clock.js';
import { mailTransportFromEnv } from './mail/transport.js';
import { mailPollMsFromEnv, startMailWorker } from './mail/worker.js';
import { recurringIntervalFromEnv, startRecurringOrderScheduler } from './recurring-orders/scheduler.js';
import { countProducts, seedIfEmpty } from './seed/seed.js';
import { keepConnectionsAlive } from './http/keep-alive.js';
import { DEMO_PASSWORD } from './seed/demo-accounts.js';
import { procurementRoutes } from '../examples/procurement/routes.js';
import { refoldIfStale } from './search/refold.js';
import { dictionaryRefreshMsFromEnv, startServerTexts } from './dictionary/server-texts.js';

/** The SMTP server for the start log, never the password in SMTP_URL. */
function smtpHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(ugyldig SMTP_URL)';
  }
}

/** RECIPE_SERVICE_URL: an http(s) address without credentials, or unset. */
function recipeServiceUrlFromEnv(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`RECIPE_SERVICE_URL must be an http(s) address, got ${text}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(`RECIPE_SERVICE_URL must be an http(s) address without credentials, got ${text}`);
  }
  return text.replace(/\/+$/, '');
}

/** Catalogue warming starts after the first answer, or after this long without one. */
const WARM_DELAY_MS = 2_000;

/** How long SIGTERM waits for requests in flight before cutting their connections. */
const DRAIN_MS = 8_000;

/** What main.ts read and started before loading this module. */
export interface EarlyStart {
  /** performance.now() when the process began its start. */
  started: number;
  port: number;
  seedProducts: number;
  flavour: 'preact' | 'react';
  allowedOrigins: string[];
  sessionCookieSameSite: CookieSameSite;
  dbOptions: OpenOptions;
  referenceDate: string;
  /**
   * What filled an empty PGlite directory, and in how many ms: the seed process, or a copy of a seeded
   * template (`copied`; decision 025, "Sixth pass"; an earlier day's is moved to today by openDatabase,
   * "Seventh pass"); null when there was nothing to fill. Nothing
   * opens the database before it has settled: no request may see a half-seeded catalogue.
   */
  childSeed: Promise<{ ms: number; copied: boolean } | null>;
}

/** The start line's account of what filled an empty directory (bench/startup.ts reads which case it was). */
function filledBy(childSeed: { ms: number; copied: boolean } | null, shift: OpenDatabase['seedShift']): string {
  if (childSeed === null) return '';
  if (!childSeed.copied) return `, heraf seed i egen proces ${childSeed.ms} ms`;
  if (!shift) return `, heraf kopi af dagens seedede data ${childSeed.ms} ms`;
  return `, heraf kopi af seedede data fra ${shift.from} ${childSeed.ms} ms og datoer flyttet til ${shift.to} ${shift.ms} ms (${shift.rows} rækker)`;
}

export async function serveShop(early: EarlyStart): Promise<void> {
  const { started, port, seedProducts, flavour, allowedOrigins, sessionCookieSameSite, dbOptions, referenceDate } = early;
  const recurringIntervalMs = recurringIntervalFromEnv();
  const mailPollMs = mailPollMsFromEnv();
  // Issue 19 point 1: SMTP when SMTP_URL is set, else the dev mailbox shown at /dev/postkasse.
  const smtpConfigured = Boolean(process.env.SMTP_URL?.trim());
  const widgetsDir = flavour === 'react' ? 'dist-react' : 'dist';
  // Read before the seed has finished, so a wrong setting stops the start at once.
  const recipeServiceUrl = recipeServiceUrlFromEnv(process.env.RECIPE_SERVICE_URL);
  const punchOutFrameOrigins = parsePunchOutFrameOrigins(process.env.PUNCHOUT_FRAME_ORIGINS);

  const childSeed = await early.childSeed;
  const database = await openDatabase(dbOptions);
  const openedMs = Math.round(performance.now() - started);

  const seed = await seedIfEmpty(database.db, {
    productCount: seedProducts,
    referenceDate,
    log: (line) => console.log(line),
  });
  // A database seeded before core's folding changed gets its search columns refolded once.
  const refold = await refoldIfStale(database.db);
  if (refold.refolded > 0) console.log(`Søgekolonner opdateret for ${refold.refolded} varer`);
  const products = seed.seeded ? seed.productCount : await countProducts(database.db);
  // Issue 15 point 4: a cold start leaves initdb's PGlite instance and the generated catalogue behind.
  if (seed.seeded && database.kind === 'pglite') collectGarbage();

  const config: AppConfig = {
    ...DEFAULT_CONFIG,
    dbKind: database.kind,
    staticDirs: { widgets: widgetsDir, site: 'examples/site' },
    secureCookies: process.env.SECURE_COOKIES === 'true',
    publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
    // Issue 21 point 5: CMS sites on other origins (docs/guides/deployment.md, "A CMS on another origin").
    allowedOrigins,
    sessionCookieSameSite,
    punchOutFrameOrigins,
    // Links in mails: PUBLIC_ORIGIN wins (mailLinkOrigin); else MAIL_LINK_ORIGIN; else this server.
    mailLinkOrigin: process.env.MAIL_LINK_ORIGIN?.replace(/\/+$/, '') || `http://localhost:${port}`,
    devMailbox: !smtpConfigured,
    // Issue 17 §3: a recipe service elsewhere (api-server/recipe-service/main.ts); unset: mounted here.
    recipeServiceUrl,
    // Issue 22 point 1: the {product} brand shop's name; unset: the description's "Grossisten Kaffe".
    productSiteName: process.env.PRODUCT_SITE_NAME?.trim() || undefined,
  };
  const app = createApp({ db: database.db, clock: systemClock, config });

  // Issue 17 §1: the editors' texts in the server's own messages and mails; an edit through another
  // process shows here within DICTIONARY_REFRESH_MS (default 30 s; docs/guides/cms-content.md §1).
  const serverTexts = await startServerTexts(database.db, dictionaryRefreshMsFromEnv());

  // The example procurement system (issue 16 §5, docs/guides/punch-out.md) goes with the example site:
  // the buyer's side of OCI and cXML punch-out, logging in as the demo punch-out user.
  const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
  app.route('/indkoebssystem', procurementRoutes({
    password: DEMO_PASSWORD,
    ...(publicOrigin ? { shopOrigin: publicOrigin, ownOrigin: publicOrigin } : {}),
  }));

  // Issue 6: the recurring orders' lines go into the baskets of their order days (docs/guides/
  // recurring-orders.md, "The job"). Once now, then every RECURRING_ORDERS_INTERVAL_MS (0: off).
  // Issue 19 point 4: the job's mails link to the basket on the app's mail origin, never a request's Host.
  const recurringOrders = startRecurringOrderScheduler({ db: database.db, clock: systemClock, intervalMs: recurringIntervalMs, mailOrigin: mailLinkOrigin(config) });

  // Issue 19 point 1: the outbox's mails go out (docs/guides/accounts-and-mail.md, "1. E-mail"), every
  // MAIL_POLL_MS (0: this process sends none; another process on the same database may).
  const mailTransport = mailTransportFromEnv();
  const mailWorker = mailPollMs > 0
    ? startMailWorker({ db: database.db, clock: systemClock, transport: mailTransport, intervalMs: mailPollMs })
    : null;
  console.log(smtpConfigured
    ? `Mail: SMTP via ${smtpHostOf(process.env.SMTP_URL!)}${mailWorker ? '' : ', udsendelse slået fra (MAIL_POLL_MS=0)'}`
    : `Mail: ingen SMTP_URL, mails lægges i udviklingspostkassen: http://localhost:${port}/dev/postkasse`);

  const server = serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, () => {
    const where = database.kind === 'pglite' ? `pglite ${dbOptions.pgliteDir ?? DEFAULT_PGLITE_DIR}` : `postgres ${database.location}`;
    console.log(`Shop kører på http://localhost:${port} (database: ${where}, ${products} varer, widgets: ${flavour})`);
    console.log(
      `Opstart: ${Math.round(performance.now() - started)} ms (database og migreringer ${openedMs} ms` +
        `${seed.seeded ? `, seed ${seed.ms} ms` : ''}${filledBy(childSeed, database.seedShift)}), hukommelse ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
    );
    // The first catalogue build takes seconds: do it now, not when the first customer searches – but
    // after the first answer (issue 15 point 4): on PGlite every query waits for one lock, so a health
    // check or first page queued behind the catalogue build's queries. Nobody asking: after WARM_DELAY_MS.
    if (process.env.WARM_CATALOGUES !== 'false') {
      let warming = false;
      const warm = () => {
        if (warming) return;
        warming = true;
        clearTimeout(timer);
        const warmStarted = performance.now();
        app.warmCatalogues().then(
          (n) => console.log(`Produktkataloger klar: ${n} på ${Math.round(performance.now() - warmStarted)} ms`),
          (err: unknown) => console.error('Produktkatalogerne kunne ikke forberedes (de bygges ved første besøg)', err),
        );
      };
      const timer = setTimeout(warm, WARM_DELAY_MS);
      server.once('request', (_req, res) => res.once('finish', warm));
    }
  });

  if ('keepAliveTimeout' in server) keepConnectionsAlive(server);

  // Requests being worked on, for the drain's log line.
  let active = 0;
  server.on('request', (_req, res) => {
    active++;
    res.once('close', () => active--);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: lukker serveren… (${active} forespørgsler i gang)`);
    const force = setTimeout(() => {
      console.error('Lukning tog for lang tid; afslutter.');
      process.exit(1);
    }, DRAIN_MS + 5_000);
    force.unref();
    // No new placement runs; one in progress finishes (commits or rolls back) before the database closes.
    // The mail worker finishes the sends and marks in progress, likewise before the database closes.
    serverTexts.stop();
    const jobStopped = Promise.all([recurringOrders.stop(), mailWorker?.stop()])
      .then(() => mailTransport.close?.());
    server.close(() => {
      jobStopped
        .then(() => database.close())
        .then(() => {
          console.log('Database lukket. Farvel.');
          process.exit(0);
        })
        .catch((err: unknown) => {
          console.error('Fejl ved lukning af databasen:', err);
          process.exit(1);
        });
    });
    // Drain (issue 14 §4): requests in flight finish and get their answer; idle keep-alive connections
    // close now, busy ones once their answer is sent. Only what is still open after the drain time is cut.
    const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    const idle = setInterval(() => http.closeIdleConnections?.(), 100);
    idle.unref();
    setTimeout(() => http.closeAllConnections?.(), DRAIN_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
