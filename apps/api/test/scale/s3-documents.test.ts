import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadMsg } from '@ingreso/shared';
import { files } from '../../src/db/schema/index.js';
import { createS3Storage } from '../../src/storage/s3.js';
import type { ObjectStorage } from '../../src/storage/storage.js';
import { startTestApp, type TestApp } from '../harness.js';
import { applicantWithPersona, download, png, uploadDocuments } from './documents.js';
import { startS3rver, type TestS3 } from './services.js';

/** Documents through the real routes with S3_ENDPOINT/S3_BUCKET set: the bytes live in the bucket, not on disk. */
describe('documents in S3-compatible storage', () => {
  let s3: TestS3;
  let t: TestApp;
  let bucket: ObjectStorage;
  let owner: { token: string; personaId: number };
  let uploaded: { id: number; url: string };

  beforeAll(async () => {
    s3 = await startS3rver();
    t = await startTestApp('pglite', s3.env);
    bucket = createS3Storage({ ...t.config.s3!, pageSize: 1000 });
    owner = await applicantWithPersona(t, 's3');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const keysInBucket = async () => {
    const keys: string[] = [];
    for await (const o of bucket.list('docs/')) keys.push(o.key);
    return keys.sort();
  };
  const rowsOf = (personaId: number) => t.database.db.select().from(files).where(eq(files.persona_id, personaId));

  it('stores an upload in the bucket under its generated key and nothing under DATA_DIR/uploads', async () => {
    const bytes = png(10);
    const res = await uploadDocuments(t.baseUrl, owner.token, owner.personaId, { dni_frente: bytes });
    expect(res.status).toBe(200);
    uploaded = res.body.persona.files.find((f: any) => f.name === 'dni_frente');
    const [row] = await rowsOf(owner.personaId);
    expect(row.id).toBe(uploaded.id);
    expect(row).toMatchObject({ name: 'dni_frente', mime_type: 'image/png', size: bytes.length });
    expect(await keysInBucket()).toEqual([row.storage_key]);
    const onDisk = await readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true }).catch(() => []);
    expect(onDisk).toEqual([]);
  });

  it('downloads it back with the bearer token and with the signed link', async () => {
    const withToken = await download(t.baseUrl, `/api/files/${uploaded.id}`, owner.token);
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toBe('image/png');
    expect(withToken.bytes.equals(png(10))).toBe(true);
    const signed = await download(t.baseUrl, uploaded.url);
    expect(signed.status).toBe(200);
    expect(signed.bytes.equals(png(10))).toBe(true);
  });

  it('replaces the object on a new upload of the same document and removes the old one from the bucket', async () => {
    const [before] = await rowsOf(owner.personaId);
    const res = await uploadDocuments(t.baseUrl, owner.token, owner.personaId, { dni_frente: png(20) });
    expect(res.status).toBe(200);
    const [after] = await rowsOf(owner.personaId);
    expect(after.id).toBe(before.id);
    expect(after.storage_key).not.toBe(before.storage_key);
    expect(await keysInBucket()).toEqual([after.storage_key]);
    const got = await download(t.baseUrl, `/api/files/${after.id}`, owner.token);
    expect(got.bytes.equals(png(20))).toBe(true);
  });

  it('keeps nothing in the bucket when an upload is refused', async () => {
    const before = await keysInBucket();
    const res = await uploadDocuments(t.baseUrl, owner.token, owner.personaId, { cuil: Buffer.from('MZ not a document at all') });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(uploadMsg.badType);
    expect(await keysInBucket()).toEqual(before);
  });

  it('deletes the object from the bucket with the document', async () => {
    const [row] = await rowsOf(owner.personaId);
    const res = await t.call('DELETE', `/api/files/delete/${row.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(await keysInBucket()).toEqual([]);
    expect((await download(t.baseUrl, `/api/files/${row.id}`, owner.token)).status).toBe(404);
  });
});
