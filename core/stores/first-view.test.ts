// core/stores/first-view.ts: work no first view needs waits for the loader's first view, then for idle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, announceFirstView, resetFirstView } from './first-view.js';

let idleCallbacks: (() => void)[] = [];
const cancelled: number[] = [];

beforeEach(() => {
  idleCallbacks = [];
  cancelled.length = 0;
  vi.stubGlobal('requestIdleCallback', (done: () => void) => idleCallbacks.push(done));
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
});

afterEach(() => {
  resetFirstView();
  vi.unstubAllGlobals();
});

/** Lets the announcement's `then` callbacks run. */
const settle = () => new Promise((done) => setTimeout(done, 0));

/** A first view announced as the loader does, still loading, and a task waiting for it. */
function taskAfterAnnouncedFirstView() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  announceFirstView(
    new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    }),
  );
  const task = vi.fn();
  const cancel = afterFirstView(task);
  return { firstView: { resolve, reject }, task, cancel };
}

describe('afterFirstView', () => {
  it('without an announced first view (no loader) waits for idle only', () => {
    const task = vi.fn();
    afterFirstView(task);
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with an announced first view asks for idle only once it has settled', async () => {
    const { firstView, task } = taskAfterAnnouncedFirstView();
    await settle();
    expect(idleCallbacks).toHaveLength(0);
    firstView.resolve();
    await settle();
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a first view that failed to load still lets the task run (it never waits for ever)', async () => {
    const { firstView, task } = taskAfterAnnouncedFirstView();
    firstView.reject(new Error('chunk failed'));
    await settle();
    idleCallbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the first view settled: never asks for idle, never runs', async () => {
    const { firstView, task, cancel } = taskAfterAnnouncedFirstView();
    cancel();
    firstView.resolve();
    await settle();
    expect(idleCallbacks).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled while waiting for idle: the idle callback is cancelled and the task does not run', () => {
    const task = vi.fn();
    const cancel = afterFirstView(task);
    cancel();
    expect(cancelled).toEqual([1]);
    idleCallbacks[0]?.(); // a browser that ran it anyway
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    vi.unstubAllGlobals();
    const original = globalThis.requestIdleCallback;
    // @ts-expect-error -- removed for this test, as in a browser without it
    delete globalThis.requestIdleCallback;
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      afterFirstView(task);
      vi.advanceTimersByTime(199);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      if (original) globalThis.requestIdleCallback = original;
    }
  });
});
