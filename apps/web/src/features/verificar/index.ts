import { lazyNamed } from '@/lib/lazy-named';

/** /verificar/:code, the public check of a constancia's QR, loaded on first visit (not in the login page's code). */
export const VerifyConstanciaPage = lazyNamed(() => import('./verify-page'), 'VerifyConstanciaPage');
