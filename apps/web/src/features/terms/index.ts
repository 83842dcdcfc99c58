import { lazyNamed } from '@/lib/lazy-named';

/** /terms, loaded on first visit. */
export const TermsPage = lazyNamed(() => import('./terms-page'), 'TermsPage');
