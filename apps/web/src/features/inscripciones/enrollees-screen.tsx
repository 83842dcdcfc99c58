import { keepDigits } from '@/lib/kept-input';
import { ESTADO_IDS, REVISION_FILTROS, type EstadoId, type RevisionFiltro } from '@ingreso/shared';
import { Alert, Anchor, Badge, Button, CloseButton, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconFileSpreadsheet, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Enrollee, EnrolleeFilter } from '@/api/inscripciones';
import { instanciasQueries } from '@/api/instancias';
import { NumberedPagination } from '@/components/numbered-pagination';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { ENROLLEES_PAGE_SIZE, useEnrollees } from './api/get-enrollees';
import { DocumentationModal } from './components/documentation-modal';
import { EnrolleeDetailModal } from './components/enrollee-detail-modal';
import { BulkActions } from './components/bulk-actions';
import { EnrolleeTable } from './components/enrollee-table';
import { EstadoFilterModal } from './components/estado-filter-modal';
import { InstanciaCard } from './components/instancia-card';
import { ReviewQueueLink } from './components/review-queue-link';
import { useExcelExport } from './lib/use-excel-export';
import { HandoffMenu } from './components/handoff-menu';
import { useInscripcionesTranslation } from './i18n';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SearchInput } from '@/components/search-input';
import { useCan } from '@/lib/permissions';

function parseId(value: string | null | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

const isRevision = (value: string | null): value is RevisionFiltro => REVISION_FILTROS.includes(value as RevisionFiltro);

/** The filter and page live in the address (?dni=&estado=&revision=&page=): a reload or a shared link keeps them. */
function readFilter(params: URLSearchParams): { filter: EnrolleeFilter; page: number } {
  const dni = (params.get('dni') ?? '').replace(/\D/g, '').slice(0, 8);
  const estado = parseId(params.get('estado'));
  const revision = params.get('revision');
  const page = parseId(params.get('page')) ?? 1;
  return {
    filter: {
      dni,
      estado: estado !== null && ESTADO_IDS.includes(estado as EstadoId) ? estado : null,
      revision: isRevision(revision) ? revision : null,
    },
    page,
  };
}

/**
 * /inscripciones/{instance}: the enrollees of one instancia, ten per page,
 * paged, searched by DNI and filtered by estado on the server (so 20,000
 * enrollees page as fast as 20), with the detail and documentation modals and
 * the Excel export of the whole filter.
 */
export function EnrolleesScreen() {
  const { t } = useInscripcionesTranslation();
  const instanciaId = parseId(useParams().instance);
  const instancia = useQuery({ ...instanciasQueries.detail(instanciaId ?? 0), enabled: instanciaId !== null });
  const [params, setParams] = useSearchParams();
  const { filter, page } = readFilter(params);
  const [dniInput, setDniInput] = useState(filter.dni);
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<Enrollee | null>(null);
  const [documents, setDocuments] = useState<Enrollee | null>(null);
  // "Guardar y siguiente": the id after which the next enrollee is looked for (issue 14).
  const [nextAfter, setNextAfter] = useState<number | null>(null);
  // Bulk decisions (issue 16): rows picked by id, or "all matching the filter". A new filter clears it.
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  usePageTitle(instancia.data?.descripcion);

  const list = useEnrollees(instanciaId ?? 0, filter, page);
  const career = instancia.data?.carrera.descripcion ?? '';
  const excel = useExcelExport(instanciaId ?? 0, filter, career);
  const can = useCan();
  const canDecide = can('inscripciones.decidir');

  const update = (next: { dni?: string; estado?: number | null; revision?: RevisionFiltro | null; page?: number }) => {
    const merged = {
      dni: next.dni ?? filter.dni,
      estado: next.estado === undefined ? filter.estado : next.estado,
      revision: next.revision === undefined ? filter.revision : next.revision,
      page: next.page ?? 1,
    };
    const search = new URLSearchParams();
    if (merged.dni) search.set('dni', merged.dni);
    if (merged.estado !== null) search.set('estado', String(merged.estado));
    if (merged.revision !== null) search.set('revision', merged.revision);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
    excel.dismiss();
    if (next.dni !== undefined || next.estado !== undefined || next.revision !== undefined) clearSelection();
  };
  const clearSelection = () => {
    setPicked(new Set());
    setAllMatching(false);
  };
  const selection = {
    isSelected: (id: number) => allMatching || picked.has(id),
    toggle: (id: number) => {
      setAllMatching(false);
      setPicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    setPage: (ids: number[], on: boolean) => {
      setAllMatching(false);
      setPicked((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
  };
  const applyDni = useDebouncedCallback((dni: string) => update({ dni }), 300);

  // A page beyond the last one (an old link, or the last row filtered away) shows the last page instead.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / ENROLLEES_PAGE_SIZE)) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the known page count changes
  }, [lastPage, page]);

  // The list is in enrolment order (ascending id), so "the next one" is the first row of the
  // same search and filter with a larger id: on this page once the list is fresh (a saved estado
  // may drop the row from the filter), else on the following page; none left closes the detail.
  useEffect(() => {
    if (nextAfter === null || !list.data || list.isFetching) return;
    const following = list.data.inscriptos.find((row) => row.id > nextAfter);
    if (following) {
      setDetail(following);
      setNextAfter(null);
    } else if (lastPage !== null && page < lastPage) {
      update({ page: page + 1 });
    } else {
      setDetail(null);
      setNextAfter(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- driven by the request and the list it waits for
  }, [nextAfter, list.data, list.isFetching, page, lastPage]);

  if (instanciaId !== null && instancia.isPending) return <PageLoader label={t('list.loading')} />;
  if (instanciaId === null || instancia.isError || !instancia.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('list.instanciaError')}</Text>
          <Anchor component={Link} to={paths.staff.inscripciones} size="sm" underline="always">
            {t('card.change')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const data = list.data;
  const total = data?.total ?? 0;
  // The instancia's own count stays on view under any search or filter (issue 14).
  const instanciaTotal = data?.total_instancia ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ENROLLEES_PAGE_SIZE));
  const loading = list.isPending || list.isFetching;
  const filtered = filter.dni !== '' || filter.estado !== null || filter.revision !== null;
  /** Whether the list (this page or a later one) has a row after `row`. */
  const hasNextRow = (row: Enrollee) => {
    const rows = data?.inscriptos ?? [];
    return rows.some((r) => r.id > row.id) || page < pageCount;
  };

  return (
    <Stack gap="md" w="100%" maw={1400}>
      <InstanciaCard
        instancia={instancia.data}
        headingLevel={2}
        actions={
          <Anchor component={Link} to={paths.staff.inscripciones} size="sm" mt="sm" display="inline-block">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('card.change')}
          </Anchor>
        }
      />
      {can('documentos.ver') && <ReviewQueueLink instanciaId={instanciaId} />}

      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchInput
          label={t('list.dni')}
          placeholder={t('list.dniPlaceholder')}
          inputMode="numeric"
          maxLength={8}
          value={dniInput}
          onChange={(event) => {
            // The server matches digits only: anything else is dropped as it is typed.
            const digits = keepDigits(event.currentTarget, 8);
            setDniInput(digits);
            applyDni(digits);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {/* Issue 15: the review queues, oldest waiting first; the Excel and "all matching" follow them. */}
        {can('documentos.ver') && (
          <Select
            label={t('list.queue')}
            data={[
              { value: 'todas', label: t('list.queueAll') },
              ...REVISION_FILTROS.map((r) => ({ value: r, label: t(`list.queues.${r}`) })),
            ]}
            value={filter.revision ?? 'todas'}
            onChange={(value) => update({ revision: isRevision(value) ? value : null })}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
            data-testid="queue-filter"
          />
        )}
        <Group gap="md" align="center" wrap="wrap">
          <Group gap="xs" wrap="wrap" role="status">
            <Group gap={6} wrap="nowrap" data-testid="enrollee-count">
              <IconUsers size={18} aria-hidden="true" />
              <Text fw={600}>
                {t('list.count')} {data ? instanciaTotal : '…'}
              </Text>
            </Group>
            {filtered && data && (
              <Text size="sm" c="gray.7" data-testid="enrollee-matching">
                {t('list.matching', { n: total })}
              </Text>
            )}
          </Group>
          {can('inscripciones.exportar') && (
            <Button
              leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
              onClick={() => void excel.run()}
              loading={excel.pending}
              disabled={loading || total === 0}
            >
              {t('export.button')}
            </Button>
          )}
          {can('inscripciones.exportar') && instanciaId !== null && <HandoffMenu instanciaId={instanciaId} />}
        </Group>
      </Group>

      {data && (
        <Group gap="md" data-testid="seat-figures" role="status">
          <Text size="sm" fw={600}>
            {data.cupo.cupo === null ? t('seats.cupoNone') : t('seats.cupo', { cupo: data.cupo.cupo })}
          </Text>
          <Text size="sm">{t('seats.aprobados', { n: data.cupo.aprobados })}</Text>
          <Text size="sm">{t('seats.enEspera', { n: data.cupo.en_espera })}</Text>
        </Group>
      )}

      {canDecide && data && (picked.size > 0 || allMatching) && (
        <Paper withBorder p="sm" radius="md" data-testid="bulk-bar">
          <Stack gap="xs">
            <Group gap="sm" wrap="wrap">
              <Text size="sm" fw={600} role="status">
                {allMatching ? t('seats.allSelected', { n: total }) : t('seats.selected', { n: picked.size })}
              </Text>
              {!allMatching && total > picked.size && (
                <Anchor component="button" size="sm" onClick={() => setAllMatching(true)}>
                  {t('seats.selectAll', { n: total })}
                </Anchor>
              )}
              <Anchor component="button" size="sm" onClick={clearSelection}>
                {t('seats.clear')}
              </Anchor>
            </Group>
            <BulkActions
              instanciaId={instanciaId}
              filter={filter}
              selection={allMatching ? { kind: 'filter', count: total } : { kind: 'ids', ids: [...picked] }}
              // The selection stays after a run, with its summary, until staff clear it.
              onDone={() => undefined}
            />
          </Stack>
        </Paper>
      )}

      {filter.estado !== null && (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="outline"
            rightSection={<CloseButton size="xs" aria-label={t('list.clearFilter')} onClick={() => update({ estado: null })} />}
          >
            {t('list.filteredBy', { estado: t(`filter.options.${filter.estado as EstadoId}`) })}
          </Badge>
        </Group>
      )}

      {excel.outcome?.kind === 'empty' && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
          withCloseButton
          onClose={excel.dismiss}
          closeButtonLabel={t('filter.cancel')}
        >
          {t('export.empty')}
        </Alert>
      )}
      {excel.outcome?.kind === 'error' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
          withCloseButton
          onClose={excel.dismiss}
          closeButtonLabel={t('filter.cancel')}
        >
          {t('export.failure')}
        </Alert>
      )}
      {excel.outcome?.kind === 'done' && (
        <Text size="sm" c="gray.7" role="status">
          <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('export.done', { n: excel.outcome.count })}
        </Text>
      )}

      {list.isError && !data ? (
        <LoadErrorAlert message={t('list.loadError')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoader label={t('list.loading')} />
      ) : total === 0 ? (
        <Stack gap="sm">
          {/* The header stays on view: the estado filter is opened from it, also when it leaves no rows. */}
          <EnrolleeTable
            rows={[]}
            filtered={filter.estado !== null}
            onFilter={() => setFilterOpen(true)}
            onDetails={setDetail}
            onDocuments={can('documentos.ver') ? setDocuments : undefined}
          />
          <Paper withBorder radius="md" p="lg" ta="center" data-testid="enrollees-empty">
            {/* "Nobody enrolled" only when that is true; a search or filter that leaves no rows says so instead. */}
            <Text fw={600}>{filtered && instanciaTotal > 0 ? t('list.emptyNoMatch') : t('list.empty')}</Text>
            {filtered && (
              <Stack gap="xs" align="center" mt={4}>
                <Text size="sm" c="gray.7">
                  {t('list.emptyFiltered')}
                </Text>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => {
                    setDniInput('');
                    update({ dni: '', estado: null, revision: null });
                  }}
                >
                  {t('list.clearAll')}
                </Button>
              </Stack>
            )}
          </Paper>
        </Stack>
      ) : (
        <Stack gap="sm" aria-busy={loading} style={{ position: 'relative' }}>
          {list.isFetching && (
            <Loader size="sm" role="status" aria-label={t('list.loading')} style={{ position: 'absolute', top: -28, right: 0 }} />
          )}
          <EnrolleeTable
            rows={data.inscriptos}
            filtered={filter.estado !== null}
            onFilter={() => setFilterOpen(true)}
            onDetails={setDetail}
            onDocuments={can('documentos.ver') ? setDocuments : undefined}
            selection={canDecide ? selection : undefined}
          />
          <NumberedPagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onChange={(next) => update({ page: next })}
            label={t('list.pagination')}
          />
        </Stack>
      )}

      <EstadoFilterModal
        opened={filterOpen}
        value={filter.estado}
        onClose={() => setFilterOpen(false)}
        onApply={(estado) => {
          setFilterOpen(false);
          update({ estado });
        }}
      />
      <EnrolleeDetailModal
        enrollee={detail}
        onClose={() => {
          setDetail(null);
          setNextAfter(null);
        }}
        onNext={detail && hasNextRow(detail) ? () => setNextAfter(detail.id) : undefined}
        findingNext={nextAfter !== null}
      />
      <DocumentationModal enrollee={documents} onClose={() => setDocuments(null)} />
    </Stack>
  );
}
