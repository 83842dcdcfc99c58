import { z } from 'zod';

/**
 * The registration wizard's draft (issue 14 §3): the step and the form values an
 * applicant saves at each Siguiente, kept on the server so signing in again on
 * any device resumes there.
 */

/** The wizard's last step index (Confirmar). */
export const WIZARD_LAST_STEP = 3;

/**
 * The serialized values may not pass this many characters. A complete wizard with
 * every list filled is about 4 000; the cap leaves room and refuses arbitrary JSON.
 */
export const WIZARD_DRAFT_MAX_CHARS = 32_768;

/** Own texts (issue 14). */
export const draftMsg = {
  tooLarge: `El borrador del registro es demasiado grande (máximo ${WIZARD_DRAFT_MAX_CHARS} caracteres).`,
  badShape: 'El borrador del registro no tiene el formato del asistente.',
  fileNotFound: 'Ese documento no está en tu borrador.',
  dniTaken:
    'Este número de documento ya está registrado en el portal. Si es tuyo, no crees otra cuenta: podés reclamarlo con «Reclamar mi documento» (subís fotos del documento y el personal lo revisa).',
} as const;

/**
 * The wizard's top-level groups as the form holds them (strings, lists of objects);
 * anything else in a draft is refused. Only their shape is checked here and the whole
 * is capped: the values are validated for real at Siguiente (web) and Finalizar
 * (POST /api/wizard-persona), since a draft is work in progress.
 */
const group = z.record(z.string().max(60), z.unknown());
const list = z.array(group).max(50);
export const wizardDraftValuesSchema = z
  .strictObject(
    {
      persona: group.optional(),
      discapacidad: z.string().max(5).optional(),
      discapacidades: list.optional(),
      estudio_secundario: group.optional(),
      otros_estudios: list.optional(),
      lenguajes: list.optional(),
      conocimientos: list.optional(),
      situacion_laboral: group.optional(),
      situacion_madre: group.optional(),
      situacion_padre: group.optional(),
      situacion_conyuge: group.optional(),
      carrera_id: z.string().max(12).optional(),
    },
    { error: draftMsg.badShape },
  )
  .refine((v) => JSON.stringify(v).length <= WIZARD_DRAFT_MAX_CHARS, draftMsg.tooLarge);

/** PUT /api/wizard-draft: any of the three; what is left out stays as it was. */
export const wizardDraftBodySchema = z.strictObject(
  {
    step: z.number(draftMsg.badShape).int(draftMsg.badShape).min(0, draftMsg.badShape).max(WIZARD_LAST_STEP, draftMsg.badShape).optional(),
    values: wizardDraftValuesSchema.optional(),
    welcome_seen: z.boolean(draftMsg.badShape).optional(),
  },
  { error: draftMsg.badShape },
);
export type WizardDraftBody = z.input<typeof wizardDraftBodySchema>;

export const wizardDraftFileSchema = z.object({
  /** A document code (the seven seed documents or a configured one, issue 15). */
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  original_name: z.string().nullable(),
});
export type WizardDraftFile = z.output<typeof wizardDraftFileSchema>;

export const wizardDraftSchema = z.object({
  step: z.number().int(),
  values: z.record(z.string(), z.unknown()).nullable(),
  welcome_seen: z.boolean(),
  files: z.array(wizardDraftFileSchema),
});
export type WizardDraft = z.output<typeof wizardDraftSchema>;
