import {
  ESTADOS_CIVILES,
  TIPOS_DOCUMENTO,
  TIPOS_SANGRE,
  formatCuit,
  personaSchema,
  type PersonaField,
  type PersonaResponse,
  type PersonaStaffEditInput,
} from '@ingreso/shared';
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { PersonaFormCombos } from '@/api/combos';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import type { resource as es } from '@/locales/es/inscripciones';
import { useInscripcionesTranslation } from '../i18n';

type Values = Record<PersonaField, string>;

const FIELDS: PersonaField[] = [
  'nombre',
  'apellido',
  'tipo_documento',
  'numero_documento',
  'cuit',
  'fecha_nacimiento',
  'lugar_nacimiento',
  'pais_id',
  'nacionalidad_id',
  'genero_id',
  'tipo_sangre',
  'estado_civil',
  'hijos',
  'direccion',
  'piso',
  'departamento',
  'provincia',
  'localidad',
  'telefono',
  'celular',
  'email',
];

/** The detail's label keys of each field (the same names the read-only view shows). */
const LABEL = {
  nombre: 'nombre',
  apellido: 'apellido',
  tipo_documento: 'tipoDocumento',
  numero_documento: 'numeroDocumento',
  cuit: 'cuit',
  fecha_nacimiento: 'fechaNacimiento',
  lugar_nacimiento: 'lugarNacimiento',
  pais_id: 'pais',
  nacionalidad_id: 'nacionalidad',
  genero_id: 'genero',
  tipo_sangre: 'tipoSangre',
  estado_civil: 'estadoCivil',
  hijos: 'hijos',
  direccion: 'direccion',
  piso: 'piso',
  departamento: 'departamento',
  provincia: 'provincia',
  localidad: 'localidad',
  telefono: 'telefono',
  celular: 'celular',
  email: 'email',
} as const satisfies Record<PersonaField, keyof typeof es.detail.persona>;
export const personaFieldLabelKey = (field: PersonaField) => `detail.persona.${LABEL[field]}` as const;

function valuesOf(persona: PersonaResponse): Values {
  const out = {} as Values;
  for (const field of FIELDS) {
    const value = persona[field];
    out[field] = value === null || value === undefined ? '' : field === 'cuit' ? formatCuit(String(value)) : String(value);
  }
  return out;
}

const validate = seedSchemaResolver(personaSchema);

interface PersonaEditFormProps {
  persona: PersonaResponse;
  combos: PersonaFormCombos | undefined;
  /** Values put in place of the persona's (a correction's proposed value). */
  overrides?: Partial<Values>;
  submitLabel: string;
  /** Sends {persona, updated_at}: the staff edit or applying a correction. */
  save: (body: PersonaStaffEditInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Staff edit every field of a persona with the wizard's rules (personaSchema). The
 * form keeps the updated_at it was opened on: if the persona changed since, the
 * server refuses (409) and the form says so instead of overwriting.
 */
export function PersonaEditForm({ persona, combos, overrides, submitLabel, save, onSaved, onCancel }: PersonaEditFormProps) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The version the form was opened on: a refetch of the persona meanwhile must not make a stale form look current.
  const [seen] = useState(persona.updated_at);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...valuesOf(persona), ...overrides },
    validate,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      // The server parses with the same schema; the form holds its inputs as text.
      await save({ persona: values as PersonaStaffEditInput['persona'], updated_at: seen });
      onSaved();
    } catch (error) {
      console.error('persona edit failed', error);
      if (isApiError(error)) {
        const fieldErrors: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.body.errors)) {
          const field = key.replace(/^persona\./, '');
          if (FIELDS.includes(field as PersonaField) && messages[0]) fieldErrors[field] = seedText(messages[0]);
        }
        form.setErrors(fieldErrors);
        setFailure(seedText(error.body.message));
      } else setFailure(t('detail.edit.error'));
    } finally {
      setSaving(false);
    }
  });

  const label = (field: PersonaField) => t(personaFieldLabelKey(field));
  const text = (field: PersonaField, extra: Record<string, unknown> = {}) => (
    <TextInput label={label(field)} {...form.getInputProps(field)} {...extra} data-testid={`edit-${field}`} />
  );
  const select = (field: PersonaField, data: Array<{ value: string; label: string }>) => (
    <Select label={label(field)} data={data} allowDeselect={false} {...form.getInputProps(field)} data-testid={`edit-${field}`} />
  );
  const options = (list: Array<{ id: string | number; descripcion: string }> | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.descripcion }));

  return (
    <form onSubmit={submit} noValidate data-testid="persona-edit-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="persona-edit-error">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          {text('nombre', { required: true, maxLength: 255 })}
          {text('apellido', { required: true, maxLength: 255 })}
          {select(
            'tipo_documento',
            TIPOS_DOCUMENTO.map((d) => ({ value: d.id, label: d.descripcion })),
          )}
          {text('numero_documento', { required: true, inputMode: 'numeric', maxLength: 8 })}
          {text('cuit', { required: true, maxLength: 13, description: t('detail.edit.cuitHint') })}
          {text('fecha_nacimiento', { required: true, type: 'date' })}
          {text('lugar_nacimiento', { required: true, maxLength: 255 })}
          {select('pais_id', options(combos?.paises))}
          {select('nacionalidad_id', options(combos?.nacionalidades))}
          {select('genero_id', options(combos?.generos))}
          {select(
            'tipo_sangre',
            TIPOS_SANGRE.map((id) => ({ value: id, label: id.toUpperCase() })),
          )}
          {select(
            'estado_civil',
            ESTADOS_CIVILES.map((e) => ({ value: e.id, label: e.descripcion })),
          )}
          {text('hijos', { required: true, inputMode: 'numeric', maxLength: 2 })}
          {text('direccion', { required: true, maxLength: 255 })}
          {text('piso', { inputMode: 'numeric', maxLength: 3 })}
          {text('departamento', { maxLength: 5 })}
          {text('provincia', { required: true, maxLength: 100 })}
          {text('localidad', { required: true, maxLength: 100 })}
          {text('telefono', { inputMode: 'numeric', maxLength: 20 })}
          {text('celular', { required: true, inputMode: 'numeric', maxLength: 10 })}
          {text('email', { required: true, type: 'email', maxLength: 255 })}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('detail.edit.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="persona-edit-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
