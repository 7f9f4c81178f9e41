import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DirLockError, lockPathFor } from './dir-lock.js';
import { openDatabase } from './open.js';

const CHILD = fileURLToPath(new URL('../test-support/open-db-child.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

function runChild(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(done.stdout.toString());
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('acquireDirLock', () => {
  it('writes our pid, refuses a second holder with a clear message, and releases', () => {
    const dir = path.join(tmp, 'a');
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    let error: unknown;
    try {
      acquireDirLock(dir, './data/pglite');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DirLockError);
    expect((error as Error).message).toContain(
      `Datamappen ./data/pglite bruges allerede af en anden proces (pid ${process.pid}). Stop den først, eller sæt PGLITE_DIR til en anden mappe.`,
    );
    lock.release();
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);
    acquireDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = path.join(tmp, 'b');
    fs.writeFileSync(lockPathFor(dir), JSON.stringify({ pid: deadPid(), host: os.hostname(), startedAt: '2020-01-01' }));
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lockPathFor(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});

describe('one process per PGlite data directory', () => {
  it('a second process gets a clear error and the first keeps working; after close the dir opens again', async () => {
    const dir = path.join(tmp, 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    try {
      await first.db.execute(sql`create table probe (n int)`);
      await first.db.execute(sql`insert into probe values (1), (2)`);

      const second = await runChild(dir);
      expect(second.code).toBe(1);
      expect(second.stdout).not.toContain('OPENED');
      expect(second.stderr).toContain(`bruges allerede af en anden proces (pid ${process.pid})`);
      expect(second.stderr).toContain('PGLITE_DIR');

      const result = await first.db.execute(sql`select count(*)::int as n from probe`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockPathFor(dir))).toBe(false);

    const third = await runChild(dir);
    expect(third.stderr).toBe('');
    expect(third.stdout).toContain('OPENED');
    expect(third.code).toBe(0);
  }, 120_000); // Child processes each open PGlite (seconds apiece; more on a busy 2-core CI machine).
});
