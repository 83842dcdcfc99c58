import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';
import { latestMailLink } from './support/outbox';
import { expectNoAxeViolations } from './support/review';

// Test hook (lib/idle-timeout.ts): a shorter inactivity limit, read when the app starts.
// 8 s with a move every second: a busy machine (two workers on two shared cores) once held
// the test for 4 s between two moves, which a 4 s limit took for inactivity.
const IDLE_MS = 8000;

test('inactivity signs the user out; activity keeps the session', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Paula Herrera'));
  await signIn(page, user);

  // Shorten the limit and restart the app (the session survives the reload), so the
  // countdown starts now rather than somewhere in the middle of signing in.
  await page.evaluate((ms) => localStorage.setItem('idleLogoutMs', String(ms)), IDLE_MS);
  await page.reload();

  // Keep moving the mouse for one and a half times the limit: still signed in.
  for (let i = 0; i < 12; i++) {
    await page.mouse.move(100 + i * 20, 200 + i * 10);
    await page.waitForTimeout(1000);
  }
  await expect(page).not.toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();

  // Then do nothing: signed out and back on the login page.
  await page.waitForTimeout(IDLE_MS + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  // The login screen says why (issue 14).
  await expect(page.getByTestId('session-ended')).toHaveText('Tu sesión se cerró por inactividad.');
  await expectNoAxeViolations(page, 'login after an idle logout');
});

test('a password change elsewhere ends the session and the login says why', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Julián Moreno'));
  await signIn(page, user);

  // The password is reset from another place (the e-mailed link, through the API).
  expect((await request.post('/api/forgotpassword', { data: { email: user.email } })).ok()).toBe(true);
  // The link is relative to the portal (/auth/reset-password/<token>).
  const token = (await latestMailLink(user.email, 'reset-password')).split('/').pop();
  const reset = await request.post('/api/resetpassword', { data: { token, password: 'Otra-clave-2', c_password: 'Otra-clave-2' } });
  expect(reset.ok(), await reset.text()).toBe(true);

  // The next call of this tab gets the 401 with its reason: back to the login, which explains it.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveText('Tu contraseña cambió: volvé a ingresar.');
});
