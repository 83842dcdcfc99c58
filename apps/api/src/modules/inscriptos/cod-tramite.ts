import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: staff read these codes aloud and type them back.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short, unguessable procedure code such as "2026-7KQ4MZ". Uniqueness is the database's job. */
export function newCodTramite(now = new Date()): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${now.getUTCFullYear()}-${code}`;
}
