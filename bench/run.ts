/**
 * `npm run bench`: measures the portal and merges the figures into bench/results.json.
 * Figures are recorded, never asserted; docs/performance.md reads them.
 *
 *   npm run bench                              every scenario
 *   npm run bench -- --only enrollees,export   a subset (or BENCH_ONLY=enrollees,export)
 *   BENCH_QUICK=1 npm run bench                small sizes and short runs, for development
 *
 * PostgreSQL figures need BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where the
 * bench may create and drop databases); without it only PGlite is measured.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log, machine, QUICK, type Scenario } from './lib/context.js';
import { enrollees } from './scenarios/enrollees.js';
import { excelExport } from './scenarios/export.js';
import { frontend } from './scenarios/frontend.js';
import { lists } from './scenarios/lists.js';
import { hotpath } from './scenarios/hotpath.js';
import { reports } from './scenarios/reports.js';
import { review } from './scenarios/review.js';
import { loginRush, rush } from './scenarios/rush.js';
import { seats } from './scenarios/seats.js';
import { soak, soakCluster } from './scenarios/soak.js';
import { startup } from './scenarios/startup.js';

const scenarios: Scenario[] = [
  startup,
  hotpath,
  loginRush,
  rush,
  enrollees,
  seats,
  review,
  lists,
  reports,
  excelExport,
  frontend,
  soak,
  soakCluster,
];

function selected(): Scenario[] {
  const flag = process.argv.indexOf('--only');
  const list = (flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_ONLY)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list?.length) return scenarios;
  const unknown = list.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`);
  return scenarios.filter((s) => list.includes(s.name));
}

/** The figures already recorded, by scenario; the pre-split format (an array) is not kept. */
async function keptScenarios(file: string): Promise<Record<string, unknown>> {
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as { scenarios?: Record<string, unknown> };
  return previous.scenarios && !Array.isArray(previous.scenarios) ? { ...previous.scenarios } : {};
}

async function main() {
  const chosen = selected();
  const out = path.join(import.meta.dirname, 'results.json');
  const run = { date: new Date().toISOString(), quick: QUICK, machine: machine() };
  for (const scenario of chosen) {
    log(scenario.name, scenario.describe);
    const start = performance.now();
    const figures = await scenario.run();
    // Each scenario carries the run it came from: a subset run leaves the others' figures as they were.
    // The file is read again right before writing, so two subset runs at once keep each other's figures.
    const kept = await keptScenarios(out);
    kept[scenario.name] = { ...run, seconds: Math.round((performance.now() - start) / 1000), figures };
    await writeFile(out, `${JSON.stringify({ updated: run.date, scenarios: kept }, null, 2)}\n`);
    log(scenario.name, `done in ${Math.round((performance.now() - start) / 1000)} s`);
  }
  console.log(`\nResultados en ${out}`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
