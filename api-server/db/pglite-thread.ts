// PGlite on a thread of its own (docs/decisions/032-pglite-on-its-own-thread.md): the serving shop opens
// its data directory in a worker (pglite-worker.mjs) and talks to it through pg's own client, whose
// socket is a Duplex over the worker's message port. Node's HTTP work, Hono, zod, drizzle and pg run on
// the main thread while PostgreSQL runs on the other core; with PGlite in process both shared one thread.
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

const WORKER = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

type WorkerNote = { type: 'ready' } | { type: 'closed'; error?: string } | { type: 'error'; message: string };

/**
 * pg's socket to the worker. pg writes whole protocol messages (corked per query: one post per query,
 * or per pipelined batch); every answer the worker posts is pushed as received data.
 */
class WorkerSocket extends Duplex {
  constructor(
    private readonly worker: Worker,
    private readonly stopped: () => boolean,
  ) {
    super();
  }

  private readonly onAnswer = (message: unknown) => {
    if (message instanceof Uint8Array) this.push(Buffer.from(message.buffer, message.byteOffset, message.byteLength));
    else if (message && (message as WorkerNote).type === 'error') this.destroy(new Error(`PGlite: ${(message as { message: string }).message}`));
  };

  private readonly onExit = () => this.destroy(new Error('PGlite: the database thread stopped'));

  // What pg's Connection calls on a net.Socket.
  connect(): this {
    // A thread that has stopped answers nothing: fail at once rather than wait for ever.
    if (this.stopped()) {
      process.nextTick(this.onExit);
      return this;
    }
    this.worker.on('message', this.onAnswer);
    this.worker.once('exit', this.onExit);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    // Answers are pushed as the worker posts them.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.post([chunk]);
    callback();
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.post(chunks.map((c) => c.chunk));
    callback();
  }

  /**
   * The bytes in an ArrayBuffer of their own, handed over, not cloned: pg's messages are views of its
   * writer's buffer or of Node's shared 8 KB pool, and posting a view clones the whole buffer behind it.
   */
  private post(chunks: readonly Buffer[]): void {
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    this.worker.postMessage(bytes, [bytes.buffer]);
  }

  override _final(callback: (error?: Error | null) => void): void {
    // pg ends the socket after its Terminate message: the other side "closes" too.
    this.detach();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.detach();
    callback(error);
  }

  private detach(): void {
    this.worker.off('message', this.onAnswer);
    this.worker.off('exit', this.onExit);
  }
}

export interface PgliteThread {
  /** pg's `stream` option: a new socket to the worker for each client. */
  stream: () => Duplex;
  /** Closes the database (a checkpoint, as PGlite's close does) and ends the thread. */
  close(): Promise<void>;
}

/** Starts the worker on `dataDir` and resolves once PGlite is ready there. */
export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = new Worker(WORKER, { workerData: { dataDir } });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: WorkerNote) => {
      if (message?.type === 'ready') done(null);
      else if (message?.type === 'error') done(new Error(`PGlite could not open ${dataDir}: ${message.message}`));
    };
    const onError = (err: Error) => done(err);
    const onExit = (code: number) => done(new Error(`PGlite's thread stopped (exit ${code}) before it opened ${dataDir}`));
    const done = (err: Error | null) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (err) void worker.terminate().finally(() => reject(err));
      else resolve();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  // A crash of the thread later is reported by the sockets (their clients fail); it must not also
  // surface as an unhandled 'error' event that ends the process.
  worker.on('error', (err) => console.error('[db] PGlite thread error:', err.message));
  let stopped = false;
  worker.once('exit', () => (stopped = true));
  let closing: Promise<void> | null = null;
  return {
    stream: () => new WorkerSocket(worker, () => stopped),
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        const onMessage = (message: WorkerNote) => {
          if (message?.type !== 'closed') return;
          worker.off('message', onMessage);
          void worker.terminate().then(() => (message.error ? reject(new Error(`PGlite close: ${message.error}`)) : resolve()));
        };
        worker.on('message', onMessage);
        worker.once('exit', () => resolve());
        worker.postMessage({ type: 'close' });
      })),
  };
}

type Callback = (err: Error | undefined, result?: unknown) => void;
type Turn = { exclusive: false; run: () => void } | { exclusive: true; grant: () => void };

/**
 * PGlite's one session as a pg.Pool (drizzle and pgPoolOf take it as one), shared by all requests: a
 * statement outside a transaction is written to the session at once, behind whatever is in flight (pg's
 * pipeline mode keeps each with its own Sync, so one's error touches no other), so the thread always has
 * the next statement waiting. A transaction (`connect()`) holds the session alone from its first
 * statement to its release; statements asked for meanwhile wait for it, in order.
 */
export class SessionPool extends pg.Pool {
  private session: pg.Client | null = null;
  private connected: Promise<pg.Client> | null = null;
  private held = false;
  private readonly turns: Turn[] = [];

  constructor(private readonly thread: PgliteThread) {
    super({ max: 1 });
  }

  private ready(): Promise<pg.Client> {
    if (!this.connected) {
      const client = new pg.Client({ stream: this.thread.stream, user: 'postgres', database: 'postgres', pipeline: true } as pg.ClientConfig);
      // A broken session is replaced at the next statement; the failed ones have already failed.
      client.on('error', (err) => {
        console.error('[db] PGlite session error:', err.message);
        if (this.session !== client) return;
        // Not ended at close either: a broken socket never reports the end pg would wait for.
        this.session = null;
        this.connected = null;
      });
      this.connected = client.connect().then(
        () => (this.session = client),
        (err: Error) => {
          // Tried again at the next statement, not remembered as failed for ever.
          this.connected = null;
          throw err;
        },
      );
    }
    return this.connected;
  }

  private next(): void {
    while (!this.held && this.turns.length > 0) {
      const turn = this.turns.shift()!;
      if (turn.exclusive) turn.grant();
      else turn.run();
    }
  }

  override query(...args: unknown[]): never {
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as Callback) : undefined;
    const answer = new Promise((resolve, reject) => {
      const run = () => this.ready().then((client) => (client.query as (...a: unknown[]) => Promise<unknown>)(...args)).then(resolve, reject);
      if (this.held || this.turns.length > 0) this.turns.push({ exclusive: false, run });
      else run();
    });
    if (!callback) return answer as never;
    answer.then((result) => callback(undefined, result), (err: Error) => callback(err));
    return undefined as never;
  }

  override connect(callback?: unknown): never {
    const lease = new Promise<pg.PoolClient>((resolve, reject) => {
      const grant = () => {
        this.held = true;
        this.ready().then((client) => resolve(this.leaseOf(client)), (err: Error) => {
          this.held = false;
          this.next();
          reject(err);
        });
      };
      if (this.held || this.turns.length > 0) this.turns.push({ exclusive: true, grant });
      else grant();
    });
    if (typeof callback !== 'function') return lease as never;
    lease.then((client) => (callback as (e?: Error, c?: pg.PoolClient, d?: () => void) => void)(undefined, client, () => client.release()), (err: Error) => (callback as Callback)(err));
    return undefined as never;
  }

  /** The transaction's view of the session: its queries, and release() hands the session on. */
  private leaseOf(client: pg.Client): pg.PoolClient {
    let released = false;
    const release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      // A transaction given back in an unknown state is rolled back before anyone else's statement.
      if (err) client.query('rollback').catch(() => undefined);
      this.held = false;
      this.next();
    };
    return { query: client.query.bind(client), release } as unknown as pg.PoolClient;
  }

  override async end(): Promise<void> {
    const client = this.session ?? (this.connected ? await this.connected.catch(() => null) : null);
    this.session = null;
    this.connected = null;
    await client?.end();
  }
}

/** The drizzle-facing pool over the thread (SessionPool). */
export function poolOverPgliteThread(thread: PgliteThread): pg.Pool {
  return new SessionPool(thread);
}
