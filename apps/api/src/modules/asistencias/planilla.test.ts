import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { planillaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { addDays, countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/harness.js';

/** Carrera 9 (Curso de AutoCAD) has materia 51; materia 6 belongs to carrera 2. */
const CARRERA = 9;
const MATERIA = 51;
const HEADER = ['DNI', 'Apellido', 'Nombre'];

describe.each(databaseKinds)('attendance spreadsheet on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let instanciaId: number;
  let start: string;
  const day = (n: number) => addDays(start, n);
  /** Approved, in the sheet's order (apellido): Álvarez, Díaz. Pending: Zapata. */
  let alvarez: { id: number; dni: string };
  let diaz: { id: number; dni: string };
  let pendingDni: string;

  const marks = () =>
    countRows(
      t.database.db,
      'asistencias',
      sql`materia_id = ${MATERIA} and inscripto_id in (select id from inscriptos where instancia_id = ${instanciaId})`,
    );
  const mark = async (id: number, fecha: string) => {
    const r = await t.database.db.execute(
      sql`select asistencia from asistencias where inscripto_id = ${id} and materia_id = ${MATERIA} and fecha_clase = ${fecha}`,
    );
    return (r as unknown as { rows: Array<{ asistencia: number }> }).rows[0]?.asistencia ?? null;
  };
  const importar = (body: Record<string, unknown>) =>
    t.call('POST', '/api/asistencias-inscripto/importar', {
      token: admin,
      body: { instancia_id: instanciaId, materia_id: MATERIA, ...body },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    const instancia = await insertInstancia(t.database.db, CARRERA, 'open');
    instanciaId = instancia.id;
    start = instancia.fecha_inicio;
    const d = await enrolPerson(t, admin, instanciaId, { nombre: 'Carla', apellido: 'Díaz' });
    const a = await enrolPerson(t, admin, instanciaId, { nombre: 'Ana', apellido: 'Álvarez' });
    const p = await enrolPerson(t, admin, instanciaId, { nombre: 'Pía', apellido: 'Zapata', estado: 1 });
    alvarez = { id: a.inscriptoId, dni: a.persona.numero_documento };
    diaz = { id: d.inscriptoId, dni: d.persona.numero_documento };
    pendingDni = p.persona.numero_documento;
    // A class already loaded the usual way: Díaz absent on day 1.
    const res = await t.call('POST', '/api/asistencias-inscripto/store', {
      token: admin,
      body: { instancia_id: instanciaId, materia_id: MATERIA, fecha_clase: day(1), ausentes: [diaz.id] },
    });
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('exports approved students × dates with P and A, in Spanish order', async () => {
    const res = await t.call('GET', `/api/asistencias-inscripto/planilla?instancia_id=${instanciaId}&materia_id=${MATERIA}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.fechas).toEqual([day(1)]);
    expect(res.body.data.estudiantes.map((e: { apellido: string; marcas: string[] }) => [e.apellido, e.marcas])).toEqual([
      ['Álvarez', ['P']],
      ['Díaz', ['A']],
    ]);
    const foreign = await t.call('GET', `/api/asistencias-inscripto/planilla?instancia_id=${instanciaId}&materia_id=6`, { token: admin });
    expect(foreign.status).toBe(422);
  });

  it('reports every bad cell in Spanish and writes nothing', async () => {
    const before = await marks();
    const res = await importar({
      encabezado: ['DNI', 'Apellido', 'Nombre', day(2), 'mañana', day(2), addDays(start, -30)],
      filas: [
        { fila: 2, celdas: [alvarez.dni, 'Álvarez', 'Ana', 'P', '', '', ''] },
        { fila: 3, celdas: ['', 'Sin', 'DNI', 'A'] },
        { fila: 4, celdas: [pendingDni, 'Zapata', 'Pía', 'P'] },
        { fila: 5, celdas: [diaz.dni, 'Díaz', 'Carla', 'x'] },
        { fila: 6, celdas: [alvarez.dni, 'Álvarez', 'Ana', 'A'] },
      ],
      aplicar: true,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('planilla_invalida');
    expect(res.body.errors).toEqual({
      E1: [planillaMsg.fechaInvalida('E1', 'mañana')],
      F1: [planillaMsg.fechaRepetida('F1', 'D1')],
      G1: [expect.stringContaining('La fecha de la celda G1 está fuera del curso')],
      A3: [planillaMsg.documentoVacio('A3')],
      A4: [planillaMsg.documentoDesconocido('A4', pendingDni)],
      D5: [planillaMsg.valorInvalido('D5', 'x')],
      A6: [planillaMsg.documentoRepetido('A6', 'A2')],
    });
    expect(res.body.message).toBe(planillaMsg.invalida(7));
    expect(await marks()).toBe(before);

    const header = await importar({ encabezado: ['Documento', 'Apellido', 'Nombre'], filas: [] });
    expect(header.status).toBe(422);
    expect(Object.keys(header.body.errors).sort()).toEqual(['A1', 'A2', 'D1']);
  });

  it('previews new marks and replacements, and refuses to overwrite without consent (409), all or nothing', async () => {
    const sheet = {
      encabezado: [...HEADER, day(1), day(2)],
      filas: [
        // Díaz on day 1: A stored, P in the sheet (a replacement); day 2 is new for both.
        { fila: 2, celdas: [alvarez.dni, 'Álvarez', 'Ana', 'P', 'A'] },
        { fila: 3, celdas: [diaz.dni.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1.$2.$3'), 'Díaz', 'Carla', 'p', ''] },
      ],
    };
    const before = await marks();
    const preview = await importar(sheet);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ aplicado: false, nuevas: 1, reemplazos: 1, sin_cambios: 1 });
    expect(preview.body.data.cambios).toEqual([
      { celda: 'E2', numero_documento: alvarez.dni, apellido: 'Álvarez', nombre: 'Ana', fecha: day(2), antes: null, despues: 'A' },
      { celda: 'D3', numero_documento: diaz.dni, apellido: 'Díaz', nombre: 'Carla', fecha: day(1), antes: 'A', despues: 'P' },
    ]);
    expect(await marks()).toBe(before);

    const refused = await importar({ ...sheet, aplicar: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(planillaMsg.reemplazos(1));
    // The new mark of day 2 was not written either.
    expect(await marks()).toBe(before);
    expect(await mark(diaz.id, day(1))).toBe(0);

    const applied = await importar({ ...sheet, aplicar: true, reemplazar: true });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ aplicado: true, nuevas: 1, reemplazos: 1 });
    expect(await mark(diaz.id, day(1))).toBe(1);
    expect(await mark(alvarez.id, day(2))).toBe(0);
    // The empty cell erased nothing and wrote nothing.
    expect(await mark(diaz.id, day(2))).toBeNull();
    expect(await marks()).toBe(before + 1);
    const audits = await countRows(
      t.database.db,
      'audit_log',
      sql`entity = 'instancia' and entity_id = ${instanciaId} and after->>'origen' = 'planilla' and action in ('asistencia.crear', 'asistencia.reemplazar')`,
    );
    expect(audits).toBe(2);
  });

  it('imports only new marks without asking, and the same sheet again changes nothing', async () => {
    const sheet = { encabezado: [...HEADER, day(3)], filas: [{ fila: 2, celdas: [alvarez.dni, '', '', 'A'] }], aplicar: true };
    const first = await importar(sheet);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ nuevas: 1, reemplazos: 0 });
    const again = await importar(sheet);
    expect(again.body.data).toMatchObject({ nuevas: 0, reemplazos: 0, sin_cambios: 1, cambios: [] });
  });

  it('answers 404 for an unknown instancia and 400 for a body that is not a sheet', async () => {
    const missing = await t.call('POST', '/api/asistencias-inscripto/importar', {
      token: admin,
      body: { instancia_id: 99999, materia_id: MATERIA, encabezado: HEADER, filas: [] },
    });
    expect(missing.status).toBe(404);
    const bad = await importar({ encabezado: 'DNI', filas: [{ fila: 1, celdas: [] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});
