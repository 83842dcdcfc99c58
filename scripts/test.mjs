// `npm test`: every check, in order of cost. The static checks (type-check, lint,
// format) and the web build run side by side, since each of them keeps one core busy
// and CI has two; then the unit and API suites (PGlite, plus PostgreSQL when
// TEST_DATABASE_URL is set), then the browser suite in Chromium. Ends with one
// summary line of passed/failed tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${label}: ${seconds(started)}`);
  return r.status === 0;
}

/**
 * Runs a command with its output held back, then prints it in one block, so two
 * commands running at once do not interleave their lines in the CI log.
 */
function runBuffered(label, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      console.log(`\n▶ ${label} (${seconds(started)})`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Runs the commands in pairs: two at a time, the number of cores CI has. */
async function inPairs(jobs) {
  const results = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) results.push([job[0], await runBuffered(...job.slice(1))]);
  };
  await Promise.all([worker(), worker()]);
  return jobs.map(([name]) => results.find(([n]) => n === name));
}

const steps = [];
const npx = (...args) => ['npx', args];
steps.push(
  ...(await inPairs([
    ['web build', 'Chromium + vite build (apps/web)', 'sh', ['-c', 'node scripts/ensure-chromium.mjs && npm run build']],
    ['typecheck', 'tsc --noEmit (todos los workspaces)', 'npm', ['run', 'typecheck']],
    ['lint', 'eslint', ...npx('eslint', '.', '--max-warnings=0')],
    ['format', 'prettier --check (formato)', ...npx('prettier', '--check', '.', '--log-level=warn')],
  ])),
);
steps.push([
  'unit+api',
  run('vitest (shared + api)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]),
]);
const built = steps.find(([name]) => name === 'web build')[1];
if (built)
  steps.push([
    'e2e',
    // The build ran above; `npm run test:e2e` (which builds again) is the command for a person.
    run('navegador (Playwright + Chromium)', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      // The review screenshots assert nothing; `npm run test:e2e` takes them, `npm test` saves the minute.
      E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
      // Recording traces of passing tests cost a third of the browser suite's CPU (decision 173).
      E2E_TRACE: process.env.E2E_TRACE ?? 'off',
    }),
  ]);
else console.log('\nSin la compilación de la web no corre la suite del navegador.');

let passed = 0;
let failed = 0;
let skipped = 0;
const readReport = (name) => {
  const file = path.join(reports, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const vitest = readReport('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readReport('playwright.json');
if (playwright) {
  const s = playwright.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
// CI shows only the tail of the output: repeat what failed, with the start of each error, last.
const failures = [...vitestFailures(vitest), ...playwrightFailures(playwright)];
if (failures.length) {
  console.log(`\nFallaron (${failures.length}):`);
  for (const f of failures.slice(0, 12))
    console.log(
      `✗ ${f.where} › ${f.title}\n    ${stripVTControlCharacters(f.error).split('\n').slice(0, 8).join('\n    ').slice(0, 1200)}`,
    );
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nPasos fallidos: ${failedSteps.length ? failedSteps.join(', ') : 'ninguno'}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed ? 1 : 0);

/** Failed tests (and files that failed outside any test) of Vitest's JSON report. */
function vitestFailures(report) {
  const out = [];
  for (const suite of report?.testResults ?? []) {
    const where = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) out.push({ where, title: a.fullName ?? a.title, error: (a.failureMessages ?? []).join('\n') });
    if (!failed.length && suite.status === 'failed') out.push({ where, title: '(el archivo)', error: suite.message ?? '' });
  }
  return out;
}

/** Failed tests of Playwright's JSON report (suites nest: files, then describe blocks). */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = (spec.tests ?? []).flatMap((t) => t.results ?? []);
      const error = results.map((r) => r.error?.message ?? '').find(Boolean) ?? '';
      out.push({ where: `${spec.file}:${spec.line}`, title: spec.title, error });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return out;
}
