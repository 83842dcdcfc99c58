import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
// E2E_PORT lets two runs on one machine (two engineers, or CI beside a dev server) coexist.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * A fresh data folder per run: an empty database (plus the demo seed) and an
 * empty outbox whose .eml files the specs read for activation and reset links.
 * Computed once and handed to the workers through the environment, which they
 * inherit from the runner (the config file is evaluated again in each worker).
 */
process.env.E2E_DATA_DIR ??= path.join(repoRoot, '.tmp', `e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  // Per run, beside the data: parallel runs of other suites cannot clear our traces.
  outputDir: path.join(dataDir, 'results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results in its summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-AR',
    trace: 'retain-on-failure',
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
  // Serves the API and the built SPA (run `npm run build -w apps/web` first).
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@ingreso.local',
      ADMIN_PASSWORD: 'Admin-e2e-2026',
      LOG_LEVEL: 'warn',
      // Defaults to apps/web/dist; E2E_WEB_DIST lets a run test a build kept elsewhere.
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    },
  },
});
