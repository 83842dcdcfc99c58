import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/verificar';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('verificar', resource);

export function useVerificarTranslation() {
  return useTranslation('verificar');
}
