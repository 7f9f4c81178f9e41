// A logged-in user talking to a real server process over HTTP (system tests, benchmarks).
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { loginBody, sessionCookieOf } from './test-app.js';

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export interface HttpAnswer {
  status: number;
  json: unknown;
  headers: Headers;
}

export interface HttpUser {
  email: string;
  /** `shop_session=…` */
  cookie: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
}

/** A user with a session cookie, calling `origin`. */
export function userOn(origin: string, email: string, cookie: string): HttpUser {
  return {
    email,
    cookie,
    async call(method, path, body, extra = {}) {
      const headers: Record<string, string> = { ...extra, Cookie: cookie };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const r = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
      return { status: r.status, json: parseJson(await r.text()), headers: r.headers };
    },
  };
}

/** Posts a login to `origin` (demo password unless given). */
export function postLogin(origin: string, email: string, password = DEMO_PASSWORD): Promise<Response> {
  return fetch(`${origin}/api/profile/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(loginBody(email, password)) });
}

export async function loginOver(origin: string, email: string): Promise<HttpUser> {
  const res = await postLogin(origin, email);
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return userOn(origin, email, cookie);
}
