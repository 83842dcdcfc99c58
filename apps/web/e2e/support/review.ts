import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * A modal fading in or a drawer sliding in has its text half-transparent: axe would
 * measure the contrast of one frame of the animation. Resolves once no finite CSS
 * transition or animation is running (a spinner's endless one is not what axe misreads).
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
}

/**
 * The violations axe-core finds in the page, or, with `within`, in that part and any open dialog
 * (Mantine renders modals in a portal outside the main element). Run inside the page with
 * `axe.run`, once no transition is running; axe is injected once per document and reused by the
 * page's later checks. @axe-core/playwright injected it three times per check and opened a blank
 * page to merge the results of each frame, which only cross-origin iframes need and the portal
 * has none: that was about half of each check, 1.6–1.9 s with three browsers on two cores
 * (decision 344). Only violations are collected in full (decision 334).
 */
export async function axeViolations(page: Page, { within }: { within?: string } = {}): Promise<axe.Result[]> {
  await transitionsSettled(page);
  // After settling: a dialog still fading out is gone, and a part that matches nothing would make axe refuse the check.
  const include = within ? [within, ...((await page.getByRole('dialog').count()) > 0 ? ['[role="dialog"]'] : [])] : undefined;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selectors) => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(selectors ? { include: selectors } : document, { resultTypes: ['violations'] });
    return results.violations;
  }, include);
}

/**
 * axe-core on what a screen renders: the page content and any open dialog. The shell around
 * them (header, menus, profile panel) is checked by accessibility.spec.ts.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const violations = await axeViolations(page, { within: '#main-content' });
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * Screenshots at 1280x800 and 390x844 into e2e/screenshots/ for a person to look
 * at, then back to the desktop size. The whole page, unless a dialog is open (it
 * is fixed to the viewport; the page behind would only add a half-covered copy)
 * or `fullPage` is false. They assert nothing, so `npm test` skips them
 * (E2E_SCREENSHOTS=0); `npm run test:e2e` takes them.
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  await mkdir(screenshotDir, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Let the layout settle on the new width (Mantine media queries, modals going full screen).
    await page.waitForTimeout(400);
    const dialog = (await page.getByRole('dialog').count()) > 0;
    // From the top: the fixed header would otherwise be drawn mid-page in a full-page capture.
    if (!dialog) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: fullPage && !dialog });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(200);
}
