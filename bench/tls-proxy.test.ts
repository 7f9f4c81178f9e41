// The Lighthouse benchmark's TLS front (bench/lighthouse.ts --tls): haproxy really ends TLS, offers HTTP/2
// to the browser, and passes the request through to the plain-HTTP shop behind it.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './startup.js';
import { startTlsProxy, type TlsProxy } from './tls-proxy.js';

let backend: Server;
let proxy: TlsProxy;

beforeAll(async () => {
  backend = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.end(`${req.method} ${req.url} over HTTP/${req.httpVersion}`);
  });
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  const address = backend.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  proxy = await startTlsProxy(await freePort(), `http://127.0.0.1:${address.port}`);
}, 30_000);

afterAll(() => {
  proxy?.stop();
  backend?.close();
});

describe('startTlsProxy', () => {
  it('speaks HTTP/2 over TLS to the browser and HTTP/1.1 to the shop', async () => {
    expect(proxy.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(proxy.origin, { rejectUnauthorized: false });
    try {
      await once(session, 'connect');
      expect(session.alpnProtocol).toBe('h2');
      const stream = session.request({ ':path': '/soeg?q=mel' });
      const [headers] = (await once(stream, 'response')) as [Record<string, string | number>];
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      await once(stream, 'end');
      expect(headers[':status']).toBe(200);
      expect(body).toBe('GET /soeg?q=mel over HTTP/1.1');
    } finally {
      session.close();
    }
  });
});
