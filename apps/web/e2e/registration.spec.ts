import { expect, test } from './support/fixtures';
import { closeLandingDialog, newUser } from './support/accounts';
import { hasMail, latestMailLink } from './support/outbox';

test('a new applicant registers, activates the account, signs in, sees the shell and signs out', async ({ page }) => {
  const user = newUser('Lucía Fernández');

  await page.goto('/auth/registration');
  await page.getByLabel('Nombre').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByLabel('Confirmar contraseña').fill(user.password);

  const submit = page.getByRole('button', { name: 'Registrarme' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Hemos registrado tus datos correctamente')).toBeVisible();
  await expect(page.getByText('Te enviaremos un correo electrónico para activar tu cuenta.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();

  // The activation link from the e-mail (the .eml in the outbox).
  const link = await latestMailLink(user.email, 'verify-account');
  await page.goto(link);
  await expect(page.getByText('Tu cuenta fue activada. Ya podés iniciar sesión.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  // The applicant area opens after its loading screen.
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeVisible({ timeout: 15_000 });
  await closeLandingDialog(page);
  await expect(userMenu).toContainText('Hola,');
  await expect(userMenu).toContainText(user.name);
  await expect(page.getByTestId('user-avatar')).toHaveText('L');
  await expect(page.getByTestId('footer-year')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByRole('contentinfo')).toContainText('Desarrollado por');

  await userMenu.click();
  const panel = page.getByRole('dialog', { name: 'Mi Perfil' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('profile-name')).toHaveText(user.name);
  await expect(panel.getByTestId('profile-email')).toHaveText(user.email);
  await expect(panel.getByTestId('profile-role')).toHaveText('Estudiante');
  await panel.getByRole('link', { name: 'Salir' }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  // Signed out for real: the signed-in area sends back to login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the activation page shows only the wait state while it validates, and spends the token once', async ({ page, request }) => {
  const user = newUser('Mateo Gómez');
  const registered = await request.post('/api/register/', {
    data: { name: user.name, email: user.email, password: user.password, c_password: user.password },
  });
  expect(registered.status()).toBe(201);
  const link = await latestMailLink(user.email, 'verify-account');

  let calls = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/verify-account', async (route) => {
    calls += 1;
    await held;
    await route.continue();
  });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Activación de cuenta' })).toBeVisible();
  await expect(page.getByText('Estamos validando tu usuario.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  release();
  await expect(page.getByText('Tu cuenta fue activada. Ya podés iniciar sesión.')).toBeVisible();
  expect(calls).toBe(1);

  // The token is single use: opening the link again reports the failure.
  await page.unroute('**/api/verify-account');
  await page.goto(link);
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeVisible();
});

test('a taken e-mail looks exactly like a new registration; the owner gets an e-mail instead (decision 149)', async ({ page, request }) => {
  const user = newUser('Sofía Díaz');
  await request.post('/api/register/', {
    data: { name: user.name, email: user.email, password: user.password, c_password: user.password },
  });
  await page.goto('/auth/registration');
  await page.getByLabel('Nombre').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Otra-clave-segura-9');
  await page.getByLabel('Confirmar contraseña').fill('Otra-clave-segura-9');
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByTestId('registration-success')).toHaveText('Hemos registrado tus datos correctamente');
  await expect(page.getByTestId('form-error')).toHaveCount(0);
  // The owner's e-mail ("Alguien intentó crear una cuenta ..."), read as ASCII.
  expect(await hasMail(user.email, 'crear una cuenta en el Sistema de Ingreso')).toBe(true);
});

test('a common password is refused by the server under the field', async ({ page }) => {
  const user = newUser('Carla Gómez');
  await page.goto('/auth/registration');
  await page.getByLabel('Nombre').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  await password.fill('Password1');
  await page.getByLabel('Confirmar contraseña').fill('Password1');
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(page.getByText('Esa contraseña es demasiado común o apareció en filtraciones; elegí otra.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('registration-success')).toHaveCount(0);
});
