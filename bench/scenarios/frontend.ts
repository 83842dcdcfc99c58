/**
 * Front end (issue 8, issue 20): the first JavaScript of /auth/login and /carreras read from the
 * build itself (the entry script, its modulepreloads and the static imports of the screen's
 * chunks, from dist/.vite/manifest.json; target at most 110 KB gzip each, issue 20), the
 * JavaScript the login page downloads in Chromium before its form is on
 * screen (gzip -9 of each script; same target), and what it fetches after, and Lighthouse's
 * performance score, largest contentful paint and total blocking time on /auth/login
 * and on /carreras (signed in as an applicant with a complete profile), with Debian's
 * Chromium, in Lighthouse's default mobile emulation and its desktop preset.
 * Target: score at least 95.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, sessionJson } from '../lib/browser.js';
import { login, type LoginAnswer } from '../lib/client.js';
import { seedReadyApplicants } from '../lib/seed.js';
import { startApp, type BenchServer } from '../lib/server.js';
import { WEB_DIST } from './export.js';
import { carrerasDialog, firstRenders, wizardTyping } from './react-work.js';

/** Issue 20: at most 110 KB gzip of JavaScript before the page is usable (issue 8 had 150). */
const LOGIN_JS_BUDGET_KB = 110;

type GraphChunk = { file: string; entry: boolean; imports: string[]; modules: string[] };

/**
 * What each page needs before it can paint, read from the build (dist/.vite/chunk-graph.json,
 * written by apps/web/build/chunk-graph.ts): the entry script, what it imports statically (the
 * modulepreload links of index.html), and the files holding the lazy modules that page renders
 * first, each with its static imports. Lazy files loaded later (the login's validation schemas,
 * fetched after the form paints; a dialog) are not counted. A renamed module fails loudly.
 */
const FIRST_LOAD: Record<string, string[]> = {
  // The login screen waits for whether to show the institutional sign-in (src/api/sso.ts, decision 144).
  '/auth/login': ['src/features/auth/components/auth-layout.tsx', 'src/features/auth/screens/login-screen.tsx', 'src/api/sso.ts'],
  // An applicant's /carreras: the loading screen is in the entry; the signed-in shell, the screen
  // and its first API calls (prefetch) are requested together during it (decision 72).
  '/carreras': ['src/app/shell/signed-in-shell.tsx', 'src/features/carreras/carreras-screen.tsx', 'src/features/carreras/prefetch.ts'],
};

export function initialJsFromBuild(dist = WEB_DIST) {
  const chunks = JSON.parse(readFileSync(path.join(dist, '.vite/chunk-graph.json'), 'utf8')) as GraphChunk[];
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.entry);
  if (!entry) throw new Error('the build has no entry chunk');
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
  return Object.entries(FIRST_LOAD).map(([route, roots]) => {
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) walk(imported);
    };
    walk(entry.file);
    for (const root of roots) {
      const holder = chunks.find((c) => c.modules.includes(root));
      if (!holder) throw new Error(`${root} is in no chunk of the build (renamed?): update FIRST_LOAD in bench/scenarios/frontend.ts`);
      walk(holder.file);
    }
    const files = [...seen].map((file) => ({ file, gzip_kb: +gzipKb(file).toFixed(1) })).sort((a, b) => b.gzip_kb - a.gzip_kb);
    const total = +files.reduce((sum, f) => sum + f.gzip_kb, 0).toFixed(1);
    return { route, gzip_kb: total, budget_kb: LOGIN_JS_BUDGET_KB, met: total <= LOGIN_JS_BUDGET_KB, files };
  });
}

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

/** The part of Lighthouse's result read here (its own type is a union of every audit's details). */
type Lhr = { audits: Record<string, { details?: unknown } | undefined> } | undefined;
const itemsOf = (lhr: Lhr, audit: string) =>
  (lhr?.audits[audit]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];

/** The five scripts that kept the main thread busiest, with their evaluation and parse/compile ms. */
function bootupOf(lhr: Lhr) {
  const items = itemsOf(lhr, 'bootup-time');
  return items.slice(0, 5).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    total_ms: Math.round(Number(item.total)),
    scripting_ms: Math.round(Number(item.scripting)),
    parse_compile_ms: Math.round(Number(item.scriptParseCompile)),
  }));
}

/** The main thread's long tasks (over 50 ms, what total blocking time adds up), longest first. */
function longTasksOf(lhr: Lhr) {
  const items = itemsOf(lhr, 'long-tasks');
  return items.slice(0, 5).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    start_ms: Math.round(Number(item.startTime)),
    duration_ms: Math.round(Number(item.duration)),
  }));
}

/** Lighthouse runs per page and preset; the median run is reported (BENCH_QUICK: one). */
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;

/**
 * How many times slower than this machine the emulated phone's CPU is (Lighthouse's mobile
 * default: 4). A higher value shows how a page fares on a slower machine or phone without
 * finding one: the score of a page that only just passes here falls first (decision 330).
 */
const MOBILE_CPU_SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

async function lighthouseRuns(server: BenchServer, applicant: LoginAnswer) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
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
        // Lighthouse's own advice for a score that moves between runs: the median of several.
        const runs = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          log('frontend', `lighthouse ${preset} ${route} (${i + 1}/${LIGHTHOUSE_RUNS})`);
          const result = await lighthouse(
            `${server.base}${route}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
              // Merged into the preset's throttling; the desktop preset keeps its own (no slowdown).
              ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: MOBILE_CPU_SLOWDOWN } } : {}),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          const finalUrl = lhr?.finalDisplayedUrl ?? '';
          runs.push({
            // A redirect (e.g. to the login page) would mean the wrong screen was measured.
            final_url_path: finalUrl ? new URL(finalUrl).pathname : null,
            performance_score: Math.round((lhr?.categories.performance.score ?? 0) * 100),
            largest_contentful_paint_ms: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
            total_blocking_time_ms: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
            first_contentful_paint_ms: Math.round(lhr?.audits['first-contentful-paint']?.numericValue ?? 0),
            runtime_error: lhr?.runtimeError?.message ?? null,
            cpu_slowdown: lhr?.configSettings.throttling.cpuSlowdownMultiplier ?? null,
            // Where the main thread went (Lighthouse's "JavaScript execution time"): the first scripts.
            scripts_ms: bootupOf(lhr),
            long_tasks: longTasksOf(lhr),
          });
        }
        const median = [...runs].sort((a, b) => a.performance_score - b.performance_score)[Math.floor(runs.length / 2)];
        audits.push({ preset, route, ...median, scores: runs.map((r) => r.performance_score), runs });
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
    const fromBuild = initialJsFromBuild();
    for (const page of fromBuild) log('frontend', `${page.route}: ${page.gzip_kb} KB gzip from the build (target ${page.budget_kb})`);
    const server = await startApp({ webDist: WEB_DIST });
    try {
      // One applicant with a complete profile, signed in, for /carreras.
      const password = 'Bench-password-1';
      const [email] = await seedReadyApplicants(server, 1, password);
      const applicant = await login(server.base, email, password);
      log('frontend', 'login page scripts');
      const loginJs = await loginPageScripts(server.base);
      log('frontend', 'React commits while the first screens open');
      const reactWork = await firstRenders(server, applicant);
      log('frontend', 'React commits while typing in the registration wizard');
      const typing = await wizardTyping(server);
      log('frontend', 'React commits when the enrolment dialog opens');
      const dialog = await carrerasDialog(server, applicant);
      const lighthouse =
        process.env.BENCH_LIGHTHOUSE === '0'
          ? { skipped: 'BENCH_LIGHTHOUSE=0' }
          : existsSync(path.join(import.meta.dirname, '../../node_modules/lighthouse'))
            ? await lighthouseRuns(server, applicant)
            : { skipped: 'lighthouse is not installed' };
      return {
        initial_js_from_build: fromBuild,
        login_page_initial_js: loginJs,
        first_render_react_work: reactWork,
        wizard_typing_react_work: typing,
        enrolment_dialog_react_work: dialog,
        lighthouse,
      };
    } finally {
      await server.close();
    }
  },
};
