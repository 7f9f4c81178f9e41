import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '../schemas/z.js';
import { apiRequest, ApiRequestError, MissingSessionError } from './client.js';
import { $profile, $sessionState } from '../stores/session-state.js';
import { $toasts, clearToasts } from '../stores/toasts.js';
import { configureShop } from '../stores/config.js';

type Call = { url: string; init: RequestInit };
let calls: Call[];

function stubFetch(...responses: Array<Response | Error>) {
  calls = [];
  const queue = [...responses];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url.endsWith('/api/eventlog')) return new Response('{}', { status: 200 });
    const next = queue.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  }));
}
const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configureShop({ apiBase: 'http://shop.test', culture: 'da-DK' });
  $sessionState.set('unknown');
  $profile.set(null);
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('apiRequest', () => {
  it('sends JSON with credentials and X-Culture, and validates the answer', async () => {
    stubFetch(json({ n: 3 }));
    const result = await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: z.object({ n: z.number() }) });
    expect(result).toEqual({ n: 3 });
    const [call] = calls;
    expect(call?.url).toBe('http://shop.test/api/x');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({ 'X-Culture': 'da-DK', 'Content-Type': 'application/json' });
    expect(call?.init.body).toBe('{"a":1}');
  });

  it('turns MissingSession into the shared expired state for a logged-in user, without a toast', async () => {
    $sessionState.set('authenticated');
    stubFetch(json({ error: 'MissingSession' }, 401, 'Unauthorized'));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(MissingSessionError);
    expect($sessionState.get()).toBe('expired');
    expect($toasts.get()).toEqual([]);
  });

  it('leaves a visitor who never logged in anonymous on MissingSession', async () => {
    stubFetch(json({ error: 'MissingSession' }, 401, 'Unauthorized'));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(MissingSessionError);
    expect($sessionState.get()).toBe('anonymous');
  });

  it('shows the §8 HTTP failure toast with the status text for 4 s and logs without cookies', async () => {
    vi.useFakeTimers();
    try {
      $profile.set({ username: 'kok@kantinen.dk' } as never);
      stubFetch(json({ error: 'Boom' }, 500, 'Internal Server Error'));
      await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(ApiRequestError);
      expect($toasts.get()).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Der skete en fejl. Genindlæs siden og prøv igen. Internal Server Error', durationMs: 4000 }),
      ]);
      const log = calls.find((c) => c.url.endsWith('/api/eventlog'));
      const entry = JSON.parse(String(log?.init.body));
      expect(entry).toMatchObject({ errorstatus: 500, userid: 'kok@kantinen.dk', cookies: '' });
      vi.advanceTimersByTime(3999);
      expect($toasts.get()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect($toasts.get()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves failures the caller handles to the caller, with the server message', async () => {
    stubFetch(json({ error: 'ValidationError', message: 'Du kan kun indtaste tal i feltet' }, 400, 'Bad Request'));
    const error = await apiRequest('/api/x', { handled: [400] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'ValidationError', serverMessage: 'Du kan kun indtaste tal i feltet' });
    expect($toasts.get()).toEqual([]);
    expect(calls.some((c) => c.url.endsWith('/api/eventlog'))).toBe(false);
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0 });
    expect($toasts.get()).toHaveLength(1);
  });

  it('treats an answer that does not match the schema as a failure', async () => {
    stubFetch(json({ n: 'three' }));
    await expect(apiRequest('/api/x', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({ code: 'InvalidResponse' });
  });
});
