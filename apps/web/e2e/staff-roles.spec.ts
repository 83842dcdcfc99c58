import { expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { ADMIN, bearer, createApplicant, expectNoAxeViolations, screenshots, signIn } from './enrolment-helpers';
import { adminToken, createCarrera, createInstancia, enrol } from './staff-attendance-helpers';

/**
 * Issue 17 §1 and §2 in the browser: each staff group sees only what it may do, and an
 * administrator confirms their password for a sensitive change of an account.
 */

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}${++counter}@facultad.test`;

/** A staff member of a group other than Administrador (no confirmation needed to create one). */
async function staffMember(request: APIRequestContext, roleId: 3 | 4, name: string) {
  const member = { name, email: uniqueEmail(roleId === 3 ? 'bedelia' : 'secretaria'), password: 'Personal-e2e-2026' };
  const res = await request.post('/api/users/', {
    headers: bearer(await adminToken(request)),
    data: { ...member, c_password: member.password, role_id: roleId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** An instancia with one pending enrollee, so the enrollee screens have a row. */
async function instanciaWithEnrollee(request: APIRequestContext) {
  const token = await adminToken(request);
  const carrera = await createCarrera(request, token, ['Matemática']);
  const instancia = await createInstancia(request, token, carrera.id);
  const applicant = await createApplicant(request);
  await enrol(request, token, applicant.persona.id, instancia.id);
  return { instancia, applicant };
}

async function menuLinks(page: Page) {
  const header = page.getByRole('banner');
  const names = ['Tablero', 'Instancias', 'Inscripciones', 'Correcciones', 'Usuarios', 'Carreras'];
  const shown: string[] = [];
  for (const name of names) if ((await header.getByRole('link', { name: new RegExp(`^${name}(\\s|$)`) }).count()) > 0) shown.push(name);
  return shown;
}

test('Bedelía sees attendance and grades and reads the enrollees; nothing else', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { instancia, applicant } = await instanciaWithEnrollee(request);
  const clerk = await staffMember(request, 3, 'Marta Bedel');
  await signIn(page, clerk);
  await expect(page).toHaveURL(/\/instancias$/);
  expect(await menuLinks(page)).toEqual(['Instancias', 'Inscripciones']);

  // The instancias list: no creation, only the attendance and grades actions.
  await expect(page.getByRole('button', { name: 'Crear nueva instancia' })).toHaveCount(0);
  await page.getByRole('searchbox').fill(instancia.descripcion);
  const row = page.getByTestId('instancia-row').filter({ hasText: instancia.descripcion });
  await expect(row.getByRole('button')).toHaveText(['Asistencias', 'Notas']);
  await expectNoAxeViolations(page, 'bedelía: instancias');
  await screenshots(page, 'staff-roles-1-bedelia-instancias');

  // The enrollee list reads, without the Excel export, the documents or the estado form.
  await page.goto(`/inscripciones/${instancia.id}`);
  const enrollee = page.getByTestId('enrollee-row').filter({ hasText: applicant.persona.apellido });
  await expect(enrollee).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar CSV para el sistema de alumnos' })).toHaveCount(0);
  await expect(enrollee.getByRole('button', { name: /documentación/i })).toHaveCount(0);
  await enrollee.getByRole('button', { name: /^Ver detalles de/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('personal-section')).toBeVisible();
  await expect(detail.getByTestId('estado-section')).toHaveCount(0);
  await expect(detail.getByTestId('persona-edit-open')).toHaveCount(0);
  // Reading enrolments (inscripciones.ver) includes their constancia.
  await expect(detail.getByRole('button', { name: 'Descargar constancia' })).toBeVisible();
  await screenshots(page, 'staff-roles-2-bedelia-detail');

  // A screen of another group, opened by its address, leads home; the server refuses its calls too.
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/instancias$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/instancias$/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').token as string);
  expect((await request.get('/api/users', { headers: bearer(token) })).status()).toBe(403);
  expect(
    (
      await request.put(`/api/inscriptos/set_estado/${1}`, {
        headers: bearer(token),
        data: { estado_id: 2, observacion: '', override_motivo: 'Aprobada en la prueba sin revisar documentos' },
      })
    ).status(),
  ).toBe(403);
});

test('Secretaría Académica reviews admissions but administers neither accounts nor careers', async ({ page, request }) => {
  const { instancia } = await instanciaWithEnrollee(request);
  const secretary = await staffMember(request, 4, 'Julia Secretaria');
  await signIn(page, secretary);
  await expect(page).toHaveURL(/\/instancias$/);
  expect(await menuLinks(page)).toEqual(['Tablero', 'Instancias', 'Inscripciones', 'Correcciones']);
  await expect(page.getByRole('button', { name: 'Crear nueva instancia' })).toBeVisible();
  await page.getByRole('searchbox').fill(instancia.descripcion);
  const row = page.getByTestId('instancia-row').filter({ hasText: instancia.descripcion });
  // "Documentos": the instancia's required documents, which Secretaría configures with the instancias (issue 15).
  await expect(row.getByRole('button')).toHaveText(['Editar', 'Eliminar', 'Inscriptos', 'Documentos']);
  await page.goto(`/inscripciones/${instancia.id}`);
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV para el sistema de alumnos' })).toBeVisible();
  await page.goto('/carreras-admin');
  await expect(page).toHaveURL(/\/instancias$/);
});

test('an administrator confirms their password to create an Administrador, and the account’s history shows it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Crear nuevo usuario' }).click();
  const dialog = page.getByRole('dialog');
  const email = uniqueEmail('nuevo-admin');
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Nora Admin');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Rol', exact: true }).click();
  await page.getByRole('option', { name: 'admin', exact: true }).click();
  const current = dialog.getByRole('textbox', { name: 'Tu contraseña actual' });
  // A Bedelía account needs no confirmation; an Administrador does.
  await dialog.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Bedelía', exact: true }).click();
  await expect(current).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Administrador', exact: true }).click();
  await expect(current).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Nora-Admin-2026');
  await dialog.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Nora-Admin-2026');

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Para este cambio confirmá tu contraseña actual.')).toBeVisible();
  await current.fill('no-es-mi-clave');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await expectNoAxeViolations(page, 'users: confirmation refused');
  await screenshots(page, 'staff-roles-3-confirmation');
  await current.fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Usuario creado con éxito.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.getByRole('searchbox', { name: 'Buscar por email' }).fill(email);
  await page.getByRole('button', { name: 'Historial de Nora Admin' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByTestId('user-history-entry')).toHaveCount(1);
  await expect(history.getByTestId('user-history-entry')).toContainText(`Creó la cuenta: grupo Administrador, correo ${email}`);
  await expect(history.getByTestId('user-history-entry')).toContainText('por Administrador');
  await expectNoAxeViolations(page, 'users: history');
  await screenshots(page, 'staff-roles-4-history');
});
