import { expect, test, type Page } from './support/fixtures';
import { ADMIN, bearer, expectNoAxeViolations, screenshots, signIn } from './enrolment-helpers';
import { adminToken, approvedStudents, createCarrera, createInstancia, createPersona, enrol, isoDay } from './staff-attendance-helpers';

const SUCCESS = 'Se han registrado con éxito todos los datos cargados en las ausencias';

function absentBox(page: Page, label: string) {
  return page.getByRole('checkbox', { name: `Ausente: ${label}` });
}

async function storedMarks(page: Page, token: string, instanciaId: number, materiaId: number, fecha: string) {
  const res = await page.request.get(
    `/api/asistencias-inscripto/get-by-fecha/?instancia_id=${instanciaId}&materia_id=${materiaId}&fecha_clase=${fecha}`,
    { headers: bearer(token) },
  );
  expect(res.status()).toBe(200);
  const { asistencias } = (await res.json()) as { asistencias: Array<{ inscripto_id: number; asistencia: number }> };
  return new Map(asistencias.map((a) => [a.inscripto_id, a.asistencia]));
}

test.describe('attendance wizard (staff)', () => {
  test('records a class with two absentees, resumes after a reload, then edits it', async ({ page, request }) => {
    // Many steps, screenshots at two sizes and axe runs: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Dibujo Técnico', 'Geometría Descriptiva']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [ana, bruno, carla, diego] = await approvedStudents(request, token, instancia.id, [
      ['Ana', 'Pérez'],
      ['Bruno', 'Álvarez'],
      ['Carla', 'Gómez'],
      ['Diego', 'Núñez'],
    ]);
    // Only approved enrollees take part: a pending one must not be listed.
    const pending = await createPersona(request, token, 'Pablo', 'Pendiente');
    await enrol(request, token, pending.personaId, instancia.id, 1);
    const geometria = carrera.materias[1];
    // A class day inside the course (createInstancia runs it from yesterday for two months; issue 14 refuses days outside).
    const fecha = isoDay(3);

    await signIn(page, ADMIN);
    // The instance is held back a moment (on every load of this test) so the loading text can be seen.
    await page.route(`**/api/instancias/${instancia.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`/instancias/asistencias/${instancia.id}`);
    await expect(page.getByText('Cargando...')).toBeVisible();

    await expect(page.getByRole('heading', { name: `Materias correspondientes a ${instancia.descripcion}` })).toBeVisible();
    await expect(page.getByText('Por favor, elegí la materia correspondiente de las asistencias de los estudiantes')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pasos de la carga' })).toContainText('Materia');
    await expectNoAxeViolations(page, 'attendance: subject step');
    await screenshots(page, 'staff-attendance-1-subject');

    await page.getByRole('button', { name: geometria.descripcion }).click();
    await expect(page.getByRole('heading', { name: 'Ahora, Seleccione la fecha de la clase' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('La fecha de la clase es obligatoria.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Fecha de la clase' }).fill(fecha);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page, 'attendance: date step');
    await screenshots(page, 'staff-attendance-2-date');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 3: approved students only, "apellido, nombre", sorted by surname in Spanish order.
    const rows = page.getByTestId('student-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('Álvarez, Bruno');
    await expect(rows.nth(3)).toContainText('Pérez, Ana');
    await expect(page.getByText('Pendiente, Pablo')).toHaveCount(0);
    await expect(rows.nth(0)).toContainText(bruno.dni);

    // DNI search is a substring match.
    await page.getByRole('textbox', { name: 'Buscar por DNI' }).fill(carla.dni.slice(2, 7));
    await expect(rows.filter({ hasText: 'Gómez, Carla' })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Buscar por DNI' }).fill('');
    await expect(rows).toHaveCount(4);

    await absentBox(page, ana.label).check();
    await absentBox(page, diego.label).check();
    await expect(page.getByTestId('absent-count')).toHaveText('2 ausentes marcados');

    // Step and values survive a reload (seed: local storage keys).
    expect(await page.evaluate(() => localStorage.getItem('stepAsistencias'))).toBe('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('asistenciasData') ?? '{}'));
    expect(stored).toMatchObject({ instancia_id: instancia.id, materia_id: geometria.id, fecha_clase: fecha });
    expect([...stored.ausentes].sort()).toEqual([ana.inscriptoId, diego.inscriptoId].sort());
    expect(await page.evaluate(() => localStorage.getItem('storageInstanceAsistencias'))).toContain(`"instance":${instancia.id}`);
    await page.reload();
    await expect(absentBox(page, ana.label)).toBeChecked();
    await expect(absentBox(page, diego.label)).toBeChecked();
    await expect(absentBox(page, bruno.label)).not.toBeChecked();
    await expectNoAxeViolations(page, 'attendance: students step');
    await screenshots(page, 'staff-attendance-3-students');

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    for (const name of ['Volver', 'Cargar Nuevo', 'Continuar']) await expect(page.getByRole('button', { name })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('stepAsistencias'), localStorage.getItem('asistenciasData')])).toEqual([
      null,
      null,
    ]);
    await expectNoAxeViolations(page, 'attendance: success');
    await screenshots(page, 'staff-attendance-4-success');

    let marks = await storedMarks(page, token, instancia.id, geometria.id, fecha);
    expect(marks.get(ana.inscriptoId)).toBe(0);
    expect(marks.get(diego.inscriptoId)).toBe(0);
    expect(marks.get(bruno.inscriptoId)).toBe(1);
    expect(marks.get(carla.inscriptoId)).toBe(1);

    // "Cargar Nuevo" starts again at the first step with nothing kept.
    await page.getByRole('button', { name: 'Cargar Nuevo' }).click();
    await expect(page.getByRole('heading', { name: `Materias correspondientes a ${instancia.descripcion}` })).toBeVisible();
    await expect(page.getByRole('button', { name: geometria.descripcion })).toHaveAttribute('aria-pressed', 'false');

    // Edit mode: look the class up, see the absentees ticked, change one.
    await page.goto(`/instancias/asistencias/edit/${instancia.id}`);
    await page.getByRole('button', { name: geometria.descripcion }).click();
    await expect(page.getByRole('heading', { name: 'Seleccione la fecha a buscar' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Fecha de la clase' }).fill(fecha);
    await page.keyboard.press('Escape');
    await screenshots(page, 'staff-attendance-5-edit-date');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(absentBox(page, ana.label)).toBeChecked();
    await expect(absentBox(page, diego.label)).toBeChecked();
    await expect(absentBox(page, bruno.label)).not.toBeChecked();
    await expect(absentBox(page, carla.label)).not.toBeChecked();
    await absentBox(page, diego.label).uncheck();
    await absentBox(page, carla.label).check();
    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

    marks = await storedMarks(page, token, instancia.id, geometria.id, fecha);
    expect(marks.get(ana.inscriptoId)).toBe(0);
    expect(marks.get(carla.inscriptoId)).toBe(0);
    expect(marks.get(diego.inscriptoId)).toBe(1);
    expect(marks.get(bruno.inscriptoId)).toBe(1);
    expect(marks.size).toBe(4);

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/instancias$/);
  });

  test('an instancia without approved enrollees shows the Ups! card', async ({ page, request }) => {
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Álgebra']);
    const instancia = await createInstancia(request, token, carrera.id);
    const pending = await createPersona(request, token, 'Inés', 'Sosa');
    await enrol(request, token, pending.personaId, instancia.id, 1);

    await signIn(page, ADMIN);
    await page.goto(`/instancias/asistencias/${instancia.id}`);
    await expect(page.getByRole('heading', { name: 'Ups!' })).toBeVisible();
    await expect(page.getByText('Al parecer todavía no hay estudiantes inscriptos a esta instancia de carrera!')).toBeVisible();
    await expectNoAxeViolations(page, 'attendance: no students');
    await screenshots(page, 'staff-attendance-no-students');
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/instancias$/);
  });

  test('a career without subjects says so', async ({ page, request }) => {
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, []);
    const instancia = await createInstancia(request, token, carrera.id);
    await approvedStudents(request, token, instancia.id, [['Julia', 'Ríos']]);

    await signIn(page, ADMIN);
    await page.goto(`/instancias/asistencias/${instancia.id}`);
    await expect(page.getByText('Esta instancia no cuenta con materias')).toBeVisible();
    await expectNoAxeViolations(page, 'attendance: no subjects');
  });

  test('the wizard works by keyboard alone', async ({ page, request }) => {
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Topografía']);
    const instancia = await createInstancia(request, token, carrera.id);
    const [student] = await approvedStudents(request, token, instancia.id, [['Lucas', 'Benítez']]);
    const fecha = isoDay(-1);

    await signIn(page, ADMIN);
    await page.goto(`/instancias/asistencias/${instancia.id}`);
    await page.getByRole('button', { name: 'Topografía' }).focus();
    await page.keyboard.press('Enter');
    const dateField = page.getByRole('textbox', { name: 'Fecha de la clase' });
    await expect(page.getByRole('heading', { name: 'Ahora, Seleccione la fecha de la clase' })).toBeFocused();
    await dateField.focus();
    await page.keyboard.type(fecha);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    const box = absentBox(page, student.label);
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await page.getByRole('button', { name: 'Finalizar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeFocused();
    const marks = await storedMarks(page, token, instancia.id, carrera.materias[0].id, fecha);
    expect(marks.get(student.inscriptoId)).toBe(0);
  });
});
