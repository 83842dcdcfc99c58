import { carreraSchema, type CarreraRow } from '@ingreso/shared';
import { Alert, Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver, serverFieldErrors } from '@/lib/form';
import { translateSeedText } from '@/lib/i18n';
import type { TipoCarrera } from '../api/get-carreras';
import { useSaveCarrera } from '../api/save-carrera';
import { useCarrerasAdminTranslation } from '../i18n';

interface CarreraModalProps {
  opened: boolean;
  onClose: () => void;
  /** The career to edit, or null to create one. */
  carrera: CarreraRow | null;
  tipos: TipoCarrera[];
  onSaved: (carrera: CarreraRow) => void;
}

interface CarreraFormValues {
  descripcion: string;
  tipo_carrera_id: string;
  elegible_en_ingreso: boolean;
}

const resolver = seedSchemaResolver(carreraSchema);
const FIELDS = ['descripcion', 'tipo_carrera_id'] as const;

/** Create or edit a career: description and type with the instancia form's rules (decision 21). */
export function CarreraModal({ opened, onClose, carrera, tipos, onSaved }: CarreraModalProps) {
  const { t } = useCarrerasAdminTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSaveCarrera();
  const form = useForm<CarreraFormValues>({
    mode: 'controlled',
    initialValues: {
      descripcion: carrera?.descripcion ?? '',
      tipo_carrera_id: carrera ? String(carrera.tipo_carrera_id) : '',
      elegible_en_ingreso: carrera?.elegible_en_ingreso === 1,
    },
    validate: (values) => resolver({ ...values, tipo_carrera_id: values.tipo_carrera_id || undefined }),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      {
        id: carrera?.id ?? null,
        payload: {
          descripcion: values.descripcion.trim(),
          tipo_carrera_id: Number(values.tipo_carrera_id),
          elegible_en_ingreso: values.elegible_en_ingreso ? 1 : 0,
        },
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          console.error('Careers: could not save the career', error);
          form.setErrors(serverFieldErrors(error, FIELDS));
        },
      },
    );
  });

  const error = save.error;
  const fieldErrors = isApiError(error) && FIELDS.some((f) => error.fieldError(f));
  const failure =
    save.isError && !fieldErrors
      ? isApiError(error) && error.status < 500
        ? translateSeedText(error.message)
        : t('carrera.failure')
      : null;

  return (
    <Modal
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      opened={opened}
      onClose={onClose}
      title={carrera ? t('carrera.editTitle') : t('carrera.createTitle')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('carrera.close') }}
    >
      <form onSubmit={submit} noValidate aria-busy={save.isPending}>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput data-autofocus label={t('carrera.descripcion')} required maxLength={255} {...form.getInputProps('descripcion')} />
          <Select
            label={t('carrera.tipo')}
            required
            data={tipos.map((tipo) => ({ value: String(tipo.id), label: tipo.descripcion }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('tipo_carrera_id')}
          />
          <Checkbox
            label={t('carrera.elegible')}
            description={t('carrera.elegibleHint')}
            mt="xs"
            {...form.getInputProps('elegible_en_ingreso', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('carrera.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('carrera.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
