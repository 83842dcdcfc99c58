import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { correccionesQueries } from '@/api/correcciones';
import { useShellTranslation } from './i18n';

/**
 * The open correction requests next to the staff menu's "Correcciones" (issue 14 §2).
 * Its own chunk: the applicant's menu never loads the corrections' part of the contract.
 */
export default function MenuCount() {
  const { t } = useShellTranslation();
  const pending = useQuery(correccionesQueries.pending());
  if (!pending.data) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={pending.data < 10} data-testid="menu-count-correcciones">
      <span aria-hidden="true">{pending.data}</span>
      <span className="visually-hidden">{t('pendingCount', { count: pending.data })}</span>
    </Badge>
  );
}
