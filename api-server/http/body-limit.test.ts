import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiBodyLimit } from './body-limit.js';

function app(maxSize: number) {
  const a = new Hono();
  a.use('*', apiBodyLimit({ maxSize, onError: (c) => c.json({ error: 'PayloadTooLarge' }, 413) }));
  a.post('/echo', async (c) => c.json({ got: await c.req.text() }));
  a.get('/echo', (c) => c.json({ got: null }));
  return a;
}

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 4) controller.enqueue(bytes.subarray(i, i + 4));
      controller.close();
    },
  });
}

describe('apiBodyLimit', () => {
  it('decides by a declared Content-Length and lets the body through untouched', async () => {
    const a = app(10);
    const ok = await a.request('/echo', { method: 'POST', headers: { 'Content-Length': '10' }, body: '0123456789' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ got: '0123456789' });
    const big = await a.request('/echo', { method: 'POST', headers: { 'Content-Length': '11' }, body: '0123456789A' });
    expect(big.status).toBe(413);
  });

  it('counts the bytes of a body without a declared length', async () => {
    const a = app(10);
    const init = (text: string) => ({ method: 'POST', body: chunked(text), duplex: 'half' }) as RequestInit;
    const ok = await a.request('/echo', init('0123456789'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ got: '0123456789' });
    expect((await a.request('/echo', init('0123456789A'))).status).toBe(413);
  });

  it('leaves GET alone', async () => {
    expect((await app(0).request('/echo')).status).toBe(200);
  });
});
