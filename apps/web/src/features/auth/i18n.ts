import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/auth';

// The Spanish texts travel with the code; other languages are fetched when in use (decision 93).
// Imported by AuthLayout only: every account screen renders inside it, so the screens (which ask for
// `useTranslation(['auth', 'common'])`) find the namespace registered, and the texts share the
// layout's chunk instead of adding one more file to the login page.
addSpanish('auth', resource);

/** The account screens' words, and `common:` for the frame's (skip link, useful links). */
export function useAuthTranslation() {
  return useTranslation(['auth', 'common']);
}
