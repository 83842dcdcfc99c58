import '@mantine/dates/styles.css';
import 'dayjs/locale/es-us';
import { instanciaSchema, msg, type InstanciaInput } from '@ingreso/shared';
import { Button, Fieldset, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCalendar, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver, serverFieldErrors } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import { datesLocale } from '@/lib/locale-format';
import { useCarreras } from '../api/get-carreras';
import type { InstanciaRow } from '@/api/instancias';
import { useSaveInstancia } from '../api/save-instancia';
import { useInstanciasTranslation } from '../i18n';

interface InstanciaFormModalProps {
  opened: boolean;
  /** The instancia to edit; null creates a new one. */
  instancia: InstanciaRow | null;
  onClose: () => void;
}

interface FormValues {
  carrera_id: string | null;
  descripcion: string;
  fecha_publicacion: string | null;
  fecha_inicio: string | null;
  fecha_fin: string | null;
  // Issue 15: the registration window, its own group (empty: from publication to the end).
  inscripcion_desde: string | null;
  inscripcion_hasta: string | null;
  // Seats and período (issue 16), a group of their own.
  cupo: string | number;
  periodo: string;
}

const FIELDS = [
  'carrera_id',
  'descripcion',
  'fecha_publicacion',
  'fecha_inicio',
  'fecha_fin',
  'inscripcion_desde',
  'inscripcion_hasta',
  'cupo',
  'periodo',
] as const;

/** What the shared schema reads: an unchosen career is "missing" (its required message), not the number 0. */
function toInput(values: FormValues) {
  return {
    carrera_id: values.carrera_id ? Number(values.carrera_id) : undefined,
    descripcion: values.descripcion,
    fecha_publicacion: values.fecha_publicacion ?? '',
    fecha_inicio: values.fecha_inicio ?? '',
    fecha_fin: values.fecha_fin ?? '',
    inscripcion_desde: values.inscripcion_desde || undefined,
    inscripcion_hasta: values.inscripcion_hasta || undefined,
    // An empty cupo is sent as null (unlimited): an edit that empties it removes the limit.
    cupo: values.cupo === '' ? null : values.cupo,
    periodo: values.periodo,
  };
}

const resolve = seedSchemaResolver(instanciaSchema);

function initialValues(instancia: InstanciaRow | null): FormValues {
  return {
    carrera_id: instancia ? String(instancia.carrera_id) : null,
    descripcion: instancia?.descripcion ?? '',
    fecha_publicacion: instancia?.fecha_publicacion ?? null,
    fecha_inicio: instancia?.fecha_inicio ?? null,
    fecha_fin: instancia?.fecha_fin ?? null,
    inscripcion_desde: instancia?.inscripcion_desde ?? null,
    inscripcion_hasta: instancia?.inscripcion_hasta ?? null,
    cupo: instancia?.cupo ?? '',
    periodo: instancia?.periodo ?? '',
  };
}

/**
 * "CREAR INSTANCIA" / "EDITAR INSTANCIA" (seed 001 §2, §5): the shared schema's
 * rules and messages, dates picked or typed as YYYY-MM-DD and sent that way;
 * then a success panel (Cerrar, Cargar Otro) or the error screen with the
 * server's message and "Volver a intentar".
 */
export function InstanciaFormModal({ opened, instancia, onClose }: InstanciaFormModalProps) {
  const { t } = useInstanciasTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  // A new key on every opening and on "Cargar Otro" starts a fresh form.
  const [session, setSession] = useState(0);
  const [editing, setEditing] = useState<InstanciaRow | null>(instancia);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setEditing(instancia);
      setSession((n) => n + 1);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      <InstanciaForm
        key={session}
        instancia={editing}
        onClose={onClose}
        onLoadAnother={() => {
          setEditing(null);
          setSession((n) => n + 1);
        }}
      />
    </Modal>
  );
}

type Phase =
  | { kind: 'form' }
  | { kind: 'success'; created: boolean }
  | { kind: 'error'; message: string; fields: FormErrors }
  /** An identical instancia exists (409 instancia_duplicada, issue 14): create it anyway, or back to the form. */
  | { kind: 'duplicate'; message: string; input: InstanciaInput };

function InstanciaForm({
  instancia,
  onClose,
  onLoadAnother,
}: {
  instancia: InstanciaRow | null;
  onClose: () => void;
  onLoadAnother: () => void;
}) {
  const { t } = useInstanciasTranslation();
  const seedText = useSeedText();
  const { i18n } = useTranslation();
  const carreras = useCarreras(true);
  const saveInstancia = useSaveInstancia();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(instancia),
    validate: (values) => resolve(toInput(values)),
  });
  const [attempted, setAttempted] = useState(false);

  /**
   * A field's message shows when it is left after being changed, or after a
   * first Guardar. Not on merely leaving an untouched field: the message would
   * push the buttons down under the pointer and swallow that click on Guardar.
   */
  const field = (path: keyof FormValues) => ({
    ...form.getInputProps(path),
    onBlur: () => {
      if (attempted || form.isDirty(path)) form.validateField(path);
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setAttempted(true);
      save(values);
    },
    () => setAttempted(true),
  );

  const save = (values: FormValues) => send(instanciaSchema.parse(toInput(values)));

  const send = (input: InstanciaInput, confirmarDuplicado = false) => {
    saveInstancia.mutate(
      { id: instancia?.id ?? null, input, confirmarDuplicado },
      {
        onSuccess: () => setPhase({ kind: 'success', created: instancia === null }),
        onError: (error) => {
          if (isApiError(error) && error.body.code === 'instancia_duplicada') {
            setPhase({ kind: 'duplicate', message: error.body.message, input });
            return;
          }
          // Seed 001 §8: the first message of the server's error list.
          const message = isApiError(error) ? (error.body.error[0]?.message ?? error.body.message) : msg.http.internal;
          setPhase({ kind: 'error', message, fields: serverFieldErrors(error, FIELDS) });
        },
      },
    );
  };

  if (phase.kind === 'success') {
    return (
      <Stack align="center" gap="md" ta="center" py="md" data-testid="instancia-form-success">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {phase.created ? t('form.created') : t('form.updated')}
        </Text>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('form.close')}
          </Button>
          <Button onClick={onLoadAnother}>{t('form.loadAnother')}</Button>
        </Group>
      </Stack>
    );
  }

  if (phase.kind === 'duplicate') {
    return (
      <DuplicateWarning
        message={seedText(phase.message)}
        pending={saveInstancia.isPending}
        onCancel={() => setPhase({ kind: 'form' })}
        onCreate={() => send(phase.input, true)}
      />
    );
  }

  if (phase.kind === 'error') {
    return (
      <Stack align="center" gap="md" ta="center" py="md" data-testid="instancia-form-error">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconAlertTriangle size={36} />
        </ThemeIcon>
        <div role="alert">
          <Title order={2} size="h4">
            {t('form.errorTitle')}
          </Title>
          <Text mt="xs">{seedText(phase.message)}</Text>
        </div>
        <Button
          data-autofocus
          onClick={() => {
            setPhase({ kind: 'form' });
            // The fields the server named show their message once the form is back.
            form.setErrors(phase.fields);
          }}
        >
          {t('form.tryAgain')}
        </Button>
      </Stack>
    );
  }

  const dateProps = {
    valueFormat: 'YYYY-MM-DD',
    placeholder: t('form.datePlaceholder'),
    leftSection: <IconCalendar size={16} aria-hidden="true" />,
    popoverProps: { withinPortal: true },
    required: true,
  } as const;

  return (
    <DatesProvider settings={{ locale: datesLocale(i18n.resolvedLanguage, 'es-us'), firstDayOfWeek: 0 }}>
      <form onSubmit={submit} noValidate aria-busy={saveInstancia.isPending}>
        <Stack gap="md">
          <Select
            label={t('form.carrera')}
            placeholder={carreras.isLoading ? t('form.carrerasLoading') : t('form.carreraPlaceholder')}
            required
            // Not searchable: a searchable select opens its list on focus, and the modal focuses it on opening.
            nothingFoundMessage={t('form.carrerasLoading')}
            data={(carreras.data ?? []).map((c) => ({ value: String(c.id), label: c.descripcion }))}
            // Not disabled while the list loads: the modal puts the focus here when it opens.
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...field('carrera_id')}
            error={form.errors.carrera_id ?? (carreras.isError ? t('form.carrerasError') : undefined)}
            data-autofocus
          />
          <TextInput label={t('form.descripcion')} required maxLength={300} {...field('descripcion')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <DateInput label={t('form.fechaPublicacion')} {...dateProps} {...field('fecha_publicacion')} />
            <DateInput label={t('form.fechaInicio')} {...dateProps} {...field('fecha_inicio')} />
            <DateInput label={t('form.fechaFin')} {...dateProps} {...field('fecha_fin')} />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('form.datesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateInput label={t('ventana.desde')} {...dateProps} {...field('inscripcion_desde')} />
            <DateInput label={t('ventana.hasta')} {...dateProps} {...field('inscripcion_hasta')} />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('ventana.hint')}
          </Text>
          <Fieldset legend={t('seats.title')} variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label={t('seats.cupo')}
                description={t('seats.cupoHint')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...field('cupo')}
              />
              <TextInput label={t('seats.periodo')} description={t('seats.periodoHint')} maxLength={20} {...field('periodo')} />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saveInstancia.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saveInstancia.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

/** Before creating an instancia identical to an existing one (issue 14): "Crear igual", or Cancelar back to the form as it was. */
function DuplicateWarning({
  message,
  pending,
  onCancel,
  onCreate,
}: {
  message: string;
  pending: boolean;
  onCancel: () => void;
  onCreate: () => void;
}) {
  const { t } = useInstanciasTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the warning takes it, so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack align="center" gap="md" ta="center" py="md" data-testid="instancia-duplicate">
      <ThemeIcon size={56} radius="xl" color="yellow" variant="light" aria-hidden="true">
        <IconAlertTriangle size={36} />
      </ThemeIcon>
      <div role="alert">
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('form.duplicateTitle')}
        </Title>
        <Text mt="xs">{message}</Text>
      </div>
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button onClick={onCreate} loading={pending}>
          {t('form.createAnyway')}
        </Button>
      </Group>
    </Stack>
  );
}
