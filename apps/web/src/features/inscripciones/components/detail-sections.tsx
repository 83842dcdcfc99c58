import { formatCuit, tipoSangreLabel, type ComboItem } from '@ingreso/shared';
import { compareDocumentCodes, documentLabel } from '@/lib/requisito-label';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DocumentLink } from '@/components/document-link';
import { useId, type ReactNode } from 'react';
import type { PersonaFormCombos } from '@/api/combos';
import type { InscriptoDetail } from '@/api/inscripciones';
import { formatDateTime, tipoDocumentoLabel } from '../lib/labels';
import { useInscripcionesTranslation } from '../i18n';

type Value = string | number | null | undefined;

/** A titled block of the detail modal. */
export function DetailSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs" data-testid={testId}>
      <Title order={3} size="h5" id={id} c="green.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Read-only label/value pairs as a description list. */
export function Fields({ items, empty }: { items: Array<[string, Value]>; empty: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? empty : String(value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function comboLabel(list: ComboItem[] | undefined, id: Value): string | null {
  if (id === null || id === undefined || id === '') return null;
  return list?.find((item) => String(item.id) === String(id))?.descripcion ?? String(id);
}

/** Every personal field of the persona, with the names behind its ids. */
export function PersonalFields({ inscripto, combos }: { inscripto: InscriptoDetail; combos: PersonaFormCombos | undefined }) {
  const { t } = useInscripcionesTranslation();
  const p = inscripto.persona;
  const discapacidades = p.discapacidades.length
    ? p.discapacidades
        .map((d) =>
          d.numero_certificado ? `${d.descripcion} (${t('detail.persona.certificado', { numero: d.numero_certificado })})` : d.descripcion,
        )
        .join('; ')
    : t('detail.persona.none');
  return (
    <Fields
      empty={t('detail.empty')}
      items={[
        [t('detail.persona.nombre'), p.nombre],
        [t('detail.persona.apellido'), p.apellido],
        [t('detail.persona.tipoDocumento'), tipoDocumentoLabel(p.tipo_documento)],
        [t('detail.persona.numeroDocumento'), p.numero_documento],
        [t('detail.persona.cuit'), formatCuit(p.cuit)],
        [t('detail.persona.fechaNacimiento'), p.fecha_nacimiento],
        [t('detail.persona.lugarNacimiento'), p.lugar_nacimiento],
        [t('detail.persona.pais'), comboLabel(combos?.paises, p.pais_id)],
        [t('detail.persona.nacionalidad'), comboLabel(combos?.nacionalidades, p.nacionalidad_id)],
        [t('detail.persona.genero'), comboLabel(combos?.generos, p.genero_id)],
        [t('detail.persona.tipoSangre'), tipoSangreLabel(p.tipo_sangre)],
        [t('detail.persona.estadoCivil'), comboLabel(combos?.estadoscivil, p.estado_civil)],
        [t('detail.persona.hijos'), p.hijos],
        [t('detail.persona.direccion'), p.direccion],
        [t('detail.persona.piso'), p.piso],
        [t('detail.persona.departamento'), p.departamento],
        [t('detail.persona.provincia'), p.provincia],
        [t('detail.persona.localidad'), p.localidad],
        [t('detail.persona.telefono'), p.telefono],
        [t('detail.persona.celular'), p.celular],
        [t('detail.persona.email'), p.email],
        [t('detail.persona.discapacidades'), discapacidades],
      ]}
    />
  );
}

export function EmpresaFields({ inscripto }: { inscripto: InscriptoDetail }) {
  const { t } = useInscripcionesTranslation();
  const e = inscripto.empresa;
  // Por Beca (issue 16): the scholarship shows here, where the payment of the enrolment is.
  const beca =
    inscripto.beca_tipo !== null ? (
      <Text size="sm" data-testid="beca-detail">
        <strong>{t('seats.becaTitle')}:</strong>{' '}
        {t('seats.becaDetail', { tipo: inscripto.beca_tipo, porcentaje: inscripto.beca_porcentaje })}
      </Text>
    ) : null;
  if (!e)
    return (
      beca ?? (
        <Text size="sm" c="gray.7">
          {t('detail.empresa.none')}
        </Text>
      )
    );
  const contacto = [e.nombre, e.apellido].filter(Boolean).join(' ');
  return (
    <Fields
      empty={t('detail.empty')}
      items={[
        [t('detail.empresa.razonSocial'), e.razon_social],
        [t('detail.empresa.cuit'), e.cuit ? formatCuit(e.cuit) : null],
        [t('detail.empresa.direccion'), [e.calle, e.altura].filter(Boolean).join(' ')],
        [t('detail.empresa.localidad'), e.localidad],
        [t('detail.empresa.codPostal'), e.cod_postal],
        [t('detail.empresa.email'), e.email],
        [t('detail.empresa.contacto'), contacto],
        [t('detail.empresa.telefono'), e.telefono],
      ]}
    />
  );
}

export function InscripcionFields({ inscripto }: { inscripto: InscriptoDetail }) {
  const { t, i18n } = useInscripcionesTranslation();
  return (
    <Fields
      empty={t('detail.empty')}
      items={[
        [t('detail.inscripcion.instancia'), inscripto.instancia.descripcion],
        [t('detail.inscripcion.carrera'), inscripto.carrera?.descripcion],
        [t('detail.inscripcion.codTramite'), inscripto.cod_tramite],
        [t('detail.inscripcion.fecha'), formatDateTime(inscripto.created_at, i18n.resolvedLanguage ?? 'es')],
        [t('detail.inscripcion.beca'), inscripto.es_beca ? t('detail.yes') : t('detail.no')],
        [t('detail.inscripcion.abonaEmpresa'), inscripto.abona_empresa ? t('detail.yes') : t('detail.no')],
      ]}
    />
  );
}

export function LaboralFields({ inscripto }: { inscripto: InscriptoDetail }) {
  const { t } = useInscripcionesTranslation();
  const s = inscripto.situacion_laboral;
  if (!s)
    return (
      <Text size="sm" c="gray.7">
        {t('detail.laboral.none')}
      </Text>
    );
  const works = Number(s.trabaja_actualmente) === 1;
  return (
    <Fields
      empty={t('detail.empty')}
      items={[
        [t('detail.laboral.trabaja'), works ? t('detail.yes') : t('detail.no')],
        ...(works
          ? ([
              [t('detail.laboral.ocupacion'), s.ocupacion],
              [t('detail.laboral.cargo'), s.cargo],
              [t('detail.laboral.empresa'), s.empresa],
              [t('detail.laboral.horas'), s.horas_semanales],
              [t('detail.laboral.relacion'), s.relacion_carrera],
            ] as Array<[string, Value]>)
          : []),
      ]}
    />
  );
}

export function SecundarioFields({ inscripto }: { inscripto: InscriptoDetail }) {
  const { t } = useInscripcionesTranslation();
  const s = inscripto.estudio_secundario;
  if (!s)
    return (
      <Text size="sm" c="gray.7">
        {t('detail.secundario.none')}
      </Text>
    );
  return (
    <Fields
      empty={t('detail.empty')}
      items={[
        [t('detail.secundario.colegio'), s.colegio],
        [t('detail.secundario.orientacion'), s.orientacion],
        [t('detail.secundario.anio'), s.anio_graduacion],
      ]}
    />
  );
}

/** The persona's documents as links that open in a new tab (signed links, valid a few minutes). */
export function DocumentLinks({ inscripto }: { inscripto: InscriptoDetail }) {
  const { t } = useInscripcionesTranslation();
  const files = [...inscripto.persona.files].sort((a, b) => compareDocumentCodes(a.name, b.name));
  if (files.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('detail.documents.none')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing={6} p={0} m={0} data-testid="detail-documents">
      {files.map((file) => {
        const label = documentLabel(file.name, (codigo) => t(`documents.labels.${codigo}`));
        return (
          <List.Item key={file.id}>
            <DocumentLink file={file} label={label} newTabText={t('newTab')} iconSize={18} />
          </List.Item>
        );
      })}
    </List>
  );
}
