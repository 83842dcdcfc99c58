import { PLANILLA_ASISTENCIAS as L, type PlanillaAsistencias } from '@ingreso/shared';
import { buildWorkbook, downloadFile, readFirstSheet, safeFileName } from '@/lib/excel';

/**
 * The attendance sheet (issue 19): DNI, Apellido, Nombre and a column per class date, P or A
 * in each cell. Its headers are the layout's, in Spanish whatever the interface language:
 * the import reads them back.
 */
export async function downloadPlanilla(planilla: PlanillaAsistencias) {
  const data = await buildWorkbook([
    {
      name: L.hoja,
      header: [...L.columnasFijas, ...planilla.fechas],
      rows: planilla.estudiantes.map((e) => [e.numero_documento, e.apellido, e.nombre, ...e.marcas.map((m) => m || null)]),
      width: 14,
    },
  ]);
  downloadFile(data, `${safeFileName(`Asistencias_${planilla.instancia}_${planilla.materia}`).replace(/ /g, '_')}.xlsx`);
}

/** The cells of a chosen file as text, for the API to check. */
export async function readPlanilla(file: File) {
  const { header, rows } = await readFirstSheet(file);
  return { encabezado: header, filas: rows };
}
