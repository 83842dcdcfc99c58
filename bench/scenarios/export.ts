/**
 * Excel export in Chromium (issues 5 and 8): staff on /inscripciones/{instancia} click
 * "Exportar Excel" on 5,000 and on 10,000 enrollees. Measures the time from the click
 * to the download, the page's JS heap peak (CDP Performance.getMetrics) and the renderer
 * processes' resident memory peak (page and Excel worker), both sampled every 50 ms, and
 * the long tasks after the click (PerformanceObserver 'longtask'): the page must not
 * freeze for more than a second.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { log, QUICK, type Scenario } from '../lib/context.js';
import { launchChromium, signInContext } from '../lib/browser.js';
import { BENCH_ADMIN, login } from '../lib/client.js';
import { descendantsRssMb } from '../lib/procmem.js';
import { openInstancia, seedEnrollees } from '../lib/seed.js';
import { startApp } from '../lib/server.js';

const SIZES = QUICK ? [500, 1_000] : [5_000, 10_000];
export const WEB_DIST = path.join(import.meta.dirname, '../../apps/web/dist');

declare global {
  interface Window {
    __benchLongTasks: Array<{ start: number; duration: number }>;
  }
}

export const excelExport: Scenario = {
  name: 'export',
  describe: `Excel export of ${SIZES.join(' and ')} enrollees in Chromium: time, heap peak, long tasks`,
  async run() {
    if (!existsSync(path.join(WEB_DIST, 'index.html'))) return { skipped: 'build the SPA first: npm run build -w apps/web' };
    const server = await startApp({ webDist: WEB_DIST });
    const browser = await launchChromium();
    try {
      const admin = await login(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
      const out = [];
      let seeded = 0;
      for (const size of SIZES) {
        const instanciaId = await openInstancia(server, `Bench export ${size}`);
        await seedEnrollees(server, instanciaId, seeded, seeded + size);
        seeded += size;
        log('export', `${size} enrollees`);
        const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
        await signInContext(context, admin);
        await context.addInitScript(() => {
          window.__benchLongTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__benchLongTasks.push({ start: e.startTime, duration: e.duration });
          }).observe({ type: 'longtask', buffered: true });
        });
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') pageErrors.push(m.text().slice(0, 300));
        });
        page.on('pageerror', (e) => pageErrors.push(e.message.slice(0, 300)));
        await page.goto(`${server.base}/inscripciones/${instanciaId}`);
        const button = page.getByRole('button', { name: 'Exportar Excel' });
        await button.waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const heap = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
        };
        const heapBefore = await heap();
        const rendererBefore = await descendantsRssMb('--type=renderer');
        let heapPeak = heapBefore;
        let rendererPeak = rendererBefore;
        let sampling = true;
        // The page's heap from CDP; the worker's heap is not in it, so the renderer
        // processes' resident memory (page and worker together) is sampled as well.
        const sampler = (async () => {
          while (sampling) {
            heapPeak = Math.max(heapPeak, await heap().catch(() => 0));
            rendererPeak = Math.max(rendererPeak, await descendantsRssMb('--type=renderer'));
            await new Promise((r) => setTimeout(r, 50));
          }
        })();
        const clickedAt = await page.evaluate(() => performance.now());
        const start = performance.now();
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]).catch(
          (error: Error) => {
            throw new Error(`${error.message}; page errors: ${pageErrors.join(' | ') || 'none'}`);
          },
        );
        const file = path.join(server.dataDir, `export-${size}.xlsx`);
        await download.saveAs(file);
        const seconds = (performance.now() - start) / 1000;
        sampling = false;
        await sampler;
        const tasks = (await page.evaluate(() => window.__benchLongTasks)).filter((t) => t.start >= clickedAt);
        const longest = Math.max(0, ...tasks.map((t) => t.duration));
        out.push({
          enrollees: size,
          seconds_to_download: +seconds.toFixed(2),
          file_kb: Math.round((await stat(file)).size / 1024),
          page_js_heap_mb: { before: +(heapBefore / 2 ** 20).toFixed(1), peak: +(heapPeak / 2 ** 20).toFixed(1) },
          renderer_rss_mb: { before: rendererBefore, peak: rendererPeak },
          long_tasks: {
            count: tasks.length,
            longest_ms: Math.round(longest),
            total_blocking_ms: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
          },
          blocks_over_1s: longest > 1000,
          page_errors: pageErrors,
        });
        await context.close();
      }
      return { database: 'pglite', runs: out };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
