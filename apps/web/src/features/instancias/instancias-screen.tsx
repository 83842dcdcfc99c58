import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarPlus, IconFileCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { instanciasQueries, type InstanciaRow } from '@/api/instancias';
import { NumberedPagination } from '@/components/numbered-pagination';
import { PageLoader } from '@/components/page-loader';
import { ChoiceModal } from './components/choice-modal';
import { DeleteInstanciaModal } from './components/delete-instancia-modal';
import { InscriptosModal } from './components/inscriptos-modal';
import { InstanciaFormModal } from './components/instancia-form-modal';
import { InstanciasTable, ROW_ACTION_PERMISSION, type RowAction } from './components/instancias-table';
import { useCan } from '@/lib/permissions';
import { DEFAULT_SORT, nextSort, todayUtc, visibleInstancias, type SortState } from './lib/instancia-list';
import { paths } from '@/config/paths';
import { useInstanciasTranslation } from './i18n';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';

/** Seed 001 §9: instancias are listed 5 per page. */
export const INSTANCIAS_PAGE_SIZE = 5;

type Dialog =
  { kind: 'form'; instancia: InstanciaRow | null } | { kind: Exclude<RowAction, 'edit' | 'requisitos'>; instancia: InstanciaRow } | null;

/**
 * /instancias, the staff home: every instancia with search, sorting and paging
 * done in the browser (the list is short), and the modals of its row actions.
 * Title and breadcrumbs come from the shell's "Instancias" menu entry.
 */
export function InstanciasScreen() {
  const { t } = useInstanciasTranslation();
  // Every instancia, newest fecha_inicio first (the server's order).
  const list = useQuery(instanciasQueries.list());
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const today = todayUtc();
  const can = useCan();
  const mayManage = can('instancias.gestionar');

  const rows = useMemo(() => visibleInstancias(list.data ?? [], query, sort), [list.data, query, sort]);
  const pageCount = Math.max(1, Math.ceil(rows.length / INSTANCIAS_PAGE_SIZE));
  // After a deletion or a narrower search the page may no longer exist: show the last one.
  const current = Math.min(page, pageCount);
  const pageRows = rows.slice((current - 1) * INSTANCIAS_PAGE_SIZE, current * INSTANCIAS_PAGE_SIZE);

  const navigate = useNavigate();
  const onAction = (action: RowAction, instancia: InstanciaRow) => {
    if (action === 'requisitos') void navigate(paths.staff.requisitosDe('instancia', instancia.id));
    else setDialog(action === 'edit' ? { kind: 'form', instancia } : { kind: action, instancia });
  };
  const close = () => setDialog(null);

  const createButton = mayManage && (
    <Group gap="sm">
      <Button component={Link} to={paths.staff.requisitos} variant="default" leftSection={<IconFileCheck size={18} aria-hidden="true" />}>
        {t('requisitos.open')}
      </Button>
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setDialog({ kind: 'form', instancia: null })}>
        {t('create')}
      </Button>
    </Group>
  );

  let body;
  if (list.isPending) {
    body = <PageLoader label={t('loading')} />;
  } else if (list.isError) {
    body = <LoadErrorAlert message={t('loadError')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" data-testid="instancias-empty">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden="true">
            <IconCalendarPlus size={32} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('emptyTitle')}
          </Title>
          <Text c="gray.7">{t('emptyBody')}</Text>
          {createButton}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text c="gray.7" data-testid="instancias-no-matches">
            {t('noMatches', { query: query.trim() })}
          </Text>
        ) : (
          <>
            <InstanciasTable
              rows={pageRows}
              sort={sort}
              onSort={(column) => setSort((s) => nextSort(s, column))}
              onAction={onAction}
              today={today}
              allowed={(action) => can(ROW_ACTION_PERMISSION[action])}
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="gray.7" role="status">
                {t('showing', {
                  from: (current - 1) * INSTANCIAS_PAGE_SIZE + 1,
                  to: (current - 1) * INSTANCIAS_PAGE_SIZE + pageRows.length,
                  total: rows.length,
                })}
              </Text>
              <NumberedPagination page={current} pageCount={pageCount} onChange={setPage} label={t('pagination')} />
            </Group>
          </>
        )}
      </Stack>
    );
  }

  const hasRows = Boolean(list.data && list.data.length > 0);

  return (
    <Stack gap="md" w="100%" maw={1400}>
      {hasRows && (
        <Group justify="space-between" align="flex-end" gap="sm">
          <SearchInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            w={{ base: '100%', sm: 360 }}
          />
          {createButton}
        </Group>
      )}
      {hasRows && (
        <Group gap={6} wrap="nowrap" c="gray.7">
          <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm">{t('datesNote')}</Text>
        </Group>
      )}

      {body}

      <InstanciaFormModal opened={dialog?.kind === 'form'} instancia={dialog?.kind === 'form' ? dialog.instancia : null} onClose={close} />
      <DeleteInstanciaModal instancia={dialog?.kind === 'delete' ? dialog.instancia : null} onClose={close} />
      <InscriptosModal instancia={dialog?.kind === 'inscriptos' ? dialog.instancia : null} onClose={close} />
      <ChoiceModal
        instancia={dialog?.kind === 'asistencias' ? dialog.instancia : null}
        onClose={close}
        title={t('asistencias.title')}
        intro={t('asistencias.intro')}
        options={[
          { label: t('asistencias.create'), to: paths.staff.asistenciasNueva },
          { label: t('asistencias.edit'), to: paths.staff.asistenciasEdit },
        ]}
      />
      <ChoiceModal
        instancia={dialog?.kind === 'notas' ? dialog.instancia : null}
        onClose={close}
        title={t('notas.title')}
        intro={t('notas.intro')}
        options={[
          { label: t('notas.create'), to: paths.staff.notasNueva },
          { label: t('notas.edit'), to: paths.staff.notasEdit },
        ]}
      />
    </Stack>
  );
}
