import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';

/** The health check (packages/shared/src/contract/health.ts). */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.getHealth, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind };
  });
}
