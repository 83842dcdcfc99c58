import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';
import { latestMailLink } from './support/outbox';

const NEUTRAL =
  'Si hay una cuenta con ese correo, te enviamos un enlace para restablecer tu contraseña. Revisá tu correo (también la carpeta de spam).';

test('forgot password for an unknown address shows the same neutral message as for a known one (decision 149)', async ({ page }) => {
  const email = `nadie-${Date.now().toString(36)}@example.com`;
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('form-success')).toHaveText(NEUTRAL);
  await expect(page.getByRole('heading', { name: 'Revisá tu correo' })).toBeVisible();
  await expect(page.getByTestId('form-error')).toHaveCount(0);
});

test('forgot password, reset through the e-mailed link, sign in with the new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Martina Acosta'));
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar' }).click();

  // Success: the server's message and only a Volver button remain.
  await expect(page.getByTestId('form-success')).toHaveText(NEUTRAL);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver' })).toBeVisible();

  const link = await latestMailLink(user.email, 'reset-password');
  await page.goto(link);
  // A common password is refused by the server with its own message, under the field.
  const field = page.getByRole('textbox', { name: 'Nueva contraseña', exact: true });
  await field.fill('Password1');
  await page.getByLabel('Confirmar nueva contraseña').fill('Password1');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('Esa contraseña es demasiado común o apareció en filtraciones; elegí otra.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const newPassword = 'Otra-clave-2';
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nueva contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('Contraseña restablecida con éxito')).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await signIn(page, { email: user.email, password: newPassword });

  // The used link does not work twice.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Tercera-clave-3');
  await page.getByLabel('Confirmar nueva contraseña').fill('Tercera-clave-3');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Ha ocurrido un error. Por favor, intente de nuevo');
});
