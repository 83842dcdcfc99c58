import type { Page, Request } from '@playwright/test';

/** Resolves once no request has been in flight for `quietMs` (at most `maxMs`): the screen has its data. */
export async function networkQuiet(page: Page, quietMs = 700, maxMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const deadline = Date.now() + maxMs;
  try {
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}

/**
 * Holds the requests to `url` that `which` picks until the returned function is called: the
 * screen's waiting state (a spinner, a disabled button) stays on view to be checked.
 */
export async function holdRequests(page: Page, url: string, which: (request: Request) => boolean = () => true): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.continue();
  });
  return release;
}
