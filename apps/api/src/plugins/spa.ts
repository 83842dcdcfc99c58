import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { msg } from '@ingreso/shared';
import { errorBody } from './error-handler.js';

/**
 * Serves the built SPA from the same port as the API. Any GET outside /api that is
 * not a file gets index.html, so deep links like /auth/reset-password/x work.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text file (apps/web/build/precompress.ts):
      // sent to browsers that accept them, the original otherwise (decision 79).
      preCompressed: true,
      // Without this, send's own "public, max-age=0" replaced the cache-control set below
      // and the one the fallback sets for index.html (found by spa.test.ts).
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(msg.http.notFound, {}, 'not_found'));
  });
}
