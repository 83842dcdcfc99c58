import { useState } from 'react';
import { inscripcionesApi, type EnrolleeFilter } from '@/api/inscripciones';
import { buildWorkbookInWorker } from './build-in-worker';
import { downloadFile, exportFileName } from './excel-export';

export type ExportOutcome = { kind: 'empty' } | { kind: 'error' } | { kind: 'done'; count: number } | null;

/**
 * "Exportar Excel": every enrollee of the current filter comes from the export
 * endpoint (not only the page on view), then exceljs builds the file in the
 * browser (seed 001 §7: done entirely on the client), in a Web Worker so the page
 * does not freeze on thousands of rows.
 */
export function useExcelExport(instanciaId: number, filter: EnrolleeFilter, career: string) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome>(null);

  const run = async () => {
    if (pending) return;
    setPending(true);
    setOutcome(null);
    try {
      const rows = await inscripcionesApi.exportRows(instanciaId, filter);
      if (rows.length === 0) {
        setOutcome({ kind: 'empty' });
        return;
      }
      const data = await buildWorkbookInWorker(rows);
      downloadFile(data, exportFileName(career));
      setOutcome({ kind: 'done', count: rows.length });
    } catch (error) {
      console.error('Excel export failed', error);
      setOutcome({ kind: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { run, pending, outcome, dismiss: () => setOutcome(null) };
}
