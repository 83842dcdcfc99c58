import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from './support/fixtures';
import { bearer, expectNoAxeViolations, pdfBytes, screenshots, signIn, ADMIN } from './enrolment-helpers';
import { adminToken, approvedStudents, createCarrera, createInstancia, enrol, createPersona, isoDay } from './staff-attendance-helpers';

/** A file's bytes as exceljs takes them. */
async function arrayBufferOf(file: string): Promise<ArrayBuffer> {
  const b = await readFile(file);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
}

/** The first sheet of a downloaded .xlsx, as rows of cell texts. */
async function sheetOf(download: Download): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await arrayBufferOf(await download.path()));
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))),
  );
  return rows;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function download(page: Page, section: string): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await page.getByTestId(section).getByRole('button', { name: 'Descargar Excel' }).click();
  return waiting;
}

test('the reports screen shows the funnel, the time to decision and the most observed documents of an instancia, with tables and Excel downloads at both widths', async ({
  page,
  request,
}) => {
  // Three report calls per filter change, two downloads per width and axe twice: minutes on a loaded machine.
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const carrera = await createCarrera(request, token, ['Materia única']);
  const instancia = await createInstancia(request, token, carrera.id);
  // Three enrolled: one approved and one rejected (two decisions, through the API that audits them), one pending.
  await approvedStudents(request, token, instancia.id, [['Ana', 'Reporte']]);
  const rejected = await createPersona(request, token, 'Beto', 'Reporte');
  const rejectedId = await enrol(request, token, rejected.personaId, instancia.id, 3);
  // Staff observed the rejected one's DNI front (issue 15): the "most observed documents" report counts it.
  const stored = await request.post('/api/files/store_docs_persona/', {
    headers: bearer(token),
    multipart: { persona_id: String(rejected.personaId), dni_frente: { name: 'dni.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const requisitos = await (await request.get(`/api/requisitos/inscripto/${rejectedId}`, { headers: bearer(token) })).json();
  const front = requisitos.requisitos.find((r: { codigo: string }) => r.codigo === 'dni_frente');
  const observed = await request.put(`/api/requisitos/inscripto/${rejectedId}/dni_frente`, {
    headers: bearer(token),
    data: { estado: 'observado', motivo: 'La foto está borrosa', file_version: front.file.version },
  });
  expect(observed.status(), await observed.text()).toBe(200);
  const pending = await createPersona(request, token, 'Ceci', 'Reporte');
  await enrol(request, token, pending.personaId, instancia.id, 1);

  await signIn(page, ADMIN);
  await page.goto('/reportes');
  // The reports aggregate the whole database: on a loaded machine the first answer takes a while.
  await expect(page.getByRole('heading', { name: 'Embudo de admisión' })).toBeVisible({ timeout: 30_000 });
  await pick(page, 'Instancia', instancia.descripcion);

  const funnel = page.getByTestId('funnel-table');
  await expect(funnel.getByRole('row', { name: /Inscriptas/ })).toContainText('3');
  await expect(funnel.getByRole('row', { name: /^Aprobadas/ })).toContainText('1');
  const byInstancia = page.getByTestId('decision-instancia-table');
  await expect(byInstancia.getByRole('row', { name: new RegExp(instancia.descripcion) })).toContainText('2');
  const observedRow = page.getByTestId('observed-table').getByRole('row', { name: /DNI \(frente\)/ });
  await expect(observedRow).toContainText('La foto está borrosa (1 vez)');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(page, `reportes ${width}`);
    const funnelSheet = await sheetOf(await download(page, 'report-funnel'));
    expect(funnelSheet[0]).toEqual(['Etapa', 'Cantidad', 'Conversión desde la etapa anterior (%)']);
    expect(funnelSheet.find((r) => r[0] === 'Inscriptas')?.[1]).toBe('3');
    const decisionFile = await download(page, 'report-decision');
    expect(decisionFile.suggestedFilename()).toMatch(/^Reporte_Tiempo_hasta_la_decisión_.*\.xlsx$/);
    expect((await sheetOf(decisionFile)).find((r) => r[0] === instancia.descripcion)?.[1]).toBe('2');
    const observedSheet = await sheetOf(await download(page, 'report-observed'));
    expect(observedSheet[0]).toEqual(['Documento', 'Observaciones', 'Inscripciones', 'Motivos más repetidos']);
    expect(observedSheet.find((r) => r[0] === 'DNI (frente)')).toEqual(['DNI (frente)', '1', '1', 'La foto está borrosa (1)']);
  }
  await screenshots(page, 'staff-reportes');
});

test('the attendance sheet downloads, reports a bad cell, previews and saves the marks of a subject', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const carrera = await createCarrera(request, token, ['Dibujo']);
  const instancia = await createInstancia(request, token, carrera.id);
  const [ana, beto] = await approvedStudents(request, token, instancia.id, [
    ['Ana', 'Álvarez'],
    ['Beto', 'Zapata'],
  ]);
  const materia = carrera.materias[0];
  const fecha = isoDay(2);

  await signIn(page, ADMIN);
  await page.goto(`/instancias/asistencias/${instancia.id}`);
  const panel = page.getByTestId('planilla-panel');
  await pick(page, 'Materia de la planilla', materia.descripcion);
  const waiting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar planilla' }).click();
  const file = await waiting;
  expect(await sheetOf(file)).toEqual([
    ['DNI', 'Apellido', 'Nombre'],
    [ana.dni, 'Álvarez', 'Ana'],
    [beto.dni, 'Zapata', 'Beto'],
  ]);

  // The person adds a class date with a mark per student; first with a typo in D3.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await arrayBufferOf(await file.path()));
  const sheet = workbook.worksheets[0];
  sheet.getCell('D1').value = fecha;
  sheet.getCell('D2').value = 'P';
  sheet.getCell('D3').value = 'X';
  const upload = async () =>
    panel.locator('input[type="file"]').setInputFiles({
      name: 'asistencias.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
  await upload();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('planilla-errors')).toContainText(
    'La celda D3 debe decir P (presente) o A (ausente), o quedar vacía; dice "X".',
  );
  await dialog.getByTestId('planilla-errors').getByRole('button', { name: 'Cerrar' }).click();

  sheet.getCell('D3').value = 'A';
  await upload();
  await expect(dialog.getByTestId('planilla-preview')).toContainText('Nuevas: 2');
  await expectNoAxeViolations(page, 'planilla preview');
  await screenshots(page, 'staff-asistencias-planilla', { fullPage: false });
  await dialog.getByTestId('planilla-save').click();
  await expect(dialog.getByTestId('planilla-saved')).toHaveText('Se guardaron 2 asistencias.');

  const res = await request.get(
    `/api/asistencias-inscripto/get-by-fecha?instancia_id=${instancia.id}&materia_id=${materia.id}&fecha_clase=${fecha}`,
    { headers: bearer(token) },
  );
  const marks = new Map(
    ((await res.json()).asistencias as Array<{ inscripto_id: number; asistencia: number }>).map((m) => [m.inscripto_id, m.asistencia]),
  );
  expect(marks).toEqual(
    new Map([
      [ana.inscriptoId, 1],
      [beto.inscriptoId, 0],
    ]),
  );
});
