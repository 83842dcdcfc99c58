import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/health', { schema: { tags: ['sistema'], summary: 'Estado del servidor y de la base de datos' } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok', database: deps.database.kind };
  });
}
