import { constanciasRefs as c, pathOf, type ConstanciaVerification, type HandoffFormat } from '@ingreso/shared';
import { apiDownload, saveBlob } from '@/lib/api-download';
import { callRoute } from './call';

export type { ConstanciaVerification, HandoffFormat };

/** The proof of enrolment, its public verification and the hand-off CSV (issue 19). */
export const constanciasApi = {
  /** The public check of a QR code (the verification page has no QueryClient: it is outside the signed-in shell). */
  verify(code: string, signal?: AbortSignal): Promise<ConstanciaVerification> {
    return callRoute(c.verifyConstancia, { params: { code } }, { signal, handleUnauthorized: false });
  },
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
