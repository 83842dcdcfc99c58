import { RELACION_CARRERA } from '@ingreso/shared';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import type { FormCombos } from '../api/get-form-combos';
import { setWizardValue, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FamilyBlock } from './family-block';
import { FormSection } from './form-section';
import { WizardRadioGroup, WizardTextInput } from './wizard-fields';
import { YesNoField } from './yes-no-field';

const JOB_FIELDS = ['ocupacion', 'cargo', 'empresa', 'horas_semanales', 'relacion_carrera'] as const;

/** Step 2, Situación Laboral: the job, then mother, father and spouse. */
export function WorkStep({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  // The answer alone decides whether the job's fields show (decision 337).
  const working = form.useWatchValue('situacion_laboral.trabaja_actualmente');

  const setWorking = (value: '1' | '0') => {
    const job = form.getValues().situacion_laboral;
    setWizardValue(form, 'situacion_laboral.trabaja_actualmente', value);
    form.clearFieldError('situacion_laboral.trabaja_actualmente');
    for (const field of JOB_FIELDS) {
      // Seed: No clears the five fields and horas_semanales becomes 0; Si starts them empty.
      const cleared = field === 'horas_semanales' && value === '0' ? '0' : '';
      if (value === '0' || job[field] === '0') setWizardValue(form, `situacion_laboral.${field}`, cleared);
      form.clearFieldError(`situacion_laboral.${field}`);
    }
  };

  return (
    <Stack gap="lg">
      <FormSection legend={t('work.job')} grid={false}>
        <YesNoField
          label={t('work.trabaja')}
          value={working}
          onChange={setWorking}
          error={form.errors['situacion_laboral.trabaja_actualmente']}
        />
        {working === '1' && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <WizardTextInput path="situacion_laboral.ocupacion" label={t('work.ocupacion')} required maxLength={150} />
              <WizardTextInput path="situacion_laboral.cargo" label={t('work.cargo')} required maxLength={150} />
              <WizardTextInput path="situacion_laboral.empresa" label={t('work.empresa')} required maxLength={150} />
              <WizardTextInput
                path="situacion_laboral.horas_semanales"
                label={t('work.horas')}
                required
                inputMode="decimal"
                maxLength={10}
              />
            </SimpleGrid>
            <WizardRadioGroup path="situacion_laboral.relacion_carrera" label={t('work.relacion')} required>
              <Group gap="lg" mt={6}>
                {RELACION_CARRERA.map((option) => (
                  <Radio key={option} value={option} label={t(`work.relacionOptions.${option}`)} />
                ))}
              </Group>
            </WizardRadioGroup>
          </>
        )}
      </FormSection>

      <FamilyBlock
        combos={combos}
        config={{
          block: 'situacion_madre',
          answer: 'vive',
          nivel: 'nivel_estudio_id_madre',
          ocupacion: 'ocupacion_madre',
          legend: t('work.mother'),
          question: t('work.motherAlive'),
        }}
      />
      <FamilyBlock
        combos={combos}
        config={{
          block: 'situacion_padre',
          answer: 'vive',
          nivel: 'nivel_estudio_id_padre',
          ocupacion: 'ocupacion_padre',
          legend: t('work.father'),
          question: t('work.fatherAlive'),
        }}
      />
      <FamilyBlock
        combos={combos}
        config={{
          block: 'situacion_conyuge',
          answer: 'concubinato_matrimonio',
          nivel: 'nivel_estudio_id_concubinato',
          ocupacion: 'ocupacion_concubinato',
          legend: t('work.spouse'),
          question: t('work.spouseQuestion'),
        }}
      />
    </Stack>
  );
}
