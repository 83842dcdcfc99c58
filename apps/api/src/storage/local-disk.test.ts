import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.js';
import { StorageNotFoundError, type ObjectStorage } from './storage.js';

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

  const allFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();

  it('puts buffers and streams, reads them back, reports existence and deletes', async () => {
    expect(await storage.put('docs/ab/uno', Buffer.from('hola'))).toEqual({ size: 4 });
    expect(await storage.put('docs/ab/dos', Readable.from([Buffer.from('ch'), Buffer.from('au')]))).toEqual({ size: 4 });
    expect(await readFile(path.join(root, 'docs', 'ab', 'uno'), 'utf8')).toBe('hola');
    const chunks: Buffer[] = [];
    for await (const c of await storage.get('docs/ab/dos')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('chau');
    expect(await storage.exists('docs/ab/uno')).toBe(true);
    await storage.delete('docs/ab/uno');
    await storage.delete('docs/ab/uno');
    expect(await storage.exists('docs/ab/uno')).toBe(false);
    await expect(storage.get('docs/ab/uno')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('leaves nothing under the key, nor in .tmp, when the source fails midway', async () => {
    const before = await allFiles();
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('connection lost');
    }
    await expect(storage.put('docs/cd/roto', failing())).rejects.toThrow('connection lost');
    expect(await storage.exists('docs/cd/roto')).toBe(false);
    expect(await allFiles()).toEqual(before);
  });

  it('replaces an object atomically when the same key is written again', async () => {
    await storage.put('docs/ef/mismo', Buffer.from('primero'));
    await storage.put('docs/ef/mismo', Buffer.from('segundo'));
    expect(await readFile(path.join(root, 'docs', 'ef', 'mismo'), 'utf8')).toBe('segundo');
  });

  it.each(['../fuera', '/etc/passwd', 'docs/../../x', 'Docs/A', 'docs//a', 'docs/a/', '', 'a\u0000b', 'x'.repeat(201)])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    },
  );
  it('lists every stored key under a prefix, never the staging folder', async () => {
    await storage.put('lista/a/uno', Buffer.from('1'));
    await storage.put('lista/b/dos', Buffer.from('2'));
    await storage.put('otra/tres', Buffer.from('3'));
    const keys: string[] = [];
    for await (const o of storage.list('lista/')) {
      expect(o.lastModified).toBeInstanceOf(Date);
      keys.push(o.key);
    }
    expect(keys.sort()).toEqual(['lista/a/uno', 'lista/b/dos']);
    const all: string[] = [];
    for await (const o of storage.list()) all.push(o.key);
    expect(all).toContain('otra/tres');
    expect(all.some((k) => k.startsWith('.tmp'))).toBe(false);
  });
});
