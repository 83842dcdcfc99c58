import { createRequire } from 'node:module';
import { setCommonPasswordCheck } from '@ingreso/shared';

/**
 * The list of common and breached passwords that no new password may be (decision 145):
 * the `passwords-common` dictionary of @zxcvbn-ts/language-common (MIT, about 49 000
 * passwords ranked by frequency in public breach corpora), plus a few Spanish and
 * site-specific ones that list lacks. Compared in lower case, so "Password1" is refused
 * like "password1".
 *
 * Loaded on the first password it has to check, not at start-up: the dictionary is
 * about 380 KB of compressed text that takes some tens of milliseconds to expand, and
 * most processes and requests (every login) never need it.
 */
const OWN = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'micontraseña',
  'micontrasena',
  'ingreso',
  'ingreso123',
  'ingreso2025',
  'ingreso2026',
  'facultad',
  'facultad123',
  'universidad',
  'universidad1',
  'argentina',
  'argentina1',
  'argentina123',
  'bocajuniors',
  'riverplate',
  'teamo123',
  'tequiero',
  'tequiero123',
];

let list: Set<string> | undefined;
let loads = 0;

function load(): Set<string> {
  const require = createRequire(import.meta.url);
  const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
  loads++;
  return new Set([...dictionary['passwords-common'], ...OWN].map((p) => p.toLowerCase()));
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}

/** For tests: whether the list has been loaded, and how many times (once at most). */
export function commonPasswordListLoads(): number {
  return loads;
}

/** Plugs the list into the shared password schema (packages/shared/src/password.ts); loads nothing yet. */
export function useCommonPasswordList(): void {
  setCommonPasswordCheck(isCommonPassword);
}
