import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/account';

// The words of the account screens other than sign in (registration, passwords, activation) travel
// with those screens, not with the login page; other languages are fetched when in use (decision 93).
addSpanish('account', resource);

/** The account screens' words, and `common:` for the frame's (back, new tab). */
export function useAccountTranslation() {
  return useTranslation(['account', 'common']);
}
