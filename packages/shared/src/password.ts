import { z } from 'zod';
import { msg } from './messages.js';

/**
 * The rules for every new or changed password (registration, reset, staff user create
 * and edit), after NIST SP 800-63B §3.1.1.2 (decision 145): at least 8 characters, up
 * to 128, any character (spaces, accents, emoji), no composition rules, and not one
 * found in a list of common or breached passwords. Signing in does NOT use these rules:
 * a password set before them keeps working until it is changed.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * The same text however it was typed: a precomposed "ñ" and "n" + combining tilde are one
 * password (NIST asks for Unicode normalization). The API hashes and verifies this form.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Characters as a person counts them: one per Unicode code point (an emoji is one, not two). */
export function passwordLength(password: string): number {
  let n = 0;
  for (const _ of password) n++;
  return n;
}

/**
 * Whether a password is in the list of common or breached ones. The list lives only on
 * the server (apps/api/src/lib/common-passwords.ts, loaded on first use); the browser
 * never registers one, so its forms check length only and show the server's answer.
 */
let isCommon: ((password: string) => boolean) | null = null;
export function setCommonPasswordCheck(check: ((password: string) => boolean) | null): void {
  isCommon = check;
}

/** One issue (the first that applies) for a new password, or null when it is acceptable. */
export function newPasswordIssue(password: string): string | null {
  const length = passwordLength(normalizePassword(password));
  if (length < PASSWORD_MIN) return msg.password.min;
  if (length > PASSWORD_MAX) return msg.password.max;
  if (isCommon?.(normalizePassword(password))) return msg.password.common;
  return null;
}

/** A new or changed password: the one schema of decision 145. Its output is the normalized text. */
export const newPasswordSchema = z
  .string({ error: msg.required })
  .min(1, { error: msg.required, abort: true })
  .superRefine((password, ctx) => {
    const issue = newPasswordIssue(password);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  })
  .transform(normalizePassword)
  .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX });

/**
 * A rough, list-free strength guess for the forms' hint (0 to 4). The server's answer
 * (length and the common-password list) is what counts; this only nudges toward length.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  const length = passwordLength(normalizePassword(password));
  if (length === 0) return 0;
  if (length < PASSWORD_MIN) return 1;
  const kinds = [/[a-zà-ÿ]/, /[A-ZÀ-Þ]/, /\d/, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
  const repeated = new Set(password).size <= 3;
  if (repeated) return 1;
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 4;
  if (length >= 12 || kinds >= 3) return 3;
  return 2;
}
