import type { DocumentName } from '@ingreso/shared';

/** One name per document on every screen (wizard, Mi Perfil, enrolment dialog, staff detail): each namespace points here. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI(表面)',
  dni_reverso: 'DNI(裏面)',
  cuil: 'CUIL 証明書',
  partida_nacimiento: '出生証明書',
  analitico: '高校の成績証明書',
  certificado_laboral: '在職証明書',
  cud: '障害者統一証明書(CUD)',
};
