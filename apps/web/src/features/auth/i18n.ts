import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/auth';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 83).
addSpanish('auth', resource);

/** The account screens' words, and `common:` for the frame's (skip link, useful links). */
export function useAuthTranslation() {
  return useTranslation(['auth', 'common']);
}
