// Debian's Chromium through playwright-core (never a downloaded browser), and the worker's heap
// through the DevTools protocol: attach to the worker target, force a garbage collection, read
// Runtime.getHeapUsage (V8 heap in use + array-buffer backing stores, where typed arrays live).
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from '../../examples/e2e/chromium.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_ARGS });
}

/** Child processes of a pid, from /proc (Linux). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const out: number[] = [];
  const walk = (pid: number): void => {
    for (const [child, ppid] of parent) {
      if (ppid !== pid) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/**
 * Raises the priority of the browser this process launched and all its processes (renderers
 * included, which fork from the zygote): every descendant of this Node process. The machine is
 * shared: without this, compilers and test suites of others running at the same time show up as
 * milliseconds of scheduling delay in the keystroke figures. Needs root (or CAP_SYS_NICE); returns
 * false when not allowed, and the run goes on at normal priority.
 */
export function raisePriority(niceness = -10): boolean {
  try {
    for (const p of descendants(process.pid)) setPriority(p, niceness);
    return true;
  } catch {
    return false;
  }
}

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/** A DevTools session on one dedicated worker (found by its script URL). */
export class WorkerInspector {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  private constructor(
    private readonly cdp: CDPSession,
    private readonly sessionId: string,
  ) {
    cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
      if (event.sessionId !== this.sessionId) return;
      const msg = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
      const waiter = msg.id === undefined ? undefined : this.pending.get(msg.id);
      if (!waiter) return;
      this.pending.delete(msg.id!);
      if (msg.error) waiter.reject(new Error(msg.error.message));
      else waiter.resolve(msg.result);
    });
  }

  static async attach(browser: Browser, urlPart: string, timeoutMs = 10_000): Promise<WorkerInspector> {
    const cdp = await browser.newBrowserCDPSession();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
      const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
      if (target) {
        const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as { sessionId: string };
        const inspector = new WorkerInspector(cdp, sessionId);
        await inspector.send('HeapProfiler.enable');
        return inspector;
      }
      if (Date.now() > deadline) throw new Error(`no worker target with ${urlPart}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  send<T = unknown>(method: string, params: object = {}): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      void this.cdp.send('Target.sendMessageToTarget', { sessionId: this.sessionId, message: JSON.stringify({ id, method, params }) });
    });
  }

  /** Bytes in use after a full garbage collection: V8 heap plus array-buffer backing stores. */
  async heapBytes(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    await this.send('HeapProfiler.collectGarbage');
    const usage = await this.send<{ usedSize: number; backingStorageSize?: number }>('Runtime.getHeapUsage');
    return usage.usedSize + (usage.backingStorageSize ?? 0);
  }

  async detach(): Promise<void> {
    await this.cdp.detach().catch(() => undefined);
  }
}
