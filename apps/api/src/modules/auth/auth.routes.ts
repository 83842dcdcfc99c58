import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './auth.service.js';

/** Who is logging in, for the session row. */
const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

/** Account calls of seed 000 section 7 (packages/shared/src/contract/auth.ts). */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const authLimit = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  bindRoute(app, c.register, ({ body }) => service.register(deps, body), { config: authLimit });
  // A login writes its new session and its throttle counters, which no cache holds: its answer
  // does not wait for the change feed's round trip (decision 303).
  bindRoute(app, c.login, ({ body, request }) => service.login(deps, body, clientOf(request)), {
    config: { ...authLimit, writesNothingCached: true },
  });
  // The hot path: the answer is serialized once per session context (auth.service.ts) and sent as it is.
  bindRoute(app, c.getUserInfo, ({ auth, reply }) => reply.type('application/json; charset=utf-8').send(service.userInfoJson(auth)), {
    config: { readOnly: true },
  });
  bindRoute(app, c.logout, async ({ auth }) => {
    await service.logout(deps, auth.sessionId);
  });
  bindRoute(app, c.verifyAccount, ({ body }) => service.verifyAccount(deps, body.token), { config: authLimit });
  bindRoute(app, c.resendVerification, ({ body }) => service.resendActivation(deps, body.email), { config: authLimit });
  bindRoute(app, c.forgotPassword, ({ body }) => service.forgotPassword(deps, body.email), { config: authLimit });
  bindRoute(app, c.resetPassword, ({ body }) => service.resetPassword(deps, body), { config: authLimit });
}
