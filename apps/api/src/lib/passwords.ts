import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '@ingreso/shared';
import { cpuGate } from './cpu-gate.js';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow enough for attackers,
// about 20-30 ms per hash on this class of machine.
// `algorithm: 2` is Argon2id (the package exports it as an ambient const enum).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** One hash per core at a time (decision 185). */
const hashing = cpuGate();

/** How many password comparisons this process ran: tests read it to count evaluated guesses. */
let verifications = 0;
export function passwordVerifications(): number {
  return verifications;
}

/** Hashes a new password in its normalized form (the shared schema already normalizes it; decision 145). */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(normalizePassword(password), OPTIONS));
}

async function verifyOnce(passwordHash: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Compares the normalized text (how every password is hashed since decision 145) and, only
 * when typing it differently would matter, the text as typed: a hash made before
 * normalization of a password with a decomposed accent still matches.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const normalized = normalizePassword(password);
  if (await verifyOnce(passwordHash, normalized)) return true;
  return normalized !== password && verifyOnce(passwordHash, password);
}

/** Compared against when the e-mail is unknown, so both paths cost one hash. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('ingreso-dummy-password');
  await verifyPassword(await dummyHash, password);
}
