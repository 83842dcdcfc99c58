import { msg, personaMsg, type SituacionLaboralData } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { findPersonaById } from '../personas/personas.queries.js';
import { canAccessPersona, personaForCaller } from '../personas/personas.service.js';
import * as q from './situacion-laboral.queries.js';

/** GET /api/situacion-laboral/get_by_persona/{id}: the seed reads data.situacion and uses its first item. */
export async function getByPersona(deps: AppDeps, auth: AuthContext, personaId: number) {
  await personaForCaller(deps, auth, personaId);
  return { data: { situacion: await q.listByPersona(deps.db, personaId) } };
}

/** The job situation `id` if the caller may change it: 404 unknown, 403 someone else's. */
export async function situacionForCaller(deps: AppDeps, auth: AuthContext, id: number) {
  const row = await q.findById(deps.db, id);
  if (!row) throw notFound(personaMsg.situacionNotFound);
  const persona = await findPersonaById(deps.db, row.persona_id);
  if (!persona || !canAccessPersona(auth, persona)) throw forbidden(msg.session.forbidden);
  return row;
}

/**
 * PUT /api/situacion-laboral/{id}. The row named in the path decides whose data it
 * is; the body's id and persona_id are not trusted and not needed.
 */
export async function update(deps: AppDeps, id: number, data: SituacionLaboralData) {
  const row = await q.updateById(deps.db, id, data);
  if (!row) throw notFound(personaMsg.situacionNotFound);
  return { data: row };
}
