import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { openapiComponents } from './contract/openapi.js';
import { serializerCompiler, validatorCompiler } from './contract/compilers.js';
import { logViolationsTo, registerResponseCheck } from './contract/response-check.js';
import { startHotCaches } from './cache/hot-caches.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { backgroundTasks } from './lib/background-tasks.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { asistenciasRoutes } from './modules/asistencias/asistencias.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { carrerasRoutes } from './modules/carreras/carreras.routes.js';
import { constanciasRoutes } from './modules/constancias/constancias.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { combosRoutes } from './modules/combos/combos.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { personasRoutes } from './modules/personas/personas.routes.js';
import { correccionesRoutes } from './modules/correcciones/correcciones.routes.js';
import { situacionLaboralRoutes } from './modules/situacion-laboral/situacion-laboral.routes.js';
import { wizardDraftRoutes } from './modules/wizard-draft/wizard-draft.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inscriptosRoutes } from './modules/inscriptos/inscriptos.routes.js';
import { instanciasRoutes } from './modules/instancias/instancias.routes.js';
import { notasRoutes } from './modules/notas/notas.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { ssoRoutes } from './modules/sso/sso.routes.js';
import { registerRouteAccess } from './access/route-access.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { useSessionCache } from './plugins/auth-guard.js';
import { loggerOptions, type LoggerTarget } from './plugins/logging.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { useCommonPasswordList } from './lib/common-passwords.js';
import { registerSpa } from './plugins/spa.js';
import path from 'node:path';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  /** false: no log; an object: its level and stream (tests), with the redaction of plugins/logging.ts always on. */
  logger?: boolean | LoggerTarget;
}

/** Builds the whole app; never listens (server.ts does, tests inject or listen on port 0). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // Redaction and the request serializer apply to every logger the app builds (decision 153).
    logger: loggerOptions(config.logLevel, opts.logger),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Bad percent-encoding and over-long parameters answer in the one error shape too.
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.contractCheck));
  logViolationsTo((message) => app.log.error({ contract: message }, 'answer outside the declared contract'));
  if (config.contractCheck) registerResponseCheck(app);
  registerErrorHandler(app);
  // New passwords are checked against the common-password list (decision 145); it loads on first use.
  useCommonPasswordList();
  // Before any route: every /api route must be in the access table, whose guard runs first.
  registerRouteAccess(app, database.db);

  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const caches = await startHotCaches(database, config.cacheTtlSeconds, app.log);
  if (caches) {
    useSessionCache(database.db, caches.sessions);
    // A write answers only once this process's caches have seen every change committed
    // before it, so whoever wrote never reads back the old value here (decision 77).
    // A callback hook, so reads (most requests) pay no promise for it.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.readOnly) return done(null, payload);
      caches.feed.sync().then(() => done(null, payload), done);
    });
    app.addHook('onClose', async () => caches.close());
  }
  app.decorate('hotCaches', caches);
  const background = backgroundTasks(app.log);
  app.addHook('onClose', async () => background.drain());
  const deps: AppDeps = { db: database.db, database, config, mailer, log: app.log, caches, background };

  registerSecurityHeaders(app);
  // Per-route limits (account calls); in Redis when REDIS_URL is set, so every process counts together.
  await registerRateLimit(app, config);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ingreso API',
        description:
          'API del portal de admisiones e inscripciones. Cada operación se declara una sola vez en packages/shared/src/contract.',
        version: '0.1.0',
        license: { name: 'Uso interno de la facultad', url: `${config.publicUrl}/terms` },
      },
      servers: [{ url: config.publicUrl, description: 'este portal' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      // Every operation needs the session token unless it says otherwise (public ones declare `security: []`).
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: openapiComponents,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own CSP (script hashes, no inline script) allows framing by the same origin; nothing frames the docs.
    transformStaticCSP: (header: string) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  await app.register(
    async (api) => {
      await healthRoutes(api, deps);
      await authRoutes(api, deps);
      await ssoRoutes(api, deps);
      await combosRoutes(api, deps);
      await personasRoutes(api, deps);
      await correccionesRoutes(api, deps);
      await situacionLaboralRoutes(api, deps);
      await filesRoutes(api, deps);
      await wizardDraftRoutes(api, deps);
      await instanciasRoutes(api, deps);
      await inscriptosRoutes(api, deps);
      await constanciasRoutes(api, deps);
      await asistenciasRoutes(api, deps);
      await notasRoutes(api, deps);
      await usersRoutes(api, deps);
      await carrerasRoutes(api, deps);
      await dashboardRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDist);
  return app;
}
