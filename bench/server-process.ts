// A server as its own process for the benchmarks (bench/add-to-order.ts, bench/lighthouse.ts): the load
// generator or browser measures it from outside, so the figures are the server's, not a shared event loop's.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './size.js';
import { freePort } from './startup.js';

export interface Server {
  url: string;
  /**
   * The process's CPU time so far (user + system, ms; Linux /proc, NaN elsewhere): divided by the
   * requests served it gives the server's own cost per request, which other load on a shared machine
   * changes far less than req/s or latency.
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc/PID/stat, in ms (clock ticks of 10 ms on Linux). */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at state: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Starts `node <args>` on a free PORT and resolves once `healthPath` answers 2xx (10 minutes at most). */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv, healthPath: string, cwd = ROOT): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let alive = true;
  void exited.then(() => (alive = false));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (!alive) throw new Error(`server exited:\n${stderr}`);
    if (Date.now() - started > 10 * 60_000) throw new Error('server not up within 10 minutes');
    try {
      const res = await fetch(url + healthPath, { signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (!alive) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (alive) child.kill('SIGKILL');
    },
  };
}
