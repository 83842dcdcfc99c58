import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** /verificar/:code, the public check of a constancia's QR, loaded on first visit (not in the login page's code). */
export const VerifyConstanciaPage = lazyWithPreload(() => import('./verify-page').then((m) => m.VerifyConstanciaPage));
