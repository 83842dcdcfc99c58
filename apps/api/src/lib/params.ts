import { notFound } from './app-error.js';

const MAX_INT4 = 2_147_483_647;

/**
 * A numeric id from the path. Anything that is not a positive integer in the
 * database's range cannot name a row, so it answers like an unknown id: 404.
 */
export function idParam(value: unknown, notFoundMessage: string): number {
  const s = typeof value === 'string' ? value : '';
  if (!/^\d{1,10}$/.test(s)) throw notFound(notFoundMessage);
  const n = Number(s);
  if (n < 1 || n > MAX_INT4) throw notFound(notFoundMessage);
  return n;
}
