import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, StorageNotFoundError, type ObjectStorage } from './storage.js';

/**
 * Objects as files under `root` (DATA_DIR/uploads). A write goes to `root/.tmp`
 * first, is flushed to disk, and only then renamed onto its key: rename is atomic
 * on one file system, so a crash leaves either the whole object or none under the
 * key (at worst a stray file in .tmp).
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const tmpDir = path.join(root, '.tmp');
  const resolve = (key: string) => {
    assertValidKey(key);
    const full = path.join(root, ...key.split('/'));
    // The key pattern already forbids '..'; this keeps the promise even if it changes.
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };

  return {
    async put(key, body) {
      const target = resolve(key);
      await mkdir(tmpDir, { recursive: true, mode: 0o700 });
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = path.join(tmpDir, randomUUID());
      let size = 0;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        const count = new Transform({
          transform(chunk: Buffer, _enc, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        // Create the staging file before any byte flows: with createWriteStream(path) the
        // open happens in the background, so a body refused early (wrong type, too big)
        // could reject the pipeline, run the rm below, and only then create the file,
        // leaving it behind. Opened here, the file exists before the rm can run.
        // The stream closes the handle when it ends or fails.
        const created = await open(tmp, 'wx', 0o600);
        await pipeline(source, count, created.createWriteStream());
        // Flush the data before the rename makes it visible: a crash must not leave an empty object under the key.
        const handle = await open(tmp, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(tmp, target);
        return { size };
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },

    async get(key) {
      const full = resolve(key);
      try {
        const handle = await open(full, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },

    async *list(prefix = '') {
      // Walk the tree under root, skipping the .tmp staging folder; keys use '/'.
      async function* walk(dir: string, keyPrefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const entry of entries) {
          if (entry.name === '.tmp' && keyPrefix === '') continue;
          const key = keyPrefix + entry.name;
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) yield* walk(full, key + '/');
          else if (entry.isFile() && key.startsWith(prefix)) yield { key, lastModified: (await stat(full)).mtime };
        }
      }
      yield* walk(root, '');
    },
  };
}
