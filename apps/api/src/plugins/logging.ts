import type { FastifyRequest } from 'fastify';

/**
 * What the server's log (pino, through Fastify) may say, in one place (issue 17 §6,
 * decision 153). No line at any level carries a secret: a session token, an activation
 * or reset token (or the link that holds it), a signed document link's signature, a
 * password, an Authorization header or a cookie.
 *
 * - URLs (the request line of every request, and any `url` a module logs) keep their
 *   path and the names of their query parameters; every query value is replaced, and so
 *   is the path segment after `verify-account/` or `reset-password/` and any segment
 *   that looks like a token (32 or more base64url characters).
 * - Headers, bodies, tokens, passwords and links logged under their usual names are
 *   replaced whole (pino's `redact`), wherever they appear in a log object.
 */
export const REDACTED = '[oculto]';

/** The segment after one of these holds a one-time token (the e-mailed links of the SPA). */
const TOKEN_AFTER = new Set(['verify-account', 'reset-password']);
/** Opaque tokens: 256 random bits are 43 base64url characters. */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

/** A URL (absolute or a request path) with its secrets replaced; see above. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const pathPart = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : withoutHash.slice(queryAt + 1);

  const segments = pathPart.split('/');
  for (let i = 0; i < segments.length; i++) {
    const previous = i > 0 ? segments[i - 1] : '';
    if (segments[i] && (TOKEN_AFTER.has(previous) || TOKEN_LIKE.test(segments[i]))) segments[i] = REDACTED;
  }
  let out = segments.join('/');
  if (query !== null) {
    out +=
      '?' +
      query
        .split('&')
        .map((pair) => {
          const eq = pair.indexOf('=');
          return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
        })
        .join('&');
  }
  return out;
}

/** Names whose value is a secret wherever it is logged (one level deep or at the top). */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'token',
  'password',
  'c_password',
  'current_password',
  'sig',
  'link',
  'url',
  'href',
];

const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]),
  // Headers, bodies and parsed queries, if anything ever logs them.
  'headers',
  '*.headers',
  'body',
  '*.body',
  'query',
  '*.query',
];

/** URLs keep their shape with the secrets out; everything else under a secret name goes whole. */
function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if ((key === 'url' || key === 'href' || key === 'link') && typeof value === 'string') return redactUrl(value);
  return REDACTED;
}

/** The request as the log shows it: Fastify's fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Options a log destination may bring (tests pass a stream). */
export interface LoggerTarget {
  level?: string;
  stream?: { write(line: string): void };
}

/**
 * Fastify's `logger` option: the level and destination asked for, always with the
 * serializers and redaction above. `false` keeps the log off.
 */
export function loggerOptions(level: string, target: LoggerTarget | boolean | undefined) {
  if (target === false) return false;
  const own = typeof target === 'object' ? target : {};
  return {
    level: own.level ?? level,
    ...(own.stream ? { stream: own.stream } : {}),
    serializers: { req: serializeRequest },
    redact: { paths: REDACT_PATHS, censor },
  };
}
