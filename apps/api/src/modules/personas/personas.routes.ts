import type { FastifyInstance } from 'fastify';
import {
  PERSONA_CONTACT_FIELDS,
  personaContactSchema,
  personaMsg,
  personaUpdateSchema,
  wizardSchema,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { idParam } from '../../lib/params.js';
import { parseInput } from '../../lib/validation.js';
import { authenticate, requireAdmin, requireUser } from '../../plugins/auth-guard.js';
import * as service from './personas.service.js';

type IdParams = { id: string };

/** True when the body names only contact fields (telefono, celular, email). */
function contactOnly(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  return Object.keys(body).every((k) => (PERSONA_CONTACT_FIELDS as readonly string[]).includes(k));
}

/**
 * The applicant profile: the wizard submit and the persona calls of seed 000
 * section 7 (and the staff search of seed 001), at their exact paths.
 */
export async function personasRoutes(app: FastifyInstance, deps: AppDeps) {
  const tags = ['personas'];
  const security = [{ bearer: [] }];

  app.post(
    '/wizard-persona',
    {
      schema: {
        tags,
        security,
        summary: 'Crea la persona con todos los datos del asistente de registro',
        description:
          'Un aspirante crea su propia persona (una por cuenta); el personal crea una persona sin cuenta. Todo se escribe en una transacción. Responde 201 {persona, state_data}.',
      },
      preHandler: requireUser(deps.db),
    },
    async (req, reply) => {
      const auth = await authenticate(deps.db, req);
      const data = parseInput(wizardSchema, req.body);
      return reply.status(201).send(await service.createFromWizard(deps, auth, data));
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/personas/get_by_user/:userId',
    { schema: { tags, security, summary: 'Persona de un usuario, con archivos y discapacidades' }, preHandler: requireUser(deps.db) },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      return service.getByUser(deps, auth, idParam(req.params.userId, personaMsg.userNotFound));
    },
  );

  app.get<{ Params: { dni: string } }>(
    '/personas/get_by_dni/:dni',
    { schema: { tags, security, summary: 'Busca una persona por número de documento (personal)' }, preHandler: requireAdmin(deps.db) },
    async (req) => {
      const dni = req.params.dni.trim();
      if (!/^\d{1,8}$/.test(dni)) {
        throw new AppError('validation', 400, personaMsg.dniSearchRequired, { dni: [personaMsg.dniSearchRequired] });
      }
      // A 7-digit number is the same document written without its leading zero.
      return service.getByDni(deps, dni.padStart(8, '0'));
    },
  );

  app.get<{ Params: IdParams }>(
    '/personas/:id',
    { schema: { tags, security, summary: 'Persona por id, con archivos y discapacidades' }, preHandler: requireUser(deps.db) },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      return service.getById(deps, auth, idParam(req.params.id, personaMsg.personaNotFound));
    },
  );

  app.put<{ Params: IdParams }>(
    '/personas/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Actualiza una persona',
        description:
          'Un aspirante solo modifica sus datos de contacto (telefono, celular, email); los demás campos del cuerpo se ignoran. El personal puede enviar todos los campos de la persona.',
      },
      preHandler: requireUser(deps.db),
    },
    async (req) => {
      const auth = await authenticate(deps.db, req);
      // Who may touch this persona is checked before the body is looked at.
      const persona = await service.personaForCaller(deps, auth, idParam(req.params.id, personaMsg.personaNotFound));
      const changes: service.PersonaChanges =
        !auth.isAdmin || contactOnly(req.body)
          ? { kind: 'contact', data: parseInput(personaContactSchema, req.body) }
          : { kind: 'full', data: parseInput(personaUpdateSchema, req.body) };
      return service.update(deps, persona, changes);
    },
  );
}
