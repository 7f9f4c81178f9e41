// Starts the real shop the way a user does (`npm start`: build the widgets, then serve), on a free
// port and a fresh PGlite directory, and hands its base URL to the browser tests via provide/inject.
// With E2E_BASE_URL set, that server is used instead and nothing is started.
// Mail (issue 19 point 1): a real SMTP server (smtp-server) runs here and the shop gets its SMTP_URL;
// every message it receives lands as a .eml file in a temp directory, handed to the tests as `mailDir`
// (examples/e2e/mail.ts waitForMail reads it). With E2E_BASE_URL there is no such directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the shop under test, without a trailing slash. */
    baseUrl: string;
    /** True when the server was started by this setup on an empty database. */
    freshDatabase: boolean;
    /** Where the test SMTP server stores each received message as a .eml file; '' with E2E_BASE_URL. */
    mailDir: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 240_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves true when `promise` settles within `ms`, false otherwise; leaves no timer behind
 * (a pending timer would keep vitest from exiting after the run). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((r) => {
    timer = setTimeout(() => r(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** Ends the whole process group (npm -> sh -> tsx -> node) and waits for it to go. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  kill('SIGTERM');
  if (!(await within(exited, 15_000))) {
    kill('SIGKILL');
    await within(exited, 5_000);
  }
  // npm may exit before its grandchildren: make sure nothing of the group is left.
  await sleep(200);
  kill('SIGKILL');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (external) {
    if (!(await healthy(external))) throw new Error(`E2E_BASE_URL=${external}: GET /api/health did not answer 200`);
    project.provide('baseUrl', external);
    project.provide('freshDatabase', false);
    project.provide('mailDir', '');
    return async () => {};
  }

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const baseUrl = `http://127.0.0.1:${port}`;
  const mailDir = join(dataDir, 'mail');
  await mkdir(mailDir);
  const smtp: SmtpSink = await startSmtpSink({ dir: mailDir });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    PORT: String(port),
    PGLITE_DIR: join(dataDir, 'db'),
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '3000',
    // Mails go out over real SMTP to the server above, quickly; links in them point at this server.
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '300',
    MAIL_LINK_ORIGIN: baseUrl,
  };
  // The browser suite runs on a fresh embedded database unless told otherwise.
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;

  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true, // own process group, so teardown can end npm and everything it started
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exitInfo: string | undefined;
  child.once('exit', (code, signal) => {
    exitInfo = `npm start exited early (code ${code}, signal ${signal})`;
  });

  const teardown = async () => {
    await stop(child);
    await smtp.close();
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`[e2e] kept ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  try {
    for (;;) {
      if (exitInfo) throw new Error(exitInfo);
      if (await healthy(baseUrl)) break;
      if (Date.now() - started > START_TIMEOUT_MS) {
        throw new Error(`server did not answer GET /api/health with 200 within ${START_TIMEOUT_MS / 1000} s`);
      }
      await sleep(500);
    }
  } catch (error) {
    const message = `${(error as Error).message}\n--- last lines of ${logFile} ---\n${tail(logFile)}`;
    await teardown();
    throw new Error(message, { cause: error });
  }
  console.log(`[e2e] shop at ${baseUrl} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

  project.provide('baseUrl', baseUrl);
  project.provide('freshDatabase', true);
  project.provide('mailDir', mailDir);
  return teardown;
}
