// The shop as a customer reaches it in production (docs/guides/deployment.md): behind a proxy that ends
// TLS and speaks HTTP/2 to the browser, HTTP/1.1 to the shop. Debian's haproxy with a certificate made for
// the run by openssl (both from Debian's packages, as the load-balancer tests use haproxy). Lighthouse's
// simulation models the two protocols differently (six connections per origin for HTTP/1.1, one
// multiplexed connection for h2), so a page of many small modules scores differently over each; the
// benchmark measures both (bench/lighthouse.ts --tls, decision 028).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHaproxy } from '../api-server/test-support/haproxy.js';

export interface TlsProxy {
  /** https://127.0.0.1:PORT, the origin the browser is sent to. */
  origin: string;
  stop(): void;
}

/** A self-signed certificate for 127.0.0.1, one day, with its key in one PEM as haproxy wants it. */
function makeCertificate(dir: string): string {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate (apt-get install openssl): ${made.stderr || made.error}`);
  const pem = join(dir, 'shop.pem');
  writeFileSync(pem, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return pem;
}

/** 2xx from `url` over TLS, the certificate not checked (it is the one made above). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** haproxy on `port`: TLS with ALPN h2 and http/1.1 to the browser, plain HTTP/1.1 to `backend`. */
export async function startTlsProxy(port: number, backend: string): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-tls-'));
  let certificate: string;
  try {
    certificate = makeCertificate(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const origin = `https://127.0.0.1:${port}`;
  const haproxy = await startHaproxy(dir, [
    'frontend shop',
    `  bind 127.0.0.1:${port} ssl crt ${certificate} alpn h2,http/1.1`,
    '  default_backend shop',
    'backend shop',
    `  server shop ${new URL(backend).host}`,
  ], () => answers(`${origin}/api/health`));
  return { origin, stop: haproxy.stop };
}
