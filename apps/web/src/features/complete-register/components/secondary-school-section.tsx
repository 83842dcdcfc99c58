import { ESCUELA_NO_ENCONTRADA } from '@ingreso/shared';
import { Checkbox, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { byName } from '../lib/combo-options';
import { setWizardValue, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { FormSection } from './form-section';
import { WizardAutocomplete, WizardSelect, WizardTextInput } from './wizard-fields';

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
  // What changes the section's shape or suggestions; the other fields watch themselves (decision 337).
  const escuelaId = form.useWatchValue('estudio_secundario.escuela_id');
  const manualProvincia = form.useWatchValue('estudio_secundario.provincia');
  const manualPais = form.useWatchValue('estudio_secundario.pais');
  const notFound = escuelaId === NOT_FOUND;

  // The jurisdiction only narrows the list; on a reload it is read back from the chosen school.
  const [jurisdiccion, setJurisdiccion] = useState<string | null>(
    () => combos.escuelas.find((e) => String(e.id) === escuelaId)?.jurisdiccion ?? null,
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
  const manualProvinciaId = combos.provincias.find((p) => p.descripcion === manualProvincia)?.id;
  const argentina = manualPais === ARGENTINA;
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
            setWizardValue(form, 'estudio_secundario.escuela_id', '');
          }}
          disabled={notFound}
          {...select}
        />
        <WizardSelect
          path="estudio_secundario.escuela_id"
          label={t('education.escuela')}
          description={jurisdiccion || notFound ? undefined : t('education.escuelaHint')}
          required={!notFound}
          data={escuelas}
          disabled={notFound || !jurisdiccion}
          {...select}
          value={notFound ? null : escuelaId || null}
        />
      </SimpleGrid>
      <Checkbox
        label={t('education.notFound')}
        checked={notFound}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setWizardValue(form, 'estudio_secundario.escuela_id', checked ? NOT_FOUND : '');
          if (checked) setJurisdiccion(null);
          form.clearFieldError('estudio_secundario.escuela_id');
        }}
      />

      {notFound && (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
            <WizardSelect
              path="estudio_secundario.pais"
              label={t('education.pais')}
              required
              data={combos.paises.map((p) => p.descripcion)}
              {...select}
              onValue={(value) => {
                const pais = combos.paises.find((p) => p.descripcion === value);
                setWizardValue(form, 'estudio_secundario.pais_id', pais ? String(pais.id) : '');
              }}
            />
            <WizardAutocomplete
              path="estudio_secundario.provincia"
              label={t('education.provincia')}
              required
              data={provinciaSuggestions}
              maxLength={100}
            />
            <WizardAutocomplete
              path="estudio_secundario.localidad"
              label={t('education.localidad')}
              required
              data={localidadSuggestions}
              maxLength={100}
            />
            <WizardTextInput path="estudio_secundario.colegio" label={t('education.colegio')} required maxLength={150} />
            <WizardTextInput path="estudio_secundario.direccion_colegio" label={t('education.direccionColegio')} required maxLength={150} />
            <WizardSelect
              path="estudio_secundario.tipo_colegio"
              label={t('education.tipoColegio')}
              required
              data={tiposColegio}
              {...select}
            />
          </SimpleGrid>
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <WizardTextInput path="estudio_secundario.orientacion" label={t('education.orientacion')} required maxLength={150} />
        <WizardTextInput path="estudio_secundario.anio_graduacion" label={t('education.anioGraduacion')} required digits={4} />
        <WizardTextInput path="estudio_secundario.anios_cursados" label={t('education.aniosCursados')} required digits={2} />
      </SimpleGrid>
    </FormSection>
  );
}
