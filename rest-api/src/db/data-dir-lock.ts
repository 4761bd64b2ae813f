/**
 * One process at a time on a PGlite data directory. PGlite has no server of its own: two processes
 * opening the same folder would each hand out the same ids and silently lose each other's writes.
 * The first process writes DATA_DIR/agency.lock ({pid, startedAt, command}); any other process that
 * finds it while that pid is alive stops with a message naming DATA_DIR and the holder, before it
 * opens (or writes) anything. A lock left by a process that is gone (killed, crashed) is taken over.
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name inside DATA_DIR. */
export const LOCK_FILE = 'agency.lock';

/** What the lock file holds: who has the folder and since when. */
export interface LockHolder {
  pid: number;
  /** ISO 8601 instant the holder took the lock. */
  startedAt: string;
  /** The holder's command line, for the message. */
  command: string;
}

/** Thrown when another live process holds the data directory; the message names DATA_DIR and the holder. */
export class DataDirLockedError extends Error {
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holder.pid} (started ${holder.startedAt}: ${holder.command}). ` +
        'Only one process may open an embedded database: stop that one first, or use another DATA_DIR. ' +
        `If no such process is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

/** Whether a process with this pid runs (EPERM: it runs under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      startedAt: String(parsed.startedAt ?? 'at an unknown time'),
      command: String(parsed.command ?? 'unknown command'),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // unreadable or not JSON: no live holder can be named, so it is stale
  }
}

/** Puts the lock in place, failing with EEXIST when one is there: a hard link of the draft, or an exclusive create where the file system has no hard links. */
function placeLock(draft: string, path: string, me: LockHolder): void {
  try {
    linkSync(draft, path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx' });
  }
}

/**
 * Takes the lock on dataDir (an existing folder) for this process. Returns the function that
 * releases it (idempotent; also run at process exit). Throws DataDirLockedError when a live process
 * holds it (this process included: one open per folder); takes over a lock whose pid is gone.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ') || process.argv0,
  };
  // Written whole to a file of our own, then linked into place: the link fails if a lock exists, and
  // a reader never sees a half-written lock.
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        placeLock(draft, path, me);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      let holder: LockHolder | null;
      try {
        holder = readHolder(path);
      } catch {
        continue; // released meanwhile: try again
      }
      if (holder && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      try {
        unlinkSync(path); // stale: its holder is gone
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  } finally {
    try {
      unlinkSync(draft);
    } catch {
      // already gone
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    try {
      if (readHolder(path)?.pid === process.pid) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  process.on('exit', release);
  return release;
}
