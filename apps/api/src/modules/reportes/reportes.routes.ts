import type { FastifyInstance } from 'fastify';
import { reportesContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './reportes.service.js';

/** Admissions reports for staff (packages/shared/src/contract/reportes.ts). */
export async function reportesRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.getReporteOpciones, async () => ({ data: await service.opciones(deps) }));
  bindRoute(app, c.getEmbudoReport, async ({ query }) => ({ data: await service.embudo(deps, query) }));
  bindRoute(app, c.getTiempoDecisionReport, async ({ query }) => ({ data: await service.tiempoDecision(deps, query) }));
  bindRoute(app, c.getDocumentosObservadosReport, async ({ query }) => ({ data: await service.documentosObservados(deps, query) }));
}
