import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMailLink } from './outbox';
import { networkQuiet } from './network';

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
 * welcome) once its data has loaded; close it with Escape, as a keyboard user
 * would, so the shell underneath can be checked.
 */
export async function closeLandingDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await networkQuiet(page);
  // An applicant without a profile lands on the wizard, which always opens its welcome once its
  // lists have loaded: wait for it as long as a busy machine takes (two workers on two shared
  // cores left it past a one-second window, and it then trapped a keyboard spec's focus).
  const onWizard = new URL(page.url()).pathname === '/complete-register';
  if (onWizard) {
    // The welcome shows once per account (issue 14): the wizard says whether it is open.
    const wizard = page.getByTestId('wizard');
    await wizard.waitFor({ state: 'visible', timeout: 20_000 });
    if ((await wizard.getAttribute('data-welcome')) !== 'open') return;
  }
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: onWizard ? 20_000 : 1000 });
  } catch (error) {
    if (onWizard) throw error;
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
