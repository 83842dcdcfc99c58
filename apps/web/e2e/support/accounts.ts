import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMailLink } from './outbox';

export const ADMIN = { email: 'admin@ingreso.local', password: 'Admin-e2e-2026' };

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A new applicant identity; e-mails stay under the 50-character limit. */
export function newUser(name = 'Lucía Fernández'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { name, email: `e2e-${id}@example.com`, password: 'Clave-segura-1' };
}

/** Registers and activates an applicant through the API (for specs that are not about registration). */
export async function createVerifiedUser(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const registered = await request.post('/api/register/', {
    data: { name: user.name, email: user.email, password: user.password, c_password: user.password },
  });
  expect(registered.status()).toBe(201);
  const link = await latestMailLink(user.email, 'verify-account');
  const token = decodeURIComponent(link.split('/').pop() ?? '');
  const verified = await request.post('/api/verify-account', { data: { token } });
  expect(verified.status()).toBe(200);
  return user;
}

/**
 * The screen an applicant lands on may greet them with a modal (the wizard's
 * welcome); close it with Escape, as a keyboard user would, so the shell
 * underneath can be checked.
 */
export async function closeLandingDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  // The landing screen loads its chunk and data first; its heading and any
  // welcome modal appear together after that.
  await page
    .locator('#main-content h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  try {
    // On a busy machine the modal can open a few seconds after the heading.
    await dialog.first().waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Signs in through the login form and waits until the signed-in shell is shown. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
  await closeLandingDialog(page);
}
