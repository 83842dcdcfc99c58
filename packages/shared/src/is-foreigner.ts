/** nacionalidades id 1 is Argentina (migration 0001): every other nationality is foreign. */
export const ARGENTINE_NACIONALIDAD_ID = 1;

/**
 * Whether a persona is a foreigner, for the requirements whose condition is
 * `extranjero` (issue 15). One place on purpose: the identity work (issue 18,
 * foreign document types) extends this rule here.
 */
export function isForeigner(persona: { nacionalidad_id: number }): boolean {
  return persona.nacionalidad_id !== ARGENTINE_NACIONALIDAD_ID;
}
