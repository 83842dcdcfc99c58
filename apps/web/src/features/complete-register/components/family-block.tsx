import { SimpleGrid } from '@mantine/core';
import type { FormCombos } from '../api/get-form-combos';
import { toOptions } from '../lib/combo-options';
import { setWizardValue, useWizardFormContext, type WizardPath } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FormSection } from './form-section';
import { WizardSelect, WizardTextInput } from './wizard-fields';
import { YesNoField } from './yes-no-field';

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
  const answerPath = `${config.block}.${config.answer}` as WizardPath;
  const nivelPath = `${config.block}.${config.nivel}` as WizardPath;
  const ocupacionPath = `${config.block}.${config.ocupacion}` as WizardPath;
  // The answer alone decides whether the details show (decision 337).
  const answer = form.useWatchValue(answerPath) as string;

  return (
    <FormSection legend={config.legend} grid={false}>
      <YesNoField
        label={config.question}
        value={answer}
        error={form.errors[answerPath]}
        onChange={(value) => {
          setWizardValue(form, answerPath, value);
          form.clearFieldError(answerPath);
          if (value === '0') {
            // Details of a "No" are not kept (nor sent).
            setWizardValue(form, nivelPath, '');
            setWizardValue(form, ocupacionPath, '');
          }
        }}
      />
      {answer === '1' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <WizardSelect
            path={nivelPath}
            label={t('work.nivel')}
            required
            data={toOptions(combos.niveles_estudio)}
            allowDeselect={false}
            placeholder={t('select.placeholder')}
          />
          <WizardTextInput path={ocupacionPath} label={t('work.ocupacionFamiliar')} required maxLength={150} />
        </SimpleGrid>
      )}
    </FormSection>
  );
}
