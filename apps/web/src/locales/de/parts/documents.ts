import type { DocumentName } from '@ingreso/shared';

/** One name per document on every screen (wizard, Mi Perfil, enrolment dialog, staff detail): each namespace points here. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI (Vorderseite)',
  dni_reverso: 'DNI (Rückseite)',
  cuil: 'CUIL-Bescheinigung',
  partida_nacimiento: 'Geburtsurkunde',
  analitico: 'Notenauszug der Sekundarschule',
  certificado_laboral: 'Arbeitsbescheinigung',
  cud: 'Einheitlicher Behindertenausweis (CUD)',
};
