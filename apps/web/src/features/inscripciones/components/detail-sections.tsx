import { DOCUMENT_NAMES, formatCuit, type ComboItem } from '@ingreso/shared';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DocumentLink } from '@/components/document-link';
import { useId, type ReactNode } from 'react';
import type { EnrolmentDetail } from '../api/get-enrolment';
import type { PersonaCombos } from '../api/get-persona-combos';
import { formatDateTime, tipoDocumentoLabel } from '../lib/labels';
import { useInscripcionesTexts } from '../texts';

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
export function PersonalFields({ inscripto, combos }: { inscripto: EnrolmentDetail; combos: PersonaCombos | undefined }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail.persona;
  const p = inscripto.persona;
  const discapacidades = p.discapacidades.length
    ? p.discapacidades
        .map((d) => (d.numero_certificado ? `${d.descripcion} (${t.certificado(d.numero_certificado)})` : d.descripcion))
        .join('; ')
    : t.none;
  return (
    <Fields
      empty={texts.detail.empty}
      items={[
        [t.nombre, p.nombre],
        [t.apellido, p.apellido],
        [t.tipoDocumento, tipoDocumentoLabel(p.tipo_documento)],
        [t.numeroDocumento, p.numero_documento],
        [t.cuit, formatCuit(p.cuit)],
        [t.fechaNacimiento, p.fecha_nacimiento],
        [t.lugarNacimiento, p.lugar_nacimiento],
        [t.pais, comboLabel(combos?.paises, p.pais_id)],
        [t.nacionalidad, comboLabel(combos?.nacionalidades, p.nacionalidad_id)],
        [t.genero, comboLabel(combos?.generos, p.genero_id)],
        [t.tipoSangre, p.tipo_sangre],
        [t.estadoCivil, comboLabel(combos?.estadoscivil, p.estado_civil)],
        [t.hijos, p.hijos],
        [t.direccion, p.direccion],
        [t.piso, p.piso],
        [t.departamento, p.departamento],
        [t.provincia, p.provincia],
        [t.localidad, p.localidad],
        [t.telefono, p.telefono],
        [t.celular, p.celular],
        [t.email, p.email],
        [t.discapacidades, discapacidades],
      ]}
    />
  );
}

export function EmpresaFields({ inscripto }: { inscripto: EnrolmentDetail }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail.empresa;
  const e = inscripto.empresa;
  if (!e) return <Text size="sm" c="gray.7">{t.none}</Text>;
  const contacto = [e.nombre, e.apellido].filter(Boolean).join(' ');
  return (
    <Fields
      empty={texts.detail.empty}
      items={[
        [t.razonSocial, e.razon_social],
        [t.cuit, e.cuit ? formatCuit(e.cuit) : null],
        [t.direccion, [e.calle, e.altura].filter(Boolean).join(' ')],
        [t.localidad, e.localidad],
        [t.codPostal, e.cod_postal],
        [t.email, e.email],
        [t.contacto, contacto],
        [t.telefono, e.telefono],
      ]}
    />
  );
}

export function InscripcionFields({ inscripto }: { inscripto: EnrolmentDetail }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail.inscripcion;
  const d = texts.detail;
  return (
    <Fields
      empty={d.empty}
      items={[
        [t.instancia, inscripto.instancia.descripcion],
        [t.carrera, inscripto.carrera?.descripcion],
        [t.codTramite, inscripto.cod_tramite],
        [t.fecha, formatDateTime(inscripto.created_at, 'es')],
        [t.beca, inscripto.es_beca ? d.yes : d.no],
        [t.abonaEmpresa, inscripto.abona_empresa ? d.yes : d.no],
      ]}
    />
  );
}

export function LaboralFields({ inscripto }: { inscripto: EnrolmentDetail }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail.laboral;
  const s = inscripto.situacion_laboral;
  if (!s) return <Text size="sm" c="gray.7">{t.none}</Text>;
  const works = Number(s.trabaja_actualmente) === 1;
  return (
    <Fields
      empty={texts.detail.empty}
      items={[
        [t.trabaja, works ? texts.detail.yes : texts.detail.no],
        ...(works
          ? ([
              [t.ocupacion, s.ocupacion],
              [t.cargo, s.cargo],
              [t.empresa, s.empresa],
              [t.horas, s.horas_semanales],
              [t.relacion, s.relacion_carrera],
            ] as Array<[string, Value]>)
          : []),
      ]}
    />
  );
}

export function SecundarioFields({ inscripto }: { inscripto: EnrolmentDetail }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail.secundario;
  const s = inscripto.estudio_secundario;
  if (!s) return <Text size="sm" c="gray.7">{t.none}</Text>;
  return (
    <Fields
      empty={texts.detail.empty}
      items={[
        [t.colegio, s.colegio],
        [t.orientacion, s.orientacion],
        [t.anio, s.anio_graduacion],
      ]}
    />
  );
}

/** The persona's documents as links that open in a new tab (signed links, valid a few minutes). */
export function DocumentLinks({ inscripto }: { inscripto: EnrolmentDetail }) {
  const texts = useInscripcionesTexts();
  const files = [...inscripto.persona.files].sort((a, b) => DOCUMENT_NAMES.indexOf(a.name) - DOCUMENT_NAMES.indexOf(b.name));
  if (files.length === 0) return <Text size="sm" c="gray.7">{texts.detail.documents.none}</Text>;
  return (
    <List listStyleType="none" spacing={6} p={0} m={0} data-testid="detail-documents">
      {files.map((file) => {
        const label = texts.documents.labels[file.name] ?? file.name;
        return (
          <List.Item key={file.id}>
            <DocumentLink file={file} label={label} newTabText={texts.newTab} iconSize={18} />
          </List.Item>
        );
      })}
    </List>
  );
}
