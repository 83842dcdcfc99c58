import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';

// Test hook (lib/idle-timeout.ts): a shorter inactivity limit, read when the app starts.
const IDLE_MS = 4000;

test('inactivity signs the user out; activity keeps the session', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Paula Herrera'));
  await signIn(page, user);

  // Shorten the limit and restart the app (the session survives the reload), so the
  // countdown starts now rather than somewhere in the middle of signing in.
  await page.evaluate((ms) => localStorage.setItem('idleLogoutMs', String(ms)), IDLE_MS);
  await page.reload();

  // Keep moving the mouse for twice the limit: still signed in.
  for (let i = 0; i < 8; i++) {
    await page.mouse.move(100 + i * 20, 200 + i * 10);
    await page.waitForTimeout(IDLE_MS / 4);
  }
  await expect(page).not.toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();

  // Then do nothing: signed out and back on the login page.
  await page.waitForTimeout(IDLE_MS + 1000);
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
});
