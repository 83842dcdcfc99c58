import { z } from 'zod';
import { publicAccess } from './access.js';
import { route } from './route.js';

/** The server's own health check (load balancers, the fuzzer's liveness probe). */
const tag = 'sistema';

export const getHealth = route({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  access: publicAccess(),
  tag,
  summary: 'Estado del servidor y de la base de datos',
  description: '500 si la base de datos no responde.',
  responses: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
  examples: { responses: { 200: { status: 'ok', database: 'postgres' } } },
});

export const healthRoutes = [getHealth] as const;
