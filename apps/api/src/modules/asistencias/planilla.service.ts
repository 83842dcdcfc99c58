import {
  PLANILLA_ASISTENCIAS as L,
  asistenciaMsg,
  celdaExcel,
  parseFechaPlanilla,
  planillaMsg,
  type CambioPlanilla,
  type ImportarPlanillaResult,
  type MarcaPlanilla,
  type PlanillaAsistencias,
  type importarPlanillaSchema,
} from '@ingreso/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import { instanciaAndMateria } from './asistencias.service.js';
import * as q from './asistencias.queries.js';

type ImportInput = z.output<typeof importarPlanillaSchema>;

const toLetter = (v: 0 | 1): 'P' | 'A' => (v === 1 ? 'P' : 'A');
const markKey = (inscriptoId: number, fecha: string) => `${inscriptoId}|${fecha}`;

async function sheetData(db: DbOrTx, instanciaId: number, materiaId: number) {
  const { instancia, materia } = await instanciaAndMateria(db, instanciaId, materiaId, asistenciaMsg.materiaNotOfCarrera);
  const [students, marks] = await Promise.all([q.listApprovedStudents(db, instancia.id), q.marksOfMateria(db, instancia.id, materia.id)]);
  const byKey = new Map(marks.map((m) => [markKey(m.inscripto_id, m.fecha_clase), m.asistencia]));
  const fechas = [...new Set(marks.map((m) => m.fecha_clase))].sort();
  return { instancia, materia, students, byKey, fechas };
}

/** GET /api/asistencias-inscripto/planilla: approved enrollees × dates with any mark of the subject. */
export async function planilla(deps: AppDeps, instanciaId: number, materiaId: number): Promise<PlanillaAsistencias> {
  const { instancia, materia, students, byKey, fechas } = await sheetData(deps.db, instanciaId, materiaId);
  return {
    instancia: instancia.descripcion,
    materia: materia.descripcion,
    fechas,
    estudiantes: students.map((s) => ({
      inscripto_id: s.inscripto_id,
      numero_documento: s.numero_documento,
      apellido: s.apellido,
      nombre: s.nombre,
      marcas: fechas.map((f): MarcaPlanilla => {
        const v = byKey.get(markKey(s.inscripto_id, f));
        return v === undefined ? '' : toLetter(v);
      }),
    })),
  };
}

/** A document as typed in a sheet: Excel may show 30.123.456 or keep spaces. */
const normalizeDocument = (v: string) => v.replace(/[\s.]/g, '');

class CellErrors {
  readonly errors: Record<string, string[]> = {};
  count = 0;
  add(cell: string, message: string) {
    (this.errors[cell] ??= []).push(message);
    this.count++;
  }
}

/**
 * Reads the sheet against the instancia: every error per cell, nothing written. Returns
 * the marks the sheet sets (cell, student, date, value).
 */
function readSheet(input: ImportInput, data: Awaited<ReturnType<typeof sheetData>>) {
  const errs = new CellErrors();
  const header = input.encabezado.map((c) => c.trim());
  L.columnasFijas.forEach((name, i) => {
    const got = header[i] ?? '';
    if (got.toLocaleLowerCase('es') !== name.toLocaleLowerCase('es'))
      errs.add(celdaExcel(1, i + 1), planillaMsg.encabezado(celdaExcel(1, i + 1), name, got));
  });
  // Trailing empty header cells are not columns.
  let last = header.length;
  while (last > L.primeraColumnaFecha - 1 && header[last - 1] === '') last--;
  const datedDays = new Set(data.fechas);
  const fechas: Array<{ col: number; fecha: string }> = [];
  const seenDate = new Map<string, string>();
  for (let i = L.primeraColumnaFecha - 1; i < last; i++) {
    const cell = celdaExcel(1, i + 1);
    const fecha = parseFechaPlanilla(header[i]);
    if (!fecha) {
      errs.add(cell, planillaMsg.fechaInvalida(cell, header[i]));
      continue;
    }
    const other = seenDate.get(fecha);
    if (other) {
      errs.add(cell, planillaMsg.fechaRepetida(cell, other));
      continue;
    }
    seenDate.set(fecha, cell);
    // As in the edit mode: a class that already has marks can be corrected even outside today's course dates.
    const inCourse = fecha >= data.instancia.fecha_inicio && fecha <= data.instancia.fecha_fin;
    if (!inCourse && !datedDays.has(fecha)) {
      errs.add(cell, planillaMsg.fechaFueraDelCurso(cell, data.instancia.fecha_inicio, data.instancia.fecha_fin));
      continue;
    }
    fechas.push({ col: i, fecha });
  }
  if (last < L.primeraColumnaFecha) errs.add(celdaExcel(1, L.primeraColumnaFecha), planillaMsg.sinFechas);

  const byDocument = new Map(data.students.map((s) => [s.numero_documento, s]));
  const seenDocument = new Map<string, string>();
  const marks: Array<{ celda: string; student: (typeof data.students)[number]; fecha: string; valor: 'P' | 'A' }> = [];
  const rows = [...input.filas].sort((a, b) => a.fila - b.fila);
  if (rows.length === 0) errs.add(celdaExcel(2, 1), planillaMsg.sinFilas);
  for (const row of rows) {
    const docCell = celdaExcel(row.fila, 1);
    const documento = normalizeDocument(row.celdas[0] ?? '');
    let student: (typeof data.students)[number] | undefined;
    if (!documento) errs.add(docCell, planillaMsg.documentoVacio(docCell));
    else if (seenDocument.has(documento)) errs.add(docCell, planillaMsg.documentoRepetido(docCell, seenDocument.get(documento)!));
    else if (!(student = byDocument.get(documento))) errs.add(docCell, planillaMsg.documentoDesconocido(docCell, documento));
    if (documento && !seenDocument.has(documento)) seenDocument.set(documento, docCell);
    for (const { col, fecha } of fechas) {
      const raw = (row.celdas[col] ?? '').trim();
      if (raw === '') continue;
      const cell = celdaExcel(row.fila, col + 1);
      const valor = raw.toUpperCase();
      if (valor !== L.presente && valor !== L.ausente) {
        errs.add(cell, planillaMsg.valorInvalido(cell, raw));
        continue;
      }
      if (student) marks.push({ celda: cell, student, fecha, valor });
    }
  }
  return { errs, marks };
}

/**
 * POST /api/asistencias-inscripto/importar. All or nothing: the whole sheet is read and
 * checked before anything is written, inside one transaction; an empty cell never erases a
 * mark; a change to a stored mark needs `reemplazar` (the consent rule of a class load,
 * decisions 89 to 94), otherwise 409.
 */
export async function importar(deps: AppDeps, auth: AuthContext, input: ImportInput): Promise<ImportarPlanillaResult> {
  return deps.db.transaction(async (tx) => {
    const data = await sheetData(tx, input.instancia_id, input.materia_id);
    const { errs, marks } = readSheet(input, data);
    if (errs.count > 0) throw new AppError('planilla_invalida', 422, planillaMsg.invalida(errs.count), errs.errors);

    const cambios: CambioPlanilla[] = [];
    let nuevas = 0;
    let reemplazos = 0;
    let sin_cambios = 0;
    for (const m of marks) {
      const stored = data.byKey.get(markKey(m.student.inscripto_id, m.fecha));
      const antes = stored === undefined ? null : toLetter(stored);
      if (antes === m.valor) {
        sin_cambios++;
        continue;
      }
      if (antes === null) nuevas++;
      else reemplazos++;
      cambios.push({
        celda: m.celda,
        numero_documento: m.student.numero_documento,
        apellido: m.student.apellido,
        nombre: m.student.nombre,
        fecha: m.fecha,
        antes,
        despues: m.valor,
      });
    }
    const result = { nuevas, reemplazos, sin_cambios, cambios };
    if (!input.aplicar) return { aplicado: false, ...result };
    if (reemplazos > 0 && !input.reemplazar) throw new AppError('asistencias_existentes', 409, planillaMsg.reemplazos(reemplazos));

    const ids = new Map(marks.map((m) => [m.student.numero_documento, m.student.inscripto_id]));
    const byFecha = new Map<string, CambioPlanilla[]>();
    for (const c of cambios) byFecha.set(c.fecha, [...(byFecha.get(c.fecha) ?? []), c]);
    for (const [fecha, list] of byFecha) {
      const rows = list.map((c) => ({
        inscripto_id: ids.get(c.numero_documento)!,
        asistencia: c.despues === 'P' ? (1 as const) : (0 as const),
      }));
      const values = { materia_id: data.materia.id, fecha_clase: fecha, created_by: auth.userId };
      const replaces = list.some((c) => c.antes !== null);
      if (replaces) {
        await q.upsertMarks(tx, rows, values);
      } else {
        // Another load may have written these students' marks since the read: refuse rather than overwrite.
        const written = await q.insertNewMarks(tx, rows, values);
        if (written.length < rows.length)
          throw new AppError('asistencias_existentes', 409, planillaMsg.reemplazos(rows.length - written.length));
      }
      await writeAudit(tx, {
        actorUserId: auth.userId,
        // The same actions as a load of the class, so the dashboard and the history name them; `origen` tells the import.
        action: replaces ? 'asistencia.reemplazar' : 'asistencia.crear',
        entity: 'instancia',
        entityId: data.instancia.id,
        before: replaces
          ? {
              materia_id: data.materia.id,
              fecha_clase: fecha,
              marcas: list.filter((c) => c.antes !== null).map((c) => ({ inscripto_id: ids.get(c.numero_documento), asistencia: c.antes })),
            }
          : null,
        after: {
          origen: 'planilla',
          materia_id: data.materia.id,
          fecha_clase: fecha,
          marcas: list.map((c) => ({ inscripto_id: ids.get(c.numero_documento), asistencia: c.despues })),
        },
      });
    }
    return { aplicado: true, ...result };
  });
}
