// Fuzzing generated from the route table (issue 14 §2, decision 009). For EVERY route the app
// registers, logged in and not, arbitrary and adversarial values go into each path parameter, query
// field and body field the route's validators describe (and into routes that describe nothing: raw
// bodies). Property: never a 5xx, an error answer is JSON with `error` and `message`, and a refused
// call (4xx) changes nothing in the database. A new route is fuzzed without anyone writing a test.
//
// FUZZ_RUNS (default 25) cases per route and login state; FUZZ_SEED (default 20261125) makes a CI run
// reproducible: a failure prints the seed and the path to replay it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routeTable, type RouteEntry } from './http/route-table.js';
import { ChangeWatch } from './test-support/db-fingerprint.js';
import { bodyFor, encodeAnything, formBodyFor, wireString } from './test-support/fuzz-values.js';
import { createTestContext, type TestContext } from './test-support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const FUZZ_USER = 'kok@kantinen.dk';

/**
 * Routes that read no parameter, query or body at all, so have nothing to validate. Every other route
 * with a path parameter or an unsafe method must describe its input with `validate()`.
 */
const NO_INPUT = new Set([
  'POST /api/profile/logout',
  'POST /api/profile/profileinfo',
  // Issue 16 §3: the session names the punch-out; the contract's body `{}` carries nothing, and no owned id.
  'POST /api/order/completepoorder',
  'POST /api/profile/pologout',
  // Issue 19 point 3 (§7 postPone): the session names the user; the body `{}` carries nothing.
  'POST /api/profile/postPone',
]);

/**
 * Routes whose body is not JSON and so cannot be described by `validate()`: they parse it themselves and
 * validate what they take with a core schema. The fuzzer's JSON bodies must still get a 4xx JSON answer.
 * cXML setup: XML parsed by api-server/punch-out/cxml-parse.ts, checked by CxmlSetupRequestSchema.
 */
const OWN_BODY_PARSER = new Set(['POST /api/punchout/cxml/setup']);

let ctx: TestContext;
let routes: RouteEntry[];
let watch: ChangeWatch;
let cookie: string;
let cases = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  // Issue 17 §3: the recipe service mounted at /recipe-service/ is fuzzed like the API.
  routes = (await routeTable(ctx.app)).filter((r) => r.path.startsWith('/api/') || r.path.startsWith('/images/') || r.path.startsWith('/recipe-service/'));
  cookie = await ctx.login(FUZZ_USER);
  watch = await ChangeWatch.start(ctx.db);
});
afterAll(async () => {
  console.log(`fuzz: ${routes?.length ?? 0} routes, ${cases} cases (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
  await ctx?.close();
});

interface Case {
  params: Record<string, string>;
  query: [string, string][];
  body: string | undefined;
  loggedIn: boolean;
}

function caseFor(route: RouteEntry): fc.Arbitrary<Case> {
  const param = route.inputs.find((i) => i.target === 'param')?.schema;
  const query = route.inputs.find((i) => i.target === 'query')?.schema;
  const json = route.inputs.find((i) => i.target === 'json')?.schema;
  const params = fc.record(Object.fromEntries(route.params.map((p) => [p, wireString(param?.properties?.[p])])));
  const queryFields = Object.entries(query?.properties ?? {});
  const queryArb = fc
    .tuple(...queryFields.map(([name, schema]) => fc.option(wireString(schema).map((v) => [name, v] as [string, string]), { nil: undefined })))
    .map((pairs) => pairs.filter((p): p is [string, string] => p !== undefined));
  const form = route.inputs.find((i) => i.target === 'form')?.schema;
  const unsafe = route.method !== 'GET' && route.method !== 'HEAD';
  const body = unsafe ? fc.option(form ? formBodyFor(form) : bodyFor(json), { nil: undefined, freq: 8 }) : fc.constant(undefined);
  return fc.record({ params, query: queryArb, body, loggedIn: fc.boolean() });
}

async function send(route: RouteEntry, c: Case): Promise<Response> {
  const path = fillPath(route.path, c.params, encodeAnything);
  const qs = c.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeAnything(v)}`).join('&');
  // A route that reads a form (the OCI login) gets form bodies; every other unsafe call JSON.
  const form = route.inputs.some((i) => i.target === 'form');
  const headers: Record<string, string> = { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
  if (c.loggedIn) headers.Cookie = cookie;
  return ctx.app.request(`${path}${qs ? `?${qs}` : ''}`, { method: route.method, headers, body: c.body });
}

describe('the route table (decision 009)', () => {
  it('describes every input: a route with a path parameter or a body validates it', () => {
    const undescribed = routes
      .filter((r) => !NO_INPUT.has(`${r.method} ${r.path}`) && !OWN_BODY_PARSER.has(`${r.method} ${r.path}`))
      .filter((r) => (r.params.length > 0 && !r.inputs.some((i) => i.target === 'param')) || (r.method !== 'GET' && r.inputs.length === 0))
      .map((r) => `${r.method} ${r.path}`);
    expect(undescribed, undescribed.join("\n")).toEqual([]);
  });

  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(50);
  });
});

describe('fuzzing every route (issue 14 §2)', () => {
  it('no 5xx, JSON errors, and a refused call changes nothing', async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      // fast-check names the seed and path of the failing case; the route and how to replay it go first.
      const replay = (e: unknown) => { throw new Error(`fuzz ${name} failed; replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n${e instanceof Error ? e.message : String(e)}`, { cause: e }); };
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (c) => {
          cases++;
          const res = await send(route, c);
          const text = await res.text();
          expect(res.status, `${name} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            let body: { error?: unknown; message?: unknown } = {};
            expect(() => (body = JSON.parse(text) as typeof body), `${name} ${res.status} is not JSON: ${text.slice(0, 200)}`).not.toThrow();
            expect(typeof body.error, `${name}: ${text.slice(0, 200)}`).toBe('string');
            expect(typeof body.message, `${name}: ${text.slice(0, 200)}`).toBe('string');
            expect(await watch.check(), `${name} ${res.status} changed the database`).toEqual([]);
          } else {
            await watch.accept();
          }
          // The fuzz user's session may have ended (logout): start a new one for the next case.
          if (route.path === '/api/profile/logout' && c.loggedIn) {
            cookie = await ctx.login(FUZZ_USER);
            await watch.accept();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch(replay);
    }
  }, 600_000);
});
