// No app modules here: this file runs in the export's Web Worker, where i18next and the DOM are absent.
import { ESTADOS_INSCRIPCION, TIPOS_DOCUMENTO, tipoSangreLabel, type EstadoId } from '@ingreso/shared';
import type { EnrolleeExportRow as ExportRow } from '@/api/inscripciones';

type CellValue = string | number | null;

/** Seed 001 §7 "Excel export": the 30 columns, in this order, with these names; then the 5 of issue 16. */
export const EXPORT_COLUMNS: ReadonlyArray<{ header: string; value: (row: ExportRow) => CellValue }> = [
  { header: 'NOMBRE', value: (r) => r.nombre },
  { header: 'APELLIDO', value: (r) => r.apellido },
  { header: 'TIPO DOCUMENTO', value: (r) => TIPOS_DOCUMENTO.find((t) => t.id === r.tipo_documento)?.descripcion ?? r.tipo_documento },
  // Kept as text: a document number is an identifier (leading zeros matter), not a quantity.
  { header: 'NUMERO DOCUMENTO', value: (r) => r.numero_documento },
  { header: 'CUIT', value: (r) => r.cuit },
  { header: 'FECHA NACIMIENTO', value: (r) => r.fecha_nacimiento },
  { header: 'LUGAR NACIMIENTO', value: (r) => r.lugar_nacimiento },
  { header: 'NACIONALIDAD', value: (r) => (Number(r.nacionalidad_id) === 1 ? 'NATIVO' : 'EXTRANJERO') },
  { header: 'GENERO', value: (r) => r.genero },
  { header: 'TIPO SANGRE', value: (r) => tipoSangreLabel(r.tipo_sangre) },
  { header: 'ESTADO CIVIL', value: (r) => r.estado_civil },
  { header: 'HIJOS', value: (r) => r.hijos },
  { header: 'DIRECCION', value: (r) => r.direccion },
  { header: 'PISO', value: (r) => r.piso },
  { header: 'DEPARTAMENTO', value: (r) => r.departamento },
  { header: 'PROVINCIA', value: (r) => r.provincia },
  { header: 'LOCALIDAD', value: (r) => r.localidad },
  { header: 'TELEFONO', value: (r) => r.telefono },
  { header: 'CELULAR', value: (r) => r.celular },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'TRABAJA', value: (r) => (Number(r.trabaja_actualmente) === 1 ? 'SI' : 'NO') },
  { header: 'OCUPACION', value: (r) => r.ocupacion },
  { header: 'CARGO', value: (r) => r.cargo },
  { header: 'EMPRESA', value: (r) => r.empresa },
  { header: 'RELACION CARRERA', value: (r) => r.relacion_carrera },
  { header: 'COLEGIO', value: (r) => r.colegio },
  { header: 'ORIENTACION', value: (r) => r.orientacion },
  { header: 'AÑO DE EGRESO', value: (r) => r.anio_graduacion },
  { header: 'CARRERA', value: (r) => r.carrera },
  { header: 'INSTANCIA', value: (r) => r.instancia },
  // Issue 16 (decision 229): the estado by its name (Baja included) and the data of Por empresa and Por Beca, after the seed's columns.
  { header: 'ESTADO', value: (r) => ESTADOS_INSCRIPCION[r.estado_id as EstadoId] ?? r.estado_id },
  { header: 'EMPRESA QUE ABONA', value: (r) => r.empresa_pago },
  { header: 'CUIT EMPRESA QUE ABONA', value: (r) => r.cuit_empresa_pago },
  { header: 'BECA', value: (r) => r.beca_tipo },
  { header: 'PORCENTAJE BECA', value: (r) => r.beca_porcentaje },
];

export const SHEET_NAME = 'Inscripciones';
export const COLUMN_WIDTH = 30;

/**
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a
 * tab or NUL that some programs skip before them). Such text is written with
 * a leading apostrophe, which makes it plain text when opened.
 */
export function escapeCell(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\0]/.test(value) ? `'${value}` : value;
}

/** The rows of the sheet: values in column order, every text escaped. */
export function sheetRows(rows: readonly ExportRow[]): CellValue[][] {
  return rows.map((row) => EXPORT_COLUMNS.map((column) => escapeCell(column.value(row) ?? '')));
}

/** 'Inscripciones_<career>_<date>.xlsx' with the es-AR local date, slashes as hyphens (seed 001 §7). */
export function exportFileName(career: string, now = new Date()): string {
  const date = now.toLocaleDateString('es-AR').replace(/\//g, '-');
  // The career is a name, not a path: characters that file systems refuse are left out.
  const safeCareer = career
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Inscripciones_${safeCareer}_${date}.xlsx`;
}

/**
 * Builds the workbook with exceljs, loaded only now: the library is large and
 * most visits never export, so it is not part of any screen's download.
 */
export async function buildWorkbook(rows: readonly ExportRow[]): Promise<ArrayBuffer> {
  const loaded = await import('exceljs');
  // The browser build is a UMD bundle: depending on the bundler's interop its API is the namespace or its default.
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: COLUMN_WIDTH }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(sheetRows(rows));
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Hands the file to the browser as a download. */
export function downloadFile(data: ArrayBuffer, fileName: string): void {
  const blob = new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
