import type { FastifyInstance } from 'fastify';
import { personasContract as c } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { bindRoute } from '../../contract/bind-route.js';
import * as editService from './persona-edit.service.js';
import * as service from './personas.service.js';

/**
 * The applicant profile: the wizard submit and the persona calls of seed 000
 * section 7 (and the staff search of seed 001), declared in
 * packages/shared/src/contract/personas.ts.
 */
export async function personasRoutes(app: FastifyInstance, deps: AppDeps) {
  bindRoute(app, c.createWizardPersona, ({ auth, body, request }) => service.createFromWizard(deps, auth, body, { ip: request.ip }));
  bindRoute(app, c.getPersonaByUser, ({ auth, params }) => service.getByUser(deps, auth, params.userId));
  // A 7-digit number is the same document written without its leading zero.
  bindRoute(app, c.getPersonaByDni, ({ auth, params }) => service.getByDni(deps, auth, params.dni.padStart(8, '0')));
  bindRoute(app, c.getPersona, ({ auth, params }) => service.getById(deps, auth, params.id));
  bindRoute(app, c.updatePersona, async ({ auth, params, body }) =>
    service.update(deps, auth, await service.personaForCaller(deps, auth, params.id), body),
  );
  bindRoute(app, c.editPersona, async ({ auth, params, body }) => {
    const edit = await editService.editPersona(deps, auth, params.id, body.persona, body.updated_at);
    return { persona: await service.personaResponse(deps, auth, edit.row), cambios: edit.changed };
  });
}
