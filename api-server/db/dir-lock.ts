// One process per PGlite data directory (toolchain.md: a second process opening a directory in use
// corrupted it beyond repair, and PGlite raises no error of its own). We hold an exclusive lock file
// next to the directory, created with O_EXCL ('wx') and holding our pid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DirLockError extends Error {
  constructor(
    message: string,
    readonly lockPath: string,
    readonly ownerPid: number | null,
  ) {
    super(message);
    this.name = 'DirLockError';
  }
}

export interface DirLock {
  readonly lockPath: string;
  release(): void;
}

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

function readLock(lockPath: string): LockContent | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && typeof (parsed as LockContent).pid === 'number') {
      return parsed as LockContent;
    }
  } catch {
    // unreadable or half-written: treated below
  }
  return null;
}

/** Whether a process with this id runs on this machine (also used for the PGlite template's partial copies). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/**
 * Takes the lock for `dataDir`, or throws a DirLockError that says who holds it. A lock left by a
 * process that no longer runs (crash, kill -9) on this host is taken over.
 */
export function acquireDirLock(dataDir: string, displayDir = dataDir): DirLock {
  const lockPath = lockPathFor(dataDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const content: LockContent = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(lockPath, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readLock(lockPath);
      const sameHost = !owner || owner.host === os.hostname();
      if (owner && sameHost && !isAlive(owner.pid) && attempt === 0) {
        // Stale lock: its process is gone. Take over.
        fs.rmSync(lockPath, { force: true });
        continue;
      }
      if (!owner && attempt === 0) {
        // A lock file without a readable pid: the owner may be writing it right now. Look once more.
        const again = readLock(lockPath);
        if (!again) {
          const ageMs = Date.now() - fs.statSync(lockPath).mtimeMs;
          if (ageMs > 5_000) {
            fs.rmSync(lockPath, { force: true });
            continue;
          }
        }
      }
      const who = owner ? `pid ${owner.pid}${sameHost ? '' : ` on ${owner.host}`}` : 'unknown pid';
      throw new DirLockError(
        `Datamappen ${displayDir} bruges allerede af en anden proces (${who}). ` +
          `Stop den først, eller sæt PGLITE_DIR til en anden mappe. ` +
          `(The PGlite data directory ${displayDir} is in use by another process, ${who}; lock file ${lockPath}.)`,
        lockPath,
        owner?.pid ?? null,
      );
    }
    fs.writeFileSync(fd, JSON.stringify(content));
    fs.fsyncSync(fd);
    fs.closeSync(fd);

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const current = readLock(lockPath);
      if (current && current.pid === process.pid) fs.rmSync(lockPath, { force: true });
    };
    // Safety net: a process that exits without closing the database still frees its lock.
    process.on('exit', release);
    return { lockPath, release };
  }
  throw new DirLockError(`Could not lock ${displayDir}`, lockPath, null);
}
