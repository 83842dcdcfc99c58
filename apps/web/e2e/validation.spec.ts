import { expect, test, type Locator, type Page } from './support/fixtures';

/** Mantine links a field's error through aria-describedby; read the message the way assistive tech does. */
async function errorOf(page: Page, field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  // A field with a description (the password strength hint) is described by it too: the error is the "-error" one.
  const errorIds = ids.filter((id) => id.endsWith('-error'));
  const texts = await Promise.all((errorIds.length ? errorIds : ids).map((id) => page.locator(`[id="${id}"]`).textContent()));
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
  // Up to 128, the longest new password (decision 145); shorter old ones still sign in.
  await blurWith(password, 'x'.repeat(129));
  expect(await errorOf(page, password)).toBe('Máximo 128 caracteres');
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
  // New passwords follow decision 145: 8 to 128 characters, any characters.
  await blurWith(password, 'ab');
  expect(await errorOf(page, password)).toBe('La contraseña debe tener al menos 8 caracteres.');
  await blurWith(password, '1234567');
  expect(await errorOf(page, password)).toBe('La contraseña debe tener al menos 8 caracteres.');
  await blurWith(password, 'p'.repeat(129));
  expect(await errorOf(page, password)).toBe('La contraseña puede tener como máximo 128 caracteres.');
  await blurWith(password, 'una frase con espacios y ñ');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
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
  expect(await errorOf(page, password)).toBe('La contraseña debe tener al menos 8 caracteres.');
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

test('the strength hint under a new password follows the typing and is announced politely', async ({ page }) => {
  await page.goto('/auth/registration');
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  const hint = page.getByTestId('password-strength');
  await expect(hint).toHaveAttribute('aria-live', 'polite');
  await expect(hint).toHaveText('Usá al menos 8 caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.');
  // The input is described by the hint.
  const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
  const hintId = await hint.evaluate((el) => el.closest('[id]')?.id ?? '');
  expect(describedBy.split(/\s+/)).toContain(hintId);
  for (const [value, level, text] of [
    ['abc', 'tooShort', 'Muy corta: usá al menos 8 caracteres.'],
    ['aaaaaaaaaa', 'weak', 'Débil: es fácil de adivinar.'],
    ['ocholetr', 'fair', 'Aceptable. Más larga es más segura.'],
    ['una frase larga', 'good', 'Buena.'],
    ['una frase bastante larga', 'strong', 'Muy buena.'],
  ]) {
    await password.fill(value);
    await expect(hint).toHaveAttribute('data-level', level);
    await expect(hint).toHaveText(text);
  }
});
