import { isForeignApplicant, requisitoAplica, type Requisito, type RequisitoCondicion, type UploadMimeType } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import * as q from './requisitos.queries.js';

export type Origen = 'instancia' | 'carrera' | 'facultad';

const toRequisito = (r: q.RequisitoRow): Requisito => ({
  codigo: r.codigo,
  nombre: r.nombre,
  descripcion: r.descripcion,
  tipos: r.tipos as UploadMimeType[],
  obligatorio: r.obligatorio,
  condicion: r.condicion as RequisitoCondicion,
});

/**
 * The list that governs an instancia of a carrera: the instancia's own if it has one,
 * else its carrera's, else the faculty's (decision 201).
 */
export function pickList(
  rows: q.RequisitoRow[],
  instanciaId: number | null,
  carreraId: number | null,
): { origen: Origen; requisitos: Requisito[] } {
  const own = instanciaId === null ? [] : rows.filter((r) => r.instancia_id === instanciaId);
  if (own.length) return { origen: 'instancia', requisitos: own.map(toRequisito) };
  const career = carreraId === null ? [] : rows.filter((r) => r.instancia_id === null && r.carrera_id === carreraId);
  if (career.length) return { origen: 'carrera', requisitos: career.map(toRequisito) };
  return { origen: 'facultad', requisitos: rows.filter((r) => r.instancia_id === null && r.carrera_id === null).map(toRequisito) };
}

export async function listFor(db: DbOrTx, instanciaId: number | null, carreraId: number | null) {
  return pickList(await q.candidateLists(db, instanciaId, carreraId), instanciaId, carreraId);
}

/** The governing list of each instancia, read in one query (the staff board shows every open one). */
export async function listsForInstancias(db: DbOrTx, instancias: Array<{ id: number; carrera_id: number }>) {
  const rows = await q.candidateListsOfMany(
    db,
    instancias.map((i) => i.id),
    [...new Set(instancias.map((i) => i.carrera_id))],
  );
  return new Map(instancias.map((i) => [i.id, pickList(rows, i.id, i.carrera_id).requisitos]));
}

/** What a requirement's condition looks at, from an enrolment row. */
export function conditionsOf(e: { trabaja: number | null; discapacidad: boolean; nacionalidad_id: number; tipo_documento: string }) {
  return { trabaja: e.trabaja === 1, discapacidad: e.discapacidad, extranjero: isForeignApplicant(e) };
}

/** The requirements of an enrolment, each with whether it applies to its persona. */
export async function requirementsOf(db: DbOrTx, e: q.EnrolmentForRequisitos) {
  const { requisitos } = await listFor(db, e.instancia_id, e.carrera_id);
  const conditions = conditionsOf(e);
  return requisitos.map((r) => ({ ...r, aplica: requisitoAplica(r.condicion, conditions) }));
}
