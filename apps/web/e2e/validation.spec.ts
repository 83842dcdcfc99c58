import { expect, test, type Locator, type Page } from './support/fixtures';

/** Mantine links a field's error through aria-describedby; read the message the way assistive tech does. */
async function errorOf(page: Page, field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

async function blurWith(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

const long = (n: number) => `${'a'.repeat(n - 12)}@example.com`;

test('login form: the seed messages', async ({ page }) => {
  await page.goto('/auth/login');
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });

  await page.getByRole('button', { name: 'Ingresar' }).click();
  expect(await errorOf(page, email)).toBe('Campo requerido');
  expect(await errorOf(page, password)).toBe('Campo requerido');

  await blurWith(email, 'ab');
  expect(await errorOf(page, email)).toBe('Por favor, ingrese mínimo 3 caracteres');
  await blurWith(email, 'abcd');
  expect(await errorOf(page, email)).toBe('Por favor, ingrese un formato de mail correcto');
  await blurWith(email, long(51));
  expect(await errorOf(page, email)).toBe('Máximo 50 cáracteres');
  await blurWith(password, 'x'.repeat(51));
  expect(await errorOf(page, password)).toBe('Máximo 50 cáracteres');
  await blurWith(password, 'xy');
  expect(await errorOf(page, password)).toBe('Por favor, ingrese mínimo 3 caracteres');

  // Nothing invalid reaches the server.
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/login')) calls += 1;
  });
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForTimeout(300);
  expect(calls).toBe(0);
});

test('registration form: the seed messages', async ({ page }) => {
  await page.goto('/auth/registration');
  const name = page.getByLabel('Nombre');
  const email = page.getByLabel('Correo electrónico');
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  const confirm = page.getByLabel('Confirmar contraseña');
  const terms = page.getByRole('checkbox', { name: /Acepto/ });

  // Ticking and unticking the box explains why the button is disabled.
  await terms.check();
  await terms.uncheck();
  await expect(page.getByText('Debes aceptar los términos y condiciones para poder continuar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrarme' })).toBeDisabled();

  await terms.check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect(await errorOf(page, name)).toBe('Campo requerido');
  expect(await errorOf(page, email)).toBe('Campo requerido');
  expect(await errorOf(page, password)).toBe('Campo requerido');
  expect(await errorOf(page, confirm)).toBe('Campo requerido');

  await blurWith(name, 'Al');
  expect(await errorOf(page, name)).toBe('Mínimo 3 caracteres');
  await blurWith(name, 'N'.repeat(51));
  expect(await errorOf(page, name)).toBe('Máximo 50 caracteres');
  await blurWith(email, 'no-es-un-mail');
  expect(await errorOf(page, email)).toBe('Por favor, ingrese un formato de mail correcto');
  await blurWith(password, 'ab');
  expect(await errorOf(page, password)).toBe('Mínimo 3 caracteres');
  await blurWith(password, 'p'.repeat(51));
  expect(await errorOf(page, password)).toBe('Máximo 50 caracteres');
  await blurWith(password, 'Clave-segura-1');
  await blurWith(confirm, 'Clave-segura-2');
  expect(await errorOf(page, confirm)).toBe('Las contraseñas deben ser iguales');
});

test('forgot-password form: the seed messages', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  const email = page.getByLabel('Correo electrónico');
  await page.getByRole('button', { name: 'Enviar' }).click();
  expect(await errorOf(page, email)).toBe('El campo es requerido.');
  await blurWith(email, 'abcd');
  expect(await errorOf(page, email)).toBe('El formato de email ingresado es erróneo');
  await blurWith(email, 'ab');
  expect(await errorOf(page, email)).toBe('Mínimo 3 caracteres');
});

test('reset-password form: the seed messages', async ({ page }) => {
  await page.goto('/auth/reset-password/token-de-prueba');
  const password = page.getByRole('textbox', { name: 'Nueva contraseña', exact: true });
  const confirm = page.getByLabel('Confirmar nueva contraseña');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  expect(await errorOf(page, password)).toBe('Campo requerido');
  expect(await errorOf(page, confirm)).toBe('Campo requerido');
  await blurWith(password, 'ab');
  expect(await errorOf(page, password)).toBe('Mínimo 3 caracteres');
  await blurWith(password, 'Clave-nueva-1');
  await blurWith(confirm, 'Clave-nueva-2');
  expect(await errorOf(page, confirm)).toBe('Las contraseñas deben ser iguales');
});

test('in English the same rules speak English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await errorOf(page, page.getByLabel('E-mail address'))).toBe('Required field');
});
