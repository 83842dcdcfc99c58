import type { RoleOption, UserRow } from '@ingreso/shared';
import { Button, Group, List, Modal, Stack, Text, Timeline } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { usuariosQueries, type AccountHistoryEntry } from '@/api/usuarios';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageLoader } from '@/components/page-loader';
import { useFormatDate } from '@/lib/format-date';
import { useUsuariosTranslation } from '../i18n';

interface AccountView {
  name?: string;
  email?: string;
  role_id?: number;
  password_changed?: boolean;
}

const view = (value: unknown): AccountView => (value && typeof value === 'object' ? (value as AccountView) : {});

/**
 * Every audited change of an account (issue 17 §2): who created it, who changed its name,
 * e-mail, group or password and when, and the failed password confirmations of its holder.
 */
export function UserHistoryModal({ user, roles, onClose }: { user: UserRow | null; roles: RoleOption[]; onClose: () => void }) {
  const { t } = useUsuariosTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const history = useQuery({ ...usuariosQueries.history(user?.id ?? 0), enabled: user !== null });
  const formatDate = useFormatDate();
  const groupName = (id: number | undefined) => roles.find((r) => r.id === id)?.description ?? String(id ?? '');

  const lines = (entry: AccountHistoryEntry): string[] => {
    const before = view(entry.before);
    const after = view(entry.after);
    if (entry.action === 'usuario.crear') return [t('history.created', { group: groupName(after.role_id), email: after.email ?? '' })];
    if (entry.action === 'usuario.reautenticar_fallo') return [t('history.reauthFailed')];
    const out: string[] = [];
    if (before.name !== after.name) out.push(t('history.name', { before: before.name, after: after.name }));
    if (before.email !== after.email) out.push(t('history.email', { before: before.email, after: after.email }));
    if (before.role_id !== after.role_id)
      out.push(t('history.group', { before: groupName(before.role_id), after: groupName(after.role_id) }));
    if (after.password_changed) out.push(t('history.password'));
    return out;
  };

  let body;
  if (history.isError) {
    body = <LoadErrorAlert message={t('history.loadError')} retryLabel={t('retry')} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = <PageLoader label={t('history.loading')} />;
  } else if (history.data.length === 0) {
    body = <Text c="gray.7">{t('history.empty')}</Text>;
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} data-testid="user-history">
        {history.data.map((entry) => (
          <Timeline.Item
            key={entry.id}
            title={entry.action === 'usuario.editar' ? t('history.edited') : undefined}
            data-testid="user-history-entry"
          >
            {entry.action === 'usuario.editar' ? (
              <List size="sm" spacing={2}>
                {lines(entry).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" fw={600}>
                {lines(entry)[0]}
              </Text>
            )}
            <Text size="xs" c="gray.7" mt={4}>
              {formatDate(entry.created_at)} · {t('history.by', { name: entry.actor_name ?? t('history.unknownActor') })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `${t('history.title')}: ${user.name}` : t('history.title')}
      size="lg"
      fullScreen={phone}
      centered
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      closeButtonProps={{ 'aria-label': t('history.close') }}
    >
      <Stack gap="md">
        {body}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('history.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
