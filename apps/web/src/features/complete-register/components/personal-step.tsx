import '@mantine/dates/styles.css';
import { TIPOS_DOCUMENTO } from '@ingreso/shared';
import { Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import type { FormCombos } from '../api/get-form-combos';
import { byName, toOptions } from '../lib/combo-options';
import { digitsInputProps, stringInputProps, useWizardFormContext } from '../lib/wizard-form';
import { useCompleteRegisterTranslation } from '../i18n';
import { composeCuit, CuitField, splitCuit } from './cuit-field';
import { DisabilitySection } from './disability-section';
import { FormSection } from './form-section';

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

/** Step 0, Datos Personales: identity, birth, residence and contact, and disability. */
export function PersonalStep({ combos }: { combos: FormCombos }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const persona = form.values.persona;

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

  const provinciaId = combos.provincias.find((p) => p.descripcion === persona.provincia)?.id;
  const localidades = useMemo(
    () =>
      combos.localidades
        .filter((l) => provinciaId !== undefined && l.provincia_id === provinciaId)
        .map((l) => l.descripcion)
        .sort(byName((name: string) => name)),
    [combos.localidades, provinciaId],
  );

  const select = {
    searchable: true,
    allowDeselect: false,
    placeholder: t('select.placeholder'),
    nothingFoundMessage: t('select.nothingFound'),
  };
  const cuitProps = form.getInputProps('persona.cuit');

  return (
    <Stack gap="lg">
      <FormSection legend={t('personal.general')}>
        <TextInput label={t('personal.nombre')} required autoComplete="given-name" {...form.getInputProps('persona.nombre')} />
        <TextInput label={t('personal.apellido')} required autoComplete="family-name" {...form.getInputProps('persona.apellido')} />
        <Select
          label={t('personal.tipoDocumento')}
          required
          data={options.tipoDocumento}
          {...select}
          {...stringInputProps(form, 'persona.tipo_documento')}
        />
        <TextInput
          label={t('personal.numeroDocumento')}
          description={t('personal.numeroDocumentoHint')}
          required
          autoComplete="off"
          {...digitsInputProps(form, 'persona.numero_documento', 8)}
          onChange={(event) => {
            const dni = event.currentTarget.value.replace(/\D/g, '').slice(0, 8);
            form.setFieldValue('persona.numero_documento', dni);
            // The CUIT's middle part mirrors the document number.
            const { prefix, check } = splitCuit(form.getValues().persona.cuit);
            form.setFieldValue('persona.cuit', composeCuit(prefix, dni, check));
          }}
        />
        <CuitField
          value={persona.cuit}
          documentNumber={persona.numero_documento}
          onChange={(value) => form.setFieldValue('persona.cuit', value)}
          onBlur={cuitProps.onBlur as () => void}
          error={cuitProps.error as string | undefined}
        />
        <Select label={t('personal.genero')} required data={options.generos} {...select} {...stringInputProps(form, 'persona.genero_id')} />
        <Select
          label={t('personal.estadoCivil')}
          required
          data={options.estadosCiviles}
          {...select}
          {...stringInputProps(form, 'persona.estado_civil')}
        />
        <TextInput label={t('personal.hijos')} required {...digitsInputProps(form, 'persona.hijos', 2)} />
        <Select
          label={t('personal.tipoSangre')}
          required
          data={options.tiposSangre}
          {...select}
          {...stringInputProps(form, 'persona.tipo_sangre')}
        />
      </FormSection>

      <FormSection legend={t('personal.birth')}>
        <DateInput
          label={t('personal.fechaNacimiento')}
          description={t('personal.fechaNacimientoHint')}
          required
          valueFormat="DD/MM/YYYY"
          placeholder={t('personal.fechaNacimientoPlaceholder')}
          dateParser={parseTypedDate}
          maxDate={dayjs().format('YYYY-MM-DD')}
          defaultLevel={persona.fecha_nacimiento ? 'month' : 'decade'}
          defaultDate={persona.fecha_nacimiento || dayjs().subtract(18, 'year').format('YYYY-MM-DD')}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('persona.fecha_nacimiento')}
          value={persona.fecha_nacimiento || null}
          onChange={(value) => form.setFieldValue('persona.fecha_nacimiento', value ?? '')}
        />
        <TextInput label={t('personal.lugarNacimiento')} required {...form.getInputProps('persona.lugar_nacimiento')} />
        <Select label={t('personal.pais')} required data={options.paises} {...select} {...stringInputProps(form, 'persona.pais_id')} />
        <Select
          label={t('personal.nacionalidad')}
          required
          data={options.nacionalidades}
          {...select}
          {...stringInputProps(form, 'persona.nacionalidad_id')}
        />
      </FormSection>

      <FormSection legend={t('personal.residence')}>
        <TextInput label={t('personal.direccion')} required autoComplete="street-address" {...form.getInputProps('persona.direccion')} />
        <TextInput label={t('personal.piso')} {...digitsInputProps(form, 'persona.piso', 3)} />
        <TextInput label={t('personal.departamento')} maxLength={5} {...form.getInputProps('persona.departamento')} />
        <Select
          label={t('personal.provincia')}
          required
          data={options.provincias}
          {...select}
          {...stringInputProps(form, 'persona.provincia')}
          onChange={(value) => {
            form.setFieldValue('persona.provincia', value ?? '');
            // A town belongs to one province: a new province clears it.
            form.setFieldValue('persona.localidad', '');
          }}
        />
        <Select
          label={t('personal.localidad')}
          description={persona.provincia ? undefined : t('personal.localidadHint')}
          required
          disabled={!persona.provincia}
          data={localidades}
          {...select}
          {...stringInputProps(form, 'persona.localidad')}
        />
        <TextInput label={t('personal.telefono')} type="tel" autoComplete="tel" {...digitsInputProps(form, 'persona.telefono', 20)} />
        <TextInput
          label={t('personal.celular')}
          description={t('personal.celularHint')}
          type="tel"
          required
          autoComplete="tel-national"
          {...digitsInputProps(form, 'persona.celular', 10)}
        />
        <TextInput label={t('personal.email')} type="email" required autoComplete="email" {...form.getInputProps('persona.email')} />
      </FormSection>

      <DisabilitySection combos={combos} />
    </Stack>
  );
}
