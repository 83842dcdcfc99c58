import { asistenciaMsg, instanciaMsg, type asistenciaSchema } from '@ingreso/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import * as q from './asistencias.queries.js';

type AsistenciaData = z.output<typeof asistenciaSchema>;

/**
 * The instancia (404 when unknown) and the subject, which must be one of its
 * career's: attendance and grades of another career's subject would be orphaned.
 */
export async function instanciaAndMateria(db: DbOrTx, instanciaId: number, materiaId: number, notOfCarrera: string) {
  const instancia = await findInstancia(db, instanciaId);
  if (!instancia) throw notFound(instanciaMsg.notFound);
  const materia = await q.findMateriaOfCarrera(db, materiaId, instancia.carrera_id);
  if (!materia) throw new AppError('materia_not_of_carrera', 422, notOfCarrera, { materia_id: [notOfCarrera] });
  return { instancia, materia };
}

export async function listStudents(deps: AppDeps, instanciaId: number, dni?: string) {
  const instancia = await findInstancia(deps.db, instanciaId);
  if (!instancia) throw notFound(instanciaMsg.notFound);
  return q.listApprovedStudents(deps.db, instanciaId, dni);
}

/**
 * Store and update do the same: one mark for every approved enrollee, absent for
 * the ids in `ausentes`, present for the rest. All or nothing: an unknown or not
 * approved id refuses the whole load before anything is written.
 */
export async function record(deps: AppDeps, auth: AuthContext, input: AsistenciaData) {
  return deps.db.transaction(async (tx) => {
    const { instancia, materia } = await instanciaAndMateria(tx, input.instancia_id, input.materia_id, asistenciaMsg.materiaNotOfCarrera);
    const approved = await q.approvedEnrolleeIds(tx, instancia.id);
    if (approved.length === 0) throw new AppError('no_students', 422, asistenciaMsg.noStudents);
    const approvedSet = new Set(approved);
    const foreign = input.ausentes.filter((id) => !approvedSet.has(id));
    if (foreign.length) {
      const message = asistenciaMsg.notApproved(foreign);
      throw new AppError('not_approved', 422, message, { ausentes: [message] });
    }

    const before = await q.existingMarks(tx, approved, materia.id, input.fecha_clase);
    const absent = new Set(input.ausentes);
    const marks = await q.upsertMarks(
      tx,
      approved.map((id) => ({ inscripto_id: id, asistencia: absent.has(id) ? 0 : 1 })),
      { materia_id: materia.id, fecha_clase: input.fecha_clase, created_by: auth.userId },
    );
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action: before.length ? 'asistencia.editar' : 'asistencia.crear',
      entity: 'instancia',
      entityId: instancia.id,
      before: before.length
        ? {
            materia_id: materia.id,
            fecha_clase: input.fecha_clase,
            ausentes: before.filter((m) => m.asistencia === 0).map((m) => m.inscripto_id).sort((a, b) => a - b),
          }
        : null,
      after: {
        materia_id: materia.id,
        fecha_clase: input.fecha_clase,
        ausentes: [...absent].sort((a, b) => a - b),
        presentes: approved.length - absent.size,
      },
    });
    return marks.sort((a, b) => a.inscripto_id - b.inscripto_id);
  });
}

export async function byFecha(deps: AppDeps, input: { instancia_id: number; materia_id: number; fecha_clase: string }) {
  await instanciaAndMateria(deps.db, input.instancia_id, input.materia_id, asistenciaMsg.materiaNotOfCarrera);
  const marks = await q.listMarks(deps.db, input.instancia_id, input.materia_id, input.fecha_clase);
  return marks.map((m) => ({ inscripto_id: m.inscripto_id, asistencia: m.asistencia }));
}
