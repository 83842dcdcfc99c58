import { expect, test, type Locator, type Page } from './support/fixtures';
import {
  adminToken,
  bearer,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  isoDay,
  runTag,
  screenshots,
  signInAdmin,
} from './staff-inscripciones-helpers';
import { fillEducationStep, fillPersonalStep, fillWorkStep, newDni, pick, stepHeading } from './wizard-helpers';

/** The instancias table's rows, and one row by its description. */
const rows = (page: Page) => page.getByTestId('instancia-row');
const rowOf = (page: Page, descripcion: string) => rows(page).filter({ hasText: descripcion });

/** The texts of one column on the page on view (1-based, as in the header). */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return rows(page).locator(`td:nth-child(${column})`).allInnerTexts();
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar por descripción' }).fill(text);
}

async function rowAction(row: Locator, action: string) {
  await row.getByRole('button', { name: new RegExp(`^${action}:`) }).click();
}

test('an administrator creates, finds, sorts, pages, edits and deletes instancias', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const tag = runTag();
  // More rows than one page holds, whatever else the database has.
  for (let i = 1; i <= 6; i++) {
    await createInstancia(request, token, { descripcion: `Curso de Paginado ${tag} ${i}`, carrera_id: 10, fecha_inicio: isoDay(i) });
  }

  await signInAdmin(page);
  // Staff land on /instancias.
  await expect(page).toHaveURL(/\/instancias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instancias' })).toBeVisible();
  await expect(page.getByText('Las fechas se muestran en formato año-mes-día (AAAA-MM-DD).')).toBeVisible();
  for (const header of ['Carrera', 'Descripción', 'Fecha Publicación', 'Fecha Inicio', 'Fecha Final', 'Estado', 'Acciones']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Newest fecha_inicio first, five per page.
  await expect(rows(page)).toHaveCount(5);
  const starts = await columnTexts(page, 4);
  expect([...starts].sort().reverse()).toEqual(starts);
  await expect(page.getByRole('columnheader', { name: 'Fecha Inicio' })).toHaveAttribute('aria-sort', 'descending');
  await expectNoAxeViolations(page, 'instancias list');
  await screenshots(page, 'instancias-list');

  // ---------------------------------------------------------------- create, with the seed's messages
  await page.getByRole('button', { name: 'Crear nueva instancia', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'CREAR INSTANCIA' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  for (const message of [
    'La carrera es obligatoria.',
    'La descripción es obligatoria',
    'La fecha de publicación es obligatoria.',
    'La fecha de inicio es obligatoria.',
    'La fecha de fin es obligatoria.',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'instancia form with errors');
  await screenshots(page, 'instancia-form-errors');

  const descripcion = `Ingeniería Mecánica ${tag}`;
  await pick(page, 'Carrera', 'Ingeniería Mecánica', form);
  await form.getByRole('textbox', { name: 'Descripción' }).fill(descripcion);
  await form.getByRole('textbox', { name: 'Fecha de publicación' }).fill(isoDay(-2));
  await form.getByRole('textbox', { name: 'Fecha de inicio' }).fill(isoDay(20));
  await form.getByRole('textbox', { name: 'Fecha de fin' }).fill(isoDay(19));
  await form.getByRole('textbox', { name: 'Descripción' }).click();
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(form.getByText('La fecha de fin no puede ser menor a la fecha de inicio.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Fecha de fin' }).fill(isoDay(200));
  await form.getByRole('textbox', { name: 'Descripción' }).click();
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(form.getByTestId('instancia-form-success')).toContainText('La instancia se creó con éxito.');
  await expect(form.getByRole('button', { name: 'Cargar Otro', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(form).toBeHidden();

  // ---------------------------------------------------------------- search ignoring case and accents
  await search(page, 'ingenieria');
  await expect(rowOf(page, descripcion)).toBeVisible();
  for (const text of await columnTexts(page, 2))
    expect(
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase(),
    ).toContain('ingenieria');
  await search(page, `INGENIERÍA MECANICA ${tag.toLowerCase()}`);
  await expect(rows(page)).toHaveCount(1);
  const mine = rowOf(page, descripcion);
  await expect(mine).toContainText('Ingeniería Mecánica');
  await expect(mine).toContainText(isoDay(-2));
  await expect(mine).toContainText(isoDay(20));
  await expect(mine).toContainText(isoDay(200));
  await expect(mine).toContainText('En Curso');
  await search(page, `no existe ${tag}`);
  await expect(page.getByTestId('instancias-no-matches')).toBeVisible();

  // A finished one shows as Finalizado.
  const finished = await createInstancia(request, token, {
    descripcion: `Seminario Terminado ${tag}`,
    carrera_id: 11,
    fecha_publicacion: isoDay(-60),
    fecha_inicio: isoDay(-40),
    fecha_fin: isoDay(-1),
  });
  await page.reload();
  await search(page, finished.descripcion);
  await expect(rowOf(page, finished.descripcion)).toContainText('Finalizado');

  // ---------------------------------------------------------------- sorting
  await search(page, `curso de paginado ${tag}`);
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('columnheader', { name: 'Descripción' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Descripción' })).toHaveAttribute('aria-sort', 'ascending');
  let descriptions = await columnTexts(page, 2);
  expect(descriptions).toEqual([...descriptions].sort(collator.compare));
  expect(descriptions[0]).toBe(`Curso de Paginado ${tag} 1`);
  await page.getByRole('columnheader', { name: 'Descripción' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Descripción' })).toHaveAttribute('aria-sort', 'descending');
  descriptions = await columnTexts(page, 2);
  expect(descriptions[0]).toBe(`Curso de Paginado ${tag} 6`);
  await page.getByRole('columnheader', { name: 'Fecha Inicio' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Fecha Inicio' })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await columnTexts(page, 4);
  expect(ascending).toEqual([...ascending].sort());

  // ---------------------------------------------------------------- paging: 6 matches, 5 per page
  const pager = page.getByRole('navigation', { name: 'Páginas de instancias' });
  await expect(pager.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Anterior', exact: true })).toBeDisabled();
  await pager.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Curso de Paginado ${tag} 6`);
  await expect(pager.getByRole('button', { name: 'Siguiente', exact: true })).toBeDisabled();
  await pager.getByRole('button', { name: 'Anterior', exact: true }).click();
  await expect(rows(page)).toHaveCount(5);

  // ---------------------------------------------------------------- edit, then Cargar Otro
  await search(page, descripcion);
  await rowAction(rowOf(page, descripcion), 'Editar');
  const edit = page.getByRole('dialog', { name: 'EDITAR INSTANCIA' });
  await expect(edit.getByRole('textbox', { name: 'Descripción' })).toHaveValue(descripcion);
  await expect(edit.getByRole('textbox', { name: 'Fecha de inicio' })).toHaveValue(isoDay(20));
  const edited = `${descripcion} (turno noche)`;
  await edit.getByRole('textbox', { name: 'Descripción' }).fill(edited);
  await edit.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(edit.getByTestId('instancia-form-success')).toContainText('La instancia se actualizó con éxito.');
  await edit.getByRole('button', { name: 'Cargar Otro', exact: true }).click();
  const another = page.getByRole('dialog', { name: 'CREAR INSTANCIA' });
  await expect(another.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
  await another.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await search(page, edited);
  await expect(rowOf(page, edited)).toBeVisible();

  // ---------------------------------------------------------------- the error screen: the instancia vanished meanwhile
  const doomed = await createInstancia(request, token, { descripcion: `Instancia Efímera ${tag}`, carrera_id: 9 });
  await page.reload();
  await search(page, doomed.descripcion);
  await rowAction(rowOf(page, doomed.descripcion), 'Editar');
  const failing = page.getByRole('dialog', { name: 'EDITAR INSTANCIA' });
  await expect(failing.getByRole('textbox', { name: 'Descripción' })).toHaveValue(doomed.descripcion);
  expect((await request.delete(`/api/instancias/${doomed.id}`, { headers: bearer(token) })).status()).toBe(200);
  await failing.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(failing.getByText('Ups... ocurrió un error al procesar la solicitud')).toBeVisible();
  await expect(failing.getByText('La instancia indicada no existe.')).toBeVisible();
  await expectNoAxeViolations(page, 'instancia form error screen');
  await screenshots(page, 'instancia-form-error');
  await failing.getByRole('button', { name: 'Volver a intentar', exact: true }).click();
  await expect(failing.getByRole('textbox', { name: 'Descripción' })).toHaveValue(doomed.descripcion);
  await page.keyboard.press('Escape');
  await expect(failing).toBeHidden();

  // ---------------------------------------------------------------- delete: refused with enrollees, done without
  const withEnrollees = await createInstancia(request, token, { descripcion: `Curso Con Inscriptos ${tag}`, carrera_id: 9 });
  const persona = await createPersona(request, token, { nombre: 'Mateo', apellido: 'Ibáñez' });
  await enrol(request, token, persona.id, withEnrollees.id);
  await page.reload();
  await search(page, withEnrollees.descripcion);
  await rowAction(rowOf(page, withEnrollees.descripcion), 'Eliminar');
  let remove = page.getByRole('dialog', { name: 'Eliminar instancia' });
  await expect(remove.getByText('¿Está seguro que desea eliminar esta instancia?')).toBeVisible();
  await expectNoAxeViolations(page, 'delete modal');
  await remove.getByRole('button', { name: 'Confirmar', exact: true }).click();
  remove = page.getByRole('dialog', { name: 'No se pudo eliminar la instancia' });
  await expect(remove.getByText(/No se puede eliminar la instancia porque tiene inscriptos/)).toBeVisible();
  await expect(remove.getByText('Intente nuevamente en otro momento')).toBeVisible();
  await remove.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(rowOf(page, withEnrollees.descripcion)).toBeVisible();

  await search(page, edited);
  await rowAction(rowOf(page, edited), 'Eliminar');
  remove = page.getByRole('dialog', { name: 'Eliminar instancia' });
  await remove.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(rowOf(page, edited)).toBeVisible();
  await rowAction(rowOf(page, edited), 'Eliminar');
  await page.getByRole('dialog', { name: 'Eliminar instancia' }).getByRole('button', { name: 'Confirmar', exact: true }).click();
  remove = page.getByRole('dialog', { name: 'Eliminado Exitoso' });
  await expect(remove.getByText('Se ha eliminado la instancia con éxito')).toBeVisible();
  await remove.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(rowOf(page, edited)).toHaveCount(0);

  // ---------------------------------------------------------------- Asistencias and Notas lead to the attendance and grades screens
  await search(page, finished.descripcion);
  await rowAction(rowOf(page, finished.descripcion), 'Asistencias');
  const asistencias = page.getByRole('dialog', { name: 'Asistencias' });
  await expect(asistencias.getByRole('link', { name: 'Cargar nuevas asistencias' })).toHaveAttribute(
    'href',
    `/instancias/asistencias/${finished.id}`,
  );
  await expect(asistencias.getByRole('link', { name: 'Editar asistencias' })).toHaveAttribute(
    'href',
    `/instancias/asistencias/edit/${finished.id}`,
  );
  await expectNoAxeViolations(page, 'asistencias modal');
  await asistencias.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await rowAction(rowOf(page, finished.descripcion), 'Notas');
  const notas = page.getByRole('dialog', { name: 'Notas' });
  await expect(notas.getByRole('link', { name: 'Cargar nuevas notas' })).toHaveAttribute('href', `/instancias/notas/${finished.id}`);
  await expect(notas.getByRole('link', { name: 'Modificar notas' })).toHaveAttribute('href', `/instancias/notas/edit/${finished.id}`);
  await notas.getByRole('button', { name: 'Cancelar', exact: true }).click();
});

test('an administrator enrols an existing person by DNI and a new person through the staff wizard', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const tag = runTag();
  // carrera 1 is the common admission course: the career is chosen on enrolment.
  const instancia = await createInstancia(request, token, { descripcion: `Ingreso Ingeniería ${tag}`, carrera_id: 1 });
  const persona = await createPersona(request, token, { nombre: 'Valentina', apellido: 'Quiroga' });

  await signInAdmin(page);
  await search(page, instancia.descripcion);
  await rowAction(rowOf(page, instancia.descripcion), 'Inscriptos');
  const modal = page.getByRole('dialog', { name: 'Inscriptos' });
  await expect(modal.getByRole('button', { name: /Inscribir una persona existente/ })).toBeVisible();
  await expect(modal.getByRole('link', { name: /Inscribir una persona nueva/ })).toHaveAttribute(
    'href',
    `/instancias/inscribir/${instancia.id}`,
  );
  await expect(modal.getByRole('link', { name: /Ver todos los inscriptos/ })).toHaveAttribute('href', `/inscripciones/${instancia.id}`);
  await expectNoAxeViolations(page, 'inscriptos modal');
  await screenshots(page, 'inscriptos-modal');

  // ---------------------------------------------------------------- existing person: the DNI rule
  await modal.getByRole('button', { name: /Inscribir una persona existente/ }).click();
  const existing = page.getByRole('dialog', { name: 'Inscribir una persona existente' });
  const dni = existing.getByRole('textbox', { name: 'Número de documento' });
  for (const bad of ['', '12 345', ' 123', 'abc', '-5', '0', '1.5']) {
    await dni.fill(bad);
    await existing.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(existing.getByText('El campo dni es requerido para continuar')).toBeVisible();
  }
  await dni.fill('99999998');
  await existing.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(existing.getByTestId('dni-not-found')).toContainText('No se encontró una persona con ese número de documento.');

  await dni.fill(persona.numero_documento);
  await existing.getByRole('button', { name: 'Buscar', exact: true }).click();
  const card = existing.getByTestId('persona-card');
  await expect(card).toContainText('Valentina Quiroga');
  await expect(card).toContainText('DNI');
  await expect(card).toContainText(persona.numero_documento);
  await expect(card).toContainText(`27-${persona.numero_documento}-`);
  await expect(card).toContainText('2004-03-15');
  await existing.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(existing.getByText('Por favor, seleccione la carrera a la que desea inscribirse.')).toBeVisible();
  await pick(page, 'Carrera a la que se inscribe', 'Ingeniería Civil', existing);
  await expectNoAxeViolations(page, 'existing person card');
  await screenshots(page, 'enrol-existing');
  await existing.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(existing.getByTestId('enrol-success')).toContainText('Valentina Quiroga quedó inscripto/a. Código de trámite:');

  // Load another: the same person again is refused, with the reason.
  await existing.getByRole('button', { name: 'Inscribir otra persona', exact: true }).click();
  await expect(dni).toHaveValue('');
  await dni.fill(persona.numero_documento);
  await existing.getByRole('button', { name: 'Buscar', exact: true }).click();
  await pick(page, 'Carrera a la que se inscribe', 'Ingeniería Civil', existing);
  await existing.getByRole('button', { name: 'Inscribir', exact: true }).click();
  const failure = existing.getByTestId('enrol-error');
  await expect(failure).toContainText('Ha ocurrido un error inesperado. Por favor, inténtelo de nuevo.');
  await expect(failure).toContainText('Ya se encuentra inscripto en esta instancia.');
  await existing.getByRole('button', { name: 'Volver', exact: true }).click();

  // ---------------------------------------------------------------- new person: the wizard in staff mode, then the enrolment
  await page
    .getByRole('dialog', { name: 'Inscriptos' })
    .getByRole('link', { name: /Inscribir una persona nueva/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/instancias/inscribir/${instancia.id}$`));
  await expect(page.getByRole('heading', { name: `Inscribir una persona nueva en ${instancia.descripcion}` })).toBeVisible();
  // Staff mode: no welcome modal, and the e-mail is the person's, not the administrator's.
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await screenshots(page, 'new-person-wizard');
  const fresh = newDni();
  const email = `nuevo-${tag.toLowerCase()}@example.com`;
  await fillPersonalStep(page, { nombre: 'Tomás', apellido: 'Ledesma', ...fresh, email });
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await fillEducationStep(page);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();
  await fillWorkStep(page);
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();

  await expect(page.getByText('Se registraron los datos de Tomás Ledesma. Falta inscribir a la persona en la instancia.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'Inscripción' })).toBeFocused();
  await expect(page.getByTestId('persona-card')).toContainText(fresh.dni);
  await pick(page, 'Carrera a la que se inscribe', 'Ingeniería Mecánica');
  await expectNoAxeViolations(page, 'new person enrolment');
  await screenshots(page, 'new-person-enrol');
  await page.getByRole('button', { name: 'Inscribir', exact: true }).click();
  await expect(page.getByTestId('enrol-success')).toContainText('Tomás Ledesma quedó inscripto/a.');
  await page.getByRole('link', { name: 'Ver los inscriptos de la instancia' }).click();

  await expect(page).toHaveURL(new RegExp(`/inscripciones/${instancia.id}$`));
  await expect(page.getByTestId('enrollee-count')).toContainText('Cantidad de inscriptos 2');
  await expect(page.getByTestId('enrollee-row').filter({ hasText: 'Quiroga' })).toContainText(persona.numero_documento);
  await expect(page.getByTestId('enrollee-row').filter({ hasText: 'Ledesma' })).toContainText(fresh.dni);
});

test('the instancias screen works from the keyboard', async ({ page, request }) => {
  const token = await adminToken(request);
  const tag = runTag();
  const instancia = await createInstancia(request, token, { descripcion: `Curso de Teclado ${tag}`, carrera_id: 10 });
  await signInAdmin(page);

  const searchBox = page.getByRole('searchbox', { name: 'Buscar por descripción' });
  await searchBox.focus();
  await page.keyboard.type(`teclado ${tag.toLowerCase()}`);
  await expect(rows(page)).toHaveCount(1);
  // Tab reaches the required documents (issue 15), then the create button; Enter opens the form with focus inside; Escape closes it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Documentación requerida', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Crear nueva instancia', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'CREAR INSTANCIA' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Carrera' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // A sortable header is a button: Enter sorts.
  const header = page.getByRole('columnheader', { name: 'Carrera' });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Space');
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  // Row actions and the Inscriptos options are reachable and usable with the keyboard.
  await rowOf(page, instancia.descripcion)
    .getByRole('button', { name: /^Inscriptos:/ })
    .focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Inscriptos' });
  await expect(modal).toBeVisible();
  const existing = modal.getByRole('button', { name: /Inscribir una persona existente/ });
  await existing.focus();
  await page.keyboard.press('Enter');
  const dni = page.getByRole('dialog', { name: 'Inscribir una persona existente' }).getByRole('textbox', { name: 'Número de documento' });
  await expect(dni).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('El campo dni es requerido para continuar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
