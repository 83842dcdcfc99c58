import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { beforeAll, expect, it } from 'vitest';
import { StorageNotFoundError, type ObjectStorage } from './storage.js';

/** The whole object as one buffer. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await storage.get(key)) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list(prefix)) keys.push(o.key);
  return keys.sort();
}

/**
 * What every ObjectStorage promises (storage.ts), as tests. Each implementation's
 * test file calls this inside its describe with a factory for a fresh, empty
 * storage, and adds the checks only it can make (files on disk, pagination, ...).
 * Every key used here starts with "contrato/", so the file's own tests can use others.
 */
export function objectStorageContract(make: () => ObjectStorage | Promise<ObjectStorage>) {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('puts buffers, streams and async iterables, reads them back, reports existence and deletes', async () => {
    expect(await storage.put('contrato/ab/uno', Buffer.from('hola'))).toEqual({ size: 4 });
    expect(await storage.put('contrato/ab/dos', Readable.from([Buffer.from('ch'), Buffer.from('au')]))).toEqual({ size: 4 });
    async function* parts() {
      yield new Uint8Array([0x61, 0x64]);
      yield new Uint8Array([0x69, 0xc3, 0xb3, 0x73]);
    }
    expect(await storage.put('contrato/ab/tres', parts())).toEqual({ size: 6 });
    expect((await readObject(storage, 'contrato/ab/uno')).toString()).toBe('hola');
    expect((await readObject(storage, 'contrato/ab/dos')).toString()).toBe('chau');
    expect((await readObject(storage, 'contrato/ab/tres')).toString()).toBe('adiós');
    expect(await storage.exists('contrato/ab/uno')).toBe(true);
    await storage.delete('contrato/ab/uno');
    // Deleting what is already gone is not an error.
    await storage.delete('contrato/ab/uno');
    expect(await storage.exists('contrato/ab/uno')).toBe(false);
    await expect(storage.get('contrato/ab/uno')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.get('contrato/nunca/existio')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists('contrato/nunca/existio')).toBe(false);
  });

  it('keeps the bytes of a 2 MiB binary object exactly', async () => {
    const bytes = randomBytes(2 * 1024 * 1024);
    const chunks = Array.from({ length: 32 }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
    expect(await storage.put('contrato/grande/binario', Readable.from(chunks))).toEqual({ size: bytes.length });
    expect((await readObject(storage, 'contrato/grande/binario')).equals(bytes)).toBe(true);
  });

  it('stores nothing under the key when the source fails midway, and passes the error on', async () => {
    const before = await keysUnder(storage, 'contrato/');
    class SourceError extends Error {}
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new SourceError('connection lost');
    }
    const put = storage.put('contrato/cd/roto', failing());
    await expect(put).rejects.toBeInstanceOf(SourceError);
    await expect(put).rejects.toThrow('connection lost');
    expect(await storage.exists('contrato/cd/roto')).toBe(false);
    expect(await keysUnder(storage, 'contrato/')).toEqual(before);
  });

  it('keeps the previous object when a replacement fails, and replaces it when the write succeeds', async () => {
    await storage.put('contrato/ef/mismo', Buffer.from('primero'));
    async function* failing() {
      yield Buffer.from('a medias');
      throw new Error('cut');
    }
    await expect(storage.put('contrato/ef/mismo', failing())).rejects.toThrow('cut');
    expect((await readObject(storage, 'contrato/ef/mismo')).toString()).toBe('primero');
    await storage.put('contrato/ef/mismo', Buffer.from('segundo'));
    expect((await readObject(storage, 'contrato/ef/mismo')).toString()).toBe('segundo');
  });

  it.each(['../fuera', '/etc/passwd', 'docs/../../x', 'Docs/A', 'docs//a', 'docs/a/', '', 'a\u0000b', 'x'.repeat(201)])(
    'refuses the key %j on every call',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    },
  );

  it('lists every stored key under a prefix with its last change, and everything with no prefix', async () => {
    const start = Date.now();
    await storage.put('contrato/lista/a/uno', Buffer.from('1'));
    await storage.put('contrato/lista/b/dos', Buffer.from('2'));
    await storage.put('contrato/listados/tres', Buffer.from('3'));
    const listed: Array<{ key: string; lastModified: Date }> = [];
    for await (const o of storage.list('contrato/lista/')) listed.push(o);
    expect(listed.map((o) => o.key).sort()).toEqual(['contrato/lista/a/uno', 'contrato/lista/b/dos']);
    for (const o of listed) {
      expect(o.lastModified).toBeInstanceOf(Date);
      // Second resolution on some servers; a day either way catches a wrong field or unit.
      expect(Math.abs(o.lastModified.getTime() - start)).toBeLessThan(86_400_000);
    }
    const all = await keysUnder(storage, '');
    expect(all).toEqual(expect.arrayContaining(['contrato/lista/a/uno', 'contrato/lista/b/dos', 'contrato/listados/tres']));
    expect(await keysUnder(storage, 'contrato/nada/')).toEqual([]);
  });
}
