import { Paper, Table, Text } from '@mantine/core';
import type { DashboardAuditEntry } from '@/api/dashboard';
import { ScrollTable } from '@/components/scroll-table';
import { useDashboardTranslation } from '../i18n';

/** Local date and time as year-month-day hours:minutes, like the rest of the staff area's dates. */
function formatWhen(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "Persona: Ana Pérez", "Instancia: Ingreso 2026": the record by name, by number only when the API has no name for it. */
function subjectOf(entry: DashboardAuditEntry, t: ReturnType<typeof useDashboardTranslation>['t']): string {
  const entity = t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity });
  if (entry.entity_name) return t('audit.named', { entity, name: entry.entity_name });
  return entry.entity_id !== null ? `${entity} #${entry.entity_id}` : entity;
}

/** The newest audit-log entries: who did what on which record (no before/after values: they may hold personal data). */
export function AuditTable({ entries }: { entries: DashboardAuditEntry[] }) {
  const { t } = useDashboardTranslation();
  if (entries.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text ta="center" c="gray.7">
          {t('audit.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <ScrollTable minWidth={560} label={t('audit.caption')}>
      <Table striped verticalSpacing="xs" data-testid="audit-table">
        <Table.Caption className="visually-hidden">{t('audit.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.when')}</Table.Th>
            <Table.Th scope="col">{t('audit.who')}</Table.Th>
            <Table.Th scope="col">{t('audit.what')}</Table.Th>
            <Table.Th scope="col">{t('audit.on')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={String(entry.created_at)}>{formatWhen(entry.created_at)}</time>
              </Table.Td>
              <Table.Td>{entry.actor?.name ?? t('audit.system')}</Table.Td>
              <Table.Td>{t(`audit.actions.${entry.action}`, { defaultValue: t('audit.otherAction') })}</Table.Td>
              <Table.Td>{subjectOf(entry, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
