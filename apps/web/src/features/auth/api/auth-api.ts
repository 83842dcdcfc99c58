/**
 * The account calls (apps/web/src/api/auth.ts), loaded after the auth screens paint: they
 * bring the contract, and so zod, which the login page's first download leaves out
 * (decision 71). The layout starts the download once the form is on screen
 * (preloadAuthSchemas); the login's one-second pause covers it if it has not arrived.
 */
export const loadAuthApi = () => import('@/api/auth').then((m) => m.authApi);
