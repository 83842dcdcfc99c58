import { expect, test, type Page } from './support/fixtures';
import { ADMIN, apiLogin, bearer, expectNoAxeViolations, screenshots, signIn } from './enrolment-helpers';
import { adminToken } from './staff-attendance-helpers';

let counter = 0;
function email(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}@example.com`;
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.describe('user administration (staff)', () => {
  test('creates a staff user, edits it with and without a password change', async ({ page, request }) => {
    // Many steps, screenshots at two sizes and axe runs: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const token = await adminToken(request);
    // Enough users for more than one page of 5.
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/users/', {
        headers: bearer(token),
        data: {
          name: `Relleno ${i}`,
          email: email('relleno'),
          role: 'user',
          role_description: 'User',
          password: 'Clave-relleno-1',
          c_password: 'Clave-relleno-1',
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Usuarios' }).first().click();
    await expect(page).toHaveURL(/\/usuarios$/);
    const table = page.getByTestId('users-table');
    for (const column of ['Nombre', 'Email', 'Rol', 'Acciones'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    await expect(page.getByTestId('user-row')).toHaveCount(5);

    // Paging: 5 per page with <<, Anterior, numbers, Siguiente and >>.
    const pager = page.getByRole('navigation', { name: 'Páginas de usuarios' });
    await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Primera página' })).toHaveText('<<');
    await pager.getByRole('button', { name: 'Última página' }).click();
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Última página' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Primera página' }).click();
    await expect(pager.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

    // The administrator's row shows the real role and group, not a dash.
    await page.getByRole('searchbox', { name: 'Buscar por email' }).fill(ADMIN.email);
    const adminRow = page.getByTestId('user-row').filter({ hasText: ADMIN.email });
    await expect(adminRow).toContainText('admin');
    await expect(adminRow).toContainText('Administrador');
    await expectNoAxeViolations(page, 'users: list');
    await screenshots(page, 'staff-users-1-list');

    // Create: the seed's messages on an empty form.
    await page.getByRole('button', { name: 'Crear nuevo usuario' }).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('El campo es obligatorio.').first()).toBeVisible();
    await expect(dialog(page).getByText('El Email es requerido')).toBeVisible();
    await expect(dialog(page).getByText('Por favor, seleccione un elemento.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill('no-es-un-correo');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Por favor, Ingrese un dato válido')).toBeVisible();

    // The role user fixes the group to "User"; the staff group list leaves it out.
    await pick(page, 'Rol', 'user');
    await expect(dialog(page).getByRole('combobox', { name: 'Grupo' })).toBeDisabled();
    await expect(dialog(page).getByRole('combobox', { name: 'Grupo' })).toHaveValue('User');
    await pick(page, 'Rol', 'admin');
    await dialog(page).getByRole('combobox', { name: 'Grupo' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Administrador', 'Bedelía', 'Secretaría Académica']);
    await page.getByRole('option', { name: 'Bedelía', exact: true }).click();
    await expectNoAxeViolations(page, 'users: create modal');
    await screenshots(page, 'staff-users-2-create');

    const staffEmail = email('bedelia');
    await dialog(page).getByRole('textbox', { name: 'Nombre' }).fill('Marta Bedel');
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(staffEmail);
    await dialog(page).getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Bedelia-2026');
    await dialog(page).getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Otra-clave-1');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Las contraseñas deben ser iguales')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Bedelia-2026');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Usuario creado con éxito.')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Cargar Otro' })).toBeVisible();
    await screenshots(page, 'staff-users-3-created');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog(page)).toHaveCount(0);

    // The new staff member signs in with that password and gets the staff scope.
    const login = await apiLogin(request, { email: staffEmail, password: 'Bedelia-2026' });
    expect((login as any).scope).toBe('admin');

    await page.getByRole('searchbox', { name: 'Buscar por email' }).fill(staffEmail);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Marta Bedel');
    await expect(row).toContainText('Bedelía');

    // Edit without changing the password: no password fields, the old one keeps working.
    await row.getByRole('button', { name: 'Editar a Marta Bedel' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Marta Bedel');
    await expect(dialog(page).getByRole('combobox', { name: 'Grupo' })).toHaveValue('Bedelía');
    await expect(dialog(page).getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveCount(0);
    await dialog(page).getByRole('textbox', { name: 'Nombre' }).fill('Marta Bedel Ríos');
    await pick(page, 'Grupo', 'Secretaría Académica');
    // A change of group asks the administrator's own password (issue 17 §2).
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Para este cambio confirmá tu contraseña actual.')).toBeVisible();
    await dialog(page).getByRole('textbox', { name: 'Tu contraseña actual' }).fill(ADMIN.password);
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    // Editing says "actualizado", not "creado" (issue 14).
    await expect(dialog(page).getByRole('status')).toHaveText('Usuario actualizado con éxito.');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(row).toContainText('Marta Bedel Ríos');
    await expect(row).toContainText('Secretaría Académica');
    await apiLogin(request, { email: staffEmail, password: 'Bedelia-2026' });

    // Edit with a password change: both fields required, then the new password is the one that works.
    await row.getByRole('button', { name: 'Editar a Marta Bedel Ríos' }).click();
    await dialog(page).getByRole('checkbox', { name: 'Cambiar la contraseña' }).check();
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('El campo es obligatorio.')).toHaveCount(2);
    await dialog(page).getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Nueva-clave-2026');
    await dialog(page).getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Nueva-clave-2026');
    await expectNoAxeViolations(page, 'users: edit with password');
    await screenshots(page, 'staff-users-4-edit-password');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('Usuario actualizado con éxito.')).toBeVisible();
    const oldLogin = await request.post('/api/login/', { data: { email: staffEmail, password: 'Bedelia-2026' } });
    expect(oldLogin.status()).toBe(401);
    await apiLogin(request, { email: staffEmail, password: 'Nueva-clave-2026' });

    // "Cargar Otro" starts a blank creation; a taken e-mail gets the server's message on the field.
    await dialog(page).getByRole('button', { name: 'Cargar Otro' }).click();
    await expect(dialog(page).getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    await dialog(page).getByRole('textbox', { name: 'Nombre' }).fill('Otra Persona');
    await dialog(page).getByRole('textbox', { name: 'Email' }).fill(staffEmail.toUpperCase());
    await pick(page, 'Rol', 'user');
    await dialog(page).getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Clave-otra-2026');
    await dialog(page).getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Clave-otra-2026');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByText('El email ingresado ya se encuentra registrado.')).toBeVisible();
  });

  test('a refused or failed save shows the reason of the server or the failure text of the seed', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/usuarios');
    await page.getByRole('searchbox', { name: 'Buscar por email' }).fill(ADMIN.email);
    const row = page.getByTestId('user-row').filter({ hasText: ADMIN.email });

    // The last-administrator refusal itself is covered by the API tests; here the screen must show its words.
    const lastAdmin = 'No se puede quitar el rol de administrador al último usuario administrador. Asigne primero ese rol a otro usuario.';
    await page.route(
      '**/api/users/*',
      async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: lastAdmin, error: [{ message: lastAdmin }], errors: {} }),
        });
      },
      { times: 1 },
    );
    await row.getByRole('button', { name: /^Editar a / }).click();
    await pick(page, 'Rol', 'user');
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(lastAdmin);

    await page.route(
      '**/api/users/*',
      async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error interno del servidor"}' });
      },
      { times: 1 },
    );
    await dialog(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Ha ocurrido un error al intentar realizar la petición.');
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toContainText('Administrador');
  });
});
