import type { DocumentName } from '@ingreso/shared';

/** One name per document on every screen (wizard, Mi Perfil, enrolment dialog, staff detail): each namespace points here. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI (recto)',
  dni_reverso: 'DNI (verso)',
  cuil: 'Attestation de CUIL',
  partida_nacimiento: 'Acte de naissance',
  analitico: 'Relevé de notes du secondaire',
  certificado_laboral: 'Attestation de travail',
  cud: 'Certificat unique de handicap (CUD)',
};
