/** HTTP calls the scripted scenarios make, failing loudly on any unexpected status. */
import { png } from '../../apps/api/test/images.js';
import { KeepAlivePool } from './keep-alive-client.js';

export class CallError extends Error {}

/** One pool of kept-alive connections per server origin (decision 340); uploads (FormData) go through fetch(). */
const pools = new Map<string, KeepAlivePool>();

function send(base: string, method: string, url: string, headers: Record<string, string>, body?: string) {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new KeepAlivePool(base)));
  return pool.request(method, url, headers, body);
}

export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; expect?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  let status: number;
  let text: string;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body instanceof FormData) {
    const res = await fetch(base + url, { method, headers, body: opts.body });
    status = res.status;
    text = await res.text();
  } else {
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    ({ status, text } = await send(base, method, url, headers, body));
  }
  const expected = opts.expect ?? (method === 'POST' ? [200, 201] : [200]);
  const ok = Array.isArray(expected) ? expected.includes(status) : status === expected;
  if (!ok) throw new CallError(`${method} ${url} -> ${status} ${text.slice(0, 200)}`);
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

/** A 1×1 PNG that passes the upload's content check. */
export const tinyPng = (): Buffer => png();
