import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/document-upload';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 83).
addSpanish('document-upload', resource);

export function useDocumentUploadTranslation() {
  return useTranslation('document-upload');
}
