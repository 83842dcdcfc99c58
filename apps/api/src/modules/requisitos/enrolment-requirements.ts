import { missingRequisitos, requisitoAplica, type Requisito } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { versionOf } from '../../lib/file-links.js';
import { conditionsOf } from './requirements-of.js';
import * as q from './requisitos.queries.js';

/** What an enrolment looks at of its persona: the conditions of its requirements, and its files. */
export type EnrollingPersona = {
  id: number;
  trabaja_actualmente: number | null;
  discapacidad: boolean;
  nacionalidad_id: number;
  tipo_documento: string;
};

const conditionsOfPersona = (p: EnrollingPersona) => conditionsOf({ ...p, trabaja: p.trabaja_actualmente });

/** The required documents of the list that apply to the persona and are not uploaded, in the list's order. */
export function missingRequired(requisitos: Requisito[], persona: EnrollingPersona, uploaded: string[]) {
  return missingRequisitos(requisitos, uploaded, conditionsOfPersona(persona));
}

/**
 * The reviews a new enrolment starts with: each requirement of the list that applies to the
 * persona and already has a file waits for staff review from the moment of enrolment. Read in
 * the enrolment's transaction (the persona's row is locked), before the enrolment row is written,
 * so that the row is inserted with its queue column already set and no second UPDATE (with its
 * three counting triggers) follows (decision 189). A list has each code once.
 */
export async function reviewsToStart(tx: DbOrTx, requisitos: Requisito[], persona: EnrollingPersona) {
  const conditions = conditionsOfPersona(persona);
  const files = await q.personaFiles(tx, persona.id);
  return requisitos.flatMap((r) => {
    const f = requisitoAplica(r.condicion, conditions) ? files.find((x) => x.name === r.codigo) : undefined;
    return f ? [{ codigo: r.codigo, file_version: versionOf(f.storage_key) }] : [];
  });
}
