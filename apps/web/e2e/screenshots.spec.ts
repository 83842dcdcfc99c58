import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';

/** Screenshots for human review (git-ignored): every auth screen and the shell, desktop and phone. */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, size: (typeof sizes)[number]) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(dir, `${name}-${size.name}.png`), fullPage: true });
}

for (const size of sizes) {
  test(`screenshots at ${size.name} size`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const screens: [string, string][] = [
      ['login', '/auth/login'],
      ['registration', '/auth/registration'],
      ['forgot-password', '/auth/forgot-password'],
      ['reset-password', '/auth/reset-password/token-de-ejemplo'],
      ['terms', '/terms'],
      ['not-found', '/error/404'],
    ];
    for (const [name, url] of screens) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, name, size);
    }

    // The strength hint under a new password (decision 145): short, then a good phrase.
    await page.goto('/auth/registration');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('abc');
    await shoot(page, 'registration-strength-short', size);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('una frase bastante larga');
    await shoot(page, 'registration-strength-strong', size);
    await page.goto('/auth/reset-password/token-de-ejemplo');
    await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('ocholetr');
    await shoot(page, 'reset-password-strength', size);

    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Campo requerido').first()).toBeVisible();
    await shoot(page, 'login-errors', size);

    await page.goto('/auth/verify-account/token-de-ejemplo');
    await expect(page.getByTestId('form-error')).toBeVisible();
    await shoot(page, 'verify-account-result', size);

    const user = await createVerifiedUser(request, newUser('Lucía Fernández'));
    await signIn(page, user);
    await shoot(page, 'shell', size);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('dialog', { name: 'Mi Perfil' })).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `shell-profile-panel-${size.name}.png`) });
    await page.keyboard.press('Escape');
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(dir, `shell-menu-${size.name}.png`) });
    }
  });
}
