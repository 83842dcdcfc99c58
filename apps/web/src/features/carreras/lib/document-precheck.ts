import { missingDocuments, type DocumentName, type PersonaResponse } from '@ingreso/shared';

export type PrecheckResult = { kind: 'ok' } | { kind: 'none' } | { kind: 'missing'; documents: DocumentName[] };

/**
 * Seed 000 §5: before enrolling, the five base documents, plus the work
 * certificate when working and the CUD when disabled. No file at all and some
 * missing get different messages. The server checks the same rule again.
 */
export function documentPrecheck(persona: Pick<PersonaResponse, 'files' | 'discapacidad'>, trabaja: boolean): PrecheckResult {
  const names = persona.files.map((file) => file.name);
  const missing = missingDocuments(names, { trabaja, discapacidad: persona.discapacidad });
  if (missing.length === 0) return { kind: 'ok' };
  if (names.length === 0) return { kind: 'none' };
  return { kind: 'missing', documents: missing };
}
