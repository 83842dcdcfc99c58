import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · Sistema de Ingreso" in the browser tab; screen readers announce it on navigation. */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const app = t('common.appName');
  useEffect(() => {
    // Screens without a title of their own leave the one their screen set.
    if (page) document.title = `${page} · ${app}`;
  }, [page, app]);
}
