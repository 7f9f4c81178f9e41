// Types and helpers every route module shares: the Hono env, the router factory, and ApiFailure, the one
// error answer (`{ error, message }` with a Danish message), rendered by app.onError.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db, DbKind } from '../db/open.js';
import type * as t from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import type { SiteStylesheet } from '../site/site-assets.js';

export interface AppConfig {
  /** Static files; only served when given. */
  staticDirs?: { widgets?: string; site?: string };
  /** Idle expiry of a session, minutes (sliding). */
  sessionIdleMinutes: number;
  /** Sets `Secure` on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /**
   * The public origin (https://shop.example.dk). When set, unsafe /api calls from an Origin that is
   * neither this nor one of allowedOrigins get 403.
   */
  publicOrigin?: string;
  /**
   * Issue 21 point 5: the origins of CMS sites that place the widgets from another origin (env
   * ALLOWED_ORIGINS): CORS with credentials on /api/*, and their unsafe calls pass the Origin check.
   */
  allowedOrigins?: readonly string[];
  /**
   * Issue 21 point 5: SameSite of the session and dirty-flag cookies (env SESSION_COOKIE_SAMESITE).
   * 'None' for a CMS on another site: the cookies become `SameSite=None; Secure; Partitioned`
   * (api-server/http/cookie-policy.ts). Default 'Lax'.
   */
  sessionCookieSameSite?: 'Lax' | 'None';
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
  /**
   * Issue 16 §4: procurement systems' origins allowed to show the shop in an iframe (frame-ancestors);
   * when any are set, the punch-out session cookie is SameSite=None; Secure. Env PUNCHOUT_FRAME_ORIGINS.
   */
  punchOutFrameOrigins?: readonly string[];
  /** CO2 tax in øre per kg CO2e (default 75: the Danish 750 kr. per tonne). */
  co2TaxOrePerKg?: number;
  /**
   * Issue 19: the origin links in mails point to (password links, the basket). publicOrigin when set,
   * else this, else http://localhost:3000 — never the request's Host header (a forged Host would put an
   * attacker's address into a reset link). See mailLinkOrigin().
   */
  mailLinkOrigin?: string;
  /**
   * Issue 19 point 1: no SMTP_URL is configured, so mails go to the dev mailbox table and the example
   * site shows them at /dev/postkasse. Off (the default) when mails really go out.
   */
  devMailbox?: boolean;
  /**
   * Issue 17 §3: the recipe service's address when it runs elsewhere (env RECIPE_SERVICE_URL). Unset: the
   * shop mounts it at /recipe-service/. Set: the shop mounts none, the loader script gets
   * data-recipe-service-url and the page's CSP allows its origin (connect-src, img-src).
   */
  recipeServiceUrl?: string;
  /**
   * Issue 22 point 1 (§1 `{product}`): the brand shop's name (env PRODUCT_SITE_NAME) in the profile's
   * siteName, the header and the mails. Unset: the description's default (core/site/variants.ts).
   */
  productSiteName?: string;
}

/** The origin of links in mails (AppConfig.mailLinkOrigin). */
export function mailLinkOrigin(config: AppConfig): string {
  return config.publicOrigin ?? config.mailLinkOrigin ?? 'http://localhost:3000';
}

export type UserRow = typeof t.users.$inferSelect;
/** Read by the login only, never carried by a session (auth/session-user.ts). */
export type CredentialColumn = 'passwordHash' | 'failedLoginCount' | 'lastFailedLoginAt' | 'lockedUntil';
/** A user as a request carries him: his row without the credentials (auth/session-user.ts). */
export type SessionUser = Omit<UserRow, CredentialColumn>;
export type DepartmentRow = typeof t.departments.$inferSelect;
export type PunchOutSessionRow = typeof t.punchOutSessions.$inferSelect;

export interface AuthContext {
  sessionId: string;
  user: SessionUser;
  department: DepartmentRow;
  /** The delivery date chosen in this session (issue 7 §2); see currentDeliveryDateOf(). */
  chosenDeliveryDate?: string | null;
  /** The punch-out round trip this session belongs to (issue 16 §3); null or absent for an ordinary login. */
  punchOut?: PunchOutSessionRow | null;
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
    /** An example-site page's stylesheet, inlined by the page and allowed by its CSP (decision 028). */
    siteStylesheet?: SiteStylesheet | null;
  };
}

/**
 * A route module's router. Plain Hono: validation is `validate()` in each route's chain (decision 009),
 * and every error answer is an ApiFailure rendered by app.onError.
 */
export function createRouter() {
  return new Hono<AppEnv>();
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
