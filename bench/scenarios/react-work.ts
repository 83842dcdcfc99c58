/**
 * What React does while the portal is used (decisions 330, 337 and 338): the commits and fibers
 * of opening the first screens, of typing in the registration wizard and of opening the
 * enrolment dialog. Counted through
 * bench/lib/react-commits.ts, the same on any machine; the main thread's times beside them
 * are this machine's, to compare within one run.
 */
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import { QUICK } from '../lib/context.js';
import { launchChromium, signInContext } from '../lib/browser.js';
import { BENCH_ADMIN, login, type LoginAnswer } from '../lib/client.js';
import { median } from '../lib/measure.js';
import { recordReactCommits, summariseCommits, type Commit } from '../lib/react-commits.js';
import type { BenchServer } from '../lib/server.js';

type Page = import('@playwright/test').Page;

const readCommits = (page: Page) => page.evaluate(() => (window as unknown as { __benchCommits: Commit[] }).__benchCommits);

interface InputEvent {
  name: string;
  duration_ms: number;
}

/**
 * From now on, the page keeps every input event Chromium answered in 16 ms or more (Event
 * Timing: input delay, handlers and the next paint); shorter ones are not recorded.
 */
const watchSlowInputEvents = (page: Page) =>
  page.evaluate(() => {
    const slow: InputEvent[] = [];
    (window as unknown as { __benchSlowEvents: typeof slow }).__benchSlowEvents = slow;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) slow.push({ name: entry.name, duration_ms: Math.round(entry.duration) });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });

const readSlowInputEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchSlowEvents: InputEvent[] }).__benchSlowEvents);

/** Loads of each page for the main thread's times; the median is reported (BENCH_QUICK: one). */
const OPEN_RUNS = QUICK ? 1 : 5;

/** Chromium's main-thread totals for a page (CDP Performance.getMetrics), in ms. */
const MAIN_THREAD_METRICS = {
  TaskDuration: 'tasks_ms',
  ScriptDuration: 'script_ms',
  RecalcStyleDuration: 'style_ms',
  LayoutDuration: 'layout_ms',
} as const;

/**
 * React's work while each first screen opens (bench/lib/react-commits.ts): the login page,
 * an applicant's /carreras and /perfil, and an administrator's /instancias, at a phone's and a desktop's
 * width (the frame reads media queries). The commits and fibers are counted, the same on any
 * machine; the main thread's times (script, style, layout, all tasks, without Lighthouse's
 * slowdown) are this machine's, to compare within one run.
 */
export async function firstRenders(server: BenchServer, applicant: LoginAnswer) {
  const who: Record<string, LoginAnswer | null> = {
    '/auth/login': null,
    '/carreras': applicant,
    '/perfil': applicant,
    '/instancias': await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password),
  };
  const browser = await launchChromium();
  try {
    const pages = [];
    for (const [route, answer] of Object.entries(who)) {
      for (const [device, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        const loads: Array<{ final_path: string; commits: Commit[]; mainThread: Record<string, number> }> = [];
        for (let i = 0; i < OPEN_RUNS; i++) {
          const context = await browser.newContext({ viewport });
          await recordReactCommits(context);
          if (answer) await signInContext(context, answer);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable');
          await page.goto(`${server.base}${route}`, { waitUntil: 'networkidle' });
          // The frame's own timers (Mantine's AppShell settles 200 ms after mounting) are part of opening.
          await page.waitForTimeout(1000);
          const commits = await readCommits(page);
          const { metrics } = await cdp.send('Performance.getMetrics');
          const mainThread: Record<string, number> = {};
          for (const [name, key] of Object.entries(MAIN_THREAD_METRICS)) {
            mainThread[key] = Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
          }
          loads.push({ final_path: new URL(page.url()).pathname, commits, mainThread });
          await context.close();
        }
        const main_thread_ms = Object.fromEntries(
          Object.values(MAIN_THREAD_METRICS).map((key) => [key, median(loads.map((l) => l.mainThread[key]))]),
        );
        pages.push({ route, device, final_path: loads[0].final_path, main_thread_ms, ...summariseCommits(loads[0].commits) });
      }
    }
    return pages;
  } finally {
    await browser.close();
  }
}

/** Typed into the wizard's first field, a key at a time. */
const TYPED = 'Perez';

/**
 * A new applicant types a word into the first two fields of the registration wizard (phone
 * width), the second with the CPU at a quarter: the commits and fibers each keystroke renders,
 * and how long Chromium took to answer each key (Event Timing entries of 16 ms or more: input
 * delay, handlers and the next paint).
 */
export async function wizardTyping(server: BenchServer) {
  const email = 'wizard-typing@bench.test';
  await server.sql(`insert into users (name, email, password_hash, role_id, email_verified_at)
    values ('Aspirante Nueva', '${email}', '${await hashPassword('Bench-password-1')}', 2, now())`);
  const applicant = await login(server.base, email, 'Bench-password-1');
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await recordReactCommits(context);
    await signInContext(context, applicant);
    const page = await context.newPage();
    await page.goto(`${server.base}/complete-register`, { waitUntil: 'networkidle' });
    await page
      .getByRole('dialog', { name: 'Bienvenido al registro del Sistema de Ingreso' })
      .getByRole('button', { name: 'Comenzar' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const cdp = await context.newCDPSession(page);
    // The same word at full speed and with the CPU at a quarter, as a mid-range phone (decision 337).
    const passes = [];
    for (const { field, cpu_slowdown } of [
      { field: 'Nombre', cpu_slowdown: 1 },
      { field: 'Apellido', cpu_slowdown: 4 },
    ]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu_slowdown });
      passes.push({ field, cpu_slowdown, ...(await typeInto(page, field)) });
    }
    await context.close();
    return { typed: TYPED, passes };
  } finally {
    await browser.close();
  }
}

/** Types TYPED into a wizard field, one key every 150 ms: the commits and the slow input events it caused. */
async function typeInto(page: Page, label: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.waitForTimeout(500);
  const before = (await readCommits(page)).length;
  await watchSlowInputEvents(page);
  await page.keyboard.type(TYPED, { delay: 150 });
  await page.waitForTimeout(500);
  const typed = (await readCommits(page)).slice(before);
  const slowEvents = await readSlowInputEvents(page);
  const keys = TYPED.length;
  return {
    keys,
    commits_per_key: +(typed.length / keys).toFixed(2),
    fibers_in_tree: typed.at(-1)?.fibers ?? 0,
    fibers_rendered_per_key: Math.round(typed.reduce((sum, c) => sum + c.rendered_again, 0) / keys),
    // Commit by commit: a key that re-renders more than its field shows here.
    fibers_rendered_by_commit: typed.map((c) => c.rendered_again),
    started_by: [...new Set(typed.flatMap((c) => c.started_by))],
    // Per key, the longest entry (keydown, keypress and input of one key share one frame).
    slowest_event_ms: slowEvents.reduce((max, e) => Math.max(max, e.duration_ms), 0),
    slow_events: slowEvents.length,
    // Each key's keydown, from the press to the next paint (missing: under 16 ms).
    keydown_ms: slowEvents.filter((e) => e.name === 'keydown').map((e) => e.duration_ms),
  };
}

/**
 * The applicant's most common click after signing in: "Ver instancias" on /carreras, which
 * opens the dialog to enrol (phone width, CPU at a quarter). The dialog's code is fetched
 * beforehand, as hovering or touching the cards does, so that the click measures rendering,
 * not the network: the commits and fibers, and the click's time from the press to the next
 * paint (Event Timing).
 */
export async function carrerasDialog(server: BenchServer, applicant: LoginAnswer) {
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < OPEN_RUNS; i++) runs.push(await openDialogOnce(browser, server, applicant));
    return {
      cpu_slowdown: 4,
      click_ms: runs.map((r) => r.click_ms),
      median_click_ms: median(runs.map((r) => r.click_ms)),
      ...runs[0].react,
    };
  } finally {
    await browser.close();
  }
}

async function openDialogOnce(browser: import('@playwright/test').Browser, server: BenchServer, applicant: LoginAnswer) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await recordReactCommits(context);
    await signInContext(context, applicant);
    const page = await context.newPage();
    await page.goto(`${server.base}/carreras`, { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: /^Ver instancias de / }).first();
    await open.hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const before = (await readCommits(page)).length;
    await watchSlowInputEvents(page);
    await open.click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(1000);
    const commits = (await readCommits(page)).slice(before);
    const click = (await readSlowInputEvents(page)).find((e) => e.name === 'click');
    // Under 16 ms, Event Timing records nothing.
    return { click_ms: click?.duration_ms ?? 0, react: summariseCommits(commits) };
  } finally {
    await context.close();
  }
}
