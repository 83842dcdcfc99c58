import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The portal's policy: helmet's defaults, a CSP that allows no inline script, no framing. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes at run time; no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options, computed once. Helmet's middleware sets
 * only fixed values (nothing depends on the request), so it runs here against a
 * recorder instead of on every request: @fastify/helmet rebuilt the whole middleware,
 * CSP parsing included, for each request, a sixth of the CPU of the user-info call
 * (docs/performance.md, decision 77).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure;
  if (!headers['content-security-policy']) throw new Error('helmet did not produce the security headers');
  return headers;
}

/**
 * Answers of the API carry personal data (a persona, a document, an enrolment, a
 * session token) and no cache may keep them: every /api answer says
 * `Cache-Control: no-store`, except the API's own documentation. A route may still
 * replace it afterwards with a policy of its own (the wizard's catalogue of combos,
 * which holds no personal data; decision 156).
 */
export const NO_STORE = 'no-store';

/** True for the URLs whose answers get `Cache-Control: no-store`: /api, but not /api/docs. */
export function isPersonalDataUrl(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  // '/api' itself, '/api/...' and '/api?...'; not '/apiary'.
  if (!(Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */)) return false;
  return !(url.startsWith('/api/docs') && (url.length === 9 || url[9] === '/' || url[9] === '?'));
}

/**
 * Every answer carries the security headers, set in one call before the route runs;
 * the API's answers carry `Cache-Control: no-store` with them (the same one call, with
 * a second precomputed set). A route may still replace one afterwards (the document
 * download and the API docs set their own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  const apiHeaders = { ...headers, 'cache-control': NO_STORE };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isPersonalDataUrl(request.url) ? apiHeaders : headers);
    done();
  });
}
