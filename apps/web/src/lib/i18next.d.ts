import 'i18next';
import type { resource as account } from '../locales/es/account';
import type { resource as asistencias } from '../locales/es/asistencias';
import type { resource as auth } from '../locales/es/auth';
import type { resource as carreras } from '../locales/es/carreras';
import type { resource as carrerasAdmin } from '../locales/es/carreras-admin';
import type { resource as carrerasDialog } from '../locales/es/carreras-dialog';
import type { resource as common } from '../locales/es/common';
import type { resource as completeRegister } from '../locales/es/complete-register';
import type { resource as dashboard } from '../locales/es/dashboard';
import type { resource as reportes } from '../locales/es/reportes';
import type { MessagesResource } from '../locales/domain-messages';
import type { resource as documentUpload } from '../locales/es/document-upload';
import type { resource as inscripciones } from '../locales/es/inscripciones';
import type { resource as instancias } from '../locales/es/instancias';
import type { resource as passwordStrength } from '../locales/es/password-strength';
import type { resource as perfil } from '../locales/es/perfil';
import type { resource as shell } from '../locales/es/shell';
import type { resource as terms } from '../locales/es/terms';
import type { resource as usuarios } from '../locales/es/usuarios';
import type { resource as verificar } from '../locales/es/verificar';

// Type-checked translation keys: a typo in t('...') fails `tsc`. One namespace per file of
// src/locales/es/, plus `messages` (the domain messages of packages/shared, es/messages/).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      terms: typeof terms;
      shell: typeof shell;
      asistencias: typeof asistencias;
      carreras: typeof carreras;
      'carreras-admin': typeof carrerasAdmin;
      'carreras-dialog': typeof carrerasDialog;
      'complete-register': typeof completeRegister;
      dashboard: typeof dashboard;
      reportes: typeof reportes;
      'document-upload': typeof documentUpload;
      inscripciones: typeof inscripciones;
      messages: MessagesResource;
      instancias: typeof instancias;
      'password-strength': typeof passwordStrength;
      perfil: typeof perfil;
      usuarios: typeof usuarios;
      verificar: typeof verificar;
    };
    returnNull: false;
  }
}
