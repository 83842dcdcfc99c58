import type { FastifyInstance } from 'fastify';
import { inscripcionMsg, inscripcionesContract as c, seatsMsg } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as service from './inscriptos.service.js';
import * as staff from './staff.service.js';

/** Enrolments, the applicant's side and the staff review (packages/shared/src/contract/inscripciones.ts). */
export async function inscriptosRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.createInscripcion, async ({ auth, body }) => ({
    inscripto: await service.enrol(deps, auth, body),
    message: inscripcionMsg.success,
  }));
  bindRoute(app, c.listInscripcionesByPersona, async ({ auth, params }) => ({
    data: { inscriptos: await service.listForPersona(deps, auth, params.id) },
  }));
  bindRoute(app, c.resubmitInscripcion, async ({ auth, params }) => ({ inscripto: await service.resubmit(deps, auth, params.id) }));

  bindRoute(app, c.listInscriptosByInstancia, async ({ params, query }) => staff.listEnrollees(deps, params.instancia, query));
  bindRoute(app, c.exportInscriptos, async ({ params, query }) => ({
    rows: await staff.exportEnrollees(deps, params.instancia, { dni: query.dni, estado: query.estado, revision: query.revision }),
  }));
  bindRoute(app, c.getInscripto, async ({ auth, params }) => staff.enrolmentDetail(deps, auth, params.id));
  bindRoute(app, c.setEstado, async ({ auth, params, body }) => {
    const outcome = await staff.changeEstado(deps, auth, params.id, body);
    return { inscripto: outcome.inscripto, ...(outcome.message ? { message: outcome.message } : {}) };
  });
  bindRoute(app, c.listInscriptoIds, async ({ params, query }) => staff.listEnrolleeIds(deps, params.instancia, query));
  bindRoute(app, c.bulkSetEstado, async ({ auth, body }) => staff.bulkChangeEstado(deps, auth, body));
  bindRoute(app, c.bulkSendMail, async ({ auth, body }) => staff.bulkSendMail(deps, auth, body));
  bindRoute(app, c.withdrawInscripcion, async ({ auth, params }) => ({
    inscripto: await service.withdraw(deps, auth, params.id),
    message: seatsMsg.withdrawn,
  }));
  bindRoute(app, c.getInscripcionFormData, async () => staff.formData(deps));
}
