// The CI checks of the OpenAPI document (issue 21 point 7, decision 024): GET /api/openapi.json is a
// valid OpenAPI 3.1 document, covers every /api route of the app with its method (a missing one fails,
// and the check is shown to fail), and its request and answer schemas are the ones the validators and
// the client use. GET /api/docs serves Swagger UI from node_modules under its own strict policy.
import { Validator } from '@seriousme/openapi-schema-validator';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddToOrderRequestSchema, CartResponseSchema } from '../core/schemas/index.js';
import { NearExpiryQuerySchema } from '../core/schemas/near-expiry.js';
import { isDocumented, jsonSchemaOf, missingOperations, openApiPath, type OpenApiDocument } from './http/openapi-document.js';
import { RESPONSE_SCHEMAS, SUCCESS_OVERRIDES } from './http/openapi-responses.js';
import { routeTable, type RouteEntry } from './http/route-table.js';
import { API_DOCS_POLICY } from './routes/api-docs.js';
import { createTestContext, type TestContext } from './test-support/test-app.js';

let ctx: TestContext;
let table: RouteEntry[];
let document: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  table = await routeTable(ctx.app);
  const res = await ctx.get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await res.json()) as OpenApiDocument;
});
afterAll(async () => {
  await ctx?.close();
});

const operationCount = (doc: Pick<OpenApiDocument, 'paths'>) => Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('covers every /api route of the app with its method, and nothing else', () => {
    const documented = table.filter(isDocumented);
    console.log(`openapi: ${documented.length} /api routes, ${Object.keys(document.paths).length} paths, ${operationCount(document)} operations (app: ${table.length} routes)`);
    expect(missingOperations(document, table)).toEqual([]);
    expect(operationCount(document)).toBe(documented.length);
    // Pages, widget files, pictures and the recipe service are left out on purpose (decision 024).
    expect(Object.keys(document.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('the coverage check fails on a route the document lacks', () => {
    const paths = structuredClone(document.paths);
    delete paths['/api/order/addtoorder']!.post;
    expect(missingOperations({ paths }, table)).toEqual(['POST /api/order/addtoorder']);
    // A route mounted after the document was built is missing too.
    const added: RouteEntry = { method: 'PATCH', path: '/api/order/:id/new', params: ['id'], session: true, inputs: [] };
    expect(missingOperations(document, [...table, added])).toEqual(['PATCH /api/order/:id/new']);
  });

  it('describes request bodies and parameters with the schemas the validators use', () => {
    const add = document.paths['/api/order/addtoorder']!.post!;
    const { $schema: _dialect, ...body } = z.toJSONSchema(AddToOrderRequestSchema, { io: 'input' });
    expect(add.requestBody).toEqual({ required: true, content: { 'application/json': { schema: body } } });

    const nearExpiry = document.paths['/api/product/nearexpiry']!.get!;
    const query = z.toJSONSchema(NearExpiryQuerySchema, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(nearExpiry.parameters).toEqual(Object.entries(query.properties).map(([name, schema]) => expect.objectContaining({ name, in: 'query', schema })));

    const lineDelete = document.paths['/api/order/orderline/{date}/{lineNo}']!.delete!;
    expect(lineDelete.parameters!.map((p) => [p.name, p.in, p.required])).toEqual([['date', 'path', true], ['lineNo', 'path', true]]);
  });

  it('describes answers with the schema the client parses, and errors with the shared ApiError shape', () => {
    const add = document.paths['/api/order/addtoorder']!.post!;
    expect(add.responses['200']).toEqual({ description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(CartResponseSchema) } } });
    expect(Object.keys(add.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '415', '503']);
    expect(add.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(document.components.schemas.ApiError).toMatchObject({ required: ['error', 'message'] });
    expect(document.components.responses.TooManyRequests).toMatchObject({ headers: { 'Retry-After': {} } });

    // A session route names the cookie; the login does not, and cannot answer MissingSession.
    expect(add.security).toEqual([{ cookieAuth: [] }]);
    const login = document.paths['/api/profile/login']!.post!;
    expect(login.security).toBeUndefined();
    expect(document.components.securitySchemes.cookieAuth).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'shop_session' }));
  });

  it('names only routes that exist in its answer and media-type tables (no stale entry)', () => {
    const keys = new Set(table.map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(RESPONSE_SCHEMAS).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(SUCCESS_OVERRIDES).filter((k) => !keys.has(k))).toEqual([]);
    console.log(`openapi: ${Object.keys(RESPONSE_SCHEMAS).length} answers described by a core schema`);
  });

  it('maps Hono paths to OpenAPI paths', () => {
    expect(openApiPath('/api/recurringorders/:id/line/:lineNo')).toBe('/api/recurringorders/{id}/line/{lineNo}');
    expect(openApiPath('/a/:id{[0-9]+}')).toBe('/a/{id}');
  });

  it('is built once per app and needs no session', async () => {
    const again = await ctx.get('/api/openapi.json');
    expect(await again.json()).toEqual(document);
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from node_modules under its own policy, with no inline script', async () => {
    const res = await ctx.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(API_DOCS_POLICY);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]!.trim())).toEqual(['src="docs/assets/swagger-ui-bundle.js"', 'src="docs/assets/init.js"']);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);

    for (const [file, type] of [['swagger-ui-bundle.js', 'text/javascript'], ['init.js', 'text/javascript'], ['swagger-ui.css', 'text/css'], ['favicon-32x32.png', 'image/png']] as const) {
      const asset = await ctx.get(`/api/docs/assets/${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('content-type'), file).toContain(type);
      expect((await asset.arrayBuffer()).byteLength, file).toBeGreaterThan(100);
    }
    const other = await ctx.get('/api/docs/assets/..%2F..%2Fpackage.json');
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'ValidationError' });
  });
});
