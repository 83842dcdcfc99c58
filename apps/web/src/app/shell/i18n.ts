import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/shell';

// The Spanish texts travel with the shell's code; other languages are fetched when in use (decision 93).
addSpanish('shell', resource);

/** The shell's words, and `common:` for the frame's (skip link, home link, new tab). */
export function useShellTranslation() {
  return useTranslation(['shell', 'common']);
}
