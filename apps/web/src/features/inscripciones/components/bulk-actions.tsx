import { ESTADO, htmlToText } from '@ingreso/shared';
import { Alert, Anchor, Button, Group, List, Loader, Modal, Paper, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { inscripcionesApi, inscripcionesKeys, type BulkResult, type EnrolleeFilter } from '@/api/inscripciones';
import { useSeedText } from '@/lib/i18n';
import { useInscripcionesTranslation } from '../i18n';

const RejectionEditor = lazy(() => import('./rejection-editor').then((m) => ({ default: m.RejectionEditor })));

/** What the selection names: rows by id, or every enrolment of the table's filter. */
export type Selection = { kind: 'ids'; ids: number[] } | { kind: 'filter'; count: number };

type Action = 'approve' | 'reject' | 'waitlist' | 'withdraw' | 'sendMail';
const ESTADO_OF: Record<Exclude<Action, 'sendMail'>, number> = {
  approve: ESTADO.APROBADO,
  reject: ESTADO.RECHAZADO,
  waitlist: ESTADO.LISTA_DE_ESPERA,
  withdraw: ESTADO.BAJA,
};
/** Rows per request when ids are selected: the bar moves between requests, and no request holds the page long. */
const CHUNK = 200;

interface BulkActionsProps {
  instanciaId: number;
  filter: EnrolleeFilter;
  selection: Selection;
  onDone: () => void;
}

/**
 * The actions on the selected rows (issue 16): Aprobar, Rechazar (one reason for all), Lista
 * de espera, Baja and Enviar correo. Each row follows the single change's rules on the
 * server (bulkSetEstado); the summary says how many changed, went to the waitlist, or were
 * refused and why.
 */
export function BulkActions({ instanciaId, filter, selection, onDone }: BulkActionsProps) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  // Issue 15: rows whose documents are not all decided are refused unless staff give a reason (audited per row).
  const [override, setOverride] = useState('');
  const [asunto, setAsunto] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const [failed, setFailed] = useState(false);
  const count = selection.kind === 'ids' ? selection.ids.length : selection.count;
  const running = progress !== null;

  const close = () => {
    if (running) return;
    setAction(null);
    setReason('');
    setOverride('');
    setFormError(null);
    setFailed(false);
  };

  const run = async () => {
    if (!action) return;
    if (action === 'reject' && htmlToText(reason) === '') return setFormError(t('detail.estado.reason'));
    if (action === 'sendMail' && (asunto.trim() === '' || mensaje.trim() === '')) return setFormError(t('seats.mensaje'));
    setFormError(null);
    setFailed(false);
    const collected: BulkResult[] = [];
    setProgress({ done: 0, total: count });
    try {
      // "The N matching the filter": their ids first (the filter as it is now), then in parts like a selection, with progress.
      const ids =
        selection.kind === 'filter'
          ? await inscripcionesApi.listIds(instanciaId, {
              dni: filter.dni,
              ...(filter.estado !== null ? { estado: filter.estado } : {}),
              ...(filter.revision !== null ? { revision: filter.revision } : {}),
            })
          : selection.ids;
      const total = ids.length;
      setProgress({ done: 0, total });
      for (const part of chunks(ids, CHUNK).map((chunk) => ({ ids: chunk }))) {
        const answer =
          action === 'sendMail'
            ? await inscripcionesApi.bulkSendMail({ ...part, asunto, mensaje })
            : await inscripcionesApi.bulkSetEstado({
                ...part,
                estado_id: ESTADO_OF[action],
                observacion: action === 'reject' ? reason : '',
                override_motivo: action === 'approve' ? override : '',
              });
        collected.push(...answer);
        setProgress({ done: Math.min(total, collected.length), total });
      }
      setResults(collected);
      setAction(null);
      onDone();
    } catch (error) {
      console.error('bulk change failed', error);
      if (collected.length) setResults(collected);
      setFailed(true);
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: inscripcionesKeys.all });
    }
  };

  const actions: Action[] = ['approve', 'reject', 'waitlist', 'withdraw', 'sendMail'];
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t('seats.actions')}>
        {actions.map((a) => (
          <Button key={a} size="xs" variant={a === 'approve' ? 'filled' : 'light'} onClick={() => setAction(a)} disabled={count === 0}>
            {t(`seats.${a}`)}
          </Button>
        ))}
      </Group>
      {results && summary(results, () => setResults(null))}

      <Modal
        opened={action !== null}
        onClose={close}
        title={action ? t('seats.confirmTitle', { action: t(`seats.${action}`), n: count }) : ''}
        size="lg"
        closeOnClickOutside={!running}
        withCloseButton={!running}
        closeButtonProps={{ 'aria-label': t('seats.close') }}
        // Mantine's modal header is a <header>: a second banner landmark beside the page's.
        attributes={{ header: { role: 'presentation' } }}
      >
        <Stack gap="md">
          <Text size="sm">{t('seats.confirmText')}</Text>
          {action === 'reject' && (
            <Suspense fallback={<Loader size="sm" role="status" aria-label={t('seats.working')} />}>
              <RejectionEditor
                initialHtml=""
                onChange={setReason}
                label={t('detail.estado.reason')}
                description={t('detail.estado.reasonHint')}
                error={formError}
                disabled={running}
              />
            </Suspense>
          )}
          {action === 'approve' && (
            <TextInput
              label={t('revision.override')}
              description={t('seats.overrideHint')}
              value={override}
              onChange={(e) => setOverride(e.currentTarget.value)}
              maxLength={1000}
              disabled={running}
            />
          )}
          {action === 'sendMail' && (
            <>
              <TextInput
                label={t('seats.asunto')}
                required
                value={asunto}
                onChange={(e) => setAsunto(e.currentTarget.value)}
                maxLength={200}
              />
              <Textarea
                label={t('seats.mensaje')}
                required
                autosize
                minRows={4}
                value={mensaje}
                onChange={(e) => setMensaje(e.currentTarget.value)}
                error={formError}
                maxLength={10_000}
              />
            </>
          )}
          {progress && (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">{t('seats.progress', { done: progress.done, total: progress.total })}</Text>
              <Progress value={(progress.done / Math.max(1, progress.total)) * 100} animated aria-label={t('seats.working')} />
            </Stack>
          )}
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {t('seats.error')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={running}>
              {t('seats.cancel')}
            </Button>
            <Button onClick={() => void run()} loading={running} color={action === 'reject' || action === 'withdraw' ? 'red' : undefined}>
              {t('seats.apply')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );

  function summary(rows: BulkResult[], onClose: () => void) {
    const ok = rows.filter((r) => r.ok);
    const approved = ok.filter((r) => r.estado_id === ESTADO.APROBADO && !r.message).length;
    const waitlisted = ok.filter((r) => r.estado_id === ESTADO.LISTA_DE_ESPERA && r.message).length;
    const refused = rows.filter((r) => !r.ok);
    const reasons = new Map<string, number>();
    for (const r of refused) reasons.set(r.message ?? '', (reasons.get(r.message ?? '') ?? 0) + 1);
    return (
      <Paper withBorder p="sm" radius="md" role="status" data-testid="bulk-summary">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{t('seats.summaryTitle')}</Text>
            <Text size="sm">{t('seats.sumChanged', { n: ok.length - waitlisted })}</Text>
            {approved > 0 && <Text size="sm">{t('seats.sumApproved', { n: approved })}</Text>}
            {waitlisted > 0 && <Text size="sm">{t('seats.sumWaitlisted', { n: waitlisted })}</Text>}
            {refused.length > 0 && <Text size="sm">{t('seats.sumRefused', { n: refused.length })}</Text>}
            {reasons.size > 0 && (
              <List size="sm">
                {[...reasons].map(([reason, n]) => (
                  <List.Item key={reason}>{t('seats.refusedReason', { n, reason: seedText(reason) })}</List.Item>
                ))}
              </List>
            )}
          </Stack>
          <Anchor component="button" size="sm" onClick={onClose}>
            {t('seats.close')}
          </Anchor>
        </Group>
      </Paper>
    );
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
