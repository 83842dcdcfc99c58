import { ESTADO, notaMsg, type NotaRecord } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { findMateriaOfCarrera } from '../asistencias/asistencias.queries.js';
import { assertWithinCourse, instanciaAndMateria } from '../asistencias/asistencias.service.js';
import * as q from './notas.queries.js';

/** numeric(4,2) comes back as text ("7.50"); the API answers a number. */
function toRecord(row: { id: number; inscripto_id: number; materia_id: number; fecha_examen: string; nota: string }): NotaRecord {
  return { id: row.id, inscripto_id: row.inscripto_id, materia_id: row.materia_id, fecha_examen: row.fecha_examen, nota: Number(row.nota) };
}

const notApproved = () => new AppError('not_approved', 422, notaMsg.notApproved, { inscripto_id: [notaMsg.notApproved] });

const existingNota = (nota: string, fechaExamen: string) =>
  new AppError('nota_existente', 409, notaMsg.existing(Number(nota), fechaExamen));

/**
 * POST /api/notas-inscripto/store: a new grade. A grade the enrollee already has for
 * that subject and exam date is refused (409, naming it) unless `reemplazar` says this
 * one replaces it; the edit path is PUT .../update/{id} (issue 14, docs/decisions.md).
 * Each change leaves an audit row with the grade before and after.
 */
export async function store(
  deps: AppDeps,
  auth: AuthContext,
  input: { inscripto_id: number; materia_id: number; fecha_examen: string; nota: number; reemplazar: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const inscripto = await q.findInscriptoForGrade(tx, input.inscripto_id);
    if (!inscripto) throw notFound(notaMsg.inscriptoNotFound);
    if (inscripto.estado_id !== ESTADO.APROBADO) throw notApproved();
    if (!(await findMateriaOfCarrera(tx, input.materia_id, inscripto.instancia_carrera_id))) {
      throw new AppError('materia_not_of_carrera', 422, notaMsg.materiaNotOfCarrera, { materia_id: [notaMsg.materiaNotOfCarrera] });
    }
    assertWithinCourse(inscripto, input.fecha_examen, 'fecha_examen', notaMsg.fechaFueraDelCurso);
    const before = await q.findNotaByKeyForUpdate(tx, inscripto.id, input.materia_id, input.fecha_examen);
    if (before && !input.reemplazar) throw existingNota(before.nota, input.fecha_examen);
    const values = {
      inscripto_id: inscripto.id,
      materia_id: input.materia_id,
      fecha_examen: input.fecha_examen,
      nota: input.nota.toFixed(2),
      created_by: auth.userId,
    };
    let row;
    if (input.reemplazar) {
      row = await q.upsertNota(tx, values);
    } else {
      row = await q.insertNewNota(tx, values);
      if (!row) {
        // Another request stored a grade since the check: it stays, and this one is refused naming it.
        const other = await q.findNotaByKeyForUpdate(tx, inscripto.id, input.materia_id, input.fecha_examen);
        throw existingNota(other?.nota ?? values.nota, input.fecha_examen);
      }
    }
    const after = toRecord(row);
    if (!before || Number(before.nota) !== after.nota) {
      await writeAudit(tx, {
        actorUserId: auth.userId,
        action: before ? 'nota.reemplazar' : 'nota.crear',
        entity: 'nota',
        entityId: after.id,
        before: before ? toRecord(before) : null,
        after,
      });
    }
    return { nota: after, created: !before };
  });
}

/** PUT /api/notas-inscripto/update/{id}: only the grade changes, and only for an approved enrollee. */
export async function update(deps: AppDeps, auth: AuthContext, id: number, nota: number) {
  return deps.db.transaction(async (tx) => {
    const found = await q.findNotaForUpdate(tx, id);
    if (!found) throw notFound(notaMsg.notFound);
    if (found.estado_id !== ESTADO.APROBADO) throw notApproved();
    const row = await q.updateNotaValue(tx, id, nota.toFixed(2));
    if (!row) throw notFound(notaMsg.notFound);
    const before = toRecord(found);
    const after = toRecord(row);
    if (before.nota !== after.nota) {
      await writeAudit(tx, { actorUserId: auth.userId, action: 'nota.editar', entity: 'nota', entityId: id, before, after });
    }
    return after;
  });
}

export async function byFecha(deps: AppDeps, input: { instancia_id: number; materia_id: number; fecha_examen: string }) {
  await instanciaAndMateria(deps.db, input.instancia_id, input.materia_id, notaMsg.materiaNotOfCarrera);
  const rows = await q.listNotas(deps.db, input.instancia_id, input.materia_id, input.fecha_examen);
  return rows.map(toRecord);
}
