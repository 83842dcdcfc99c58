import { isForeignApplicant, missingRequisitos, type PersonaResponse, type Requisito } from '@ingreso/shared';

export type PrecheckResult = { kind: 'ok' } | { kind: 'none' } | { kind: 'missing'; documents: Requisito[] };

/**
 * Seed 000 §5, with issue 15's lists: before enrolling, the required documents of the
 * instancia's list that apply to the applicant (working, disability, foreigner). No file at
 * all and some missing get different messages. The server checks the same rule again.
 */
export function documentPrecheck(
  persona: Pick<PersonaResponse, 'files' | 'discapacidad' | 'tipo_documento' | 'nacionalidad_id'>,
  trabaja: boolean,
  requisitos: readonly Requisito[],
): PrecheckResult {
  const names = persona.files.map((file) => file.name);
  const missing = missingRequisitos(requisitos, names, {
    trabaja,
    discapacidad: persona.discapacidad,
    extranjero: isForeignApplicant(persona),
  });
  if (missing.length === 0) return { kind: 'ok' };
  if (names.length === 0) return { kind: 'none' };
  return { kind: 'missing', documents: missing };
}
