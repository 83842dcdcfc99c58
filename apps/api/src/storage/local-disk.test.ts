import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.js';
import { objectStorageContract } from './storage-contract.js';
import type { ObjectStorage } from './storage.js';

describe('local-disk storage', () => {
  let root: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ingreso-storage-'));
    storage = createLocalDiskStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  objectStorageContract(() => storage);

  const allFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();

  it('keeps each object as a file at its key under the root', async () => {
    await storage.put('docs/ab/uno', Buffer.from('hola'));
    expect(await readFile(path.join(root, 'docs', 'ab', 'uno'), 'utf8')).toBe('hola');
  });

  it('leaves nothing on disk, not even in .tmp, when the source fails midway', async () => {
    const before = await allFiles();
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('connection lost');
    }
    await expect(storage.put('docs/cd/roto', failing())).rejects.toThrow('connection lost');
    expect(await allFiles()).toEqual(before);
  });

  it('replaces the file when the same key is written again', async () => {
    await storage.put('docs/ef/mismo', Buffer.from('primero'));
    await storage.put('docs/ef/mismo', Buffer.from('segundo'));
    expect(await readFile(path.join(root, 'docs', 'ef', 'mismo'), 'utf8')).toBe('segundo');
  });

  it('never lists the staging folder', async () => {
    // What a crash between write and rename leaves behind.
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    await writeFile(path.join(root, '.tmp', 'a-medias'), 'x');
    const all: string[] = [];
    for await (const o of storage.list()) all.push(o.key);
    expect(all).toContain('docs/ab/uno');
    expect(all.some((k) => k.startsWith('.tmp'))).toBe(false);
  });
});
