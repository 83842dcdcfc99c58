/// <reference lib="webworker" />
/**
 * Builds the Excel workbook off the page's main thread: for thousands of enrollees
 * exceljs works for seconds, and on the main thread the page would freeze that long
 * (docs/performance.md, the export figures). Receives the rows, answers the file.
 */
import type { EnrolleeExportRow as ExportRow } from '@/api/inscripciones';
import { buildWorkbook } from './excel-export';

export type WorkerRequest = { rows: ExportRow[] };
export type WorkerAnswer = { ok: true; data: ArrayBuffer } | { ok: false; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  try {
    // exceljs answers a Uint8Array (its Buffer) despite its typing: only a whole ArrayBuffer transfers.
    const built = (await buildWorkbook(event.data.rows)) as ArrayBuffer | Uint8Array;
    const data =
      built instanceof ArrayBuffer ? built : (built.buffer.slice(built.byteOffset, built.byteOffset + built.byteLength) as ArrayBuffer);
    // Transferred, not copied: the file moves to the page without a second copy in memory.
    scope.postMessage({ ok: true, data } satisfies WorkerAnswer, [data]);
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer);
  }
};
