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

export interface HttpUser {
  email: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

export async function loginOver(origin: string, email: string): Promise<HttpUser> {
  const res = await fetch(`${origin}/api/profile/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(loginBody(email, DEMO_PASSWORD)) });
  const cookie = sessionCookieOf(res);
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return {
    email,
    async call(method, path, body) {
      const headers: Record<string, string> = { Cookie: cookie };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const r = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
      const text = await r.text();
      return { status: r.status, json: parseJson(text) };
    },
  };
}
