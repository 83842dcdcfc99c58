import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/complete-register';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 83).
addSpanish('complete-register', resource);

export function useCompleteRegisterTranslation() {
  return useTranslation('complete-register');
}
