/**
 * Front end (issue 8): the JavaScript the login page downloads before its form is on
 * screen (gzip -9 of each script; target at most 150 KB), and what it fetches after, and Lighthouse's
 * performance score, largest contentful paint and total blocking time on /auth/login
 * and on /carreras (signed in as an applicant with a complete profile), with Debian's
 * Chromium, in Lighthouse's default mobile emulation and its desktop preset.
 * Target: score at least 95.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { log, type Scenario } from '../lib/context.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, sessionJson } from '../lib/browser.js';
import { login } from '../lib/client.js';
import { seedReadyApplicants } from '../lib/seed.js';
import { startApp, type BenchServer } from '../lib/server.js';
import { WEB_DIST } from './export.js';

const LOGIN_JS_BUDGET_KB = 150;

/**
 * Every script the login page loads until the network is quiet, with its gzip -9 size,
 * split at the moment the login button enters the DOM (a MutationObserver records it):
 * "initial" is what the page needs to paint the form; "deferred" is fetched after the
 * paint (the validation schemas, zod, are preloaded from an effect).
 */
async function loginPageScripts(base: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __formAt?: number };
      new MutationObserver((_, observer) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Ingresar');
        if (button && w.__formAt === undefined) {
          w.__formAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const gzipKb = new Map<string, number>();
    const pending: Array<Promise<void>> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(res.body().then((body) => void gzipKb.set(res.url(), gzipSync(body, { level: 9 }).length / 1024)));
    });
    await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ingresar' }).waitFor({ state: 'visible' });
    await Promise.all(pending);
    const { formAt, started } = await page.evaluate(() => ({
      formAt: (window as unknown as { __formAt?: number }).__formAt ?? Infinity,
      started: performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime })),
    }));
    const startOf = new Map(started.map((e) => [e.url, e.start]));
    const files = [...gzipKb]
      .map(([url, kb]) => ({ file: new URL(url).pathname, gzip_kb: +kb.toFixed(1), before_form: (startOf.get(url) ?? 0) <= formAt }))
      .sort((a, b) => b.gzip_kb - a.gzip_kb);
    const sum = (list: typeof files) => +list.reduce((total, f) => total + f.gzip_kb, 0).toFixed(1);
    const initial = sum(files.filter((f) => f.before_form));
    return {
      initial_gzip_kb: initial,
      deferred_gzip_kb: sum(files.filter((f) => !f.before_form)),
      total_gzip_kb: sum(files),
      budget_kb: LOGIN_JS_BUDGET_KB,
      met: initial <= LOGIN_JS_BUDGET_KB,
      form_shown_ms: Math.round(formAt),
      files,
    };
  } finally {
    await browser.close();
  }
}

async function lighthouseRuns(server: BenchServer) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const password = 'Bench-password-1';
  const [email] = await seedReadyApplicants(server, 1, password);
  const applicant = await login(server.base, email, password);
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'ingreso-bench-chromium-'));
  // A persistent profile: Lighthouse opens its tab in this browser's default context,
  // where the applicant's session was planted in localStorage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const audits = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const route of ['/auth/login', '/carreras']) {
        const page = await context.newPage();
        await page.goto(`${server.base}/terms`);
        await page.evaluate(
          (value) => (value ? localStorage.setItem('session', value) : localStorage.removeItem('session')),
          route === '/carreras' ? sessionJson(applicant) : null,
        );
        await page.close();
        log('frontend', `lighthouse ${preset} ${route}`);
        const result = await lighthouse(
          `${server.base}${route}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        const finalUrl = lhr?.finalDisplayedUrl ?? '';
        audits.push({
          preset,
          route,
          // A redirect (e.g. to the login page) would mean the wrong screen was measured.
          final_url_path: finalUrl ? new URL(finalUrl).pathname : null,
          performance_score: Math.round((lhr?.categories.performance.score ?? 0) * 100),
          largest_contentful_paint_ms: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
          total_blocking_time_ms: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
          first_contentful_paint_ms: Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? 0),
          runtime_error: lhr?.runtimeError?.message ?? null,
        });
      }
    }
    return audits.map((a) => ({ ...a, target: '>= 95', met: a.performance_score >= 95 }));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

export const frontend: Scenario = {
  name: 'frontend',
  describe: 'login page JavaScript (gzip) and Lighthouse on /auth/login and /carreras',
  async run() {
    if (!existsSync(path.join(WEB_DIST, 'index.html'))) return { skipped: 'build the SPA first: npm run build -w apps/web' };
    const server = await startApp({ webDist: WEB_DIST });
    try {
      log('frontend', 'login page scripts');
      const loginJs = await loginPageScripts(server.base);
      const lighthouse =
        process.env.BENCH_LIGHTHOUSE === '0'
          ? { skipped: 'BENCH_LIGHTHOUSE=0' }
          : existsSync(path.join(import.meta.dirname, '../../node_modules/lighthouse'))
            ? await lighthouseRuns(server)
            : { skipped: 'lighthouse is not installed' };
      return { login_page_initial_js: loginJs, lighthouse };
    } finally {
      await server.close();
    }
  },
};
