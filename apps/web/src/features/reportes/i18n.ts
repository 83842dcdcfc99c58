import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/reportes';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('reportes', resource);

export function useReportesTranslation() {
  return useTranslation('reportes');
}
