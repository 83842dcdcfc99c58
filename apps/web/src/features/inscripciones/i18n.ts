import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as inscripcionMessages } from '@/locales/es/messages/inscripcion';
import { sources as identidadMessages } from '@/locales/es/messages/identidad';
import { sources as personaMessages } from '@/locales/es/messages/persona';
import { resource } from '@/locales/es/inscripciones';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('inscripciones', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...identidadMessages, ...inscripcionMessages, ...personaMessages });

export function useInscripcionesTranslation() {
  return useTranslation('inscripciones');
}
