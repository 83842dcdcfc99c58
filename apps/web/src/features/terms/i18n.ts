import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/terms';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('terms', resource);

export function useTermsTranslation() {
  return useTranslation('terms');
}
