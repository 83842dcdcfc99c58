import { redactUrl } from '../plugins/logging.js';

const MAX = 500;
/** Anything that looks like a URL, with or without a scheme's credentials. */
const URL_LIKE = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;
/** Opaque tokens (256 random bits are 43 base64url characters) wherever they appear. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;

/**
 * A delivery error as it may be stored in the queue, shown to staff and logged (decision 244):
 * its message (and SMTP response code), with every URL reduced to its redacted shape (no
 * user:password, no token, no query value) and token-like strings replaced, at most 500 characters.
 */
export function scrubMailError(err: unknown): string {
  const e = err as { message?: unknown; responseCode?: unknown; code?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.responseCode === 'number' ? ` (${e.responseCode})` : typeof e?.code === 'string' ? ` (${e.code})` : '';
  const scrubbed = `${message}${code}`
    .replace(URL_LIKE, (url) => {
      try {
        const u = new URL(url);
        u.username = '';
        u.password = '';
        return redactUrl(u.toString());
      } catch {
        return '[enlace]';
      }
    })
    .replace(TOKEN_LIKE, '[oculto]')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > MAX ? `${scrubbed.slice(0, MAX - 1)}…` : scrubbed;
}
