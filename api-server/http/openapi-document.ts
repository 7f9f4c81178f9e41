// The OpenAPI 3.1 document of the API (issue 21 point 7, decision 024), built from the route table
// (decision 009): every /api route the app registered, with the JSON Schemas its validators carry for
// path, query and body, the session guard as the `cookieAuth` security scheme, the success answer's
// schema where core's client parses it with one (openapi-responses.ts), and the error answers with the
// one error shape app.onError writes. Pages, widget files, pictures and the recipe service are not
// part of it (see DOCUMENTED_PREFIX).
import { da } from '../../core/texts/da.js';
import { daServer } from '../../core/texts/da-server.js';
import * as z from '../../core/schemas/z.js';
import type { JsonSchema, RouteEntry } from './route-table.js';
import { RESPONSE_SCHEMAS, SUCCESS_OVERRIDES } from './openapi-responses.js';

/** Only the JSON API is documented: the site's pages, /widgets, /images, /catalogueredirect (an HTML redirect) and the recipe service (its own service, issue 17) are not. */
export const DOCUMENTED_PREFIX = '/api/';

export const isDocumented = (route: Pick<RouteEntry, 'path'>): boolean => route.path.startsWith(DOCUMENTED_PREFIX);

type Schema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, Schema>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, Schema>; schemas: Record<string, Schema>; responses: Record<string, Schema> };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The resources, by path prefix (first match wins), with the error statuses their modules answer
 * beyond the generic ones (read from the ApiFailure statuses of the modules behind each prefix).
 */
const RESOURCES: readonly { prefix: string; tag: string; description: string; errors: number[] }[] = [
  { prefix: '/api/openapi.json', tag: 'documentation', description: 'This document and its viewer (issue 21 point 7)', errors: [] },
  { prefix: '/api/docs', tag: 'documentation', description: 'This document and its viewer (issue 21 point 7)', errors: [] },
  { prefix: '/api/health', tag: 'health', description: 'Health checks for load balancers (docs/guides/deployment.md)', errors: [] },
  { prefix: '/api/profile', tag: 'profile', description: 'Login, profile, passwords, user names and settings (§7 Login, profile and settings)', errors: [401, 403, 404, 409, 429] },
  { prefix: '/api/settings', tag: 'profile', description: 'Login, profile, passwords, user names and settings (§7 Login, profile and settings)', errors: [403, 404, 409, 429] },
  { prefix: '/api/punchout', tag: 'punch-out', description: 'OCI and cXML punch-out (issue 16, docs/guides/punch-out.md)', errors: [401, 403, 409, 410] },
  { prefix: '/api/product', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [404, 409, 429] },
  { prefix: '/api/offers', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [] },
  { prefix: '/api/offerpush', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [] },
  { prefix: '/api/focusproducts', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [] },
  { prefix: '/api/focusbrands', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [] },
  { prefix: '/api/websamples', tag: 'products', description: 'Search, catalogue, product details, quick order and offers (§7 Products)', errors: [] },
  { prefix: '/api/deadlines', tag: 'orders', description: 'The basket, orders and order history (§7 Orders and baskets)', errors: [] },
  { prefix: '/api/order', tag: 'orders', description: 'The basket, orders and order history (§7 Orders and baskets)', errors: [403, 409] },
  { prefix: '/api/es/order', tag: 'orders', description: 'The basket, orders and order history (§7 Orders and baskets)', errors: [403, 409] },
  { prefix: '/api/checkout', tag: 'checkout', description: 'Checkout campaigns on the basket page (§7 Logging and checkout)', errors: [403, 404, 409] },
  { prefix: '/api/recurringorders', tag: 'recurring-orders', description: 'Recurring orders (§7 Recurring orders)', errors: [404, 409] },
  { prefix: '/api/deliverydate', tag: 'delivery', description: 'Delivery dates and notes for the driver (§7 Delivery and drivers)', errors: [403] },
  { prefix: '/api/favoritelists', tag: 'favorite-lists', description: 'Favourite lists, their PIN and allergen overview (§7 Favourite lists)', errors: [403, 404, 409, 429] },
  { prefix: '/api/shoppinglists', tag: 'shopping-lists', description: 'Shopping lists (§7 Shopping lists)', errors: [404] },
  { prefix: '/api/department', tag: 'kitchen', description: "The kitchen's settings and allergen guard (issue 18)", errors: [403] },
  { prefix: '/api/favoriterecipes', tag: 'recipes-and-leads', description: 'Favourite recipes and the lead generator (§7 Recipes and leads)', errors: [404] },
  { prefix: '/api/leads', tag: 'recipes-and-leads', description: 'Favourite recipes and the lead generator (§7 Recipes and leads)', errors: [403, 404, 409] },
  { prefix: '/api/mail', tag: 'recipes-and-leads', description: 'Favourite recipes and the lead generator (§7 Recipes and leads)', errors: [403, 404, 409] },
  { prefix: '/api/umbraco/dictionary', tag: 'dictionary', description: "The CMS dictionary and its editors' overrides (§7 Dictionary)", errors: [403, 404] },
  { prefix: '/api/eventlog', tag: 'event-log', description: 'Client errors logged by the widgets (§7 Logging and checkout)', errors: [429] },
];

const FALLBACK_RESOURCE = { tag: 'other', description: 'Routes of no listed resource', errors: [] as number[] };

const resourceOf = (path: string) => RESOURCES.find((r) => path === r.prefix || path.startsWith(r.prefix)) ?? FALLBACK_RESOURCE;

/** e.g. "The basket, orders and order history: addtoorder" — the resource, then the path below it. */
function summaryOf(route: RouteEntry, resource: { prefix?: string; description: string }): string {
  const title = resource.description.replace(/\s*\(.*\)$/, '');
  const below = openApiPath(route.path.slice((resource.prefix ?? '/api').length)).replace(/^\/+/, '');
  return below ? `${title}: ${below}` : title;
}

/** Hono's `:name` (with an optional `{regex}`) as OpenAPI's `{name}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');

const operationIdOf = (method: string, path: string): string =>
  `${method.toLowerCase()}${path.replace(/:([A-Za-z0-9_]+)/g, 'By_$1').split(/[^A-Za-z0-9_]+/).filter(Boolean).map((s) => s[0]!.toUpperCase() + s.slice(1)).join('')}`;

/** A schema without the dialect marker zod writes at the top (the document's dialect is 2020-12 already). */
function bare(schema: JsonSchema | Schema): Schema {
  const { $schema: _dialect, ...rest } = schema as Schema;
  return rest;
}

/** The JSON Schema of a core schema as the client reads it (the wire side: `io: 'input'`). */
export function jsonSchemaOf(schema: z.ZodMiniType): Schema {
  return bare(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Schema);
}

/** Moves `$defs` of one schema into components.schemas (a `#/$defs/x` inside the document would resolve against its root). */
function liftDefs(schema: Schema, prefix: string, components: Record<string, Schema>): Schema {
  const defs = schema.$defs as Record<string, Schema> | undefined;
  if (!defs) return schema;
  const { $defs: _defs, ...rest } = schema;
  const rename = (name: string) => `${prefix}_${name}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${rename(v.slice(8))}` : rewrite(v)]));
    }
    return value;
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as Schema;
  return rewrite(rest) as Schema;
}

/**
 * The error answers, with the Danish message of each as its example. A function, not a table read at load:
 * the texts are read when the document is built (the dictionary's rule, core/texts/dictionary-keys.test.ts).
 */
const errorResponses = (): Record<number, { name: string; description: string; code: string; message: string }> => ({
  400: { name: 'BadRequest', description: 'The path, query or body failed validation, or the JSON is malformed (decision 009). `issues` lists what failed.', code: 'ValidationError', message: daServer.badRequest },
  401: { name: 'Unauthorized', description: 'No valid session (`MissingSession`), or the credentials were refused.', code: 'MissingSession', message: da.sessionExpiredText },
  403: { name: 'Forbidden', description: 'The call is not allowed for this user or list, or (`ForbiddenOrigin`) an unsafe call came from another origin than PUBLIC_ORIGIN.', code: 'ForbiddenOrigin', message: daServer.badRequest },
  404: { name: 'NotFound', description: 'The resource does not exist, or is not the caller\'s.', code: 'NotFound', message: daServer.notFound },
  409: { name: 'Conflict', description: 'The call conflicts with the current state (e.g. an order that can no longer be placed, a duplicate name).', code: 'Conflict', message: daServer.badRequest },
  410: { name: 'Gone', description: 'The link or session has expired.', code: 'Gone', message: daServer.badRequest },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the limit (256 KiB by default).', code: 'PayloadTooLarge', message: daServer.payloadTooLarge },
  415: { name: 'UnsupportedMediaType', description: 'An unsafe call without `Content-Type: application/json` (the CSRF defence of app.ts).', code: 'UnsupportedMediaType', message: daServer.unsupportedMediaType },
  429: { name: 'TooManyRequests', description: 'Too many attempts; `Retry-After` (and `retryAfterSeconds`) says when to try again.', code: 'TooManyRequests', message: daServer.tooManyRequests },
  503: { name: 'DatabaseUnavailable', description: 'The database is unavailable; nothing was carried out, retry after `Retry-After` seconds (issue 14 §5).', code: 'DatabaseUnavailable', message: daServer.databaseUnavailable },
});

/** The statuses a route can answer with besides its success: generic by what it reads, plus its resource's. */
export function errorStatusesOf(route: RouteEntry): number[] {
  const statuses = new Set<number>([503]);
  const unsafe = UNSAFE.has(route.method);
  if (route.inputs.length > 0 || unsafe) statuses.add(400);
  if (route.session) statuses.add(401);
  if (route.params.length > 0) statuses.add(404);
  if (unsafe) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  if (route.path.startsWith('/api/docs') || route.path === '/api/openapi.json' || route.path === '/api/health') return [...statuses].filter((s) => s !== 503 || route.path === '/api/health').sort();
  for (const s of resourceOf(route.path).errors) statuses.add(s);
  return [...statuses].sort();
}

function parametersOf(route: RouteEntry): Schema[] {
  const parameters: Schema[] = [];
  const described = new Set<string>();
  for (const input of route.inputs) {
    if (input.target !== 'param' && input.target !== 'query') continue;
    const where = input.target === 'param' ? 'path' : 'query';
    const required = new Set(input.wireSchema.required ?? []);
    for (const [name, schema] of Object.entries(input.wireSchema.properties ?? {})) {
      if (where === 'path') described.add(name);
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: bare(schema) });
    }
  }
  // A path parameter no validator describes is still part of the path.
  for (const name of route.params) {
    if (!described.has(name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(route: RouteEntry): Schema | undefined {
  const json = route.inputs.find((i) => i.target === 'json');
  if (json) return { required: true, content: { 'application/json': { schema: bare(json.wireSchema) } } };
  const form = route.inputs.find((i) => i.target === 'form');
  if (form) return { required: true, content: { 'application/x-www-form-urlencoded': { schema: bare(form.wireSchema) } } };
  if (route.method === 'POST' && route.path === '/api/punchout/cxml/setup') {
    return { required: true, content: { 'text/xml': { schema: { type: 'string', description: 'A cXML PunchOutSetupRequest' } } } };
  }
  // An unsafe call must still say `Content-Type: application/json` (app.ts); its body `{}` carries nothing.
  if (UNSAFE.has(route.method)) return { required: false, content: { 'application/json': { schema: { type: 'object' } } } };
  return undefined;
}

function successOf(key: string, components: Record<string, Schema>, operationId: string): [string, Schema] {
  const override = SUCCESS_OVERRIDES[key];
  const schema = RESPONSE_SCHEMAS[key];
  const status = String(override?.status ?? 200);
  if (schema) {
    return [status, { description: override?.description ?? 'Success', content: { 'application/json': { schema: liftDefs(jsonSchemaOf(schema), operationId, components) } } }];
  }
  const mediaType = override?.mediaType ?? 'application/json';
  return [status, { description: override?.description ?? 'Success (a JSON answer the client reads without a core schema)', content: { [mediaType]: { schema: mediaType === 'application/json' ? {} : { type: 'string' } } } }];
}

const API_ERROR_SCHEMA: Schema = {
  type: 'object',
  description: 'Every error answer (app.onError): a code, a Danish message for the user, and extra fields some errors add.',
  required: ['error', 'message'],
  properties: {
    error: { type: 'string', description: 'A stable code, e.g. ValidationError, MissingSession, NotFound, InvalidPin' },
    message: { type: 'string', description: 'The Danish text to show (§8)' },
    issues: {
      type: 'array',
      description: 'Validation failures (400), at most 20',
      items: { type: 'object', required: ['path', 'code', 'message'], properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } },
    },
    retryAfterSeconds: { type: 'integer', description: 'With 429 and lock-outs: when to try again (also the Retry-After header)' },
  },
  additionalProperties: true,
};

/** The document for a route table (only its /api routes). */
export function buildOpenApiDocument(table: readonly RouteEntry[]): OpenApiDocument {
  const schemas: Record<string, Schema> = { ApiError: API_ERROR_SCHEMA };
  const responses: Record<string, Schema> = {};
  const errors = errorResponses();
  for (const [status, e] of Object.entries(errors)) {
    responses[e.name] = {
      description: e.description,
      ...(status === '429' || status === '503' ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' }, example: { error: e.code, message: e.message } } },
    };
  }
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Map<string, string>();
  const routes = table.filter(isDocumented).slice().sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const resource = resourceOf(route.path);
    tags.set(resource.tag, resource.description);
    const operationId = operationIdOf(route.method, route.path);
    const [status, success] = successOf(key, schemas, operationId);
    const operation: OpenApiOperation = {
      operationId,
      summary: summaryOf(route, resource),
      description: route.session ? 'Needs a session (the `shop_session` cookie from POST /api/profile/login).' : 'Needs no session.',
      tags: [resource.tag],
      ...(route.session ? { security: [{ cookieAuth: [] }] } : {}),
      responses: { [status]: success },
    };
    const parameters = parametersOf(route);
    if (parameters.length > 0) operation.parameters = parameters;
    const body = requestBodyOf(route);
    if (body) operation.requestBody = body;
    for (const s of errorStatusesOf(route)) operation.responses[String(s)] = { $ref: `#/components/responses/${errors[s]!.name}` };
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Webshop API',
      version: '1',
      description: 'The JSON API the shop widgets call (spec §7). Generated from the routes and the zod schemas that validate them (docs/decisions/024-openapi.md). Unsafe calls need `Content-Type: application/json`; error answers share the `ApiError` shape with a Danish message.',
    },
    tags: [...tags].map(([name, description]) => ({ name, description })).sort((a, b) => a.name.localeCompare(b.name)),
    paths,
    components: {
      securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'shop_session', description: 'The session cookie set by POST /api/profile/login (HttpOnly)' } },
      schemas,
      responses,
    },
  };
}

/** The `METHOD path` of each documented route the document has no operation for (the CI coverage check). */
export function missingOperations(document: Pick<OpenApiDocument, 'paths'>, table: readonly RouteEntry[]): string[] {
  return table
    .filter(isDocumented)
    .filter((r) => !document.paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
    .map((r) => `${r.method} ${r.path}`);
}
