import { expect, test, type Page } from './support/fixtures';
import { ADMIN, bearer, expectNoAxeViolations, screenshots, signIn } from './enrolment-helpers';
import { adminToken, approvedStudents, createInstancia, isoDay } from './staff-attendance-helpers';

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.describe('careers and subjects (staff)', () => {
  test('creates and renames a career, adds, renames and deletes subjects; a subject in use is kept', async ({ page, request }) => {
    // Many steps, screenshots at two sizes and axe runs: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const name = `Curso de Robótica ${Date.now().toString(36)}`;

    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Carreras' }).click();
    await expect(page).toHaveURL(/\/carreras-admin$/);
    const table = page.getByTestId('carreras-table');
    for (const column of ['Carrera', 'Tipo', 'Materias', 'Acciones'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    // The seeded careers with their type and subject count.
    const civil = page.getByTestId('carrera-row').filter({ hasText: 'Ingeniería Civil' });
    await expect(civil).toContainText('Carreras de Grado');
    await expect(civil.getByRole('button', { name: /^Materias \(\d+\)/ })).toBeVisible();
    await expectNoAxeViolations(page, 'careers: list');
    await screenshots(page, 'staff-careers-1-list');

    // Create: the shared messages on an empty form, then a career of type Cursos.
    await page.getByRole('button', { name: 'Crear carrera' }).click();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('La descripción es obligatoria')).toBeVisible();
    await expect(dialog(page).getByText('El tipo de carrera es obligatorio.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Descripción' }).fill(name);
    await dialog(page).getByRole('combobox', { name: 'Tipo de carrera' }).click();
    await page.getByRole('option', { name: 'Cursos', exact: true }).click();
    await expectNoAxeViolations(page, 'careers: create modal');
    await screenshots(page, 'staff-careers-2-create');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se guardó la carrera ${name}.`)).toBeVisible();
    const row = page.getByTestId('carrera-row').filter({ hasText: name });
    await expect(row).toContainText('Cursos');
    await expect(row.getByRole('button', { name: `Materias (0): ${name}` })).toBeVisible();

    // Edit the career's name.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Descripción' })).toHaveValue(name);
    await dialog(page).getByRole('textbox', { name: 'Descripción' }).fill(`${name} II`);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se guardó la carrera ${name} II.`)).toBeVisible();
    const renamed = page.getByTestId('carrera-row').filter({ hasText: `${name} II` });

    // Subjects: add two, rename one, delete the other.
    await renamed.getByRole('button', { name: `Materias (0): ${name} II` }).click();
    await expect(dialog(page).getByText('Esta carrera todavía no tiene materias.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog(page).getByText('La descripción es obligatoria')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Nueva materia' }).fill('Sensores');
    await dialog(page).getByRole('button', { name: 'Agregar' }).click();
    await expect(dialog(page).getByText('Se agregó la materia Sensores.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Nueva materia' }).fill('Actuadores');
    await dialog(page).getByRole('textbox', { name: 'Nueva materia' }).press('Enter');
    await expect(dialog(page).getByTestId('materia-item')).toHaveCount(2);

    await dialog(page).getByRole('button', { name: 'Renombrar Sensores' }).click();
    await dialog(page).getByRole('textbox', { name: 'Nuevo nombre de Sensores' }).fill('Sensores y Transductores');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Se renombró la materia a Sensores y Transductores.')).toBeVisible();
    await expect(dialog(page).getByTestId('materia-item').filter({ hasText: 'Sensores y Transductores' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'careers: subjects modal');
    await screenshots(page, 'staff-careers-3-subjects');

    await dialog(page).getByRole('button', { name: 'Eliminar Actuadores' }).click();
    await expect(dialog(page).getByText('¿Está seguro que desea eliminar la materia Actuadores?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog(page).getByText('Se ha eliminado la materia con éxito')).toBeVisible();
    await expect(dialog(page).getByTestId('materia-item')).toHaveCount(1);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(renamed.getByRole('button', { name: `Materias (1): ${name} II` })).toBeVisible();

    // A subject with attendance cannot be deleted: the server's message is shown and the subject stays.
    const carreras = (await (await request.get('/api/carreras', { headers: bearer(token) })).json()).data.carreras as Array<any>;
    const carreraId = carreras.find((c) => c.descripcion === `${name} II`).id as number;
    const materias = (await (await request.get(`/api/carreras/${carreraId}/materias`, { headers: bearer(token) })).json()).data.materias;
    const instancia = await createInstancia(request, token, carreraId);
    const [student] = await approvedStudents(request, token, instancia.id, [['Tomás', 'Villalba']]);
    const stored = await request.post('/api/asistencias-inscripto/store/', {
      headers: bearer(token),
      data: { instancia_id: instancia.id, materia_id: materias[0].id, fecha_clase: isoDay(-1), ausentes: [student.inscriptoId] },
    });
    expect(stored.status(), await stored.text()).toBe(200);

    await renamed.getByRole('button', { name: `Materias (1): ${name} II` }).click();
    await expect(dialog(page).getByText('Con asistencias o notas')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Eliminar Sensores y Transductores' }).click();
    await dialog(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      dialog(page).getByText(
        'No se puede eliminar la materia porque tiene asistencias o notas cargadas. Puede cambiarle el nombre en su lugar.',
      ),
    ).toBeVisible();
    await expect(dialog(page).getByTestId('materia-item')).toHaveCount(1);
    await screenshots(page, 'staff-careers-4-in-use');
  });
});

test('a career created in the careers admin is at once in the instancia form’s career select (one query key per resource)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Tecnicatura en Datos ${Date.now().toString(36)}`;
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await signIn(page, ADMIN);

  // The instancia form loads the careers first, so a stale copy would be in the cache.
  await menu.getByRole('link', { name: 'Instancias' }).click();
  await page.getByRole('button', { name: 'Crear nueva instancia', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'CREAR INSTANCIA' });
  await form.getByRole('combobox', { name: 'Carrera' }).click();
  await expect(page.getByRole('option', { name: 'Ingeniería Mecánica', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();

  // Created in the careers admin, without reloading the page.
  await menu.getByRole('link', { name: 'Carreras' }).click();
  await page.getByRole('button', { name: 'Crear carrera' }).click();
  await dialog(page).getByRole('textbox', { name: 'Descripción' }).fill(name);
  await dialog(page).getByRole('combobox', { name: 'Tipo de carrera' }).click();
  await page.getByRole('option', { name: 'Cursos', exact: true }).click();
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se guardó la carrera ${name}.`)).toBeVisible();

  await menu.getByRole('link', { name: 'Instancias' }).click();
  await page.getByRole('button', { name: 'Crear nueva instancia', exact: true }).click();
  await form.getByRole('combobox', { name: 'Carrera' }).click();
  await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
});
