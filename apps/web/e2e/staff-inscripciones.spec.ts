import { expect, test, type Locator, type Page } from './support/fixtures';
import ExcelJS from 'exceljs';
import path from 'node:path';
import {
  adminToken,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  findMail,
  runTag,
  screenshots,
  setEstado,
  signInAdmin,
} from './staff-inscripciones-helpers';
import { pdfBytes } from './wizard-helpers';

const EXCEL_HEADERS = [
  'NOMBRE',
  'APELLIDO',
  'TIPO DOCUMENTO',
  'NUMERO DOCUMENTO',
  'CUIT',
  'FECHA NACIMIENTO',
  'LUGAR NACIMIENTO',
  'NACIONALIDAD',
  'GENERO',
  'TIPO SANGRE',
  'ESTADO CIVIL',
  'HIJOS',
  'DIRECCION',
  'PISO',
  'DEPARTAMENTO',
  'PROVINCIA',
  'LOCALIDAD',
  'TELEFONO',
  'CELULAR',
  'EMAIL',
  'TRABAJA',
  'OCUPACION',
  'CARGO',
  'EMPRESA',
  'RELACION CARRERA',
  'COLEGIO',
  'ORIENTACION',
  'AÑO DE EGRESO',
  'CARRERA',
  'INSTANCIA',
  // Issue 16: the estado and the data that Por empresa and Por Beca carry.
  'ESTADO',
  'EMPRESA QUE ABONA',
  'CUIT EMPRESA QUE ABONA',
  'BECA',
  'PORCENTAJE BECA',
];

const rows = (page: Page) => page.getByTestId('enrollee-row');
/** A document's upload box: a region named by its label (required ones add "(obligatorio)" for screen readers). */
const uploadBox = (scope: Locator, label: string) => scope.getByRole('region', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const count = (page: Page) => page.getByTestId('enrollee-count');
const matching = (page: Page) => page.getByTestId('enrollee-matching');

/**
 * An instancia with twelve enrollees made through the API: one who works and
 * is foreign, one whose birthplace looks like a spreadsheet formula, and one
 * already approved.
 */
async function setup(request: Parameters<typeof adminToken>[0]) {
  const token = await adminToken(request);
  const tag = runTag();
  const instancia = await createInstancia(request, token, { descripcion: `Tecnicatura en Programación Cohorte ${tag}`, carrera_id: 7 });
  const worker = await createPersona(request, token, { nombre: 'Julieta', apellido: 'Aguirre', working: true, nacionalidad_id: '2' });
  const formula = await createPersona(request, token, {
    nombre: 'Bruno',
    apellido: 'Benítez',
    lugar_nacimiento: '=HYPERLINK("http://example.com","x")',
  });
  const approved = await createPersona(request, token, { nombre: 'Carla', apellido: 'Castro' });
  const others = [];
  for (const [i, apellido] of ['Díaz', 'Escobar', 'Farías', 'Gómez', 'Herrera', 'Ibarra', 'Juárez', 'Luna', 'Medina'].entries()) {
    others.push(await createPersona(request, token, { nombre: `Persona${i + 1}`, apellido }));
  }
  const enrolments = [];
  for (const persona of [worker, formula, approved, ...others]) enrolments.push(await enrol(request, token, persona.id, instancia.id));
  await setEstado(request, token, enrolments[2].id, 2);
  return { token, tag, instancia, worker, formula, approved, others };
}

test('an administrator reviews the enrollees of an instancia: paging, DNI search, estado filter, rejection, documents and the Excel file', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { tag, instancia, worker, formula, approved, others } = await setup(request);
  // Which script chunks the browser fetched: exceljs and the rich-text editor must come only when used.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const fetched = (part: string) => scripts.some((url) => url.includes(part));

  await signInAdmin(page);
  expect(fetched('exceljs'), 'exceljs is not part of the login page').toBe(false);
  expect(fetched('rejection-editor'), 'tiptap is not part of the login page').toBe(false);

  // ---------------------------------------------------------------- /inscripciones: choose the instancia first
  await page.getByRole('link', { name: 'Inscripciones' }).first().click();
  await expect(page).toHaveURL(/\/inscripciones$/);
  await expect(page.getByRole('heading', { name: 'Antes de continuar...' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Nombre de la instancia' });
  await picker.click();
  await picker.fill(`programación cohorte ${tag.toLowerCase()}`);
  await page.getByRole('option', { name: instancia.descripcion }).click();
  const card = page.getByTestId('instancia-card');
  await expect(card).toContainText(instancia.descripcion);
  await expect(card).toContainText('Tecnicatura Universitaria en Programación');
  for (const day of [instancia.fecha_inicio, instancia.fecha_fin, instancia.fecha_publicacion]) await expect(card).toContainText(day);
  await expectNoAxeViolations(page, 'inscripciones picker');
  await screenshots(page, 'inscripciones-picker');
  await card.getByRole('button', { name: 'Buscar', exact: true }).click();

  // ---------------------------------------------------------------- the enrollee table, paged by the server
  await expect(page).toHaveURL(new RegExp(`/inscripciones/${instancia.id}$`));
  await expect(count(page)).toContainText('Cantidad de inscriptos 12');
  for (const header of ['Nombre', 'Apellido', 'Tipo de Documento', 'Número de Documento', 'Código de Trámite', 'Estado', 'Acciones']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText('Aguirre');
  await expect(rows(page).filter({ hasText: 'Castro' })).toContainText('Aprobado');
  await expect(rows(page).first()).toContainText('DNI');
  await expectNoAxeViolations(page, 'enrollee table');
  await screenshots(page, 'enrollees');
  const pager = page.getByRole('navigation', { name: 'Páginas de inscriptos' });
  await pager.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Anterior', exact: true }).click();
  await expect(rows(page)).toHaveCount(10);

  // ---------------------------------------------------------------- DNI search: a substring, on the server
  const dni = page.getByRole('textbox', { name: 'Buscar por DNI' });
  await dni.fill(formula.numero_documento.slice(1, 7));
  await expect(rows(page).filter({ hasText: 'Benítez' })).toBeVisible();
  await dni.fill(formula.numero_documento);
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 1');
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  await expect(rows(page)).toHaveCount(1);
  await dni.fill('');
  // The instancia's total shows whatever the filter: the filter is gone when "Coinciden" is.
  await expect(matching(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');

  // ---------------------------------------------------------------- the estado filter
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  let filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  for (const option of ['Desfiltrar', 'Pendiente', 'Aprobado', 'No Aprobado', 'Por Empresa', 'Por Beca', 'Lista de Espera']) {
    await expect(filter.getByRole('radio', { name: option, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'estado filter');
  await screenshots(page, 'estado-filter');
  await filter.getByRole('radio', { name: 'Aprobado', exact: true }).check();
  await filter.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(count(page)).toContainText('Cantidad de inscriptos 12');
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  await filter.getByRole('radio', { name: 'Aprobado', exact: true }).check();
  await filter.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 1');
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(approved.numero_documento);
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  await filter.getByRole('radio', { name: 'No Aprobado', exact: true }).check();
  await filter.getByRole('button', { name: 'Filtrar', exact: true }).click();
  // Nothing matches, but the instancia has 12: the screen says so and keeps the total (issue 14).
  await expect(page.getByTestId('enrollees-empty')).toContainText('Ningún inscripto coincide con la búsqueda o el filtro.');
  await expect(page.getByTestId('enrollees-empty')).not.toContainText('No hay ingresantes');
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 0');
  await expectNoAxeViolations(page, 'enrollee table, nothing matches');
  await expect(page.getByRole('button', { name: 'Exportar Excel', exact: true })).toBeDisabled();
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  await filter.getByRole('radio', { name: 'Desfiltrar', exact: true }).check();
  await filter.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(matching(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');

  // ---------------------------------------------------------------- the detail modal and the estado rules
  const target = others[0];
  await dni.fill(target.numero_documento);
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Ver detalles de ${target.nombre} ${target.apellido}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  await expect(detail.getByRole('heading', { name: `${target.nombre} ${target.apellido}` })).toBeVisible();
  for (const text of [
    target.email,
    target.numero_documento,
    'Argentina',
    'Masculino',
    'Soltero/a',
    'General Pacheco',
    'Bachiller en Ciencias Naturales',
    'Tecnicatura Universitaria en Programación',
    instancia.descripcion,
  ]) {
    await expect(detail).toContainText(text);
  }
  await expect(detail.getByTestId('history')).toContainText('Inscripción creada');
  await expectNoAxeViolations(page, 'detail modal');
  await screenshots(page, 'detail');

  const estado = detail.getByRole('combobox', { name: 'Estado' });
  const choose = async (option: string) => {
    await estado.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Pendiente');
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByText('Por favor, seleccione un estado.', { exact: true })).toBeVisible();
  await choose('Seleccione un estado');
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByText('Por favor, seleccione un estado', { exact: true })).toBeVisible();
  await choose('Aprobado');
  await expect(detail.getByTestId('rejection-reason')).toHaveCount(0);
  expect(fetched('rejection-editor'), 'the editor loads only when a rejection is written').toBe(false);
  await choose('Rechazado');
  const reason = detail.getByRole('textbox', { name: 'Motivo del rechazo' });
  await expect(reason).toBeVisible();
  expect(fetched('rejection-editor')).toBe(true);
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByText('Por favor, proporcione un motivo de rechazo.')).toBeVisible();
  await expectNoAxeViolations(page, 'detail modal with the rejection editor');
  await screenshots(page, 'detail-rejecting');
  await reason.click();
  await page.keyboard.type('Falta la partida de nacimiento ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('legalizada');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('.');
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByTestId('estado-saved')).toContainText('El estado de la inscripción se actualizó con éxito.');
  await screenshots(page, 'detail-saved');
  await detail.getByRole('button', { name: 'volver', exact: true }).click();
  await expect(detail.getByTestId('detail-estado')).toHaveText('Rechazado');
  const latest = detail.getByTestId('history-entry').first();
  await expect(latest).toContainText('Cambio de estado');
  await expect(latest).toContainText('Pendiente');
  await expect(latest).toContainText('Rechazado');
  await expect(latest.getByTestId('history-reason')).toContainText('Falta la partida de nacimiento legalizada.');
  await expect(latest.getByTestId('history-reason').locator('strong')).toHaveText('legalizada');
  // The editor opens again with the saved reason.
  await expect(reason).toContainText('Falta la partida de nacimiento legalizada.');
  await detail.getByRole('button', { name: 'Cerrar', exact: true }).first().click();
  await expect(detail).toBeHidden();
  await expect(rows(page).first()).toContainText('Rechazado');

  // The applicant is told by e-mail, with the reason.
  const mail = await findMail(target.email, ['Rechazado', 'Falta la partida de nacimiento', 'legalizada']);
  expect(mail).toContain(instancia.descripcion);

  // ---------------------------------------------------------------- documentation: upload a missing one, then delete it
  await page.getByRole('button', { name: `Documentación de ${target.nombre} ${target.apellido}`, exact: true }).click();
  const docs = page.getByRole('dialog', { name: 'Documentación del inscripto' });
  await expect(docs.getByText('Todavía no hay documentos cargados.')).toBeVisible();
  for (const label of [
    'DNI (frente)',
    'DNI (dorso)',
    'Constancia de CUIL',
    'Partida de nacimiento',
    'Certificado analítico del secundario',
  ]) {
    await expect(uploadBox(docs, label)).toBeVisible();
  }
  await docs.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(docs.getByText('Elegí al menos un archivo para guardar.')).toBeVisible();
  await docs
    .locator('input[type="file"][name="partida_nacimiento"]')
    .setInputFiles({ name: 'partida.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(uploadBox(docs, 'Partida de nacimiento')).toContainText('partida.pdf');
  await expectNoAxeViolations(page, 'documentation modal');
  await screenshots(page, 'documentation');
  await docs.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(docs.getByTestId('documents-saved')).toBeVisible();
  const stored = docs.getByTestId('current-partida_nacimiento');
  await expect(stored.getByRole('link', { name: /Partida de nacimiento/ })).toHaveAttribute('target', '_blank');
  await expect(uploadBox(docs, 'Partida de nacimiento')).toHaveCount(0);
  const href = await stored.getByRole('link').getAttribute('href');
  expect((await request.get(href ?? '')).headers()['content-type']).toBe('application/pdf');
  await stored.getByRole('button', { name: 'Eliminar Partida de nacimiento', exact: true }).click();
  await stored.getByRole('button', { name: 'Eliminar Partida de nacimiento', exact: true }).click();
  await expect(docs.getByTestId('current-partida_nacimiento')).toHaveCount(0);
  await expect(uploadBox(docs, 'Partida de nacimiento')).toBeVisible();
  await docs.getByRole('button', { name: 'Volver', exact: true }).click();
  await expect(docs).toBeHidden();

  // ---------------------------------------------------------------- Excel: every enrollee of the filter, not only the page
  await dni.fill('');
  // The instancia's total shows whatever the filter: the filter is gone when "Coinciden" is.
  await expect(matching(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  expect(fetched('exceljs'), 'exceljs loads only when exporting').toBe(false);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Inscripciones_Tecnicatura Universitaria en Programación_\d{1,2}-\d{1,2}-\d{4}\.xlsx$/);
  const file = path.join(testInfo.outputDir, download.suggestedFilename());
  await download.saveAs(file);
  await expect(page.getByText('Se exportaron 12 inscriptos.')).toBeVisible();
  expect(fetched('exceljs')).toBe(true);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Inscripciones']);
  const sheet = workbook.getWorksheet('Inscripciones');
  if (!sheet) throw new Error('no Inscripciones sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(EXCEL_HEADERS);
  expect(sheet.getColumn(1).width).toBe(30);
  expect(sheet.getColumn(30).width).toBe(30);
  expect(sheet.rowCount).toBe(13);
  const byDocument = (numero: string) => {
    for (let r = 2; r <= sheet.rowCount; r++) {
      const values = (sheet.getRow(r).values as unknown[]).slice(1);
      if (values[3] === numero) return values;
    }
    throw new Error(`no row for ${numero}`);
  };
  const workerRow = byDocument(worker.numero_documento);
  const cell = (name: string) => workerRow[EXCEL_HEADERS.indexOf(name)];
  expect(cell('NOMBRE')).toBe('Julieta');
  expect(cell('APELLIDO')).toBe('Aguirre');
  expect(cell('TIPO DOCUMENTO')).toBe('DNI');
  expect(cell('CUIT')).toBe(worker.cuit);
  expect(cell('FECHA NACIMIENTO')).toBe('2004-03-15');
  expect(cell('NACIONALIDAD')).toBe('EXTRANJERO');
  expect(cell('TRABAJA')).toBe('SI');
  expect(cell('OCUPACION')).toBe('Técnica de laboratorio');
  expect(cell('EMPRESA')).toBe('Laboratorios del Sur SA');
  expect(cell('EMAIL')).toBe(worker.email);
  expect(cell('ORIENTACION')).toBe('Bachiller en Ciencias Naturales');
  expect(cell('AÑO DE EGRESO')).toBe(2022);
  expect(cell('CARRERA')).toBe('Tecnicatura Universitaria en Programación');
  expect(cell('INSTANCIA')).toBe(instancia.descripcion);
  const nativeRow = byDocument(approved.numero_documento);
  expect(nativeRow[EXCEL_HEADERS.indexOf('NACIONALIDAD')]).toBe('NATIVO');
  expect(nativeRow[EXCEL_HEADERS.indexOf('TRABAJA')]).toBe('NO');
  // Blood types as people write them (decision 126): the stored 'o+' reads 0+.
  expect(nativeRow[EXCEL_HEADERS.indexOf('TIPO SANGRE')]).toBe('0+');
  // A birthplace that looks like a formula is written as text, never as a formula.
  const formulaRow = byDocument(formula.numero_documento);
  expect(formulaRow[EXCEL_HEADERS.indexOf('LUGAR NACIMIENTO')]).toBe(`'=HYPERLINK("http://example.com","x")`);

  // The export follows the filter: only the approved enrollee.
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').click();
  filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  await filter.getByRole('radio', { name: 'Aprobado', exact: true }).check();
  await filter.getByRole('button', { name: 'Filtrar', exact: true }).click();
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 1');
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  const second = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel', exact: true }).click();
  const filtered = await second;
  const filteredFile = path.join(testInfo.outputDir, `filtered-${filtered.suggestedFilename()}`);
  await filtered.saveAs(filteredFile);
  const filteredBook = new ExcelJS.Workbook();
  await filteredBook.xlsx.readFile(filteredFile);
  const filteredSheet = filteredBook.getWorksheet('Inscripciones');
  expect(filteredSheet?.rowCount).toBe(2);
  expect((filteredSheet?.getRow(2).values as unknown[])[4]).toBe(approved.numero_documento);
});

test('the enrollee screens on a phone: tables scroll sideways, modals fill the screen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { instancia, others } = await setup(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await expect(count(page)).toContainText('Cantidad de inscriptos 12');
  // The table scrolls inside its container; the page itself does not scroll sideways.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'enrollee table on a phone');
  await page.getByRole('button', { name: `Ver detalles de ${others[1].nombre} ${others[1].apellido}`, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  await expect(detail).toContainText(others[1].email);
  const box = await detail.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await expectNoAxeViolations(page, 'detail modal on a phone');
});

test('the estado filter and the detail modal work from the keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { instancia, approved } = await setup(request);
  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await expect(count(page)).toContainText('Cantidad de inscriptos 12');

  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').focus();
  await page.keyboard.press('Enter');
  const filter = page.getByRole('dialog', { name: 'Seleccione un estado a filtrar' });
  await expect(filter.getByRole('radio', { name: 'Desfiltrar' })).toBeFocused();
  // Arrow keys move through the options (Desfiltrar → Pendiente → Aprobado); Enter applies the filter.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(filter.getByRole('radio', { name: 'Aprobado', exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(filter).toBeHidden();
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 1');
  await expect(count(page)).toHaveText('Cantidad de inscriptos 12');
  // Opened again, the focus starts on the estado in force (not on the close button); Escape keeps the filter.
  await page.getByRole('columnheader', { name: 'Estado' }).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(filter.getByRole('radio', { name: 'Aprobado', exact: true })).toBeFocused();
  await expect(filter.getByRole('radio', { name: 'Aprobado', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(filter).toBeHidden();
  await expect(matching(page)).toHaveText('Coinciden con la búsqueda: 1');

  await page.getByRole('button', { name: `Ver detalles de ${approved.nombre} ${approved.apellido}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  await expect(detail.getByTestId('detail-estado')).toHaveText('Aprobado');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});
