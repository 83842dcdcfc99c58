import { expect, test } from './support/fixtures';
import { ADMIN, createVerifiedUser, newUser, signIn } from './support/accounts';

test('a wrong password shows the invalid-login message', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Julián Romero'));
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('otra-clave-mal');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('form-error')).toHaveText('Los datos proporcionados son incorrectos');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an account not yet activated is told so and can ask for the e-mail again', async ({ page, request }) => {
  const user = newUser('Valentina Ruiz');
  await request.post('/api/register/', {
    data: { name: user.name, email: user.email, password: user.password, c_password: user.password },
  });
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('form-error')).toContainText('Tu cuenta todavía no fue verificada.');
  await page.getByRole('button', { name: 'Reenviar correo de activación' }).click();
  await expect(page.getByTestId('form-success')).toHaveText(
    'Si la cuenta existe y no está activada, te enviamos un nuevo correo de activación.',
  );
});

test('the administrator gets the staff area and the Administrador role', async ({ page }) => {
  await signIn(page, ADMIN);
  // Staff "/" goes to /instancias, never to the applicant screens.
  await expect(page).not.toHaveURL(/complete-register|carreras/);
  const header = page.getByRole('banner');
  // No applicant entry (the applicant's Carreras is /carreras).
  await expect(header.locator('a[href="/carreras"]')).toHaveCount(0);

  const { staffScreens } = await import('../src/app/routes/staff-routes');
  const { staffMenu } = await import('../src/app/routes/staff-menu');
  const { resource: es } = await import('../src/locales/es/shell');
  const label = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], es) as string;
  for (const entry of staffMenu) {
    // An entry with a count (Correcciones) is named "Correcciones" plus the count when requests are open,
    // which other tests on this worker may have left: match the label as the name's first word(s).
    const escaped = label(entry.labelKey).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const name = new RegExp('^' + escaped + '(\\s|$)');
    const link = header.getByRole('link', { name });
    // The staff menu lists exactly the entries whose screens exist.
    await expect(link).toHaveCount(staffScreens.some((s) => s.path === entry.path) ? 1 : 0);
  }

  await page.getByTestId('user-menu').click();
  const panel = page.getByRole('dialog', { name: 'Mi Perfil' });
  await expect(panel.getByTestId('profile-role')).toHaveText('Administrador');
  await expect(panel.getByTestId('profile-email')).toHaveText(ADMIN.email);
  await expect(panel.getByRole('link', { name: 'Mi Perfil' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Salir' })).toBeVisible();
});

test('a password login downloads the signed-in shell during its one-second pause (decision 346)', async ({ page }) => {
  const order: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/signed-in-shell-[^/]*\.js$/.test(pathname)) order.push('shell');
    if (/^\/api\/login\/?$/.test(pathname)) order.push('login');
  });
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(ADMIN.password);
  // Nothing of the signed-in area is fetched while the login page is only on view.
  expect(order).toEqual([]);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
  expect(order).toEqual(['shell', 'login']);
});

test('a signed-in user visiting the auth screens is sent into the app', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Camila Torres'));
  await signIn(page, user);
  await page.goto('/auth/login');
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

// Staff single sign-on (decisions 140–144): with a provider, e2e/staff-sso.spec.ts.
test('without OIDC configured, the login screen shows no institutional button and the password login works', async ({ page }) => {
  const status = page.waitForResponse((r) => r.url().endsWith('/api/sso'));
  await page.goto('/auth/login');
  expect(await (await status).json()).toEqual({ enabled: false });
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar con la cuenta institucional' })).toHaveCount(0);
  // A stale bookmark of the start sends back here with the reason.
  await page.goto('/api/sso/start');
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=not_configured$/);
  await expect(page.getByTestId('sso-error')).toContainText('no está habilitado');
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
});
