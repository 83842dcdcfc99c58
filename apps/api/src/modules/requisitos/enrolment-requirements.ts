import { isForeignApplicant, missingRequisitos } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { versionOf } from '../../lib/file-links.js';
import { listFor, requirementsOf } from './requirements-of.js';
import * as q from './requisitos.queries.js';

/** The required documents of an instancia that apply to the persona and are not uploaded, in the list's order. */
export async function missingRequired(
  db: DbOrTx,
  instanciaId: number,
  carreraId: number,
  persona: { trabaja_actualmente: number | null; discapacidad: boolean; nacionalidad_id: number; tipo_documento: string },
  uploaded: string[],
) {
  const { requisitos } = await listFor(db, instanciaId, carreraId);
  const conditions = {
    trabaja: persona.trabaja_actualmente === 1,
    discapacidad: persona.discapacidad,
    extranjero: isForeignApplicant(persona),
  };
  return missingRequisitos(requisitos, uploaded, conditions);
}

/** A new enrolment: each of its requirements that already has a file waits for review from now. */
export async function startReviews(tx: DbOrTx, inscriptoId: number) {
  const e = await q.enrolmentForRequisitos(tx, inscriptoId);
  if (!e) return;
  const requisitos = await requirementsOf(tx, e);
  const files = await q.personaFiles(tx, e.persona_id);
  // One review per code (a multi-row upsert may not touch a row twice).
  const waiting = new Map<string, { codigo: string; file_version: string }>();
  for (const r of requisitos) {
    const f = r.aplica ? files.find((x) => x.name === r.codigo) : undefined;
    if (f && !waiting.has(r.codigo)) waiting.set(r.codigo, { codigo: r.codigo, file_version: versionOf(f.storage_key) });
  }
  if (waiting.size === 0) return;
  await q.insertPendingReviews(tx, inscriptoId, [...waiting.values()]);
  await q.refreshQueue(tx, inscriptoId);
}
