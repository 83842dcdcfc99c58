import { ESCUELA_NO_ENCONTRADA } from '@ingreso/shared';
import { Autocomplete, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { byName } from '../lib/combo-options';
import { digitsInputProps, stringInputProps, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FormSection } from './form-section';

const NOT_FOUND = String(ESCUELA_NO_ENCONTRADA);
const ARGENTINA = 'Argentina';

/**
 * Secundario: a jurisdiction filters the schools (sorted by name) and enables the
 * school picker; "No encuentro mi escuela" sets escuela_id -1 and asks for the
 * school's data by hand instead.
 */
export function SecondarySchoolSection({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const school = form.values.estudio_secundario;
  const notFound = school.escuela_id === NOT_FOUND;

  // The jurisdiction only narrows the list; on a reload it is read back from the chosen school.
  const [jurisdiccion, setJurisdiccion] = useState<string | null>(
    () => combos.escuelas.find((e) => String(e.id) === school.escuela_id)?.jurisdiccion ?? null,
  );

  const provincias = useMemo(
    () => [...combos.provincias].sort(byName((p) => p.descripcion)).map((p) => p.descripcion),
    [combos.provincias],
  );
  const escuelas = useMemo(
    () =>
      combos.escuelas
        .filter((e) => e.jurisdiccion === jurisdiccion)
        .sort(byName((e) => e.nombre))
        .map((e) => ({ value: String(e.id), label: `${e.nombre} (${e.localidad})` })),
    [combos.escuelas, jurisdiccion],
  );
  const tiposColegio = useMemo(() => [...new Set(combos.escuelas.map((e) => e.tipo_colegio))].sort(), [combos.escuelas]);

  // Manual school: Argentine provinces and towns are suggested, any text is accepted (schools abroad).
  const manualProvinciaId = combos.provincias.find((p) => p.descripcion === school.provincia)?.id;
  const argentina = school.pais === ARGENTINA;
  const provinciaSuggestions = argentina ? provincias : [];
  const localidadSuggestions = useMemo(
    () =>
      argentina && manualProvinciaId !== undefined
        ? combos.localidades
            .filter((l) => l.provincia_id === manualProvinciaId)
            .map((l) => l.descripcion)
            .sort(byName((n: string) => n))
        : [],
    [argentina, manualProvinciaId, combos.localidades],
  );

  const select = {
    searchable: true,
    allowDeselect: false,
    placeholder: t('select.placeholder'),
    nothingFoundMessage: t('select.nothingFound'),
  };

  return (
    <FormSection legend={t('education.secondary')} grid={false}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('education.jurisdiccion')}
          data={provincias}
          value={jurisdiccion}
          onChange={(value) => {
            setJurisdiccion(value);
            form.setFieldValue('estudio_secundario.escuela_id', '');
          }}
          disabled={notFound}
          {...select}
        />
        <Select
          label={t('education.escuela')}
          description={jurisdiccion || notFound ? undefined : t('education.escuelaHint')}
          required={!notFound}
          data={escuelas}
          disabled={notFound || !jurisdiccion}
          {...select}
          {...stringInputProps(form, 'estudio_secundario.escuela_id')}
          value={notFound ? null : school.escuela_id || null}
        />
      </SimpleGrid>
      <Checkbox
        label={t('education.notFound')}
        checked={notFound}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue('estudio_secundario.escuela_id', checked ? NOT_FOUND : '');
          if (checked) setJurisdiccion(null);
          form.clearFieldError('estudio_secundario.escuela_id');
        }}
      />

      {notFound && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <Select
              label={t('education.pais')}
              required
              data={combos.paises.map((p) => p.descripcion)}
              {...select}
              {...stringInputProps(form, 'estudio_secundario.pais')}
              onChange={(value) => {
                const pais = combos.paises.find((p) => p.descripcion === value);
                form.setFieldValue('estudio_secundario.pais', value ?? '');
                form.setFieldValue('estudio_secundario.pais_id', pais ? String(pais.id) : '');
              }}
            />
            <Autocomplete
              label={t('education.provincia')}
              required
              data={provinciaSuggestions}
              maxLength={100}
              {...form.getInputProps('estudio_secundario.provincia')}
            />
            <Autocomplete
              label={t('education.localidad')}
              required
              data={localidadSuggestions}
              maxLength={100}
              {...form.getInputProps('estudio_secundario.localidad')}
            />
            <TextInput label={t('education.colegio')} required maxLength={150} {...form.getInputProps('estudio_secundario.colegio')} />
            <TextInput
              label={t('education.direccionColegio')}
              required
              maxLength={150}
              {...form.getInputProps('estudio_secundario.direccion_colegio')}
            />
            <Select
              label={t('education.tipoColegio')}
              required
              data={tiposColegio}
              {...select}
              {...stringInputProps(form, 'estudio_secundario.tipo_colegio')}
            />
          </SimpleGrid>
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t('education.orientacion')} required maxLength={150} {...form.getInputProps('estudio_secundario.orientacion')} />
        <TextInput label={t('education.anioGraduacion')} required {...digitsInputProps(form, 'estudio_secundario.anio_graduacion', 4)} />
        <TextInput label={t('education.aniosCursados')} required {...digitsInputProps(form, 'estudio_secundario.anios_cursados', 2)} />
      </SimpleGrid>
    </FormSection>
  );
}
