import type { DocumentName } from '@ingreso/shared';

/**
 * The English names of the documents, beside the Spanish DOCUMENT_LABELS of the shared
 * package, for the screens that list them by those names (enrolment pre-check, Mi
 * Perfil, staff review). The wizard keeps its own: its seed wording differs.
 */
export const DOCUMENT_LABELS_EN: Record<DocumentName, string> = {
  dni_frente: 'ID card (front)',
  dni_reverso: 'ID card (back)',
  cuil: 'CUIL certificate',
  partida_nacimiento: 'Birth certificate',
  analitico: 'Secondary school transcript',
  certificado_laboral: 'Employment certificate',
  cud: 'Disability certificate (CUD)',
};
