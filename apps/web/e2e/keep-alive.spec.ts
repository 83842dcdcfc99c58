import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser, signIn } from './support/accounts';

// Issue 14 §3: activity keeps the server session alive with at most one light call a
// minute (lib/keep-alive.ts); no activity, no call. The page's clock is driven by
// Playwright, so a minute passes without waiting for it.

const keepAliveCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.replace(/\/$/, '') === '/api/userinfo') calls.push(request.url());
  });
  return calls;
};

/** Gives a call the page might have started time to reach the network before counting. */
const settle = (page: Page) => page.waitForTimeout(750);

test('activity sends one keep-alive a minute at most, and none without activity', async ({ page, request }) => {
  const user = await createVerifiedUser(request, newUser('Rocío Acosta'));
  await signIn(page, user);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let the start-up reads (the user info of the page load among them) finish before counting.
  await page.waitForLoadState('networkidle');
  const calls = keepAliveCalls(page);

  // Activity within the first minute after the page's own call: nothing is sent.
  await page.mouse.move(200, 200);
  await page.keyboard.press('Shift');
  await page.clock.runFor(30_000);
  await page.mouse.move(260, 240);
  await settle(page);
  expect(calls).toHaveLength(0);

  // A minute has passed: the next activity sends one call, and activity right after it none.
  await page.clock.runFor(31_000);
  await page.mouse.move(300, 260);
  await expect.poll(() => calls.length).toBe(1);
  await page.mouse.move(320, 280);
  await page.keyboard.press('Shift');
  await page.clock.runFor(10_000);
  await page.mouse.move(340, 300);
  await settle(page);
  expect(calls).toHaveLength(1);

  // Two minutes with no activity at all: no call (true inactivity is left to the idle logout).
  await page.clock.runFor(120_000);
  await settle(page);
  expect(calls).toHaveLength(1);

  // Then activity again: one more call.
  await page.mouse.move(360, 320);
  await expect.poll(() => calls.length).toBe(2);
  await expect(page).not.toHaveURL(/\/auth\/login$/);
});
