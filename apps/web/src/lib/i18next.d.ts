import 'i18next';
import type { Translation } from './locales/es';

// Type-checked translation keys: a typo in t('...') fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Translation };
    returnNull: false;
  }
}
