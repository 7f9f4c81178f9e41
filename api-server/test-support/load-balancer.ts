// Debian's haproxy in front of several server processes (issue 14 §6): round robin, health checks on
// /api/health, and the answering process named in X-Served-By so a test can see the alternation.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pg-cluster.js';

export interface LoadBalancer {
  origin: string;
  stop(): void;
}

export async function startLoadBalancer(backends: readonly { name: string; origin: string }[]): Promise<LoadBalancer> {
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (!haproxy) throw new Error('haproxy is not installed (apt-get install haproxy; .ci/run does)');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lb-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    'frontend shop',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-response set-header X-Served-By %[srv_name]',
    ...backends.map((b) => `  server ${b.name} ${new URL(b.origin).host} check inter 500ms`),
    '',
  ].join('\n'));
  const child: ChildProcess = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) throw new Error(`haproxy did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
