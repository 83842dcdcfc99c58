import { TIPOS_DOCUMENTO, type HandoffFormat } from '@ingreso/shared';

/** One approved enrolment as the hand-off query reads it. */
export interface HandoffRow {
  tipo_documento: string;
  numero_documento: string;
  cuit: string;
  apellido: string;
  nombre: string;
  fecha_nacimiento: string;
  sexo: string;
  nacionalidad: string;
  direccion: string;
  piso: number | null;
  departamento: string | null;
  localidad: string;
  provincia: string;
  email: string;
  celular: string | null;
  telefono: string | null;
  carrera_elegida: string | null;
  carrera_instancia: string;
  instancia: string;
  estado: string;
  created_at: Date;
  updated_at: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The columns in order (docs/hand-off.md documents each; change both together). */
export const HANDOFF_COLUMNS: ReadonlyArray<{ header: string; value: (r: HandoffRow) => string | number | null }> = [
  { header: 'TIPO_DOCUMENTO', value: (r) => r.tipo_documento.toUpperCase() },
  { header: 'NUMERO_DOCUMENTO', value: (r) => r.numero_documento },
  { header: 'CUIL', value: (r) => r.cuit },
  { header: 'APELLIDO', value: (r) => r.apellido },
  { header: 'NOMBRES', value: (r) => r.nombre },
  { header: 'FECHA_NACIMIENTO', value: (r) => r.fecha_nacimiento },
  { header: 'SEXO', value: (r) => r.sexo },
  { header: 'NACIONALIDAD', value: (r) => r.nacionalidad },
  { header: 'DOMICILIO', value: (r) => r.direccion },
  { header: 'PISO', value: (r) => r.piso },
  { header: 'DEPARTAMENTO', value: (r) => r.departamento },
  { header: 'LOCALIDAD', value: (r) => r.localidad },
  { header: 'PROVINCIA', value: (r) => r.provincia },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'TELEFONO', value: (r) => r.celular ?? r.telefono },
  { header: 'CARRERA', value: (r) => r.carrera_elegida ?? r.carrera_instancia },
  { header: 'INSTANCIA', value: (r) => r.instancia },
  { header: 'ESTADO', value: (r) => r.estado },
  { header: 'FECHA_INSCRIPCION', value: (r) => isoDate(r.created_at) },
  { header: 'FECHA_ESTADO', value: (r) => isoDate(r.updated_at) },
];

/** Known document types, so a header check in the loader can rely on them. */
export const HANDOFF_DOCUMENT_TYPES = TIPOS_DOCUMENTO.map((t) => t.id.toUpperCase());

/**
 * Formula injection, as in the Excel export: a spreadsheet runs a cell that starts
 * with = + - @ (or a tab, carriage return or NUL some programs skip first), so such
 * text gets a leading apostrophe.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with the separator, a quote or a line break goes in quotes, its quotes doubled. */
export function csvField(value: string | number | null, separator: string): string {
  if (value === null) return '';
  const text = escapeFormula(String(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The hand-off file: `excel` is UTF-8 with a BOM and ';' (Excel in Spanish reads
 * it as columns and the accents right), `utf8` is plain UTF-8 with ','. Lines end in
 * CRLF and the first line is the header.
 */
export function handoffCsv(rows: readonly HandoffRow[], format: HandoffFormat): Buffer {
  const separator = format === 'excel' ? ';' : ',';
  const lines = [HANDOFF_COLUMNS.map((c) => c.header).join(separator)];
  for (const row of rows) lines.push(HANDOFF_COLUMNS.map((c) => csvField(c.value(row), separator)).join(separator));
  const text = lines.join('\r\n') + '\r\n';
  return Buffer.from(format === 'excel' ? `\uFEFF${text}` : text, 'utf8');
}
