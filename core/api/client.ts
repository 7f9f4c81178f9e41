// The API client every widget uses (issue 2 §6): JSON, credentials included, X-Culture (§7).
// MissingSession goes to the one shared session state; other failures are logged to the event log
// (never with cookies) and shown as the §8 HTTP failure toast, unless the caller handles them.
import type * as z from '../schemas/z.js';
import { da } from '../texts/da.js';
import { $shopConfig } from '../stores/config.js';
import { $profile, markSessionMissing } from '../stores/session-state.js';
import { showToast } from '../stores/toasts.js';
import { TOAST_MS } from '../rules/timing.js';
import { logEvent } from './event-log.js';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly code: string,
    /** Danish text from the server when it sent one. */
    readonly serverMessage: string | null,
    /** The whole error body, for callers that read its extra fields (e.g. 409 OrderNotPlaceable's lines). */
    readonly body: unknown = null,
  ) {
    super(`${status} ${statusText} ${code}`.trim());
    this.name = 'ApiRequestError';
  }
}

export class MissingSessionError extends ApiRequestError {
  constructor() {
    super(401, 'Unauthorized', 'MissingSession', null);
    this.name = 'MissingSessionError';
  }
}

/**
 * A schema, or a function that imports one. The calls of every page's first view (profile, basket) pass a
 * loader: zod/mini and the schema modules are then a chunk fetched beside the request, not part of the
 * first load (issue 15 point 3, docs/decisions/030-first-load.md). A zod schema is an object, never a function.
 */
export type ResponseSchema<T> = z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  schema?: ResponseSchema<T>;
  /**
   * Failures the caller shows itself, by HTTP status, or 'all' (0 is a network failure). They are
   * neither logged nor toasted here. MissingSession is always handled here.
   */
  handled?: readonly number[] | 'all';
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` (core/api/idempotency.ts). */
  headers?: Record<string, string>;
  /** Another service's base URL in place of apiBase (the recipe service, issue 17): sent without cookies. */
  base?: string;
}

const isHandled = (handled: RequestOptions<unknown>['handled'], status: number) =>
  handled === 'all' || (handled?.includes(status) ?? false);

function reportFailure(error: ApiRequestError, url: string, stack = ''): void {
  void logEvent({
    message: `API ${error.message} ${url}`,
    stacktrace: stack,
    url: typeof location === 'undefined' ? '' : location.href,
    errorstatus: error.status,
    data: url,
    userid: $profile.get()?.username ?? '',
  });
  showToast({ kind: 'error', message: `${da.httpError} ${error.statusText}`.trim(), durationMs: TOAST_MS.http });
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { apiBase, culture } = $shopConfig.get();
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const url = `${options.base ?? apiBase}${path}${query}`;
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Started with the request, so a lazily loaded schema is there when the answer is.
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  // Not awaited if the request fails first: an unhandled rejection of the import would be noise.
  if (schema instanceof Promise) schema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: options.base === undefined ? 'include' : 'omit',
      headers: {
        Accept: 'application/json',
        'X-Culture': culture,
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiRequestError(0, '', 'NetworkError', null);
    if (!isHandled(options.handled, 0)) reportFailure(error, url, cause instanceof Error ? (cause.stack ?? '') : '');
    throw error;
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The error body's schema loads on an error only (decision 030): most pages never see one.
    // If that import fails too (the network is gone), the error is read as one without a body.
    const errorSchema = await import('../schemas/common.js').then((m) => m.ApiErrorSchema, () => null);
    const body = errorSchema?.safeParse(payload) ?? { success: false as const };
    const code = body.success ? body.data.error : '';
    if (response.status === 401 && code === 'MissingSession') {
      markSessionMissing();
      throw new MissingSessionError();
    }
    const error = new ApiRequestError(response.status, response.statusText, code, body.success ? (body.data.message ?? null) : null, payload);
    if (!isHandled(options.handled, response.status)) reportFailure(error, url);
    throw error;
  }
  if (!schema) return payload as T;
  const parsed = (await schema).safeParse(payload);
  if (!parsed.success) {
    // The server answered something we do not understand: treat it as a failure, never render it.
    const error = new ApiRequestError(response.status, 'Invalid response', 'InvalidResponse', null);
    const { prettifyError } = await import('../schemas/prettify-error.js');
    if (!isHandled(options.handled, -1)) reportFailure(error, url, prettifyError(parsed.error));
    throw error;
  }
  return parsed.data;
}
