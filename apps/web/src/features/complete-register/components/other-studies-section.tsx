import { otroEstudioSchema, personaMsg } from '@ingreso/shared';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import type { OtroEstudioValues } from '../lib/form-values';
import { labelOf, toOptions } from '../lib/combo-options';
import { useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { AddedList } from './added-list';
import { FieldError } from './field-error';
import { FormSection } from './form-section';

const EMPTY: OtroEstudioValues = { nivel_estudio_id: '', nombre: '', establecimiento: '', estado_estudio_id: '' };

/** Otros estudios: four fields and "Añadir estudio", which needs all four; added ones can be removed. */
export function OtherStudiesSection({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const added = form.useWatchValue('otros_estudios');
  const [draft, setDraft] = useState<OtroEstudioValues>(EMPTY);
  const [addError, setAddError] = useState<string | null>(null);
  const niveles = useMemo(() => toOptions(combos.niveles_estudio), [combos.niveles_estudio]);
  const estados = useMemo(() => toOptions(combos.estados_estudio), [combos.estados_estudio]);

  const set = (field: keyof OtroEstudioValues) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  // Enter in a text field of the new study adds it instead of submitting the step.
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const add = () => {
    if (Object.values(draft).some((v) => v.trim() === '')) {
      setAddError(personaMsg.otroEstudioAddIncomplete);
      return;
    }
    // Same rule as the payload (lengths), so an added entry never blocks Siguiente later.
    const parsed = otroEstudioSchema.safeParse(draft);
    if (!parsed.success) {
      setAddError(parsed.error.issues[0]?.message ?? personaMsg.otroEstudioAddIncomplete);
      return;
    }
    form.insertListItem('otros_estudios', { ...draft, nombre: draft.nombre.trim(), establecimiento: draft.establecimiento.trim() });
    form.clearFieldError('otros_estudios');
    setDraft(EMPTY);
    setAddError(null);
  };

  return (
    <FormSection legend={t('education.others')} grid={false}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('education.nivel')}
          data={niveles}
          value={draft.nivel_estudio_id || null}
          onChange={(value) => set('nivel_estudio_id')(value ?? '')}
          placeholder={t('select.placeholder')}
          allowDeselect={false}
        />
        <TextInput
          label={t('education.titulo')}
          value={draft.nombre}
          maxLength={150}
          onChange={(e) => set('nombre')(e.currentTarget.value)}
          onKeyDown={addOnEnter}
        />
        <TextInput
          label={t('education.establecimiento')}
          value={draft.establecimiento}
          maxLength={150}
          onChange={(e) => set('establecimiento')(e.currentTarget.value)}
          onKeyDown={addOnEnter}
        />
        <Select
          label={t('education.estado')}
          data={estados}
          value={draft.estado_estudio_id || null}
          onChange={(value) => set('estado_estudio_id')(value ?? '')}
          placeholder={t('select.placeholder')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Stack gap="xs" align="flex-start">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add}>
          {t('education.addStudy')}
        </Button>
        <FieldError message={addError} />
      </Stack>
      <AddedList
        title={t('education.addedStudies')}
        empty={t('education.noStudies')}
        items={added.map((s, index) => ({
          key: `${index}-${s.nombre}`,
          label: t('education.study', {
            titulo: s.nombre,
            nivel: labelOf(combos.niveles_estudio, s.nivel_estudio_id),
            establecimiento: s.establecimiento,
            estado: labelOf(combos.estados_estudio, s.estado_estudio_id),
          }),
          onRemove: () => form.removeListItem('otros_estudios', index),
        }))}
      />
      <FieldError message={firstListError(form.errors, 'otros_estudios')} anchor />
    </FormSection>
  );
}

/** An error on the list or on one of its entries (otros_estudios.0.nombre). */
function firstListError(errors: Record<string, unknown>, list: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === list || k.startsWith(`${list}.`));
  return key ? String(errors[key]) : undefined;
}
