/** Debian's Chromium driven by Playwright, signed in by planting the SPA's session. */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { LoginAnswer } from './client.js';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (root in a container), and none of Chromium's own background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs] });
}

/** What the SPA keeps in localStorage after a login (apps/web/src/lib/session.ts). */
export function sessionJson(answer: LoginAnswer): string {
  return JSON.stringify({
    token: answer.token,
    scope: answer.scope,
    state_data: answer.state_data,
    persona: answer.persona,
    user: answer.user,
  });
}

/** Every page of `context` starts signed in as `answer`. */
export async function signInContext(context: BrowserContext, answer: LoginAnswer): Promise<void> {
  await context.addInitScript((value) => {
    // Only on the first load of the tab: the SPA may sign out later and must stay signed out.
    if (!sessionStorage.getItem('bench-planted')) {
      localStorage.setItem('session', value);
      sessionStorage.setItem('bench-planted', '1');
    }
  }, sessionJson(answer));
}
