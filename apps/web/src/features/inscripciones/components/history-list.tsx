import type { EstadoId } from '@ingreso/shared';
import { Box, Group, Text, Timeline, Typography } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EnrolmentHistoryEntry as HistoryEntry } from '@/api/inscripciones';
import { formatDateTime } from '../lib/labels';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useInscripcionesTranslation } from '../i18n';

function estadoOf(snapshot: Record<string, unknown> | null): number | null {
  const value = snapshot?.estado_id;
  return typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null;
}

function reasonOf(snapshot: Record<string, unknown> | null): string {
  const value = snapshot?.observacion;
  return typeof value === 'string' ? value : '';
}

/**
 * The enrolment's audit trail, newest first: who changed what and when, the
 * estado before and after, and the rejection reason that went with it
 * (sanitized again before it is rendered).
 */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useInscripcionesTranslation();
  const { i18n } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('detail.history.empty')}
      </Text>
    );

  return (
    <Timeline bulletSize={22} lineWidth={2} active={entries.length} color="green" data-testid="history">
      {entries.map((entry) => {
        const before = estadoOf(entry.before);
        const after = estadoOf(entry.after);
        const reason = reasonOf(entry.after);
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<IconHistory size={12} aria-hidden="true" />}
            title={
              <Text size="sm" fw={600}>
                {t(`detail.history.actions.${entry.action}`, { defaultValue: t('detail.history.otherAction') })}
              </Text>
            }
            data-testid="history-entry"
          >
            <Text size="xs" c="gray.7">
              {formatDateTime(entry.created_at, i18n.resolvedLanguage ?? 'es')} ·{' '}
              {t('detail.history.by', { actor: entry.actor ?? t('detail.history.unknownActor') })}
            </Text>
            {after !== null && (
              <Group gap={6} mt={4} wrap="wrap">
                {before !== null && before !== after && (
                  <>
                    <Text size="sm">{t(`estados.${before as EstadoId}`, { defaultValue: String(before) })}</Text>
                    <IconArrowRight size={14} aria-label="→" />
                  </>
                )}
                <Text size="sm" fw={600}>
                  {t(`estados.${after as EstadoId}`, { defaultValue: String(after) })}
                </Text>
              </Group>
            )}
            {reason && (
              <Box mt={4} p="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <Text size="xs" c="gray.7" fw={600}>
                  {t('detail.history.reason')}
                </Text>
                <Typography
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="history-reason"
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(reason) }}
                />
              </Box>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
