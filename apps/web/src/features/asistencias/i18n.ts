import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as asistenciaMessages } from '@/locales/es/messages/asistencia';
import { sources as notaMessages } from '@/locales/es/messages/nota';
import { resource } from '@/locales/es/asistencias';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('asistencias', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...asistenciaMessages, ...notaMessages });

export function useAsistenciasTranslation() {
  return useTranslation('asistencias');
}
