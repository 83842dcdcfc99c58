import { estadoMsg, inscripcionMsg, seatsMsg } from '@ingreso/shared';

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
  // Issue 16: seats, withdrawal, the data of Por empresa and Por Beca, bulk decisions and e-mails.
  seats: {
    waitlisted: seatsMsg.waitlisted,
    promoted: seatsMsg.promoted,
    withdrawn: seatsMsg.withdrawn,
    withdrawOnly: seatsMsg.withdrawOnly,
    sameEstado: seatsMsg.sameEstado,
    empresaRequired: seatsMsg.empresaRequired,
    razonSocialRequired: seatsMsg.razonSocialRequired,
    becaRequired: seatsMsg.becaRequired,
    becaTipoRequired: seatsMsg.becaTipoRequired,
    becaPorcentaje: seatsMsg.becaPorcentaje,
    bulkChooseRows: seatsMsg.bulkChooseRows,
    bulkIdsOrFilter: seatsMsg.bulkIdsOrFilter,
    bulkTooMany: seatsMsg.bulkTooMany,
    bulkNotInInstancia: seatsMsg.bulkNotInInstancia,
    mailSubjectRequired: seatsMsg.mailSubjectRequired,
    mailBodyRequired: seatsMsg.mailBodyRequired,
  },
};
