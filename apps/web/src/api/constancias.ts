import { constanciasRefs as c, pathOf, type ConstanciaVerification, type HandoffFormat } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '@/lib/api-client';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type { ConstanciaVerification, HandoffFormat };

/** The proof of enrolment, its public verification and the hand-off CSV (issue 19). */
export const constanciasKeys = {
  all: resourcePrefix.constancias,
  verify: (code: string) => [...constanciasKeys.all, 'verify', code] as const,
};

export const constanciasQueries = {
  /** The public check of a QR code; a bad code is a 404 ApiError, not retried. */
  verify: (code: string) =>
    queryOptions({
      queryKey: constanciasKeys.verify(code),
      queryFn: ({ signal }) => callRoute(c.verifyConstancia, { params: { code } }, { signal, handleUnauthorized: false }),
      retry: false,
      staleTime: Infinity,
    }),
};

export const constanciasApi = {
  /** Downloads the constancia of an enrolment with the bearer token and saves it. */
  async downloadConstancia(inscriptoId: number): Promise<void> {
    const { blob, fileName } = await apiDownload(pathOf(c.downloadConstancia, { id: inscriptoId }));
    saveBlob(blob, fileName ?? `Constancia_${inscriptoId}.pdf`);
  },
  /** Downloads the approved applicants of an instancia as the hand-off CSV and saves it. */
  async exportHandoff(instanciaId: number, formato: HandoffFormat): Promise<void> {
    const { blob, fileName } = await apiDownload(`${pathOf(c.exportHandoff, { instancia: instanciaId })}?formato=${formato}`);
    saveBlob(blob, fileName ?? `Aprobados_${instanciaId}_${formato}.csv`);
  },
};
