import { expect, test, type Page } from './support/fixtures';
import { ADMIN } from './support/accounts';
import { expectNoAxeViolations, screenshots } from './support/review';

/**
 * Staff single sign-on by OpenID Connect (issue 17 §9; decisions 140–144), in Chromium,
 * against a real provider (`oidc-provider`, started for this spec's worker by
 * support/fixtures.ts): its own login and consent pages, the authorization-code flow
 * with PKCE, state and nonce, and the refusals. apps/api/src/modules/sso/sso.test.ts
 * covers every refusal over HTTP on both databases; login.spec.ts, the login screen without a provider.
 */
const DOMAIN = ADMIN.email.split('@')[1];
const BUTTON = 'Ingresar con la cuenta institucional';

/** Clicks the portal's button and signs in at the provider's own pages as `login`. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: BUTTON }).click();
  // oidc-provider's development login page, on its own origin.
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('cualquier-clave');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // Its consent page asks once per account and client.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

// Top level: a worker-scoped option gives this file workers of their own (with the provider).
test.use({
  oidcSetup: {
    allowedDomain: DOMAIN,
    accounts: {
      admin: { email: ADMIN.email, email_verified: true, name: 'Administración' },
      outside: { email: 'admin@otra-facultad.test', email_verified: true },
      nobody: { email: `nadie@${DOMAIN}`, email_verified: true },
      unverified: { email: ADMIN.email, email_verified: false },
    },
  },
});

test('the login screen offers the institutional sign-in beside the password form', async ({ page }) => {
  await page.goto('/auth/login');
  const button = page.getByRole('link', { name: BUTTON });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', '/api/sso/start');
  await expect(page.getByText('Solo para el personal de la facultad.')).toBeVisible();
  // The password form is still there and first.
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'login with the institutional sign-in');
  // On a phone, and in the language with the longest label, the button wraps instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel('Idioma').selectOption('de');
  await expect(page.getByRole('link', { name: 'Mit dem Konto der Hochschule anmelden' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel('Sprache').selectOption('es');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/auth/login');
  await screenshots(page, 'login-sso');
});

test('a staff member signs in through the provider’s pages and lands in the staff area', async ({ page }) => {
  const callbacks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/sso/callback')) callbacks.push(r.url());
  });
  await signInAtProvider(page, 'admin');
  // The staff home, signed in, with the one-time code gone from the address bar.
  await expect(page).not.toHaveURL(/\/auth\//);
  expect(page.url()).not.toContain('sso=');
  await page.getByTestId('user-menu').click();
  const panel = page.getByRole('dialog', { name: 'Mi Perfil' });
  await expect(panel.getByTestId('profile-email')).toHaveText(ADMIN.email);
  await expect(panel.getByTestId('profile-role')).toHaveText('Administrador');
  // The session lives where the password login puts it; the code was exchanged by POST, never kept.
  const stored = await page.evaluate(() => localStorage.getItem('session') ?? '');
  expect(JSON.parse(stored).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(callbacks).toHaveLength(1);
  expect(callbacks[0]).not.toContain(JSON.parse(stored).token);

  // A replayed state: the provider's answer, opened again in the same browser, is refused.
  await page.evaluate(() => localStorage.removeItem('session'));
  await page.goto(callbacks[0]);
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=expired$/);
  await expect(page.getByTestId('sso-error')).toHaveText(
    'El ingreso con la cuenta institucional venció o ya fue usado. Volvé a intentarlo.',
  );
  await expect(page.getByRole('link', { name: BUTTON })).toBeVisible();
});

test('an address outside the allowed domain is refused with its reason', async ({ page }) => {
  await signInAtProvider(page, 'outside');
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=domain$/);
  await expect(page.getByTestId('sso-error')).toHaveText(
    'El correo de esa cuenta no pertenece al dominio institucional habilitado para el personal.',
  );
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await screenshots(page, 'login-sso-refused');
});

test('an e-mail without a staff account, or not verified, is refused and no account is created', async ({ page }) => {
  await signInAtProvider(page, 'nobody');
  await expect(page.getByTestId('sso-error')).toHaveText(
    'No hay una cuenta del personal con el correo de tu cuenta institucional. Pedí a un administrador que la cree.',
  );
  // A new visit to the provider: its own session of the first person ends with its cookies.
  await page.context().clearCookies();
  await signInAtProvider(page, 'unverified');
  await expect(page.getByTestId('sso-error')).toHaveText(
    'El proveedor no confirma que el correo de tu cuenta institucional esté verificado.',
  );
});

test('a tampered ID token is refused: its payload names another person, its signature is the provider’s', async ({
  page,
  oidcProvider,
}) => {
  oidcProvider!.tamperTokenResponse((body) => {
    const [header, payload, signature] = String(body.id_token).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, email: `otra.persona@${DOMAIN}` })).toString('base64url');
    return { ...body, id_token: [header, forged, signature].join('.') };
  });
  await signInAtProvider(page, 'admin');
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=invalid_response$/);
  await expect(page.getByTestId('sso-error')).toContainText('no pasó los controles de seguridad');
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});

test('an answer that names another issuer is refused (mix-up)', async ({ page, oidcProvider }) => {
  // What a provider that is not the configured one would send back: its own issuer in `iss`.
  oidcProvider!.tamperRedirectBack((url) => {
    expect(url.searchParams.get('iss')).toBe(oidcProvider!.issuer);
    url.searchParams.set('iss', 'https://idp.atacante.test');
  });
  await signInAtProvider(page, 'admin');
  await expect(page).toHaveURL(/\/auth\/login\?sso_error=invalid_response$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});
