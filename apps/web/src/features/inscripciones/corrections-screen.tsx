import { CORRECCION_ESTADOS, type CorreccionEstado, type PersonaField } from '@ingreso/shared';
import { Alert, Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { combosQueries } from '@/api/combos';
import { correccionesQueries, type StaffCorreccion } from '@/api/correcciones';
import { personasQueries } from '@/api/personas';
import { DocumentLink } from '@/components/document-link';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useApplyCorreccion, useRefuseCorreccion } from './api/edit-persona';
import { personaFieldLabelKey, PersonaEditForm } from './components/persona-edit-form';
import { formatDateTime } from './lib/labels';
import { useInscripcionesTranslation } from './i18n';

const ESTADO_COLORS: Record<CorreccionEstado, string> = { pendiente: 'yellow', aplicada: 'green', rechazada: 'red' };

/** Apply: the staff edit form with the proposed value in place, on the persona as it is now. */
function ApplyModal({ request, onClose }: { request: StaffCorreccion | null; onClose: () => void }) {
  const { t } = useInscripcionesTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const apply = useApplyCorreccion();
  const persona = useQuery({ ...personasQueries.byId(request?.persona_id ?? 0), enabled: request !== null });
  const combos = useQuery({ ...combosQueries.personaForm(), enabled: request !== null });
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('corrections.applyTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      {request && (
        <Stack gap="sm">
          <Text size="sm">{t('corrections.applyIntro')}</Text>
          {persona.isPending ? (
            <PageLoader label={t('detail.loading')} />
          ) : persona.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
              {t('detail.loadError')}
            </Alert>
          ) : (
            <PersonaEditForm
              persona={persona.data}
              combos={combos.data}
              overrides={{ [request.campo]: request.valor_propuesto }}
              submitLabel={t('corrections.applySave')}
              save={(body) => apply.mutateAsync({ id: request.id, body })}
              onSaved={onClose}
              onCancel={onClose}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Refuse: a message the applicant reads in Mi Perfil and by e-mail. */
function RefuseModal({ request, onClose }: { request: StaffCorreccion | null; onClose: () => void }) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const refuse = useRefuseCorreccion();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReply('');
    setError(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!reply.trim()) {
      setError(t('corrections.refuseRequired'));
      return;
    }
    refuse.mutate(
      { id: request.id, respuesta: reply },
      {
        onSuccess: close,
        onError: (err) => setError(isApiError(err) ? seedText(err.body.message) : t('detail.edit.error')),
      },
    );
  };
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={t('corrections.refuseTitle')}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('corrections.refuseLabel')}
            description={t('corrections.refuseHint')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reply}
            error={error}
            onChange={(event) => setReply(event.currentTarget.value)}
            data-autofocus
            data-testid="refuse-reply"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('detail.edit.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending} data-testid="refuse-save">
              {t('corrections.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RequestCard({
  request,
  onApply,
  onRefuse,
}: {
  request: StaffCorreccion;
  onApply: (r: StaffCorreccion) => void;
  onRefuse: (r: StaffCorreccion) => void;
}) {
  const { t, i18n } = useInscripcionesTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  const field = t(personaFieldLabelKey(request.campo as PersonaField));
  const name = `${request.persona.apellido}, ${request.persona.nombre}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="correction-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h5">
              {name}
            </Title>
            <Text size="sm" c="gray.7">
              {t('detail.persona.numeroDocumento')}: {request.persona.numero_documento} · {formatDateTime(String(request.created_at), lang)}
            </Text>
          </div>
          <Badge color={ESTADO_COLORS[request.estado]} variant="filled" autoContrast>
            {t(`corrections.estados.${request.estado}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {field}:
          </Text>{' '}
          {request.valor_actual || '—'} → <strong>{request.valor_propuesto || '—'}</strong>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('corrections.reason')}:
          </Text>{' '}
          {request.motivo}
        </Text>
        {request.respaldo && (
          <div data-testid="correction-respaldo">
            <DocumentLink file={request.respaldo} label={t('corrections.respaldo')} newTabText={t('newTab')} />
          </div>
        )}
        {request.respuesta && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {t('corrections.reply')}:
            </Text>{' '}
            {request.respuesta}
          </Text>
        )}
        {request.resuelta_por && (
          <Text size="xs" c="gray.7">
            {t('detail.history.by', { actor: request.resuelta_por })}
          </Text>
        )}
        {request.estado === 'pendiente' && (
          <Group gap="sm" justify="flex-end">
            <Button
              size="sm"
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => onRefuse(request)}
              aria-label={t('corrections.refuseFor', { field, name })}
            >
              {t('corrections.refuse')}
            </Button>
            <Button
              size="sm"
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => onApply(request)}
              aria-label={t('corrections.applyFor', { field, name })}
            >
              {t('corrections.apply')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /inscripciones/correcciones: the applicants' correction requests by estado (open
 * ones first, oldest first). Apply opens the audited staff edit with the proposed
 * value in place; Refuse asks for the message the applicant will read.
 */
export function CorrectionsScreen() {
  const { t } = useInscripcionesTranslation();
  usePageTitle(t('corrections.title'));
  const [estado, setEstado] = useState<CorreccionEstado>('pendiente');
  const [applying, setApplying] = useState<StaffCorreccion | null>(null);
  const [refusing, setRefusing] = useState<StaffCorreccion | null>(null);
  const list = useQuery(correccionesQueries.staff(estado));

  let body;
  if (list.isPending) body = <PageLoader label={t('corrections.loading')} />;
  else if (list.isError)
    body = (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {t('corrections.loadError')}
      </Alert>
    );
  else if (list.data.length === 0)
    body = (
      <Text c="gray.7" data-testid="corrections-empty">
        {t(`corrections.empty.${estado}`)}
      </Text>
    );
  else
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((request) => (
          <RequestCard key={request.id} request={request} onApply={setApplying} onRefuse={setRefusing} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={900} w="100%">
      {/* The page header's h1 is the menu entry ("Correcciones"); this names the screen's subject. */}
      <Title order={2} size="h3">
        {t('corrections.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('corrections.intro')}
      </Text>
      <SegmentedControl
        value={estado}
        onChange={(value) => setEstado(value as CorreccionEstado)}
        data={CORRECCION_ESTADOS.map((value) => ({ value, label: t(`corrections.filter.${value}`) }))}
        aria-label={t('corrections.filterLabel')}
        fullWidth
      />
      {body}
      <ApplyModal request={applying} onClose={() => setApplying(null)} />
      <RefuseModal request={refusing} onClose={() => setRefusing(null)} />
    </Stack>
  );
}
