import { expect, test } from './support/fixtures';
import type { Locator } from '@playwright/test';
import { closeLandingDialog, createVerifiedUser, newUser } from './support/accounts';

/** The outline the focused field's box draws (the box is the input itself, or the wrapper of a password input). */
async function focusRing(field: Locator): Promise<{ style: string; width: string }> {
  return field.evaluate((el) => {
    const box = el.closest('.mantine-Input-input') ?? el;
    const css = getComputedStyle(box);
    return { style: css.outlineStyle, width: css.outlineWidth };
  });
}

test('sign in and out with the keyboard only', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Elena Morales'));
  await page.goto('/auth/login');

  // Tab from the top of the page until the e-mail field has focus.
  const email = page.getByLabel('Correo electrónico');
  for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  // The focused field has a 2 px ring outside its border, not only a 1 px colour change (WCAG 2.4.7; issue 14).
  expect(await focusRing(email)).toEqual({ style: 'solid', width: '2px' });
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  const password = page.getByRole('textbox', { name: 'Contraseña', exact: true });
  await expect(password).toBeFocused();
  expect(await focusRing(password)).toEqual({ style: 'solid', width: '2px' });
  await page.keyboard.type(user.password);
  // The show-password eye is the next Tab stop and works with the keyboard (issue 14).
  await page.keyboard.press('Tab');
  const eye = page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' });
  await expect(eye).toBeFocused();
  await expect(password).toHaveAttribute('type', 'password');
  await page.keyboard.press('Space');
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await expect(password).toBeFocused();
  await page.keyboard.press('Enter');

  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeVisible({ timeout: 15_000 });
  // A welcome modal of the landing screen closes with Escape.
  await closeLandingDialog(page);

  // Reach the user menu (in the header, before the screen's own fields) with Shift+Tab,
  // wherever the landing screen left the focus, and open the profile panel with Enter.
  for (let i = 0; i < 80 && !(await userMenu.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Mi Perfil' });
  await expect(panel).toBeVisible();

  const salir = panel.getByRole('link', { name: 'Salir' });
  for (let i = 0; i < 10 && !(await salir.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(salir).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the panel closes with Escape and focus returns to the user menu', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Tomás Vega'));
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).press('Enter');
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeVisible({ timeout: 15_000 });
  await closeLandingDialog(page);
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Mi Perfil' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Mi Perfil' })).toBeHidden();
  await expect(userMenu).toBeFocused();
});
