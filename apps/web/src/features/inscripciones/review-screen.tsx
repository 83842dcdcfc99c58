import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Kbd,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { instanciasQueries } from '@/api/instancias';
import { useResourceMutation } from '@/api/mutation';
import { requisitosApi, requisitosKeys, requisitosQueries, reviewTouches, type InscriptoRequisito } from '@/api/requisitos';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useInscripcionesTranslation } from './i18n';
import classes from './review-screen.module.css';

type Mode = null | 'observado' | 'exceptuado' | 'prorroga';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Keys typed into a field are the field's, not shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * /inscripciones/{instance}/revision (issue 15): the queue of enrollees with documents
 * waiting, oldest first, one enrollee at a time, each document in an inline viewer with
 * accept / observe / waive / extend. Shortcuts: A accept, O observe, E waive, P extend,
 * J next document, N next enrollee; in the reason field Enter saves and Escape cancels.
 */
export function ReviewScreen() {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const instanciaId = parseId(useParams().instance) ?? 0;
  const instancia = useQuery(instanciasQueries.detail(instanciaId));
  const queue = useQuery(requisitosQueries.queue(instanciaId, 'por_revisar'));
  usePageTitle(t('revision.title'));
  const [skipped, setSkipped] = useState<number[]>([]);
  const current = queue.data?.inscriptos.find((e) => !skipped.includes(e.id)) ?? null;
  const docs = useQuery({ ...requisitosQueries.ofInscripto(current?.id ?? 0), enabled: current !== null });
  // The reviewer's own choice of document, for the enrollee it was made on.
  const [choice, setChoice] = useState<{ enrolleeId: number; index: number } | null>(null);
  const [mode, setMode] = useState<Mode>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const review = useResourceMutation(
    requisitosKeys.all,
    (input: {
      codigo: string;
      estado: 'aceptado' | 'observado' | 'exceptuado' | 'prorroga';
      motivo?: string;
      prorroga_hasta?: string | null;
      file_version: string | null;
    }) => requisitosApi.review(current!.id, input.codigo, input),
    reviewTouches,
  );

  const list: InscriptoRequisito[] = docs.data?.requisitos ?? [];
  // Until the reviewer chooses, each enrollee opens on the first document that waits for a
  // decision (a file, pendiente): a resubmitted enrolment has its accepted documents first, and
  // A must not land on those. Derived while rendering, not set by an effect after the paint: a
  // key pressed as the list appears must act on the document it shows.
  const firstWaiting = Math.max(
    0,
    list.findIndex((r) => r.file !== null && r.revision.estado === 'pendiente'),
  );
  const selected = choice !== null && choice.enrolleeId === current?.id ? choice.index : firstWaiting;
  const select = (index: number) => {
    if (current) setChoice({ enrolleeId: current.id, index });
  };
  const doc = list[Math.min(selected, Math.max(0, list.length - 1))] ?? null;

  useEffect(() => {
    setMode(null);
  }, [current?.id]);
  useEffect(() => {
    if (mode) reasonRef.current?.focus();
  }, [mode]);

  const nextDocument = () => select(list.length ? (selected + 1) % list.length : 0);
  const nextEnrollee = () => current && setSkipped((s) => [...s, current.id]);

  const decide = (estado: 'aceptado' | 'observado' | 'exceptuado' | 'prorroga') => {
    if (!doc || review.isPending) return;
    setError(null);
    review.mutate(
      {
        codigo: doc.codigo,
        estado,
        motivo: reason,
        prorroga_hasta: estado === 'prorroga' ? until : null,
        file_version: doc.file?.version ?? null,
      },
      {
        onSuccess: () => {
          setMode(null);
          setReason('');
          nextDocument();
        },
        onError: (err) => setError(isApiError(err) ? seedText(err.message) : t('revision.saveError')),
      },
    );
  };

  // Bound before the paint, like the selection: the keys always act on what is on screen.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      const actions: Record<string, () => void> = {
        a: () => doc?.file && decide('aceptado'),
        o: () => doc?.file && setMode('observado'),
        e: () => setMode('exceptuado'),
        p: () => setMode('prorroga'),
        j: nextDocument,
        n: nextEnrollee,
      };
      const action = actions[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (queue.isPending) return <PageLoader label={t('list.loading')} />;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.staff.inscripcionesInstancia(instanciaId)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('revision.back')}
        </Group>
      </Anchor>
      <Title order={2} size="h2">
        {t('revision.title')}
      </Title>
      {instancia.data && <Text c="dimmed">{instancia.data.descripcion}</Text>}
      <Text size="sm" c="dimmed" data-testid="review-shortcuts">
        <Kbd>A</Kbd> {t('revision.accept')} · <Kbd>O</Kbd> {t('revision.observe')} · <Kbd>E</Kbd> {t('revision.waive')} · <Kbd>P</Kbd>{' '}
        {t('revision.extend')} · <Kbd>J</Kbd> {t('revision.nextDocument')} · <Kbd>N</Kbd> {t('revision.nextEnrollee')}
      </Text>
      {!current ? (
        <Alert color="green" variant="light">
          {t('revision.empty')}
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h3" data-testid="review-enrollee">
              {current.persona.apellido}, {current.persona.nombre} · {current.persona.numero_documento}
            </Title>
            {docs.isPending ? (
              <Loader size="sm" role="status" aria-label={t('list.loading')} />
            ) : (
              <div className={classes.layout}>
                <nav aria-label={t('revision.documents')}>
                  <Stack gap={4}>
                    {list.map((r, i) => (
                      <UnstyledButton
                        key={r.codigo}
                        className={classes.item}
                        data-active={i === selected || undefined}
                        aria-current={i === selected ? 'true' : undefined}
                        onClick={() => select(i)}
                      >
                        <Group justify="space-between" wrap="nowrap" gap="xs">
                          <Text size="sm">{r.nombre}</Text>
                          <Badge size="sm" variant="light" color={BADGE[r.revision.estado]} data-testid={`estado-${r.codigo}`}>
                            {t(`revision.estados.${r.revision.estado}`)}
                          </Badge>
                        </Group>
                      </UnstyledButton>
                    ))}
                  </Stack>
                </nav>
                <Stack gap="sm">
                  {doc?.file?.url ? (
                    doc.file.mime_type === 'application/pdf' ? (
                      // An object, not an iframe: the browser's own PDF viewer is not part of this page (nor of its accessibility checks).
                      <object className={classes.viewer} data={doc.file.url} type="application/pdf" aria-label={doc.nombre}>
                        <Anchor href={doc.file.url} target="_blank" rel="noopener noreferrer">
                          {doc.nombre}
                        </Anchor>
                      </object>
                    ) : (
                      <img className={classes.viewer} src={doc.file.url} alt={doc.nombre} />
                    )
                  ) : (
                    <Text c="dimmed">{t('revision.noFile')}</Text>
                  )}
                  {doc?.revision.motivo && (
                    <Text size="sm">
                      {t('revision.reason')}: {doc.revision.motivo}
                    </Text>
                  )}
                  {mode && (
                    <Stack gap="xs">
                      {mode === 'prorroga' && (
                        <TextInput
                          type="date"
                          label={t('revision.until')}
                          value={until}
                          onChange={(e) => setUntil(e.currentTarget.value)}
                        />
                      )}
                      <Textarea
                        ref={reasonRef}
                        label={t('revision.reason')}
                        value={reason}
                        onChange={(e) => setReason(e.currentTarget.value)}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter' && !e.shiftKey) {
                            e.preventDefault();
                            decide(mode);
                          } else if (e.key === 'Escape') setMode(null);
                        }}
                        autosize
                        minRows={2}
                      />
                    </Stack>
                  )}
                  {error && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                      {error}
                    </Alert>
                  )}
                  <Group gap="xs">
                    <Button size="xs" onClick={() => decide('aceptado')} disabled={!doc?.file} loading={review.isPending}>
                      {t('revision.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => (mode === 'observado' ? decide('observado') : setMode('observado'))}
                      disabled={!doc?.file}
                    >
                      {t('revision.observe')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => (mode === 'exceptuado' ? decide('exceptuado') : setMode('exceptuado'))}
                    >
                      {t('revision.waive')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => (mode === 'prorroga' ? decide('prorroga') : setMode('prorroga'))}>
                      {t('revision.extend')}
                    </Button>
                    <Button size="xs" variant="subtle" onClick={nextEnrollee}>
                      {t('revision.nextEnrollee')}
                    </Button>
                  </Group>
                </Stack>
              </div>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

const BADGE: Record<string, string> = { pendiente: 'gray', aceptado: 'green', observado: 'red', exceptuado: 'blue', prorroga: 'yellow' };
