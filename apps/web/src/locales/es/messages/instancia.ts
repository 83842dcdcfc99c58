import { instanciaMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). Instancias (staff). */
export const sources = {
  instancia: {
    carreraRequired: instanciaMsg.carreraRequired,
    carreraInvalid: instanciaMsg.carreraInvalid,
    descripcionRequired: instanciaMsg.descripcionRequired,
    max255: instanciaMsg.max255,
    fechaPublicacionRequired: instanciaMsg.fechaPublicacionRequired,
    fechaInicioRequired: instanciaMsg.fechaInicioRequired,
    fechaFinRequired: instanciaMsg.fechaFinRequired,
    invalidDate: instanciaMsg.invalidDate,
    finBeforeInicio: instanciaMsg.finBeforeInicio,
    notFound: instanciaMsg.notFound,
    hasEnrollees: instanciaMsg.hasEnrollees,
    deleteRetry: instanciaMsg.deleteRetry,
    deleted: instanciaMsg.deleted,
    duplicada: instanciaMsg.duplicada,
  },
};
