/** HTTP calls the scripted scenarios make, failing loudly on any unexpected status. */
import { png } from '../../apps/api/test/images.js';

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

/** A 1×1 PNG that passes the upload's content check. */
export const tinyPng = (): Buffer => png();
