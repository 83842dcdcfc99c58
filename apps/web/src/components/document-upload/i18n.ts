import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as personaMessages } from '@/locales/es/messages/persona';
import { resource } from '@/locales/es/document-upload';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('document-upload', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...personaMessages });

export function useDocumentUploadTranslation() {
  return useTranslation('document-upload');
}
