import { REQUISITOS_MAX, type Requisito } from '@ingreso/shared';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { instanciasQueries } from '@/api/instancias';
import { useResourceMutation } from '@/api/mutation';
import { requisitosApi, requisitosKeys, requisitosQueries, type RequisitosScope } from '@/api/requisitos';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { useCarreras } from './api/get-carreras';
import { RequisitoRow } from './components/requisito-row';
import { useInstanciasTranslation } from './i18n';
import { fromRows, move, newCustomRow, newRow, sameList, toRows, validateRows, withCodigo, type DraftRow } from './lib/requisitos-draft';

type ScopeKind = 'facultad' | 'carrera' | 'instancia';
type Outcome = 'saved' | 'inherited' | null;

function scopeOf(params: URLSearchParams): { kind: ScopeKind; id: number | null } {
  for (const kind of ['instancia', 'carrera'] as const) {
    const raw = params.get(kind);
    if (raw !== null) {
      const id = Number(raw);
      return { kind, id: Number.isInteger(id) && id > 0 ? id : null };
    }
  }
  return { kind: 'facultad', id: null };
}

/**
 * /instancias/requisitos (issue 15): the documents an enrolment asks for, per faculty, carrera
 * or instancia (`?carrera=`, `?instancia=`). The editor starts from the list that governs the
 * scope today; saving gives the scope its own list, and "Volver a heredar" removes it.
 */
export function RequisitosScreen() {
  const { t } = useInstanciasTranslation();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const query: RequisitosScope | null =
    scope.kind === 'facultad' ? {} : scope.id === null ? null : scope.kind === 'carrera' ? { carrera: scope.id } : { instancia: scope.id };
  const list = useQuery({ ...requisitosQueries.list(query ?? {}), enabled: query !== null, staleTime: 0 });
  const carreras = useCarreras(scope.kind === 'carrera');
  const instancias = useQuery({ ...instanciasQueries.list(), enabled: scope.kind === 'instancia' });
  const [dirty, setDirty] = useState(false);
  const phone = useMediaQuery('(max-width: 30em)');
  // Said above the editor that starts again from the saved list.
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = (kind: ScopeKind, id: number | null) => {
    setOutcome(null);
    const next = new URLSearchParams();
    if (kind !== 'facultad') next.set(kind, id === null ? '' : String(id));
    setParams(next, { replace: true });
  };

  const scopeOptions = (['facultad', 'carrera', 'instancia'] as const).map((kind) => ({
    value: kind,
    label: t(`requisitos.scope.${kind}`),
  }));
  const targets =
    scope.kind === 'carrera'
      ? (carreras.data ?? []).map((c) => ({ value: String(c.id), label: c.descripcion }))
      : (instancias.data ?? []).map((i) => ({ value: String(i.id), label: `${i.descripcion} (${i.carrera.descripcion})` }));

  return (
    <Stack gap="md" w="100%" maw={960}>
      <Title order={2} size="h3">
        {t('requisitos.title')}
      </Title>
      <Text c="gray.7">{t('requisitos.intro')}</Text>
      <Stack gap="xs">
        <Text size="sm" fw={500} id="requisitos-scope-label">
          {t('requisitos.scope.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="requisitos-scope-label"
          data={scopeOptions}
          value={scope.kind}
          onChange={(value) => choose(value as ScopeKind, null)}
          disabled={dirty}
          fullWidth
          // Three labels do not fit side by side on a phone.
          orientation={phone ? 'vertical' : 'horizontal'}
          maw={560}
        />
        {scope.kind !== 'facultad' && (
          <Select
            label={t(scope.kind === 'carrera' ? 'requisitos.carrera' : 'requisitos.instancia')}
            placeholder={t('requisitos.choose')}
            data={targets}
            value={scope.id === null ? null : String(scope.id)}
            onChange={(value) => choose(scope.kind, value === null ? null : Number(value))}
            searchable
            nothingFoundMessage={t('requisitos.noTargets')}
            disabled={dirty}
            maw={560}
          />
        )}
        {dirty && (
          <Text size="sm" c="gray.7">
            {t('requisitos.dirtyHint')}
          </Text>
        )}
      </Stack>

      {query === null ? null : list.isError ? (
        <LoadErrorAlert message={t('requisitos.loadError')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <PageLoader label={t('requisitos.loading')} />
      ) : (
        <RequisitosEditor
          // A new scope or a saved list starts the editor again from the server's list.
          key={`${scope.kind}-${scope.id}-${list.dataUpdatedAt}`}
          kind={scope.kind}
          id={scope.id}
          origen={list.data.origen}
          initial={list.data.requisitos}
          onDirty={setDirty}
          outcome={outcome}
          onOutcome={setOutcome}
        />
      )}
    </Stack>
  );
}

interface EditorProps {
  kind: ScopeKind;
  id: number | null;
  origen: 'instancia' | 'carrera' | 'facultad';
  initial: Requisito[];
  onDirty: (dirty: boolean) => void;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
}

function RequisitosEditor({ kind, id, origen, initial, onDirty, outcome, onOutcome }: EditorProps) {
  const { t } = useInstanciasTranslation();
  const seedText = useSeedText();
  const [rows, setRowsState] = useState<DraftRow[]>(() => toRows(initial));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; list: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmInherit, setConfirmInherit] = useState(false);
  const own = origen === kind;
  const save = useResourceMutation(requisitosKeys.all, requisitosApi.save);

  const setRows = (next: DraftRow[]) => {
    setRowsState(next);
    onOutcome(null);
    setFailure(null);
    if (errors) setErrors(validateRows(next));
    onDirty(!sameList(fromRows(next), initial));
  };
  const update = (index: number, row: DraftRow) => setRows(rows.map((r, i) => (i === index ? row : r)));

  const send = (requisitos: Requisito[], done: 'saved' | 'inherited') => {
    setFailure(null);
    save.mutate(
      { carrera_id: kind === 'carrera' ? id : null, instancia_id: kind === 'instancia' ? id : null, requisitos },
      {
        onSuccess: () => {
          onDirty(false);
          setConfirmInherit(false);
          // The list is fetched again and a new editor starts from it; the screen keeps what happened.
          onOutcome(done);
        },
        onError: (error) => {
          setConfirmInherit(false);
          setFailure(isApiError(error) && error.status < 500 ? seedText(error.body.message) : t('requisitos.saveError'));
        },
      },
    );
  };

  const submit = () => {
    const invalid = validateRows(rows);
    setErrors(invalid);
    if (invalid) return;
    send(fromRows(rows), 'saved');
  };

  const add = () => {
    const row = newRow(rows);
    if (row) setRows([...rows, row]);
  };
  const dirty = !sameList(fromRows(rows), initial);
  const inheritedFrom = kind === 'instancia' && origen === 'carrera' ? t('requisitos.from.carrera') : t('requisitos.from.facultad');

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />} data-testid="requisitos-origin">
        {kind === 'facultad'
          ? t('requisitos.origin.facultad')
          : own
            ? t(kind === 'carrera' ? 'requisitos.origin.ownCarrera' : 'requisitos.origin.ownInstancia')
            : t('requisitos.origin.inherited', { from: inheritedFrom })}
      </Alert>

      {outcome && (
        <Alert
          variant="light"
          color="green"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          role="status"
          data-testid="requisitos-saved"
        >
          {t(outcome === 'saved' ? 'requisitos.saved' : 'requisitos.inheritedDone')}
        </Alert>
      )}
      {(failure || (errors && errors.list.length > 0)) && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
          {failure ?? errors?.list.join(' ')}
        </Alert>
      )}
      {errors && Object.keys(errors.fields).length > 0 && (
        <Text size="sm" c="red.8" role="alert">
          {t('requisitos.fixErrors')}
        </Text>
      )}

      <Text size="sm" c="gray.7">
        {t('requisitos.sevenNote')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7" data-testid="requisitos-empty">
          {t(kind === 'facultad' ? 'requisitos.emptyFacultad' : 'requisitos.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="requisitos-list">
          {rows.map((row, index) => (
            <RequisitoRow
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              taken={rows.filter((r) => r.key !== row.key).map((r) => r.codigo)}
              errors={errors?.fields ?? {}}
              onChange={(next) => update(index, next)}
              onCodigo={(codigo) => update(index, withCodigo(row, codigo))}
              onMove={(by) => setRows(move(rows, index, by))}
              onRemove={() => setRows(rows.filter((r) => r.key !== row.key))}
            />
          ))}
        </Stack>
      )}

      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={add}
            disabled={newRow(rows) === null || rows.length >= REQUISITOS_MAX || save.isPending}
          >
            {t('requisitos.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setRows([...rows, newCustomRow()])}
            disabled={rows.length >= REQUISITOS_MAX || save.isPending}
          >
            {t('requisitos.addCustom')}
          </Button>
        </Group>
        <Group gap="sm">
          {kind !== 'facultad' && own && (
            <Button variant="default" color="red" onClick={() => setConfirmInherit(true)} disabled={save.isPending}>
              {t('requisitos.inherit')}
            </Button>
          )}
          {dirty && (
            <Button variant="default" onClick={() => setRows(toRows(initial))} disabled={save.isPending}>
              {t('requisitos.discard')}
            </Button>
          )}
          <Button onClick={submit} loading={save.isPending} disabled={!dirty && own}>
            {t('requisitos.save')}
          </Button>
        </Group>
      </Group>

      <Modal
        attributes={{ header: { role: 'presentation' } }}
        opened={confirmInherit}
        onClose={() => (save.isPending ? undefined : setConfirmInherit(false))}
        title={t('requisitos.inheritTitle')}
        closeButtonProps={{ 'aria-label': t('requisitos.cancel') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Text size="sm">{t(kind === 'instancia' ? 'requisitos.inheritConfirmInstancia' : 'requisitos.inheritConfirmCarrera')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmInherit(false)} disabled={save.isPending}>
              {t('requisitos.cancel')}
            </Button>
            <Button color="red" loading={save.isPending} onClick={() => send([], 'inherited')}>
              {t('requisitos.inherit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
