import type { DocumentName } from '@ingreso/shared';

/** One name per document on every screen (wizard, Mi Perfil, enrolment dialog, staff detail): each namespace points here. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'ID card (front)',
  dni_reverso: 'ID card (back)',
  cuil: 'CUIL certificate',
  partida_nacimiento: 'Birth certificate',
  analitico: 'Secondary school transcript',
  certificado_laboral: 'Employment certificate',
  cud: 'Disability certificate (CUD)',
};
