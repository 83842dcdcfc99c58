import { expect, test } from '@playwright/test';
import { createVerifiedUser, newUser, signIn } from './support/accounts';

// Test hook (lib/idle-timeout.ts): a shorter inactivity limit, read when the app starts.
// Long enough to cover signing in and closing the landing screen's modal on a busy machine.
const IDLE_MS = 8000;

test('inactivity signs the user out; activity keeps the session', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Paula Herrera'));
  await page.addInitScript((ms) => localStorage.setItem('idleLogoutMs', String(ms)), IDLE_MS);
  await signIn(page, user);

  // Keep moving the mouse for longer than the limit: still signed in.
  for (let i = 0; i < 8; i++) {
    await page.mouse.move(100 + i * 20, 200 + i * 10);
    await page.waitForTimeout(IDLE_MS / 4);
  }
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/login$/);

  // Then do nothing: signed out and back on the login page.
  await page.waitForTimeout(IDLE_MS + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});
