import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FormCombos } from '../api/get-form-combos';
import { toOptions } from '../lib/combo-options';
import { stringInputProps, useWizardFormContext, type WizardForm } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FormSection } from './form-section';
import { YesNoField } from './yes-no-field';

type Path = Parameters<WizardForm['getInputProps']>[0];

export interface FamilyBlockConfig {
  block: 'situacion_madre' | 'situacion_padre' | 'situacion_conyuge';
  answer: 'vive' | 'concubinato_matrimonio';
  nivel: string;
  ocupacion: string;
  legend: string;
  question: string;
}

/** Mother, father or spouse: a Si/No answer; study level and occupation only (and then required) on Si. */
export function FamilyBlock({ combos, config }: { combos: FormCombos; config: FamilyBlockConfig }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const values = form.values[config.block] as Record<string, string>;
  const answerPath = `${config.block}.${config.answer}` as Path;
  const nivelPath = `${config.block}.${config.nivel}` as Path;
  const ocupacionPath = `${config.block}.${config.ocupacion}` as Path;

  return (
    <FormSection legend={config.legend} grid={false}>
      <YesNoField
        label={config.question}
        value={values[config.answer]}
        error={form.errors[answerPath]}
        onChange={(value) => {
          form.setFieldValue(answerPath, value as never);
          form.clearFieldError(answerPath);
          if (value === '0') {
            // Details of a "No" are not kept (nor sent).
            form.setFieldValue(nivelPath, '' as never);
            form.setFieldValue(ocupacionPath, '' as never);
          }
        }}
      />
      {values[config.answer] === '1' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Select
            label={t('work.nivel')}
            required
            data={toOptions(combos.niveles_estudio)}
            allowDeselect={false}
            placeholder={t('select.placeholder')}
            {...stringInputProps(form, nivelPath)}
          />
          <TextInput label={t('work.ocupacionFamiliar')} required maxLength={150} {...form.getInputProps(ocupacionPath)} />
        </SimpleGrid>
      )}
    </FormSection>
  );
}
