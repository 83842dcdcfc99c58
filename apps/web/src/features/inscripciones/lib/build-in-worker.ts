import type { EnrolleeExportRow as ExportRow } from '@/api/inscripciones';
import { buildWorkbook } from './excel-export';
import type { WorkerAnswer, WorkerRequest } from './excel-worker';

/**
 * The workbook built in a Web Worker (excel-worker.ts), so the page stays responsive
 * while exceljs works. Where workers are unavailable it is built on the page as before.
 */
export function buildWorkbookInWorker(rows: ExportRow[]): Promise<ArrayBuffer> {
  if (typeof Worker === 'undefined') return buildWorkbook(rows);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./excel-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.data);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Excel worker failed'));
    };
    worker.postMessage({ rows } satisfies WorkerRequest);
  });
}
