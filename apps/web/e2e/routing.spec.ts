import { expect, test, type Page } from './support/fixtures';
import { ADMIN, createVerifiedUser, newUser, signIn } from './support/accounts';
import { networkQuiet } from './support/network';
import { PUBLIC_PAGES } from './support/public-pages';
import { expectNoAxeViolations } from './support/review';

test('unauthenticated deep links go to the login page', async ({ page }) => {
  for (const path of ['/', '/instancias', '/carreras', '/perfil', '/complete-register', '/usuarios', '/no-existe/para/nada']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/auth\/login$/);
  }
});

test('/auth and unknown /auth paths land on the login page', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/auth/cualquier-cosa');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('/error shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/error');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('La página hacia donde navegabas no fue encontrada')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the terms page is public and /logout is always reachable', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Términos y condiciones');
  await expect(page.getByText('Ley N.º 25.326', { exact: false }).first()).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the registration page opens the terms in a new tab', async ({ page }) => {
  await page.goto('/auth/registration');
  const link = page.getByRole('link', { name: /términos y condiciones/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', '/terms');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup.getByRole('heading', { level: 1 })).toContainText('Términos y condiciones');
});

test('unknown applicant paths end on /error/404 inside the shell', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Bruno Castro'));
  await signIn(page, user);
  await page.goto('/esto-no-existe');
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Breadcrumbs start from Inicio.
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Inicio');
});

test('the faculty links open in a new tab', async ({ page }) => {
  await page.goto('/auth/login');
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

/** Records whether the route progress bar (the lazy screens' Suspense fallback) is ever inserted. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { progressShown?: boolean };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof Element &&
            (node.matches('[data-testid="route-progress"]') || node.querySelector('[data-testid="route-progress"]'))
          )
            w.progressShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the bar was inserted since the page loaded or since the last call, which starts over. */
async function progressBarShownSinceLastLook(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { progressShown?: boolean };
    const shown = w.progressShown ?? false;
    w.progressShown = false;
    return shown;
  });
}

test('a public page opens with its screen in the first paint, without the progress bar in between (decision 344)', async ({ page }) => {
  await watchProgressBar(page);
  // An unknown /auth path is sent to the login, whose code is the one fetched first.
  for (const { path, heading } of [...PUBLIC_PAGES, { path: '/auth/cualquier-cosa', heading: 'Iniciar sesión' }]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await progressBarShownSinceLastLook(page), `the progress bar showed before ${path}`).toBe(false);
  }
  // Moving to another screen inside the page is a route change: the bar may show there (seed), and the screen arrives.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Registrate' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta', level: 1 })).toBeVisible();
});

test('a menu link pointed at or focused loads its screen before the click, which then shows no progress bar (decision 347)', async ({
  page,
}) => {
  await watchProgressBar(page);
  await signIn(page, ADMIN);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const visits: Array<{ name: string; heading: string; intent: 'hover' | 'focus' }> = [
    { name: 'Usuarios', heading: 'Usuarios', intent: 'hover' },
    { name: 'Reportes', heading: 'Reportes', intent: 'focus' },
  ];
  for (const { name, heading, intent } of visits) {
    const link = menu.getByRole('link', { name, exact: true });
    const quiet = networkQuiet(page);
    if (intent === 'hover') await link.hover();
    else await link.focus();
    await quiet;
    await progressBarShownSinceLastLook(page);
    await link.click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await progressBarShownSinceLastLook(page), `the progress bar showed on the way to ${name}`).toBe(false);
  }
});

test('a screen whose code does not arrive says so inside the frame, and tries again on another visit or on Volver a intentar', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const usuarios = menu.getByRole('link', { name: 'Usuarios', exact: true });
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta pantalla' });
  // The connection drops for the Usuarios screen's file only (a phone losing signal, or a new
  // version of the portal that replaced it).
  const chunk = /\/assets\/usuarios-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));

  await usuarios.click();
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
  await expect(menu, 'the frame stays').toBeVisible();
  await expectNoAxeViolations(page, 'a screen that could not be loaded');

  // Another address clears it; coming back tries the download again (and fails again here).
  await menu.getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reportes', level: 1 })).toBeVisible();
  await expect(failure).toHaveCount(0);
  const retried = page.waitForRequest(chunk);
  await usuarios.click();
  await retried;
  await expect(failure).toBeVisible();

  // With the connection back, Volver a intentar reloads the page and the screen is there.
  await page.unroute(chunk);
  await failure.getByRole('button', { name: 'Volver a intentar' }).click();
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
