import { useTranslation } from 'react-i18next';
import { addSpanishMessages } from '@/lib/domain-messages';
import { addSpanish } from '@/lib/i18n';
import { sources as usuarioMessages } from '@/locales/es/messages/usuario';
import { resource } from '@/locales/es/usuarios';

// The Spanish texts travel with this code; other languages are fetched when in use (decision 93).
addSpanish('usuarios', resource);
// The messages of packages/shared that these screens show (zod and server answers).
addSpanishMessages({ ...usuarioMessages });

export function useUsuariosTranslation() {
  return useTranslation('usuarios');
}
