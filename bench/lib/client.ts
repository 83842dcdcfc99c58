/** HTTP calls the scripted scenarios make, failing loudly on any unexpected status. */
import { crc32, deflateSync } from 'node:zlib';

export class CallError extends Error {}

export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + url, { method, headers, body });
  const text = await res.text();
  const expected = opts.expect ?? (method === 'POST' ? [200, 201] : [200]);
  const ok = Array.isArray(expected) ? expected.includes(res.status) : res.status === expected;
  if (!ok) throw new CallError(`${method} ${url} -> ${res.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface LoginAnswer {
  token: string;
  scope: string;
  state_data: { input_data: boolean };
  user: { id: number };
  persona: { id: number } | null;
}

export function login(base: string, email: string, password: string) {
  return call<LoginAnswer>(base, 'POST', '/api/login/', { body: { email, password }, expect: 200 });
}

export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Bench-admin-2026' };

/** A 1×1 PNG (signature, IHDR, one deflated scanline, IEND): passes the upload's content check. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
