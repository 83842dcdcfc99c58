import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** /terms, loaded on first visit. */
export const TermsPage = lazyWithPreload(() => import('./terms-page').then((m) => m.TermsPage));
