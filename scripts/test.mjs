// `npm test`: every check, in order of cost. Type-check and lint first, then the
// unit and API suites (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then
// the browser suite in Chromium. Ends with one summary line of passed/failed tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

const steps = [];
steps.push(['typecheck', run('tsc --noEmit (todos los workspaces)', 'npm', ['run', 'typecheck'])]);
steps.push(['lint', run('eslint', 'npx', ['eslint', '.', '--max-warnings=0'])]);
steps.push(['format', run('prettier --check (formato)', 'npx', ['prettier', '--check', '.', '--log-level=warn'])]);
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
steps.push([
  'e2e',
  run('navegador (Playwright + Chromium)', 'npm', ['run', 'test:e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
    // The review screenshots assert nothing; `npm run test:e2e` takes them, `npm test` saves the minute.
    E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0',
  }),
]);

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
