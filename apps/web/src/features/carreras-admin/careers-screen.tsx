import type { CarreraRow } from '@ingreso/shared';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconBooks, IconCheck, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { useCarreras, useTiposCarrera } from './api/get-carreras';
import { CarreraModal } from './components/carrera-modal';
import { MateriasModal } from './components/materias-modal';
import { useCarrerasAdminTranslation } from './i18n';
import { EditRowButton, ListTable } from '@/components/table-parts';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';

type CarreraModalState = { opened: false } | { opened: true; carrera: CarreraRow | null; key: number };

/** Case and accents do not matter when searching a name ("ingenieria" finds "Ingeniería"). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * /carreras-admin: careers with their type and subject count; create and edit
 * a career, and keep its subjects (decision 21), so staff never touch the database.
 */
export function CareersScreen() {
  const { t } = useCarrerasAdminTranslation();
  const carreras = useCarreras();
  const tipos = useTiposCarrera();
  const [search, setSearch] = useState('');
  const [carreraModal, setCarreraModal] = useState<CarreraModalState>({ opened: false });
  const [materiasOf, setMateriasOf] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const filtered = useMemo(() => {
    const needle = fold(search.trim());
    const list = carreras.data ?? [];
    return needle ? list.filter((c) => fold(c.descripcion).includes(needle)) : list;
  }, [carreras.data, search]);

  if (carreras.isError || tipos.isError) {
    return (
      <LoadErrorAlert
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => {
          void carreras.refetch();
          void tipos.refetch();
        }}
      />
    );
  }
  if (!carreras.data || !tipos.data) return <PageLoader label={t('loading')} />;

  const openCarrera = (carrera: CarreraRow | null) => {
    setSaved(null);
    setCarreraModal({ opened: true, carrera, key: Date.now() });
  };
  // The subjects modal follows the list, so its title shows a rename of the career at once.
  const materiasCarrera = carreras.data.find((c) => c.id === materiasOf) ?? null;

  return (
    <Box maw={1100} w="100%">
      <Stack gap="md">
        <Text c="gray.7">{t('intro')}</Text>
        <Group justify="space-between" align="flex-end" gap="sm">
          <SearchInput
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => openCarrera(null)}>
            {t('create')}
          </Button>
        </Group>

        <div role="status" aria-live="polite">
          {saved && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCheck aria-hidden="true" />}
              withCloseButton
              closeButtonLabel={t('carrera.close')}
              onClose={() => setSaved(null)}
            >
              {saved}
            </Alert>
          )}
        </div>

        {carreras.data.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Text ta="center" c="gray.7">
              {t('empty')}
            </Text>
          </Paper>
        ) : (
          // On phones the type and the subjects button move under the name, so the actions stay in view.
          <ListTable
            testId="carreras-table"
            caption={t('tableCaption')}
            columns={[
              { label: t('columns.name') },
              { label: t('columns.type'), wideOnly: true },
              { label: t('columns.subjects'), wideOnly: true },
              { label: t('columns.actions'), width: 80, centered: true },
            ]}
            empty={filtered.length === 0 && t('noMatch')}
          >
            {filtered.map((carrera) => {
              const subjectsButton = (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconBooks size={16} aria-hidden="true" />}
                  aria-label={`${t('subjectsButton', { n: carrera.materias_count })}: ${carrera.descripcion}`}
                  onClick={() => setMateriasOf(carrera.id)}
                >
                  {t('subjectsButton', { n: carrera.materias_count })}
                </Button>
              );
              return (
                <Table.Tr key={carrera.id} data-testid="carrera-row">
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" fw={500}>
                        {carrera.descripcion}
                      </Text>
                      {carrera.elegible_en_ingreso === 1 && (
                        <Badge variant="light" color="blue" radius="sm" size="sm" tt="none">
                          {t('elegible')}
                        </Badge>
                      )}
                      <Text size="sm" c="gray.7" hiddenFrom="sm">
                        {carrera.tipo_carrera}
                      </Text>
                      <Box hiddenFrom="sm" mt={4}>
                        {subjectsButton}
                      </Box>
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{carrera.tipo_carrera}</Table.Td>
                  <Table.Td visibleFrom="sm">{subjectsButton}</Table.Td>
                  <Table.Td ta="center">
                    <EditRowButton label={t('edit', { name: carrera.descripcion })} onClick={() => openCarrera(carrera)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </ListTable>
        )}
      </Stack>

      <CarreraModal
        key={carreraModal.opened ? carreraModal.key : 'closed'}
        opened={carreraModal.opened}
        carrera={carreraModal.opened ? carreraModal.carrera : null}
        tipos={tipos.data}
        onClose={() => setCarreraModal({ opened: false })}
        onSaved={(carrera) => {
          setCarreraModal({ opened: false });
          setSaved(t('saved', { name: carrera.descripcion }));
        }}
      />
      <MateriasModal carrera={materiasCarrera} onClose={() => setMateriasOf(null)} />
    </Box>
  );
}
