import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as carreraMessages } from '@/locales/es/messages/carrera';
import { resource } from '@/locales/es/carreras-admin';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('carreras-admin', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...carreraMessages });

export function useCarrerasAdminTranslation() {
  return useTranslation('carreras-admin');
}
