// The app on a fresh test database, with a test clock and small helpers that carry real cookies.
import { encodeBase64 } from '../../core/index.js';
import { createApp, type AppConfig } from '../app.js';
import { TestClock } from '../domain/clock.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { createTestDb, TEST_NOW, type TestDb, type TestDbOptions } from './test-db.js';

export interface TestContext extends TestDb {
  app: ReturnType<typeof createApp>;
  clock: TestClock;
  /** Logs in and returns the `shop_session=…` cookie pair. Throws unless 200. */
  login(email: string, password?: string): Promise<string>;
  /** POST/PUT/DELETE with a JSON body and optional cookie. */
  send(method: string, path: string, body?: unknown, cookie?: string): Promise<Response>;
  post(path: string, body?: unknown, cookie?: string): Promise<Response>;
  get(path: string, cookie?: string): Promise<Response>;
}

export function loginBody(email: string, password: string) {
  return { username: encodeBase64(email), password: encodeBase64(password) };
}

/** The `name=value` part of the session cookie in a response, or null. */
export function sessionCookieOf(res: Response): string | null {
  const header = res.headers.get('set-cookie');
  const match = header?.match(/shop_session=([^;]*)/);
  return match && match[1] ? `shop_session=${match[1]}` : null;
}

export async function createTestContext(options: TestDbOptions & { config?: Partial<AppConfig> } = {}): Promise<TestContext> {
  const testDb = await createTestDb(options);
  const clock = new TestClock(TEST_NOW);
  const app = createApp({
    db: testDb.db,
    clock,
    config: { dbKind: testDb.kind, logError: () => undefined, ...options.config },
  });
  const send = (method: string, path: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cookie) headers.Cookie = cookie;
    return Promise.resolve(app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
  };
  return {
    ...testDb,
    app,
    clock,
    send,
    post: (path, body, cookie) => send('POST', path, body, cookie),
    get: (path, cookie) => Promise.resolve(app.request(path, { headers: cookie ? { Cookie: cookie } : {} })),
    login: async (email, password = DEMO_PASSWORD) => {
      const res = await send('POST', '/api/profile/login', loginBody(email, password));
      const cookie = sessionCookieOf(res);
      if (res.status !== 200 || !cookie) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
      return cookie;
    },
  };
}
