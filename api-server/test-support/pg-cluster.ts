// A throwaway PostgreSQL cluster of its own, for tests that stop and start the database (issue 14 §5)
// without touching the machine's shared server. Debian's binaries, run as the `postgres` user (initdb
// refuses root); trust auth on 127.0.0.1 and fsync off: nothing here outlives the test.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

function binDir(): string {
  const versions = fs.existsSync(PG_ROOT) ? fs.readdirSync(PG_ROOT).filter((v) => fs.existsSync(path.join(PG_ROOT, v, 'bin', 'initdb'))) : [];
  const latest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!latest) throw new Error(`No PostgreSQL server binaries under ${PG_ROOT} (apt-get install postgresql; .ci/run does)`);
  return path.join(PG_ROOT, latest, 'bin');
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  url: string;
  port: number;
  start(): void;
  /** `pg_ctl stop -m fast`: open connections are terminated, as in a real outage. */
  stop(): void;
  destroy(): void;
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const asPostgres = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const isRoot = process.getuid?.() === 0;
    execFileSync(isRoot ? 'runuser' : full, isRoot ? ['-u', 'postgres', '--', full, ...args] : args, { stdio: 'pipe', timeout: 60_000 });
  };
  if (process.getuid?.() === 0) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
