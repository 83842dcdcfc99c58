import { expect, test, type Page } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';
import { PUBLIC_PAGES } from './support/public-pages';
import { axeViolations } from './support/review';

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

test('the axe check finds what it looks for, inside the parts it is given (decision 344)', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  expect(await axeViolations(page, { within: '#main-content' })).toEqual([]);
  // An image without a text alternative inside the content, an unlabelled field outside it.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('#main-content')?.append(image);
    document.body.append(document.createElement('input'));
  });
  expect((await axeViolations(page, { within: '#main-content' })).map((v) => v.id)).toEqual(['image-alt']);
  expect((await axeViolations(page)).map((v) => v.id)).toEqual(expect.arrayContaining(['image-alt', 'label']));
});

test('auth screens have no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }

  // With the validation messages on view.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  await expectNoViolations(page, 'login with errors');

  // The activation page while it waits and after it answered.
  await page.goto('/auth/verify-account/token-que-no-existe');
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expectNoViolations(page, 'verify-account');
});

test('the signed-in shell and the profile panel have no axe violations', async ({ page, request }) => {
  // Sign-up, sign-in and two full-page scans of a form-heavy landing screen.
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request, newUser('Ana Benítez'));
  await signIn(page, user);
  await expectNoViolations(page, 'applicant shell');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('dialog', { name: 'Mi Perfil' })).toBeVisible();
  await expectNoViolations(page, 'profile panel');
});

test('the phone layout and its menu have no axe violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createVerifiedUser(request, newUser('Diego Silva'));
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
  await expectNoViolations(page, 'login on a phone');
  await signIn(page, user);
  await page.getByRole('button', { name: 'Abrir o cerrar el menú' }).click();
  await expect(page.locator('#mobile-navigation')).toBeVisible();
  await expectNoViolations(page, 'phone menu');
});
