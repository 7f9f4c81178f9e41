// The real server as a child process (`api-server/main.ts`), for tests of what only a process shows:
// outages, crashes, signals, two processes on one database (issue 14 §4–§6).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** What the process printed, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  // Node itself with tsx as a loader, not the tsx CLI: the CLI runs the server in a child process, so a
  // SIGKILL to it would leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), WARM_CATALOGUES: 'false', RECURRING_ORDERS_INTERVAL_MS: '0', SEED_PRODUCTS: '400', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let running = true;
  void exited.then(() => (running = false));
  for (;;) {
    if (!running) throw new Error(`server exited during start:\n${out}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    child,
    output: () => out,
    exited,
    kill: (signal = 'SIGTERM') => {
      if (running) child.kill(signal);
      return exited;
    },
  };
}
