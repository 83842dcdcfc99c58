import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { toOptions } from '../lib/combo-options';
import { setWizardValue, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FormSection } from './form-section';

/**
 * Idiomas and conocimientos informáticos: picked items become removable pills
 * and leave the option list (hidePickedOptions), as the seed's add/remove lists.
 */
export function SkillsSection({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const chosenLenguajes = form.useWatchValue('lenguajes');
  const chosenConocimientos = form.useWatchValue('conocimientos');
  const lenguajes = useMemo(() => toOptions(combos.lenguajes), [combos.lenguajes]);
  const conocimientos = useMemo(() => toOptions(combos.conocimientos), [combos.conocimientos]);
  const common = {
    searchable: true,
    hidePickedOptions: true,
    clearable: true,
    nothingFoundMessage: t('select.nothingFound'),
  };
  // The hint only while nothing is picked: beside the pills it would be cut off.
  const placeholder = (count: number) => (count === 0 ? t('select.placeholder') : undefined);

  return (
    <FormSection legend={`${t('education.languages')} / ${t('education.knowledge')}`} grid={false}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <MultiSelect
          label={t('education.languages')}
          description={t('education.languagesHint')}
          data={lenguajes}
          value={chosenLenguajes.map((l) => l.lenguaje_id)}
          onChange={(ids) =>
            setWizardValue(
              form,
              'lenguajes',
              ids.map((id) => ({ lenguaje_id: id })),
            )
          }
          error={form.errors.lenguajes}
          placeholder={placeholder(chosenLenguajes.length)}
          {...common}
        />
        <MultiSelect
          label={t('education.knowledge')}
          description={t('education.knowledgeHint')}
          data={conocimientos}
          value={chosenConocimientos.map((c) => c.conocimiento_id)}
          onChange={(ids) =>
            setWizardValue(
              form,
              'conocimientos',
              ids.map((id) => ({ conocimiento_id: id })),
            )
          }
          error={form.errors.conocimientos}
          placeholder={placeholder(chosenConocimientos.length)}
          {...common}
        />
      </SimpleGrid>
    </FormSection>
  );
}
