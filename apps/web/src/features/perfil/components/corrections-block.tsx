import {
  CORRECTABLE_FIELDS,
  correccionCreateSchema,
  type CorrectableField,
  type CorreccionEstado,
  type PersonaResponse,
} from '@ingreso/shared';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconFilePencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { correccionesApi, correccionesKeys, correccionesQueries } from '@/api/correcciones';
import { DocumentLink } from '@/components/document-link';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { useResourceMutation } from '@/api/mutation';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import { useFormatDate } from '@/lib/format-date';
import { usePerfilTranslation } from '../i18n';

const ESTADO_COLORS: Record<CorreccionEstado, string> = { pendiente: 'yellow', aplicada: 'green', rechazada: 'red' };

interface RequestValues {
  campo: string;
  valor: string;
  motivo: string;
}

const validate = seedSchemaResolver(correccionCreateSchema);

/** The form of a new request: which locked field, its correct value and why. */
function RequestModal({ opened, onClose, persona }: { opened: boolean; onClose: (sent: boolean) => void; persona: PersonaResponse }) {
  const { t } = usePerfilTranslation();
  const seedText = useSeedText();
  const [failure, setFailure] = useState<string | null>(null);
  // The optional supporting document: sent with the request, never on its own.
  const [respaldo, setRespaldo] = useState<File | null>(null);
  const [respaldoError, setRespaldoError] = useState<string | null>(null);
  const create = useResourceMutation(correccionesKeys.all, (values: RequestValues) =>
    correccionesApi.create(persona.id, values as { campo: CorrectableField; valor: string; motivo: string }, respaldo),
  );
  const form = useForm<RequestValues>({ mode: 'controlled', initialValues: { campo: '', valor: '', motivo: '' }, validate });
  const close = (sent: boolean) => {
    form.reset();
    setFailure(null);
    setRespaldo(null);
    setRespaldoError(null);
    create.reset();
    onClose(sent);
  };
  const submit = form.onSubmit((values) => {
    setFailure(null);
    setRespaldoError(null);
    create.mutate(values, {
      onSuccess: () => close(true),
      onError: (error) => {
        console.error('correction request failed', error);
        if (!isApiError(error)) return setFailure(t('corrections.error'));
        const errors: Record<string, string> = {};
        for (const field of ['campo', 'valor', 'motivo'] as const) {
          const first = error.body.errors[field]?.[0];
          if (first) errors[field] = seedText(first);
        }
        form.setErrors(errors);
        const fileError = error.body.errors.respaldo?.[0];
        if (fileError) setRespaldoError(seedText(fileError));
        setFailure(seedText(error.body.message));
      },
    });
  });
  const campo = form.values.campo as CorrectableField | '';
  const current = campo ? persona[campo] : null;
  return (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title={t('corrections.modalTitle')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      <form onSubmit={submit} noValidate data-testid="correction-form">
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
              {failure}
            </Alert>
          )}
          <Select
            label={t('corrections.field')}
            required
            data={CORRECTABLE_FIELDS.map((field) => ({ value: field, label: t(`corrections.fields.${field}`) }))}
            allowDeselect={false}
            data-autofocus
            data-testid="correction-field"
            {...form.getInputProps('campo')}
          />
          <TextInput
            label={t('corrections.value')}
            description={
              campo ? t('corrections.current', { value: current === null || current === '' ? '—' : String(current) }) : undefined
            }
            required
            type={campo === 'fecha_nacimiento' ? 'date' : 'text'}
            maxLength={255}
            data-testid="correction-value"
            {...form.getInputProps('valor')}
          />
          <Textarea
            label={t('corrections.reason')}
            description={t('corrections.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            data-testid="correction-reason"
            {...form.getInputProps('motivo')}
          />
          <DocumentUpload
            name="respaldo"
            label={t('corrections.respaldo')}
            description={t('corrections.respaldoHint')}
            file={respaldo}
            onFileChange={(file) => {
              setRespaldo(file);
              setRespaldoError(null);
            }}
            status={create.isPending && respaldo ? 'uploading' : respaldoError ? 'error' : 'idle'}
            error={respaldoError}
            disabled={create.isPending}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => close(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="correction-send">
              {t('corrections.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Mi Perfil: the locked personal fields can be corrected only by staff. The applicant
 * asks here (field, correct value, reason) and sees each request's outcome and
 * staff's answer; one open request per field.
 */
export function CorrectionsBlock({ persona }: { persona: PersonaResponse }) {
  const { t } = usePerfilTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // Staff may have answered since the last visit.
  const list = useQuery({ ...correccionesQueries.byPersona(persona.id), staleTime: 0 });
  return (
    <Stack gap="sm" data-testid="corrections">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} size="h4">
          {t('corrections.title')}
        </Title>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconFilePencil size={16} aria-hidden="true" />}
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
          data-testid="correction-open"
        >
          {t('corrections.ask')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('corrections.intro')}
      </Text>
      {sent && (
        <Alert color="green" variant="light" role="status" data-testid="correction-sent">
          {t('corrections.sent')}
        </Alert>
      )}
      {list.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('corrections.loadError')}
        </Text>
      )}
      {list.data && list.data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((request) => (
            <Stack component="li" key={request.id} gap={2} data-testid="correction-item">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t(`corrections.fields.${request.campo}`)}
                </Text>
                <Badge color={ESTADO_COLORS[request.estado]} variant="filled" autoContrast data-testid="correction-estado">
                  {t(`corrections.estados.${request.estado}`)}
                </Badge>
                <Text size="xs" c="gray.7">
                  {formatDate(String(request.created_at).slice(0, 10))}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {request.valor_actual || '—'} → {request.valor_propuesto || '—'}
              </Text>
              {request.respaldo && (
                <DocumentLink file={request.respaldo} label={t('corrections.respaldoLink')} newTabText={t('newTab')} iconSize={16} />
              )}
              {request.respuesta && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="correction-reply">
                  <Text span fw={600}>
                    {t('corrections.reply')}:
                  </Text>{' '}
                  {request.respuesta}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <RequestModal
        opened={open}
        persona={persona}
        onClose={(done) => {
          setOpen(false);
          setSent(done);
        }}
      />
    </Stack>
  );
}
