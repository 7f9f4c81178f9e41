// The route table (decision 009): every route the app registered, with what it reads. Hono keeps each
// handler and middleware of a route as its own entry of `app.routes`; the validators `validate()` puts
// in a chain carry hono-openapi's metadata (target and schema), and `requireSession` is recognised by
// identity. The fuzzing suite, the foreign-access matrix and (with the integrator's kit) the OpenAPI
// document are generated from this, so a new route is covered the moment it is mounted.
import type { Hono } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { requireSession } from '../auth/session.js';
import type { ValidatedTarget } from './validate.js';

/** A JSON Schema as zod's toJSONSchema writes it (the parts the suites read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface RouteInput {
  target: ValidatedTarget;
  /** The schema as the validator's metadata gives it (zod's default, the parsed side). */
  schema: JsonSchema;
  /**
   * What a caller may send (zod's `io: 'input'`): fields with a default are optional and unknown keys
   * are not refused. The OpenAPI document describes requests with this one (decision 024).
   */
  wireSchema: JsonSchema;
}

export interface RouteEntry {
  method: string;
  /** Hono's path, with `:name` parameters. */
  path: string;
  /** The names of the path's parameters, in order. */
  params: string[];
  /** `requireSession` is in the route's own chain or in a middleware mounted over its path. */
  session: boolean;
  /** One entry per validated part (param, query, json). */
  inputs: RouteInput[];
}

interface OpenApiMeta {
  target: string;
  /** hono-openapi passes the options on to zod's toJSONSchema. */
  toJSONSchema: (options?: { io?: 'input' | 'output' }) => Promise<JsonSchema> | JsonSchema;
}

/**
 * The handler as the route module registered it: a module with its own onError (the OCI login answers
 * errors as HTML pages) is mounted with each handler wrapped, the original kept behind the wrapper.
 */
const unwrap = (handler: unknown): unknown => findTargetHandler(handler as Parameters<typeof findTargetHandler>[0]);
const metaOf = (handler: unknown): OpenApiMeta | undefined => (unwrap(handler) as Record<symbol, OpenApiMeta | undefined>)[uniqueSymbol];

/** True when the middleware path (e.g. '/api/favoritelists/*') covers the route path. */
function covers(middlewarePath: string, path: string): boolean {
  if (middlewarePath === '*' || middlewarePath === '/*') return true;
  if (middlewarePath.endsWith('/*')) {
    const base = middlewarePath.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return middlewarePath === path;
}

/** Every route of `app` with what it reads (see RouteEntry). */
export async function routeTable(app: Hono<never> | { routes: Hono['routes'] }): Promise<RouteEntry[]> {
  const byRoute = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  const guards: string[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL') {
      if (unwrap(r.handler) === requireSession) guards.push(r.path);
      continue;
    }
    const key = `${r.method} ${r.path}`;
    const entry = byRoute.get(key) ?? { method: r.method, path: r.path, handlers: [] };
    entry.handlers.push(r.handler);
    byRoute.set(key, entry);
  }
  const table: RouteEntry[] = [];
  for (const { method, path, handlers } of byRoute.values()) {
    const inputs: RouteInput[] = [];
    for (const h of handlers) {
      const meta = metaOf(h);
      if (meta) inputs.push({ target: meta.target as ValidatedTarget, schema: await meta.toJSONSchema(), wireSchema: await meta.toJSONSchema({ io: 'input' }) });
    }
    table.push({
      method,
      path,
      params: [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!),
      session: handlers.some((h) => unwrap(h) === requireSession) || guards.some((g) => covers(g, path)),
      inputs,
    });
  }
  return table;
}

/** The route's path with its parameters filled in, each encoded by `encode`. */
export function fillPath(path: string, values: Record<string, string>, encode: (v: string) => string = encodeURIComponent): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_, name: string) => encode(values[name] ?? '1'));
}
