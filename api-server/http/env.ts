// Types and helpers every route module shares: the Hono env, the router factory with the validation
// hook, and the JSON error answer `{ error, message }` with Danish texts from core/texts/da.ts.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodType } from 'zod';
import type * as zm from 'zod/mini';
import { da } from '../../core/index.js';
import type { Db, DbKind } from '../db/open.js';
import type * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';

export interface AppConfig {
  /** Static files; only served when given. */
  staticDirs?: { widgets?: string; site?: string };
  /** Idle expiry of a session, minutes (sliding). */
  sessionIdleMinutes: number;
  /** Sets `Secure` on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /** The public origin (https://shop.example.dk). When set, unsafe /api calls from another Origin get 403. */
  publicOrigin?: string;
  /** What /api/health reports. */
  dbKind?: DbKind;
  /** Body size limit for /api, bytes. */
  maxBodyBytes?: number;
  /** POST /api/eventlog calls per minute per session or IP. */
  eventLogPerMinute?: number;
  /** Log function for server errors (default console.error). */
  logError?: (message: string, err?: unknown) => void;
  /** §6 "Focus products appear only if the shop setting allows": send x.focus (default true). */
  focusProducts?: boolean;
  /** §6 "CO2 tax is shown only for customer price groups in a configured list" (default ['PG1']). */
  co2TaxPriceGroups?: readonly string[];
  /** CO2 tax in øre per kg CO2e (default 75: the Danish 750 kr. per tonne). */
  co2TaxOrePerKg?: number;
}

export type UserRow = typeof t.users.$inferSelect;
export type DepartmentRow = typeof t.departments.$inferSelect;

export interface AuthContext {
  sessionId: string;
  user: UserRow;
  department: DepartmentRow;
  /** The delivery date chosen in this session (issue 7 §2); see currentDeliveryDateOf(). */
  chosenDeliveryDate?: string | null;
}

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
}

export interface AppEnv {
  Variables: {
    auth: AuthContext | null;
    culture: string;
  };
}

export interface ValidationIssue {
  path: string;
  code: string;
  message: string;
}

interface ZodLikeIssue {
  path: PropertyKey[];
  code: string;
  message: string;
}

/** The Danish message for a failed validation: amount problems get the §5 texts. */
export function validationMessage(issues: readonly ZodLikeIssue[]): string {
  const amountIssue = issues.find((i) => i.path[i.path.length - 1] === 'amount');
  if (amountIssue) return amountIssue.code === 'invalid_type' ? da.amountDigitsOnly : da.amountInvalid;
  return da.validationFailed;
}

export function validationError(c: Context, issues: readonly ZodLikeIssue[], message?: string) {
  const list: ValidationIssue[] = issues.slice(0, 20).map((i) => ({
    path: i.path.map(String).join('.'),
    code: i.code,
    message: i.message,
  }));
  return c.json({ error: 'ValidationError', message: message ?? validationMessage(issues), issues: list }, 400);
}

export function apiError(c: Context, status: ContentfulStatusCode, error: string, message: string, extra?: Record<string, unknown>) {
  return c.json({ error, message, ...extra }, status);
}

/** A router whose request validation failures answer 400 ValidationError (never the library default). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issues = (result.error as { issues?: ZodLikeIssue[] }).issues ?? [];
        return validationError(c, issues);
      }
      return undefined;
    },
  });
}

/** Thrown inside handlers/transactions for a 4xx answer; app.onError turns it into JSON. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/**
 * Hands a core zod/mini schema to `createRoute`. At run time the mini schema validates as it is
 * (verified); @hono/zod-openapi's types only know classic zod, so this cast gives them the same
 * input and output types. No OpenAPI document is generated from these routes.
 */
export function routeSchema<S extends zm.ZodMiniType>(schema: S): ZodType<zm.output<S>, zm.input<S>> {
  return schema as unknown as ZodType<zm.output<S>, zm.input<S>>;
}
