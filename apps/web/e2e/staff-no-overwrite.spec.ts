import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { ADMIN, bearer, expectNoAxeViolations, signIn } from './enrolment-helpers';
import { adminToken, approvedStudents, createCarrera, createInstancia, isoDay, type Student } from './staff-attendance-helpers';
import { pick } from './wizard-helpers';

/**
 * Issue 14 §1: a new load of attendance or grades never overwrites what is stored. Choosing a
 * subject and date that already have records says how many and offers edit mode (with the stored
 * values) or an explicit replace after a confirmation; a refusal that comes anyway (someone saved
 * meanwhile) offers the same. Dates outside the instancia's course are refused on the date field.
 * Creating an instancia identical to an existing one asks before saving.
 */

const SUCCESS = 'Se han registrado con éxito todos los datos cargados en las ausencias';

/** dd/mm/aaaa, as the messages write a day. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const absentBox = (page: Page, student: Student) => page.getByRole('checkbox', { name: `Ausente: ${student.label}` });
const gradeInput = (page: Page, student: Student) => page.getByRole('textbox', { name: `Nota de ${student.label}` });
const gradeRow = (page: Page, student: Student) => page.getByTestId('grade-row').filter({ hasText: student.label });

async function storeMarks(
  request: APIRequestContext,
  token: string,
  body: { instancia_id: number; materia_id: number; fecha_clase: string; ausentes: number[] },
) {
  const res = await request.post('/api/asistencias-inscripto/store', { headers: bearer(token), data: body });
  expect(res.status(), await res.text()).toBe(200);
}

async function storedMarks(request: APIRequestContext, token: string, instanciaId: number, materiaId: number, fecha: string) {
  const res = await request.get(
    `/api/asistencias-inscripto/get-by-fecha?instancia_id=${instanciaId}&materia_id=${materiaId}&fecha_clase=${fecha}`,
    {
      headers: bearer(token),
    },
  );
  expect(res.status()).toBe(200);
  const { asistencias } = (await res.json()) as { asistencias: Array<{ inscripto_id: number; asistencia: number }> };
  return new Map(asistencias.map((a) => [a.inscripto_id, a.asistencia]));
}

async function storeGrade(
  request: APIRequestContext,
  token: string,
  body: { inscripto_id: number; materia_id: number; fecha_examen: string; nota: number },
) {
  const res = await request.post('/api/notas-inscripto/store', { headers: bearer(token), data: body });
  expect(res.status(), await res.text()).toBe(201);
}

async function storedGrades(request: APIRequestContext, token: string, instanciaId: number, materiaId: number, fecha: string) {
  const res = await request.get(
    `/api/notas-inscripto/get-by-fecha?instancia_id=${instanciaId}&materia_id=${materiaId}&fecha_examen=${fecha}`,
    {
      headers: bearer(token),
    },
  );
  expect(res.status()).toBe(200);
  const { notas } = (await res.json()) as { notas: Array<{ id: number; inscripto_id: number; nota: number }> };
  return new Map(notas.map((n) => [n.inscripto_id, n]));
}

/** The calls the page makes to one API path, with their method and body. */
function recordCalls(page: Page, fragment: string) {
  const calls: Array<{ method: string; url: string; body: Record<string, unknown> | null }> = [];
  page.on('request', (req) => {
    if (req.url().includes(fragment) && req.method() !== 'GET')
      calls.push({ method: req.method(), url: req.url(), body: req.postDataJSON() });
  });
  return calls;
}

/** The warning at both widths, to /tmp, for a person to look at. */
async function captureWidths(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: (await page.getByRole('dialog').count()) === 0 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function chooseClass(page: Page, instanciaId: number, materia: string, fecha: string, kind: 'asistencias' | 'notas' = 'asistencias') {
  await page.goto(`/instancias/${kind}/${instanciaId}`);
  await page.getByRole('button', { name: materia }).click();
  await page.getByRole('textbox', { name: kind === 'notas' ? 'Fecha del examen' : 'Fecha de la clase' }).fill(fecha);
  await page.keyboard.press('Escape');
}

test.describe('attendance: a new load never overwrites a loaded class', () => {
  test('warns with the count, opens the class in edit mode with its values, or replaces it after a confirmation', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Dibujo Técnico']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [ana, bruno, carla] = await approvedStudents(request, token, instancia.id, [
      ['Ana', 'Pérez'],
      ['Bruno', 'Álvarez'],
      ['Carla', 'Gómez'],
    ]);
    const materia = carrera.materias[0];
    const fecha = isoDay(2);
    // Loaded before, with Ana absent.
    await storeMarks(request, token, {
      instancia_id: instancia.id,
      materia_id: materia.id,
      fecha_clase: fecha,
      ausentes: [ana.inscriptoId],
    });
    const stores = recordCalls(page, '/api/asistencias-inscripto/store');

    await signIn(page, ADMIN);
    await chooseClass(page, instancia.id, materia.descripcion, fecha);
    const warning = page.getByTestId('existing-records');
    await expect(warning).toContainText('Esta clase ya tiene asistencias cargadas');
    await expect(warning).toContainText(`Ya hay 3 asistencias cargadas de esta materia para la clase del ${ddmmyyyy(fecha)}.`);
    await expect(warning.getByRole('button', { name: 'Editar asistencias' })).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Reemplazar asistencias' })).toBeVisible();
    // No way on to a blank load: Siguiente is gone and Enter in the date field does nothing.
    await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Fecha de la clase' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Ahora, Seleccione la fecha de la clase' })).toBeVisible();
    await expectNoAxeViolations(page, 'attendance: class already loaded');
    await captureWidths(page, 'issue14-attendance-warning');
    expect(stores).toHaveLength(0);
    expect(await storedMarks(request, token, instancia.id, materia.id, fecha)).toEqual(
      new Map([
        [ana.inscriptoId, 0],
        [bruno.inscriptoId, 1],
        [carla.inscriptoId, 1],
      ]),
    );

    // "Editar asistencias": the same class in edit mode, with the stored absentee ticked.
    await warning.getByRole('button', { name: 'Editar asistencias' }).click();
    await expect(page).toHaveURL(new RegExp(`/instancias/asistencias/edit/${instancia.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Modificar asistencias' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estudiantes' })).toBeFocused();
    await expect(absentBox(page, ana)).toBeChecked();
    await expect(absentBox(page, bruno)).not.toBeChecked();
    await expect(page.getByTestId('absent-count')).toHaveText('1 ausente marcado');
    await expectNoAxeViolations(page, 'attendance: opened in edit mode');

    // Back to a new load of the same class: the explicit replace says what is lost first.
    await chooseClass(page, instancia.id, materia.descripcion, fecha);
    await warning.getByRole('button', { name: 'Reemplazar asistencias' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Reemplazar las asistencias cargadas?' });
    await expect(confirm).toContainText(
      `Se perderán las 3 asistencias guardadas de ${materia.descripcion} para la clase del ${ddmmyyyy(fecha)}.`,
    );
    await expect(confirm).toContainText(
      'Hoy figura 1 ausente. Después del reemplazo quedan ausentes solo los que marque en esta carga, y el resto presentes.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectNoAxeViolations(page, 'attendance: replace confirmation');
    await captureWidths(page, 'issue14-attendance-confirm');
    // Cancelar keeps everything as it was.
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Reemplazar asistencias' }).click();
    await confirm.getByRole('button', { name: 'Reemplazar asistencias' }).click();
    await expect(page.getByTestId('replacing-note')).toHaveText(
      'Reemplazo confirmado: al finalizar, esta carga reemplaza las 3 asistencias guardadas de esta clase.',
    );
    // A new load starts with everyone present.
    await expect(absentBox(page, ana)).not.toBeChecked();
    await absentBox(page, bruno).check();
    await expectNoAxeViolations(page, 'attendance: replacing');
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(stores).toHaveLength(1);
    expect(stores[0].body).toMatchObject({
      instancia_id: instancia.id,
      materia_id: materia.id,
      fecha_clase: fecha,
      ausentes: [bruno.inscriptoId],
      reemplazar: true,
    });
    expect(await storedMarks(request, token, instancia.id, materia.id, fecha)).toEqual(
      new Map([
        [ana.inscriptoId, 1],
        [bruno.inscriptoId, 0],
        [carla.inscriptoId, 1],
      ]),
    );

    // The board names the replace in Spanish.
    await page.goto('/dashboard');
    // The newest entry; the board takes a while to load when the worker's database has many instancias.
    await expect(page.getByTestId('audit-table').getByRole('row').nth(1)).toContainText('Reemplazó asistencias', { timeout: 30_000 });
  });

  test('a class loaded by someone else meanwhile is not overwritten at Finalizar', async ({ page, request }) => {
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Topografía']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [ana, bruno] = await approvedStudents(request, token, instancia.id, [
      ['Ana', 'Sosa'],
      ['Bruno', 'Díaz'],
    ]);
    const materia = carrera.materias[0];
    const fecha = isoDay(4);

    await signIn(page, ADMIN);
    await chooseClass(page, instancia.id, materia.descripcion, fecha);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await absentBox(page, ana).check();
    // Another staff member loads the same class first, with Bruno absent.
    await storeMarks(request, token, {
      instancia_id: instancia.id,
      materia_id: materia.id,
      fecha_clase: fecha,
      ausentes: [bruno.inscriptoId],
    });
    await page.getByRole('button', { name: 'Finalizar' }).click();

    const warning = page.getByTestId('existing-records');
    await expect(warning).toContainText(`Ya hay 2 asistencias cargadas de esta materia para la clase del ${ddmmyyyy(fecha)}.`);
    await expect(warning.getByText('Esta clase ya tiene asistencias cargadas')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'attendance: refused at Finalizar');
    expect(await storedMarks(request, token, instancia.id, materia.id, fecha)).toEqual(
      new Map([
        [ana.inscriptoId, 1],
        [bruno.inscriptoId, 0],
      ]),
    );

    // The replace, confirmed, sends this load at once.
    await warning.getByRole('button', { name: 'Reemplazar asistencias' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Reemplazar las asistencias cargadas?' });
    await expect(confirm).toContainText('Hoy figura 1 ausente.');
    await confirm.getByRole('button', { name: 'Reemplazar asistencias' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    expect(await storedMarks(request, token, instancia.id, materia.id, fecha)).toEqual(
      new Map([
        [ana.inscriptoId, 0],
        [bruno.inscriptoId, 1],
      ]),
    );
  });

  test('a class date outside the course is refused on the date field', async ({ page, request }) => {
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Geometría']);
    const instancia = await createInstancia(request, token, carrera.id);
    await approvedStudents(request, token, instancia.id, [['Julia', 'Ríos']]);
    const materia = carrera.materias[0];
    const field = page.getByRole('textbox', { name: 'Fecha de la clase' });

    await signIn(page, ADMIN);
    await chooseClass(page, instancia.id, materia.descripcion, isoDay(-5));
    const outside = `La fecha de la clase debe estar dentro del curso de la instancia, del ${ddmmyyyy(isoDay(-1))} al ${ddmmyyyy(isoDay(60))}.`;
    await expect(page.getByText(outside)).toBeVisible();
    await expect(page.getByText(`El curso de la instancia va del ${ddmmyyyy(isoDay(-1))} al ${ddmmyyyy(isoDay(60))}.`)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Ahora, Seleccione la fecha de la clase' })).toBeVisible();
    await expectNoAxeViolations(page, 'attendance: date outside the course');

    // The course moves while the load is open: the server's 422 comes back to the date field.
    await field.fill(isoDay(3));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('button', { name: 'Finalizar' })).toBeVisible();
    const moved = await request.put(`/api/instancias/${instancia.id}`, {
      headers: bearer(token),
      data: {
        carrera_id: carrera.id,
        descripcion: instancia.descripcion,
        fecha_publicacion: isoDay(-1),
        fecha_inicio: isoDay(10),
        fecha_fin: isoDay(60),
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { name: 'Ahora, Seleccione la fecha de la clase' })).toBeVisible();
    await expect(
      page.getByText(
        `La fecha de la clase debe estar dentro del curso de la instancia, del ${ddmmyyyy(isoDay(10))} al ${ddmmyyyy(isoDay(60))}.`,
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await storedMarks(request, token, instancia.id, materia.id, isoDay(3))).size).toBe(0);
  });
});

test.describe('grades: a new grade never overwrites a stored one', () => {
  test('warns with the count, opens the exam in edit mode, or replaces after a confirmation; a row saved here is updated', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Análisis Matemático']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [lucia, mateo] = await approvedStudents(request, token, instancia.id, [
      ['Lucía', 'Acosta'],
      ['Mateo', 'Benítez'],
    ]);
    const materia = carrera.materias[0];
    const fecha = isoDay(5);
    await storeGrade(request, token, { inscripto_id: lucia.inscriptoId, materia_id: materia.id, fecha_examen: fecha, nota: 8 });
    const luciaId = (await storedGrades(request, token, instancia.id, materia.id, fecha)).get(lucia.inscriptoId)!.id;
    const calls = recordCalls(page, '/api/notas-inscripto/');

    await signIn(page, ADMIN);
    await chooseClass(page, instancia.id, materia.descripcion, fecha, 'notas');
    const warning = page.getByTestId('existing-records');
    await expect(warning).toContainText('Este examen ya tiene notas cargadas');
    await expect(warning).toContainText(`Ya hay 1 nota cargada de esta materia para el examen del ${ddmmyyyy(fecha)}.`);
    await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'grades: exam already graded');
    await captureWidths(page, 'issue14-grades-warning');

    // "Modificar notas": the exam in edit mode with the stored grade.
    await warning.getByRole('button', { name: 'Modificar notas' }).click();
    await expect(page).toHaveURL(new RegExp(`/instancias/notas/edit/${instancia.id}$`));
    await expect(gradeInput(page, lucia)).toHaveValue('8');
    await expect(page.getByRole('button', { name: `Modificar la nota de ${lucia.label}` })).toBeVisible();

    // The explicit replace: confirmed, each row stores with reemplazar and shows what it replaces.
    await chooseClass(page, instancia.id, materia.descripcion, fecha, 'notas');
    await warning.getByRole('button', { name: 'Reemplazar notas' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Reemplazar las notas cargadas?' });
    await expect(confirm).toContainText(`Hay 1 nota guardada de ${materia.descripcion} para el examen del ${ddmmyyyy(fecha)}.`);
    await expect(confirm).toContainText('Las notas que no vuelva a cargar quedan como están.');
    await expectNoAxeViolations(page, 'grades: replace confirmation');
    await confirm.getByRole('button', { name: 'Reemplazar notas' }).click();
    await expect(page.getByTestId('replacing-note')).toContainText('Reemplazo confirmado');
    await expect(gradeRow(page, lucia)).toContainText('Guardada: 8');
    await expect(gradeInput(page, lucia)).toHaveValue('');
    await gradeInput(page, lucia).fill('9');
    await page.getByRole('button', { name: `Cargar la nota de ${lucia.label}` }).click();
    await expect(gradeRow(page, lucia).getByTestId('grade-saved')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { inscripto_id: lucia.inscriptoId, nota: 9, reemplazar: true } });
    expect((await storedGrades(request, token, instancia.id, materia.id, fecha)).get(lucia.inscriptoId)).toMatchObject({
      id: luciaId,
      nota: 9,
    });

    // Saved once on this screen: saving the row again changes that grade (PUT update/{id}).
    await gradeInput(page, lucia).fill('9,5');
    await page.getByRole('button', { name: `Cargar la nota de ${lucia.label}` }).click();
    await expect(gradeRow(page, lucia).getByTestId('grade-saved')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { nota: 9.5 } });
    expect(calls.at(-1)!.url).toContain(`/api/notas-inscripto/update/${luciaId}`);
    const grades = await storedGrades(request, token, instancia.id, materia.id, fecha);
    expect(grades.get(lucia.inscriptoId)).toMatchObject({ id: luciaId, nota: 9.5 });
    expect(grades.has(mateo.inscriptoId)).toBe(false);
  });

  test('a grade stored meanwhile is not overwritten: the row offers the replace or edit mode', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Física I']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [lucia, mateo] = await approvedStudents(request, token, instancia.id, [
      ['Lucía', 'Castro'],
      ['Mateo', 'Duarte'],
    ]);
    const materia = carrera.materias[0];
    const fecha = isoDay(6);
    const calls = recordCalls(page, '/api/notas-inscripto/');

    await signIn(page, ADMIN);
    await chooseClass(page, instancia.id, materia.descripcion, fecha, 'notas');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // A new grade, then the same row again: the second save updates it.
    await gradeInput(page, lucia).fill('8');
    await page.getByRole('button', { name: `Cargar la nota de ${lucia.label}` }).click();
    await expect(gradeRow(page, lucia).getByTestId('grade-saved')).toBeVisible();
    await gradeInput(page, lucia).fill('8,5');
    await page.getByRole('button', { name: `Cargar la nota de ${lucia.label}` }).click();
    await expect(gradeRow(page, lucia).getByTestId('grade-saved')).toBeVisible();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(calls[0].body).not.toHaveProperty('reemplazar');

    // Someone else grades Mateo meanwhile: this screen's 7 is refused and the row says so.
    await storeGrade(request, token, { inscripto_id: mateo.inscriptoId, materia_id: materia.id, fecha_examen: fecha, nota: 6 });
    await gradeInput(page, mateo).fill('7');
    await page.getByRole('button', { name: `Cargar la nota de ${mateo.label}` }).click();
    await expect(gradeRow(page, mateo)).toContainText(
      `Este inscripto ya tiene la nota 6 en esta materia para el examen del ${ddmmyyyy(fecha)}. Para cambiarla, ábrala en "Modificar notas"`,
    );
    await expect(gradeInput(page, mateo)).toHaveAttribute('aria-invalid', 'true');
    await expect(gradeRow(page, mateo).getByRole('button', { name: 'Modificar notas' })).toBeVisible();
    expect((await storedGrades(request, token, instancia.id, materia.id, fecha)).get(mateo.inscriptoId)?.nota).toBe(6);
    await expectNoAxeViolations(page, 'grades: row refused');
    await captureWidths(page, 'issue14-grade-row-conflict');

    await gradeRow(page, mateo)
      .getByRole('button', { name: `Reemplazar la nota de ${mateo.label}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `¿Reemplazar la nota de ${mateo.label}?` });
    await expect(confirm).toContainText('Se perderá la nota guardada 6 y quedará 7.');
    await expectNoAxeViolations(page, 'grades: replace one grade');
    await confirm.getByRole('button', { name: 'Reemplazar la nota' }).click();
    await expect(gradeRow(page, mateo).getByTestId('grade-saved')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { inscripto_id: mateo.inscriptoId, nota: 7, reemplazar: true } });
    const grades = await storedGrades(request, token, instancia.id, materia.id, fecha);
    expect(grades.get(mateo.inscriptoId)?.nota).toBe(7);
    expect(grades.get(lucia.inscriptoId)?.nota).toBe(8.5);

    await page.goto('/dashboard');
    // The newest entry; the board takes a while to load when the worker's database has many instancias.
    await expect(page.getByTestId('audit-table').getByRole('row').nth(1)).toContainText('Reemplazó una nota', { timeout: 30_000 });
  });
});

test('an instancia identical to an existing one asks before it is created', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const descripcion = `Ingreso Duplicado ${Date.now().toString(36)}`;
  const countOf = async () => {
    const res = await request.get('/api/instancias', { headers: bearer(token) });
    return ((await res.json()).data.instancias as Array<{ descripcion: string }>).filter((i) => i.descripcion === descripcion).length;
  };

  await signIn(page, ADMIN);
  await page.goto('/instancias');
  await page.getByRole('button', { name: 'Crear nueva instancia', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'CREAR INSTANCIA' });
  const fill = async () => {
    await pick(page, 'Carrera', 'Ingeniería Mecánica', form);
    await form.getByRole('textbox', { name: 'Descripción' }).fill(descripcion);
    await form.getByRole('textbox', { name: 'Fecha de publicación' }).fill(isoDay(-2));
    await form.getByRole('textbox', { name: 'Fecha de inicio' }).fill(isoDay(20));
    await form.getByRole('textbox', { name: 'Fecha de fin' }).fill(isoDay(200));
    await form.getByRole('textbox', { name: 'Descripción' }).click();
  };
  await fill();
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(form.getByTestId('instancia-form-success')).toContainText('La instancia se creó con éxito.');

  // "Cargar Otro" with the same data: a warning, not a second instancia.
  await form.getByRole('button', { name: 'Cargar Otro', exact: true }).click();
  await fill();
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  const warning = form.getByTestId('instancia-duplicate');
  await expect(warning.getByRole('heading', { name: 'Ya existe una instancia igual' })).toBeVisible();
  await expect(warning).toContainText(
    'Ya existe una instancia de esta carrera con la misma descripción y las mismas fechas de publicación, inicio y fin.',
  );
  await expect(warning.getByRole('button', { name: 'Crear igual' })).toBeVisible();
  expect(await countOf()).toBe(1);
  await expectNoAxeViolations(page, 'instancia: duplicate warning');
  await captureWidths(page, 'issue14-instancia-duplicate');

  // Cancelar goes back to the form as it was; nothing is created.
  await warning.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Descripción' })).toHaveValue(descripcion);
  expect(await countOf()).toBe(1);

  // "Crear igual" creates the second one on purpose.
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await form.getByTestId('instancia-duplicate').getByRole('button', { name: 'Crear igual' }).click();
  await expect(form.getByTestId('instancia-form-success')).toContainText('La instancia se creó con éxito.');
  expect(await countOf()).toBe(2);
});
