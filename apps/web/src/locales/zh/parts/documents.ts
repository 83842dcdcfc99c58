import type { DocumentName } from '@ingreso/shared';

/** One name per document on every screen (wizard, Mi Perfil, enrolment dialog, staff detail): each namespace points here. */
export const DOCUMENT_LABELS: Record<DocumentName, string> = {
  dni_frente: 'DNI(正面)',
  dni_reverso: 'DNI(背面)',
  cuil: 'CUIL 证明',
  partida_nacimiento: '出生证明',
  analitico: '高中成绩单',
  certificado_laboral: '在职证明',
  cud: '统一残疾证明(CUD)',
};
