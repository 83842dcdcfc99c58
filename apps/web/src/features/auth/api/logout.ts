import { authApi } from '@/api/auth';
import { clearSession, getSession } from '@/lib/session';

/**
 * Ends the session here and on the server. The local part never waits for the
 * network: a user who clicks "Salir" is signed out even when offline. Cached
 * data of the signed-in areas is dropped by the query client when the session
 * goes away (lib/query-client.ts).
 */
export function logout(): void {
  if (getSession()) {
    // The request reads the token synchronously, before the session is cleared below.
    authApi.logout().catch(() => undefined);
  }
  clearSession();
}
