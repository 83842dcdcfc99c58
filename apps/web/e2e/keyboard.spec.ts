import { expect, test } from './support/fixtures';
import { closeLandingDialog, createVerifiedUser, newUser } from './support/accounts';

test('sign in and out with the keyboard only', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Elena Morales'));
  await page.goto('/auth/login');

  // Tab from the top of the page until the e-mail field has focus.
  const email = page.getByLabel('Correo electrónico');
  for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
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
