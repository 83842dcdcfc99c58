import { asistenciaMsg, instanciaMsg, type asistenciaSchema, type asistenciaStoreSchema } from '@ingreso/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findInstancia } from '../instancias/instancias.queries.js';
import * as q from './asistencias.queries.js';

type AsistenciaData = z.output<typeof asistenciaSchema>;
type AsistenciaStoreData = z.output<typeof asistenciaStoreSchema>;

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
 * 422 when a date is outside the instancia's course (fecha_inicio to fecha_fin, both
 * included): a class or an exam on another day belongs to no course of this instancia.
 */
export function assertWithinCourse(
  instancia: { fecha_inicio: string; fecha_fin: string },
  fecha: string,
  field: string,
  message: (fechaInicio: string, fechaFin: string) => string,
) {
  if (fecha >= instancia.fecha_inicio && fecha <= instancia.fecha_fin) return;
  const text = message(instancia.fecha_inicio, instancia.fecha_fin);
  throw new AppError('fecha_fuera_del_curso', 422, text, { [field]: [text] });
}

const existingMarksError = (cantidad: number, fechaClase: string) =>
  new AppError('asistencias_existentes', 409, asistenciaMsg.existing(cantidad, fechaClase));

/**
 * How a load treats the marks a class already has (issue 14, docs/decisions.md):
 * `new` (POST without reemplazar) refuses the load when there are any; `replace`
 * (POST with reemplazar: true) overwrites them and is audited as a replacement;
 * `edit` (PUT, the edit mode that showed the stored values) updates them.
 */
type LoadMode = 'new' | 'replace' | 'edit';

/**
 * One mark for every approved enrollee, absent for the ids in `ausentes`, present
 * for the rest. All or nothing: an unknown or not approved id, a date outside the
 * course, or (for a new load) a class that already has marks refuses the whole load
 * before anything is written.
 */
async function load(deps: AppDeps, auth: AuthContext, input: AsistenciaData, mode: LoadMode) {
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
    // A class already loaded can be corrected in edit mode even if the instancia's dates changed since.
    if (mode !== 'edit' || before.length === 0) {
      assertWithinCourse(instancia, input.fecha_clase, 'fecha_clase', asistenciaMsg.fechaFueraDelCurso);
    }
    if (mode === 'new' && before.length > 0) throw existingMarksError(before.length, input.fecha_clase);

    const absent = new Set(input.ausentes);
    const rows = approved.map((id) => ({ inscripto_id: id, asistencia: absent.has(id) ? (0 as const) : (1 as const) }));
    const values = { materia_id: materia.id, fecha_clase: input.fecha_clase, created_by: auth.userId };
    let marks;
    if (mode === 'new') {
      // Another load of the same class may have committed since the check: its marks stay, this one is refused.
      marks = await q.insertNewMarks(tx, rows, values);
      if (marks.length < rows.length) throw existingMarksError(rows.length - marks.length, input.fecha_clase);
    } else {
      marks = await q.upsertMarks(tx, rows, values);
    }
    const action = before.length === 0 ? 'asistencia.crear' : mode === 'replace' ? 'asistencia.reemplazar' : 'asistencia.editar';
    await writeAudit(tx, {
      actorUserId: auth.userId,
      action,
      entity: 'instancia',
      entityId: instancia.id,
      before: before.length
        ? {
            materia_id: materia.id,
            fecha_clase: input.fecha_clase,
            ausentes: before
              .filter((m) => m.asistencia === 0)
              .map((m) => m.inscripto_id)
              .sort((a, b) => a - b),
            marcas: before.length,
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

/** POST /api/asistencias-inscripto/store/: a new class, or an explicit replacement of a loaded one. */
export async function store(deps: AppDeps, auth: AuthContext, input: AsistenciaStoreData) {
  const { reemplazar, ...data } = input;
  return load(deps, auth, data, reemplazar ? 'replace' : 'new');
}

/** PUT /api/asistencias-inscripto/update/: the edit mode, which started from the stored marks. */
export async function update(deps: AppDeps, auth: AuthContext, input: AsistenciaData) {
  return load(deps, auth, input, 'edit');
}

export async function byFecha(deps: AppDeps, input: { instancia_id: number; materia_id: number; fecha_clase: string }) {
  await instanciaAndMateria(deps.db, input.instancia_id, input.materia_id, asistenciaMsg.materiaNotOfCarrera);
  const marks = await q.listMarks(deps.db, input.instancia_id, input.materia_id, input.fecha_clase);
  return marks.map((m) => ({ inscripto_id: m.inscripto_id, asistencia: m.asistencia }));
}
