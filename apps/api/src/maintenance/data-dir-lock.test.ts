import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFilePath } from './data-dir-lock.js';

describe('the embedded database lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-lock-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is refused while a live process holds it, and taken over once that process is gone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await once(holder, 'spawn');
    await writeFile(lockFilePath(dir), `${holder.pid}\n`);
    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`pid ${holder.pid}`);
    expect((refusal as Error).message).toContain('PGlite admite un solo proceso');

    // SIGKILL: the holder never gets to remove its lock file.
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = lockDataDir(dir);
    expect((await readFile(lockFilePath(dir), 'utf8')).trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });

  it('takes over a lock file that is empty or garbled', async () => {
    await writeFile(lockFilePath(dir), 'not a pid');
    const release = lockDataDir(dir);
    release();
    release();
    expect(existsSync(lockFilePath(dir))).toBe(false);
  });
});
