import { discapacidadAddError, personaMsg } from '@ingreso/shared';
import { Button, Grid, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSeedText } from '@/lib/i18n';
import type { FormCombos } from '../api/get-form-combos';
import { labelOf, toOptions, withoutIds } from '../lib/combo-options';
import { setWizardValue, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { AddedList } from './added-list';
import { FieldError } from './field-error';
import { FormSection } from './form-section';
import { YesNoField } from './yes-no-field';

/** Discapacidad: yes/no, then entries of a type and a CUD number; each added type leaves the options. */
export function DisabilitySection({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const seedText = useSeedText();
  const form = useWizardFormContext();
  // Only these two change what the section shows (decision 337).
  const discapacidad = form.useWatchValue('discapacidad');
  const discapacidades = form.useWatchValue('discapacidades');
  const [draft, setDraft] = useState({ discapacidad_id: '', numero_certificado: '' });
  const [addError, setAddError] = useState<string | null>(null);

  const allOptions = useMemo(() => toOptions(combos.discapacidades), [combos.discapacidades]);
  const options = withoutIds(
    allOptions,
    discapacidades.map((d) => d.discapacidad_id),
  );
  // The number is digits only, said on the field while typing; "add" does not say it a second time (decision 115).
  const liveNumberError = draft.numero_certificado !== '' && !/^\d+$/.test(draft.numero_certificado) ? personaMsg.certificadoDigits : null;

  const add = () => {
    const error = discapacidadAddError(draft);
    if (error) {
      setAddError(error === liveNumberError ? null : error);
      return;
    }
    form.insertListItem('discapacidades', {
      discapacidad_id: draft.discapacidad_id,
      certificado: 1,
      numero_certificado: draft.numero_certificado,
    });
    form.clearFieldError('discapacidades');
    setDraft({ discapacidad_id: '', numero_certificado: '' });
    setAddError(null);
  };

  return (
    <FormSection legend={t('personal.disability')} grid={false}>
      <YesNoField
        label={t('disability.question')}
        value={discapacidad}
        onChange={(value) => {
          setWizardValue(form, 'discapacidad', value);
          // Seed: answering No clears every disability entry.
          if (value === '0') {
            setWizardValue(form, 'discapacidades', []);
            form.clearFieldError('discapacidades');
            setAddError(null);
          }
        }}
      />

      {discapacidad === '1' && (
        <Stack gap="sm">
          <Grid align="flex-end" gap="sm">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Select
                label={t('disability.type')}
                data={options}
                value={draft.discapacidad_id || null}
                onChange={(value) => setDraft((d) => ({ ...d, discapacidad_id: value ?? '' }))}
                placeholder={t('select.placeholder')}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('disability.number')}
                inputMode="numeric"
                value={draft.numero_certificado}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((d) => ({ ...d, numero_certificado: value }));
                  setAddError(null);
                }}
                // Enter adds the entry here instead of submitting the step.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                error={liveNumberError ? seedText(liveNumberError) : undefined}
                maxLength={50}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add} fullWidth>
                {t('disability.add')}
              </Button>
            </Grid.Col>
          </Grid>
          <FieldError message={addError} />

          <AddedList
            title={t('disability.listTitle')}
            empty={t('disability.none')}
            items={discapacidades.map((d, index) => ({
              key: d.discapacidad_id,
              label: t('disability.entry', { type: labelOf(combos.discapacidades, d.discapacidad_id), number: d.numero_certificado }),
              onRemove: () => form.removeListItem('discapacidades', index),
            }))}
          />
        </Stack>
      )}
      <FieldError message={form.errors.discapacidades as string | undefined} anchor />
    </FormSection>
  );
}
