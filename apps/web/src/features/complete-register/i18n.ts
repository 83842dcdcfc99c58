import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as identidadMessages } from '@/locales/es/messages/identidad';
import { sources as personaMessages } from '@/locales/es/messages/persona';
import { resource } from '@/locales/es/complete-register';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('complete-register', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...identidadMessages, ...personaMessages });

export function useCompleteRegisterTranslation() {
  return useTranslation('complete-register');
}
