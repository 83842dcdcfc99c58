import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { lazyModule } from '../lib/lazy-module.js';
import { assertValidKey, StorageNotFoundError, type ObjectStorage } from './storage.js';

// The S3 client is loaded only when S3 storage is configured (decision 301): about a second of
// start-up and some megabytes that a single-machine install never uses.
const s3 = lazyModule<typeof S3>('@aws-sdk/client-s3');

export interface S3StorageOptions {
  /** e.g. https://s3.amazonaws.com, https://minio.facultad.edu.ar:9000, http://127.0.0.1:4568 */
  endpoint: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name; what MinIO and most self-hosted servers expect. */
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page (S3's own maximum is 1000); tests use a small one to exercise pagination. */
  pageSize?: number;
  /**
   * The largest body put() accepts. Bodies are buffered to send one PutObject (an
   * upload is at most 2 MiB, UPLOAD_MAX_BYTES), so a cap keeps a misuse from filling
   * memory; anything bigger would need multipart uploads, which nothing here needs.
   */
  maxObjectBytes?: number;
}

const DEFAULT_MAX_OBJECT_BYTES = 8 * 1024 * 1024;

export class ObjectTooLargeError extends Error {
  constructor(key: string, limit: number) {
    super(`object for ${key} exceeds the ${limit}-byte limit of the S3 storage`);
    this.name = 'ObjectTooLargeError';
  }
}

/** Reads the whole body, failing as soon as it passes `limit`; the source's own errors pass through unchanged. */
async function readAll(key: string, body: Buffer | Readable | AsyncIterable<Uint8Array>, limit: number): Promise<Buffer> {
  if (Buffer.isBuffer(body)) {
    if (body.length > limit) throw new ObjectTooLargeError(key, limit);
    return body;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += buf.length;
    if (size > limit) throw new ObjectTooLargeError(key, limit);
    chunks.push(buf);
  }
  return Buffer.concat(chunks, size);
}

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD, which has no body to name it). */
function isMissing(err: unknown, bare404: boolean): boolean {
  if (!(err instanceof s3().S3ServiceException)) return false;
  if (err.name === 'NoSuchKey') return true;
  return bare404 && err.name === 'NotFound' && err.$metadata.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, ...), so several
 * API processes on several machines see the same documents. The bucket must exist.
 *
 * put() sends the whole body in one PutObject, which S3 applies atomically: the key
 * holds the old object or the new one, never part of either. A source that fails
 * midway fails before anything is sent, so nothing is stored at all.
 */
export function createS3Storage(opts: S3StorageOptions): ObjectStorage {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsCommand, PutObjectCommand, S3Client } = s3();
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials:
      opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
    // Since late 2024 the SDK adds CRC32 checksums to every request by default; many
    // S3-compatible servers reject or ignore those headers. Only send them when an
    // operation requires it (none of ours does), and check them on answers likewise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const pageSize = opts.pageSize ?? 1000;
  const limit = opts.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;

  return {
    async put(key, body) {
      assertValidKey(key);
      const bytes = await readAll(key, body, limit);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          // The document's real type lives in its database row (checked by content); the object is opaque bytes.
          ContentType: 'application/octet-stream',
        }),
      );
      return { size: bytes.length };
    },

    async get(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) throw new Error(`S3 answered no body for ${key}`);
        // In Node the SDK's body is an http.IncomingMessage, i.e. already a Readable.
        return res.Body instanceof Readable ? res.Body : Readable.from(res.Body as AsyncIterable<Uint8Array>);
      } catch (err) {
        if (isMissing(err, false)) throw new StorageNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too, which is what the interface promises.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err, true)) return false;
        throw err;
      }
    },

    async *list(prefix = '') {
      // ListObjects (v1) paged by the last key seen: every S3-compatible server
      // supports it. v2's continuation tokens are opaque and server-made, and some
      // servers cannot make them (s3rver uses a cipher OpenSSL 3 no longer offers).
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: prefix || undefined, MaxKeys: pageSize, Marker }));
        const contents = page.Contents ?? [];
        for (const o of contents) {
          // An unknown age counts as new: the start-up sweep leaves young objects alone.
          if (o.Key) yield { key: o.Key, lastModified: o.LastModified ?? new Date() };
        }
        const last = contents.at(-1)?.Key;
        if (!page.IsTruncated || !last) return;
        Marker = page.NextMarker ?? last;
      }
    },
  };
}
