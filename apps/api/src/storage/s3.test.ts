import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestS3 } from '../../test/scale/services.js';
import { createS3Storage, ObjectTooLargeError, type S3StorageOptions } from './s3.js';
import { objectStorageContract, readObject } from './storage-contract.js';
import { StorageNotFoundError } from './storage.js';

/** The S3 storage against s3rver, an S3-compatible server on loopback in a temporary directory. */
describe('S3 storage', () => {
  let s3: TestS3;
  let options: S3StorageOptions;
  beforeAll(async () => {
    s3 = await startS3rver();
    options = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    await s3?.close();
  });

  objectStorageContract(() => createS3Storage(options));

  it('lists every key across pages', async () => {
    const storage = createS3Storage({ ...options, pageSize: 2 });
    const keys = ['pagina/a', 'pagina/b', 'pagina/c', 'pagina/d', 'pagina/e'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    const listed: string[] = [];
    for await (const o of storage.list('pagina/')) listed.push(o.key);
    expect(listed.sort()).toEqual(keys);
  });

  it('refuses a body over its limit and stores nothing', async () => {
    const storage = createS3Storage({ ...options, maxObjectBytes: 1000 });
    await expect(storage.put('limite/buffer', Buffer.alloc(1001))).rejects.toBeInstanceOf(ObjectTooLargeError);
    async function* chunks() {
      for (let i = 0; i < 5; i++) yield Buffer.alloc(300, i);
    }
    await expect(storage.put('limite/stream', chunks())).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.exists('limite/buffer')).toBe(false);
    expect(await storage.exists('limite/stream')).toBe(false);
    expect(await storage.put('limite/justo', Buffer.alloc(1000))).toEqual({ size: 1000 });
  });

  it('reports a missing bucket as an error, not as a missing document', async () => {
    const storage = createS3Storage({ ...options, bucket: 'no-existe' });
    const err = await storage.get('docs/ab/uno').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.put('docs/ab/uno', Buffer.from('x'))).rejects.toThrow();
  });

  it('shares objects between two clients, as two servers would', async () => {
    const one = createS3Storage(options);
    const two = createS3Storage(options);
    await one.put('compartido/doc', Buffer.from('desde el uno'));
    expect((await readObject(two, 'compartido/doc')).toString()).toBe('desde el uno');
    await two.delete('compartido/doc');
    expect(await one.exists('compartido/doc')).toBe(false);
  });
});
