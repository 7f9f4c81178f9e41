// Debian's haproxy run in the foreground for a test or a benchmark: the load balancer in front of several
// server processes (load-balancer.ts) and the benchmark's TLS + HTTP/2 front (bench/tls-proxy.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningHaproxy {
  /** Stops haproxy and removes `dir` (its configuration and whatever the caller put there). */
  stop(): void;
}

/**
 * Starts haproxy with `sections` (frontends and backends) after the shared global and default settings,
 * its configuration written into `dir`, and resolves once `ready()` answers true (10 s at most).
 */
export async function startHaproxy(dir: string, sections: readonly string[], ready: () => Promise<boolean>): Promise<RunningHaproxy> {
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p));
  if (!haproxy) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error('haproxy is not installed (apt-get install haproxy; .ci/run does)');
  }
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    ...sections,
    '',
  ].join('\n'));
  const child: ChildProcess = spawn(haproxy, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; !(await ready().catch(() => false)); i++) {
    if (i > 100 || child.exitCode !== null) {
      stop();
      throw new Error(`haproxy did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { stop };
}
