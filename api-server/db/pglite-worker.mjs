// PGlite on a thread of its own (docs/decisions/032-pglite-on-its-own-thread.md). The serving shop's
// main thread speaks PostgreSQL's wire protocol to this worker through pg's own client (a Duplex over
// the worker's message port, pglite-thread.ts): each message the main thread posts holds whole frontend
// messages as pg wrote them, and each answer is the backend messages PGlite wrote for them. The worker
// knows nothing of the shop: no schema, no migrations (the main thread runs them over the connection).
// Plain JavaScript, so the same file runs under tsx, in the tests and beside the server bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

const db = new PGlite(workerData.dataDir);
// Closing waits for the open; the main thread sends nothing else before 'ready'.
let queue = db.waitReady;

port.on('message', (message) => {
  if (message && message.type === 'close') {
    queue = queue
      .then(() => db.close())
      .then(
        () => port.postMessage({ type: 'closed' }),
        (err) => port.postMessage({ type: 'closed', error: String(err && err.message ? err.message : err) }),
      );
    return;
  }
  // One batch at a time, in arrival order, synchronously: execProtocolRawStream runs the batch before
  // it returns (what is left is the file system sync, nothing on NODEFS), and hands over the backend's
  // bytes unparsed. (execProtocolRaw would also parse every message into objects here, for nothing: pg
  // parses them.)
  const chunks = [];
  db.execProtocolRawStream(message, { syncToFs: false, onRawData: (data) => chunks.push(new Uint8Array(data)) }).catch((err) =>
    port.postMessage({ type: 'error', message: String(err && err.message ? err.message : err) }),
  );
  if (chunks.length === 0) return;
  // Copies of PGlite's output (new Uint8Array copies a view of its memory), so they can be transferred.
  let answer = chunks[0];
  if (chunks.length > 1) {
    answer = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    let at = 0;
    for (const c of chunks) {
      answer.set(c, at);
      at += c.byteLength;
    }
  }
  port.postMessage(answer, [answer.buffer]);
});

queue.then(
  () => port.postMessage({ type: 'ready' }),
  (err) => port.postMessage({ type: 'error', message: String(err && err.message ? err.message : err) }),
);
