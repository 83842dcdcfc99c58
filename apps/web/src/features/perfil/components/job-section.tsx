import { RELACION_CARRERA, situacionLaboralSchema, type SituacionLaboralRow } from '@ingreso/shared';
import { Alert, Button, Group, Loader, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { seedSchemaResolver } from '@/lib/form';
import { useUpdateSituacionLaboral } from '../api/update-situacion-laboral';
import { usePerfilTranslation } from '../i18n';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';
import { ResultAlert } from './result-alert';
import { useEditMode } from './use-edit-mode';

interface JobValues {
  trabaja_actualmente: string;
  ocupacion: string;
  cargo: string;
  empresa: string;
  horas_semanales: string;
  relacion_carrera: string;
}

const JOB_FIELDS = ['ocupacion', 'cargo', 'empresa', 'horas_semanales', 'relacion_carrera'] as const;

const valuesOf = (row: SituacionLaboralRow): JobValues => {
  const working = Number(row.trabaja_actualmente) === 1;
  return {
    trabaja_actualmente: working ? '1' : '0',
    ocupacion: row.ocupacion ?? '',
    cargo: row.cargo ?? '',
    empresa: row.empresa ?? '',
    // Not working is stored as 0 hours (seed); the hidden field stays that way.
    horas_semanales: working ? (row.horas_semanales ?? '') : '0',
    relacion_carrera: row.relacion_carrera ?? '',
  };
};

const validate = seedSchemaResolver(situacionLaboralSchema);

interface JobSectionProps {
  row: SituacionLaboralRow | null | undefined;
  loading: boolean;
  failed: boolean;
  /** Id of the page title, which takes focus after Cancelar scrolls to the top. */
  pageTitleId: string;
}

/**
 * "Situación Laboral" (seed 000 §2, §4, §8): view mode with "Editar Información";
 * edit mode with Cancelar and Confirmar, both disabled with a spinner while
 * saving. Trabaja actualmente No clears and hides the five detail fields.
 */
export function JobSection({ row, loading, failed, pageTitleId }: JobSectionProps) {
  const { t } = usePerfilTranslation();
  return (
    <ProfileSection id="situacion-laboral" title={t('sections.job')}>
      {row ? (
        <JobForm row={row} pageTitleId={pageTitleId} />
      ) : loading ? null : (
        <Text size="sm" c="gray.7">
          {failed ? t('sectionLoadError') : t('job.missing')}
        </Text>
      )}
    </ProfileSection>
  );
}

function JobForm({ row, pageTitleId }: { row: SituacionLaboralRow; pageTitleId: string }) {
  const { t } = usePerfilTranslation();
  const update = useUpdateSituacionLaboral(row);
  const form = useForm<JobValues>({
    mode: 'controlled',
    initialValues: valuesOf(row),
    validate,
    // Seed: field errors appear once a field is touched.
    validateInputOnBlur: true,
  });
  // Seed: Cancelar resets the form and scrolls to the top; focus follows to the page title.
  const edit = useEditMode(
    form,
    () => valuesOf(row),
    () => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      document.getElementById(pageTitleId)?.focus({ preventScroll: true });
    },
  );
  const { editing, result, firstInput, editButton } = edit;

  const cancel = () => {
    update.reset();
    edit.cancel();
  };

  const setWorking = (value: string) => {
    const working = value === '1';
    form.setFieldValue('trabaja_actualmente', working ? '1' : '0');
    for (const field of JOB_FIELDS) {
      // Seed: No clears the five fields (hours become 0); Si starts them empty.
      if (!working) form.setFieldValue(field, field === 'horas_semanales' ? '0' : '');
      else if (form.getValues()[field] === '0') form.setFieldValue(field, '');
      form.clearFieldError(field);
    }
  };

  const submit = form.onSubmit((values) => {
    edit.clearResult();
    update.mutate(situacionLaboralSchema.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        edit.succeeded();
      },
      onError: (error) => {
        console.error('PUT situacion-laboral failed', error);
        edit.failed();
      },
    });
  });

  const saving = update.isPending;
  const working = (editing ? form.getValues().trabaja_actualmente : valuesOf(row).trabaja_actualmente) === '1';

  if (!editing) {
    return (
      <Stack gap="sm" data-testid="job-view">
        {result === 'success' && (
          <ResultAlert kind="success" testId="job-result">
            {t('updated')}
          </ResultAlert>
        )}
        <DetailList
          items={[
            { label: t('job.trabaja'), value: working ? t('job.yes') : t('job.no'), testId: 'job-trabaja' },
            ...(working
              ? [
                  { label: t('job.ocupacion'), value: row.ocupacion, testId: 'job-ocupacion' },
                  { label: t('job.cargo'), value: row.cargo, testId: 'job-cargo' },
                  { label: t('job.empresa'), value: row.empresa, testId: 'job-empresa' },
                  { label: t('job.horas'), value: row.horas_semanales, testId: 'job-horas' },
                  {
                    label: t('job.relacion'),
                    value: t(`job.relacionOptions.${row.relacion_carrera}`, { defaultValue: row.relacion_carrera }),
                    testId: 'job-relacion',
                  },
                ]
              : []),
          ]}
        />
        <Group justify="flex-end">
          <Button ref={editButton} variant="light" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={edit.start}>
            {t('actions.editJob')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="job-form">
      <Stack gap="md">
        {result === 'error' && (
          // Seed: a danger alert; the form stays in edit mode with the values typed.
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="job-result">
            {t('jobError')}
          </Alert>
        )}
        <Radio.Group
          label={t('job.trabaja')}
          required
          value={form.getValues().trabaja_actualmente || null}
          onChange={setWorking}
          error={form.errors.trabaja_actualmente}
        >
          <Group gap="lg" mt={6}>
            <Radio ref={firstInput} value="1" label={t('job.yes')} disabled={saving} />
            <Radio value="0" label={t('job.no')} disabled={saving} />
          </Group>
        </Radio.Group>
        {working && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <TextInput label={t('job.ocupacion')} required maxLength={150} disabled={saving} {...form.getInputProps('ocupacion')} />
              <TextInput label={t('job.cargo')} required maxLength={150} disabled={saving} {...form.getInputProps('cargo')} />
              <TextInput label={t('job.empresa')} required maxLength={150} disabled={saving} {...form.getInputProps('empresa')} />
              <TextInput
                label={t('job.horas')}
                required
                inputMode="decimal"
                maxLength={10}
                disabled={saving}
                {...form.getInputProps('horas_semanales')}
              />
            </SimpleGrid>
            <Radio.Group label={t('job.relacion')} required {...form.getInputProps('relacion_carrera')}>
              <Group gap="lg" mt={6}>
                {RELACION_CARRERA.map((option) => (
                  <Radio key={option} value={option} label={t(`job.relacionOptions.${option}`)} disabled={saving} />
                ))}
              </Group>
            </Radio.Group>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={cancel}
            disabled={saving}
            leftSection={saving ? <Loader size={14} color="gray" aria-hidden="true" /> : undefined}
          >
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
