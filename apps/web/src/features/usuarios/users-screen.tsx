import { USERS_PAGE_SIZE, type UserRow } from '@ingreso/shared';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconHistory, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usuariosQueries } from '@/api/usuarios';
import { PageLoader } from '@/components/page-loader';
import { UserHistoryModal } from './components/user-history-modal';
import { UserModal } from './components/user-modal';
import { UsersPagination } from './components/users-pagination';
import { useUsuariosTranslation } from './i18n';
import { EditRowButton, ListTable } from '@/components/table-parts';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';

type ModalState = { opened: false } | { opened: true; user: UserRow | null; key: number };

/**
 * /usuarios (seed 001 §2): the users with their real role and group, a search
 * by e-mail, 5 per page, and the create/edit modal. The list waits for both
 * the users and the roles, which the modal needs.
 */
export function UsersScreen() {
  const { t } = useUsuariosTranslation();
  const users = useQuery(usuariosQueries.list());
  const roles = useQuery(usuariosQueries.roles());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<ModalState>({ opened: false });
  const [historyOf, setHistoryOf] = useState<UserRow | null>(null);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = users.data ?? [];
    return needle ? list.filter((u) => u.email.toLowerCase().includes(needle)) : list;
  }, [users.data, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = filtered.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE);

  const openModal = (user: UserRow | null) => setModal({ opened: true, user, key: Date.now() });

  if (users.isError || roles.isError) {
    return (
      <LoadErrorAlert
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => {
          void users.refetch();
          void roles.refetch();
        }}
      />
    );
  }
  if (!users.data || !roles.data) return <PageLoader label={t('loading')} />;

  const hasList = users.data.length > 0 && roles.data.length > 0;

  return (
    <Box maw={1100} w="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <SearchInput
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            onClick={() => openModal(null)}
            disabled={roles.data.length === 0}
          >
            {t('create')}
          </Button>
        </Group>

        {!hasList ? (
          <Paper withBorder p="xl" radius="md">
            <Text ta="center" c="gray.7">
              {t('empty')}
            </Text>
          </Paper>
        ) : (
          <>
            <Text size="sm" c="gray.7" aria-live="polite">
              {t('count', { shown: filtered.length, total: users.data.length })}
            </Text>
            {/* On phones the e-mail and role move under the name, so the edit button stays in view. */}
            <ListTable
              testId="users-table"
              caption={t('tableCaption')}
              columns={[
                { label: t('columns.name') },
                { label: t('columns.email'), wideOnly: true },
                { label: t('columns.role'), wideOnly: true },
                { label: t('columns.actions'), width: 120, centered: true },
              ]}
              empty={rows.length === 0 && t('noMatch')}
            >
              {rows.map((user) => {
                const role = user.role[0];
                const roleView = role ? (
                  <Group gap={6} wrap="nowrap">
                    <Badge variant="light" color={role.name === 'admin' ? 'green' : 'blue'} radius="sm" tt="none">
                      {role.name}
                    </Badge>
                    <Text size="sm">{role.description}</Text>
                  </Group>
                ) : (
                  '-'
                );
                return (
                  <Table.Tr key={user.id} data-testid="user-row">
                    <Table.Td>
                      {user.name}
                      <Stack gap={4} mt={4} hiddenFrom="sm">
                        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {user.email}
                        </Text>
                        {roleView}
                      </Stack>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{roleView}</Table.Td>
                    <Table.Td ta="center">
                      <Group gap={6} wrap="nowrap" justify="center">
                        <EditRowButton label={t('edit', { name: user.name })} onClick={() => openModal(user)} />
                        <Tooltip label={t('history.open', { name: user.name })} withArrow>
                          <ActionIcon
                            variant="default"
                            size="lg"
                            aria-label={t('history.open', { name: user.name })}
                            onClick={() => setHistoryOf(user)}
                          >
                            <IconHistory size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </ListTable>
            <UsersPagination page={current} pageCount={pageCount} onChange={setPage} />
          </>
        )}
      </Stack>

      <UserModal
        key={modal.opened ? modal.key : 'closed'}
        opened={modal.opened}
        user={modal.opened ? modal.user : null}
        roles={roles.data}
        onClose={() => setModal({ opened: false })}
        onLoadAnother={() => openModal(null)}
      />
      <UserHistoryModal user={historyOf} roles={roles.data} onClose={() => setHistoryOf(null)} />
    </Box>
  );
}
