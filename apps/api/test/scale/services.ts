import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * The outside services of a multi-process deployment, for tests: an S3-compatible
 * server (s3rver) on loopback, and this machine's Redis.
 */

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the API at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1, a free port, in a temporary directory, with one empty bucket. */
export async function startS3rver(bucket = 'ingreso-docs'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ingreso-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      // s3rver checks signatures made with these.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** This machine's Redis (TEST_REDIS_URL to use another). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on the Redis address; tests that need Redis skip without it. */
export async function redisReachable(url = testRedisUrl): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A key prefix no other test run shares, so runs on one Redis never count each other's requests. */
export function uniqueRedisPrefix(): string {
  return `ingreso-test:${randomBytes(6).toString('hex')}:`;
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
