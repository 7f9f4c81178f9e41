// The example procurement system (issue 16 §5), mounted at /indkoebssystem next to the example CMS site:
//   GET  /                the page: start OCI or cXML, and the requisitions received (newest first)
//   POST /retur           HOOK_URL / BrowserFormPost: the shop's transfer form lands here
//   POST /cxml/start      builds a PunchOutSetupRequest, posts it to the shop, 303 to its StartPage
// Requisitions live in this process's memory: it is a try-out for integrators and the browser tests,
// not a procurement system.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { buildSetupRequest, readSetupResponse, type SetupOperation } from './cxml-setup.js';
import { renderPage, type Requisition } from './page.js';
import { parseReturnForm } from './requisition.js';

export interface ProcurementOptions {
  /** The shop's origin (no trailing slash); default: the origin of the request. */
  shopOrigin?: string;
  /** This system's own origin, for HOOK_URL and BrowserFormPost; default: the origin of the request. */
  ownOrigin?: string;
  /** The demo punch-out user's password (OCI USERNAME/PASSWORD). */
  password: string;
  username?: string;
  /** Server-to-server HTTP (tests pass the shop app's own fetch). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** How many requisitions are kept (oldest dropped). */
  keep?: number;
  now?: () => Date;
}

const OPERATIONS = new Set<SetupOperation>(['create', 'edit', 'inspect']);

export function procurementRoutes(options: ProcurementOptions) {
  const requisitions: Requisition[] = [];
  const cookies = new Set<string>();
  let nextId = 1;
  const keep = options.keep ?? 50;
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const username = options.username ?? 'indkob@kommune.dk';

  const origins = (c: Context) => {
    const own = new URL(c.req.url).origin;
    return { shop: options.shopOrigin ?? own, own: options.ownOrigin ?? own };
  };

  const page = (c: Context, status: 200 | 400 | 502, error?: { title: string; lines: string[] }) => {
    const { shop, own } = origins(c);
    c.header('Cache-Control', 'no-store');
    return c.html(renderPage({
      ociLoginUrl: `${shop}/api/punchoutlogin`,
      hookUrl: `${own}/indkoebssystem/retur`,
      username,
      password: options.password,
      requisitions: [...requisitions].reverse(),
      ...(error ? { error } : {}),
    }), status);
  };

  const app = new Hono();
  app.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.text('For stor forespørgsel', 413) }));

  app.get('/', (c) => page(c, 200));

  app.post('/retur', async (c) => {
    let entries: [string, string][];
    try {
      const form = await c.req.formData();
      entries = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string');
    } catch {
      return page(c, 400, { title: 'Butikkens overførsel kunne ikke læses', lines: ['Formularen var ikke en formular.'] });
    }
    let basket;
    try {
      basket = parseReturnForm(entries);
    } catch (error) {
      return page(c, 400, { title: 'Butikkens overførsel kunne ikke læses', lines: [(error as Error).message] });
    }
    requisitions.push({
      ...basket,
      id: nextId++,
      receivedAt: now(),
      cookieKnown: basket.protocol === 'cxml' && cookies.has(basket.buyerCookie),
    });
    if (requisitions.length > keep) requisitions.splice(0, requisitions.length - keep);
    return c.redirect('/indkoebssystem', 303);
  });

  app.post('/cxml/start', async (c) => {
    const form = await c.req.formData().catch(() => new FormData());
    const operation = String(form.get('operation') ?? 'create') as SetupOperation;
    if (!OPERATIONS.has(operation)) return page(c, 400, { title: 'Ukendt handling', lines: [operation] });
    let items: Requisition['lines'] | undefined;
    if (operation !== 'create') {
      const id = Number(form.get('requisition'));
      const source = requisitions.find((r) => r.id === id);
      if (!source) return page(c, 400, { title: 'Rekvisitionen findes ikke', lines: [String(form.get('requisition') ?? '')] });
      items = source.lines;
    }
    const { shop, own } = origins(c);
    const setupUrl = `${shop}/api/punchout/cxml/setup`;
    const buyerCookie = randomUUID();
    cookies.add(buyerCookie);
    // Remember the recent ones only (a Set iterates oldest first).
    for (const old of cookies) {
      if (cookies.size <= keep * 4) break;
      cookies.delete(old);
    }
    const xml = buildSetupRequest({
      operation,
      buyerCookie,
      browserFormPost: `${own}/indkoebssystem/retur`,
      setupUrl,
      ...(items ? { items } : {}),
      payloadId: `${randomUUID()}@indkoebssystem.example`,
      timestamp: now().toISOString(),
    });
    let answer: string;
    let status: number;
    try {
      const res = await send(setupUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', Accept: 'text/xml' },
        body: xml,
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      answer = await res.text();
    } catch (error) {
      return page(c, 502, { title: 'Butikken svarede ikke', lines: [`${setupUrl}: ${(error as Error).message}`] });
    }
    const result = readSetupResponse(answer);
    if (result.ok) return c.redirect(result.startUrl, 303);
    return page(c, 502, {
      title: 'Butikken afviste PunchOutSetupRequest',
      lines: [
        result.code ? `cXML Status ${result.code}: ${result.text}` : result.text,
        ...(result.detail ? [result.detail] : []),
        `HTTP-status ${status}`,
      ],
    });
  });

  return app;
}
