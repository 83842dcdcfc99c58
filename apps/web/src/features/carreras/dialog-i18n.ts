import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/carreras-dialog';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 83).
addSpanish('carreras-dialog', resource);

export function useCarrerasDialogTranslation() {
  return useTranslation('carreras-dialog');
}
