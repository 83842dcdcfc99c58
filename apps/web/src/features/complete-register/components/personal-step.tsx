import '@mantine/dates/styles.css';
import { TIPOS_DOCUMENTO } from '@ingreso/shared';
import { Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { byName, toOptions } from '../lib/combo-options';
import { setWizardValue, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { composeCuit, CuitField, splitCuit } from './cuit-field';
import { DisabilitySection } from './disability-section';
import { FormSection } from './form-section';
import { useWizardBinding, WizardSelect, WizardTextInput } from './wizard-fields';

/** Typed dates are day first, as Argentina writes them: 15/03/2005 (also 15-3-2005 or 2005-03-15). */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [y, m, d] = parts;
  const value = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  // Reject 31/02 and the like instead of letting the calendar roll them over.
  return dayjs(value).isValid() && dayjs(value).format('YYYY-MM-DD') === value ? value : null;
}

type SelectDefaults = { searchable: boolean; allowDeselect: boolean; placeholder: string; nothingFoundMessage: string };

/** Step 0, Datos Personales: identity, birth, residence and contact, and disability. */
export function PersonalStep({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();

  const options = useMemo(
    () => ({
      tipoDocumento: TIPOS_DOCUMENTO.map((d) => ({ value: d.id, label: d.descripcion })),
      paises: toOptions(combos.paises),
      nacionalidades: toOptions(combos.nacionalidades),
      generos: toOptions(combos.generos),
      tiposSangre: toOptions(combos.tiposangre),
      estadosCiviles: toOptions(combos.estadoscivil),
      // The persona stores the province and town names, as the profile shows them.
      provincias: [...combos.provincias].sort(byName((p) => p.descripcion)).map((p) => p.descripcion),
    }),
    [combos],
  );

  const select: SelectDefaults = {
    searchable: true,
    allowDeselect: false,
    placeholder: t('select.placeholder'),
    nothingFoundMessage: t('select.nothingFound'),
  };

  return (
    <Stack gap="lg">
      <FormSection legend={t('personal.general')}>
        <WizardTextInput path="persona.nombre" label={t('personal.nombre')} required autoComplete="given-name" />
        <WizardTextInput path="persona.apellido" label={t('personal.apellido')} required autoComplete="family-name" />
        <WizardSelect path="persona.tipo_documento" label={t('personal.tipoDocumento')} required data={options.tipoDocumento} {...select} />
        <WizardTextInput
          path="persona.numero_documento"
          label={t('personal.numeroDocumento')}
          description={t('personal.numeroDocumentoHint')}
          required
          autoComplete="off"
          digits={8}
          // The CUIT's middle part mirrors the document number.
          onValue={(dni) => {
            const { prefix, check } = splitCuit(form.getValues().persona.cuit);
            setWizardValue(form, 'persona.cuit', composeCuit(prefix, dni, check));
          }}
        />
        <WizardCuitField />
        <WizardSelect path="persona.genero_id" label={t('personal.genero')} required data={options.generos} {...select} />
        <WizardSelect path="persona.estado_civil" label={t('personal.estadoCivil')} required data={options.estadosCiviles} {...select} />
        <WizardTextInput path="persona.hijos" label={t('personal.hijos')} required digits={2} />
        <WizardSelect path="persona.tipo_sangre" label={t('personal.tipoSangre')} required data={options.tiposSangre} {...select} />
      </FormSection>

      <FormSection legend={t('personal.birth')}>
        <BirthDateInput />
        <WizardTextInput path="persona.lugar_nacimiento" label={t('personal.lugarNacimiento')} required />
        <WizardSelect path="persona.pais_id" label={t('personal.pais')} required data={options.paises} {...select} />
        <WizardSelect
          path="persona.nacionalidad_id"
          label={t('personal.nacionalidad')}
          required
          data={options.nacionalidades}
          {...select}
        />
      </FormSection>

      <FormSection legend={t('personal.residence')}>
        <WizardTextInput path="persona.direccion" label={t('personal.direccion')} required autoComplete="street-address" />
        <WizardTextInput path="persona.piso" label={t('personal.piso')} digits={3} />
        <WizardTextInput path="persona.departamento" label={t('personal.departamento')} maxLength={5} />
        <WizardSelect
          path="persona.provincia"
          label={t('personal.provincia')}
          required
          data={options.provincias}
          {...select}
          // A town belongs to one province: a new province clears it.
          onValue={() => setWizardValue(form, 'persona.localidad', '')}
        />
        <LocalidadSelect combos={combos} select={select} />
        <WizardTextInput path="persona.telefono" label={t('personal.telefono')} type="tel" autoComplete="tel" digits={20} />
        <WizardTextInput
          path="persona.celular"
          label={t('personal.celular')}
          description={t('personal.celularHint')}
          type="tel"
          required
          autoComplete="tel-national"
          digits={10}
        />
        <WizardTextInput path="persona.email" label={t('personal.email')} type="email" required autoComplete="email" />
      </FormSection>

      <DisabilitySection combos={combos} />
    </Stack>
  );
}

/** CUIT/CUIL: re-rendered when its own value or the document number it shows changes. */
function WizardCuitField() {
  const form = useWizardFormContext();
  const { value, props, set } = useWizardBinding('persona.cuit');
  const documentNumber = form.useWatchValue('persona.numero_documento');
  return (
    <CuitField
      value={value as string}
      documentNumber={documentNumber}
      onChange={set}
      onBlur={props.onBlur as () => void}
      error={props.error as string | undefined}
    />
  );
}

/** Localidad: its options and whether it can be chosen follow the province. */
function LocalidadSelect({ combos, select }: { combos: FormCombos; select: SelectDefaults }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const provincia = form.useWatchValue('persona.provincia');
  const provinciaId = combos.provincias.find((p) => p.descripcion === provincia)?.id;
  const localidades = useMemo(
    () =>
      combos.localidades
        .filter((l) => provinciaId !== undefined && l.provincia_id === provinciaId)
        .map((l) => l.descripcion)
        .sort(byName((name: string) => name)),
    [combos.localidades, provinciaId],
  );
  return (
    <WizardSelect
      path="persona.localidad"
      label={t('personal.localidad')}
      description={provincia ? undefined : t('personal.localidadHint')}
      required
      disabled={!provincia}
      data={localidades}
      {...select}
    />
  );
}

/** Fecha de nacimiento: typed day first or picked, starting the calendar 18 years back. */
function BirthDateInput() {
  const { t } = useCompleteRegisterTranslation();
  const { value, props, set } = useWizardBinding('persona.fecha_nacimiento');
  const fecha = value as string;
  return (
    <DateInput
      label={t('personal.fechaNacimiento')}
      description={t('personal.fechaNacimientoHint')}
      required
      valueFormat="DD/MM/YYYY"
      placeholder={t('personal.fechaNacimientoPlaceholder')}
      dateParser={parseTypedDate}
      maxDate={dayjs().format('YYYY-MM-DD')}
      defaultLevel={fecha ? 'month' : 'decade'}
      defaultDate={fecha || dayjs().subtract(18, 'year').format('YYYY-MM-DD')}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={fecha || null}
      onChange={(next) => set(next ?? '')}
    />
  );
}
