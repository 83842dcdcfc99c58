import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is Postgres in one process: nothing stops a second process from opening
 * the same data directory, and two writers corrupt it. Every process that opens
 * the embedded database (the server, backup, restore) first takes this lock: a
 * file holding its pid, created exclusively. A lock left by a process that no
 * longer runs (killed, machine restarted) is taken over, so a crash never blocks
 * the next start.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Otro proceso (pid ${pid}) está usando la base embebida de ${dataDir}. ` +
        'Deténgalo antes de continuar: PGlite admite un solo proceso a la vez.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  // A container restarted after a crash often gets the same pid again: our own pid is stale, not a rival.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/** Takes the lock on `dataDir` or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch (err) {
      // Removed between our write and read: try again.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    if (isRunning(holder)) throw new DataDirLockedError(holder, dataDir);
    // Stale: the holder died without releasing it. Remove it and retry the exclusive create.
    rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
