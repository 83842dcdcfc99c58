import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ssoContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './sso.service.js';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** The value of one cookie of the request, if it has it. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The raw query of the request (the provider's answer), without the path. */
const rawQueryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

/** Staff single sign-on by OpenID Connect (packages/shared/src/contract/sso.ts; decisions 140–144). */
export async function ssoRoutes(app: FastifyInstance, deps: AppDeps) {
  const authLimit = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  const secure = deps.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  // Lax: sent on the provider's top-level GET redirect back to the callback, never on cross-site POSTs.
  const browserCookie = (value: string) =>
    `${service.BROWSER_COOKIE}=${value}; Path=/api/sso; Max-Age=${service.BROWSER_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;

  bindRoute(app, c.getSsoStatus, () => service.status(deps), { config: { readOnly: true } });

  bindRoute(
    app,
    c.startSso,
    async ({ request, reply }) => {
      const { location, browserToken } = await service.start(deps, cookieOf(request, service.BROWSER_COOKIE));
      if (browserToken) reply.header('set-cookie', browserCookie(browserToken));
      return reply.redirect(location, 302);
    },
    { config: authLimit },
  );

  bindRoute(
    app,
    c.ssoCallback,
    async ({ request, reply }) => {
      let location: string;
      try {
        location = await service.callback(deps, rawQueryOf(request), cookieOf(request, service.BROWSER_COOKIE));
      } catch (err) {
        // Not the error handler: its log line would carry this URL, and with it the code and the state.
        deps.log.error({ sso: 'callback_failed', ...service.describe(err) }, 'staff single sign-on failed');
        location = service.refusal('unavailable');
      }
      return reply.header('referrer-policy', 'no-referrer').redirect(location, 302);
    },
    // The query holds the provider's code and state: no request log line at 'info' writes this URL (decision 141).
    { config: authLimit, logLevel: 'warn' },
  );

  bindRoute(app, c.exchangeSsoCode, ({ body, request }) => service.exchange(deps, body.code, clientOf(request)), { config: authLimit });
}
