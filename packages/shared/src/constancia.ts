import { z } from 'zod';

/** The proof of enrolment (constancia) and its public verification (issue 19). */
export const constanciaMsg = {
  /** Forged, altered, malformed or unknown code: one answer for all, so none tells which. */
  invalid: 'Constancia no válida',
} as const;

/**
 * A verification code: base64url of a compact payload and its truncated HMAC
 * (apps/api/src/modules/constancias/constancia-code.ts). Anything else is not a code.
 */
export const CONSTANCIA_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What the public verification page shows: enough to match the paper, no personal data. */
export const constanciaVerificationSchema = z.object({
  /** The holder's initials, e.g. 'M. G.'. */
  iniciales: z.string(),
  /** The last 3 digits of the document number. */
  documento_final: z.string(),
  instancia: z.string(),
  /** The estado printed on the constancia (inside the signed code). */
  estado_al_emitir: z.string(),
  /** The estado of the enrolment now. */
  estado_actual: z.string(),
  /** When the constancia was printed (inside the signed code), ISO 8601. */
  fecha_emision: z.string(),
  /** The enrolment date, YYYY-MM-DD. */
  fecha_inscripcion: z.string(),
});
export type ConstanciaVerification = z.output<typeof constanciaVerificationSchema>;

/** The two hand-off CSV variants (docs/hand-off.md). */
export const HANDOFF_FORMATS = ['excel', 'utf8'] as const;
export type HandoffFormat = (typeof HANDOFF_FORMATS)[number];
