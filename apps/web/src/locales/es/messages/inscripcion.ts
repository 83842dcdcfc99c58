import { estadoMsg, inscripcionMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). Enrolments and their estado. */
export const sources = {
  inscripcion: {
    success: inscripcionMsg.success,
    noFiles: inscripcionMsg.noFiles,
    missingFiles: inscripcionMsg.missingFiles,
    duplicate: inscripcionMsg.duplicate,
    closed: inscripcionMsg.closed,
    instanciaNotFound: inscripcionMsg.instanciaNotFound,
    personaNotFound: inscripcionMsg.personaNotFound,
    notOwnPersona: inscripcionMsg.notOwnPersona,
    chooseCareer: inscripcionMsg.chooseCareer,
    invalidCareer: inscripcionMsg.invalidCareer,
    resubmitFailure: inscripcionMsg.resubmitFailure,
    resubmitOnlyRejected: inscripcionMsg.resubmitOnlyRejected,
    inscriptoNotFound: inscripcionMsg.inscriptoNotFound,
    invalidId: inscripcionMsg.invalidId,
  },
  estado: {
    rejectionReasonRequired: estadoMsg.rejectionReasonRequired,
    chooseEstado: estadoMsg.chooseEstado,
    chooseEstadoNone: estadoMsg.chooseEstadoNone,
    invalidEstado: estadoMsg.invalidEstado,
    saved: estadoMsg.saved,
  },
};
