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

/**
 * The reviews a new enrolment starts with: each requirement of its instancia that applies to
 * the persona and already has a file waits for staff review from the moment of enrolment.
 * Computed before the enrolment row is written, so that the row is inserted with its queue
 * column already set and no second UPDATE (with its three counting triggers) follows
 * (decision 189).
 */
export async function reviewsToStart(tx: DbOrTx, e: Parameters<typeof requirementsOf>[1] & { persona_id: number }) {
  const requisitos = await requirementsOf(tx, e);
  const files = await q.personaFiles(tx, e.persona_id);
  // One review per code (a multi-row insert may not touch a row twice).
  const waiting = new Map<string, { codigo: string; file_version: string }>();
  for (const r of requisitos) {
    const f = r.aplica ? files.find((x) => x.name === r.codigo) : undefined;
    if (f && !waiting.has(r.codigo)) waiting.set(r.codigo, { codigo: r.codigo, file_version: versionOf(f.storage_key) });
  }
  return [...waiting.values()];
}
