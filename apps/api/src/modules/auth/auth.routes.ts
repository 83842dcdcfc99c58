import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  tokenSchema,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate } from '../../plugins/auth-guard.js';
import * as service from './auth.service.js';

/**
 * Account calls of seed 000 section 7, at their exact paths. Bodies are parsed with
 * the shared schemas so the messages are the seeds' own.
 */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['cuentas'];
  const authLimit = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post('/register', { schema: { tags, summary: 'Registro de un aspirante' }, config: authLimit }, async (req, reply) => {
    const input = parseInput(registerSchema, req.body);
    return reply.status(201).send(await service.register(deps, input));
  });

  app.post('/login', { schema: { tags, summary: 'Inicio de sesión' }, config: authLimit }, async (req) => {
    const input = parseInput(loginSchema, req.body);
    return service.login(deps, input, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
  });

  app.post('/userinfo', { schema: { tags, summary: 'Datos del usuario de la sesión' }, config: { readOnly: true } }, async (req, reply) => {
    const auth = await authenticate(deps.db, req);
    return reply.type('application/json; charset=utf-8').send(service.userInfoJson(auth));
  });

  app.post('/logout', { schema: { tags, summary: 'Cierra la sesión actual' } }, async (req, reply) => {
    const auth = await authenticate(deps.db, req);
    await service.logout(deps, auth.sessionId);
    return reply.status(204).send();
  });

  app.post('/verify-account', { schema: { tags, summary: 'Activa la cuenta con el enlace del correo' }, config: authLimit }, async (req) => {
    const { token } = parseInput(tokenSchema, req.body);
    return service.verifyAccount(deps, token);
  });

  app.post('/verify-account/resend', { schema: { tags, summary: 'Reenvía el correo de activación' }, config: authLimit }, async (req) => {
    const { email } = parseInput(resendVerificationSchema, req.body);
    return service.resendActivation(deps, email);
  });

  app.post('/forgotpassword', { schema: { tags, summary: 'Pide el correo para restablecer la contraseña' }, config: authLimit }, async (req) => {
    const { email } = parseInput(forgotPasswordSchema, req.body);
    return service.forgotPassword(deps, email);
  });

  app.post('/resetpassword', { schema: { tags, summary: 'Restablece la contraseña con el token del correo' }, config: authLimit }, async (req) => {
    const input = parseInput(resetPasswordSchema, req.body);
    return service.resetPassword(deps, input);
  });
}
