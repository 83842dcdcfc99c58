import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { correccionesQueries } from '@/api/correcciones';
import { identidadQueries } from '@/api/identidad';
import { useShellTranslation } from './i18n';

/**
 * The open requests next to a staff menu entry: correction requests (issue 14 §2) or identity
 * claims (issue 18 §2). Its own chunk: the applicant's menu never loads these parts of the contract.
 */
export default function MenuCount({ kind }: { kind: 'correcciones' | 'identidad' }) {
  const { t } = useShellTranslation();
  // Both queries are declared; only the entry's own runs.
  const claims = useQuery({ ...identidadQueries.pending(), enabled: kind === 'identidad' });
  const corrections = useQuery({ ...correccionesQueries.pending(), enabled: kind === 'correcciones' });
  const pending = kind === 'identidad' ? claims : corrections;
  if (!pending.data) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={pending.data < 10} data-testid={`menu-count-${kind}`}>
      <span aria-hidden="true">{pending.data}</span>
      <span className="visually-hidden">{t('pendingCount', { count: pending.data })}</span>
    </Badge>
  );
}
