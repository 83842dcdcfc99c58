import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
// Three workers by default on CI's two cores: with two, a quarter of the cores sat idle while
// the specs waited on the browser and the server (decision 326). E2E_WORKERS=1 runs the specs
// one at a time.
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
if (!Number.isInteger(WORKERS) || WORKERS < 1)
  throw new Error(`E2E_WORKERS must be a whole number of workers, not "${process.env.E2E_WORKERS}"`);

/**
 * A fresh folder per run. Each worker starts its own API server (which also
 * serves the built SPA: run `npm run build -w apps/web` first) on its own data
 * folder inside it, worker-<n>: an empty database plus the demo seed, and an
 * outbox whose .eml files the specs read for activation and reset links. So no
 * spec sees rows another worker's specs create (decision 82). The servers listen
 * on E2E_PORT + 1, E2E_PORT + 2, ... (E2E_PORT defaults to 3100), which lets runs
 * on one machine coexist; see e2e/support/worker-server.ts and fixtures.ts.
 * Computed once and handed to the workers through the environment, which they
 * inherit from the runner (the config file is evaluated again in each worker).
 */
process.env.E2E_DATA_DIR ??= path.join(repoRoot, '.tmp', `e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  // Per run, beside the data: parallel runs of other suites cannot clear our traces.
  outputDir: path.join(dataDir, 'results'),
  // The files are shared out among the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results in its summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // No baseURL here: the `test` of e2e/support/fixtures.ts points each worker at its own server.
    locale: 'es-AR',
    // No animation frames to render and wait for: the theme honours prefers-reduced-motion.
    reducedMotion: 'reduce',
    // A trace records every action's screenshots and DOM in every test, passed or not: it was a
    // third of the suite's CPU on two cores. `npm test` turns it off (E2E_TRACE=off, decision 173);
    // a failing spec re-run by hand keeps its trace.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
