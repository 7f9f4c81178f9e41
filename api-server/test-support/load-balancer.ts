// Debian's haproxy in front of several server processes (issue 14 §6): round robin, health checks on
// /api/health, and the answering process named in X-Served-By so a test can see the alternation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startHaproxy } from './haproxy.js';
import { freePort } from './pg-cluster.js';

export interface LoadBalancer {
  origin: string;
  stop(): void;
}

export async function startLoadBalancer(backends: readonly { name: string; origin: string }[]): Promise<LoadBalancer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const haproxy = await startHaproxy(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lb-')), [
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-response set-header X-Served-By %[srv_name]',
    ...backends.map((b) => `  server ${b.name} ${new URL(b.origin).host} check inter 500ms`),
  ], async () => (await fetch(`${origin}/api/health`)).status === 200);
  return { origin, stop: haproxy.stop };
}
