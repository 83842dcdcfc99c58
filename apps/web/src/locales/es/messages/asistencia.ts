import { asistenciaMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). Attendance (staff); the wizard's own words are the asistencias namespace. */
export const sources = {
  asistencia: {
    instanciaInvalid: asistenciaMsg.instanciaInvalid,
    materiaInvalid: asistenciaMsg.materiaInvalid,
    fechaClaseRequired: asistenciaMsg.fechaClaseRequired,
    ausentesInvalid: asistenciaMsg.ausentesInvalid,
    materiaNotOfCarrera: asistenciaMsg.materiaNotOfCarrera,
    dniFilterInvalid: asistenciaMsg.dniFilterInvalid,
    notApproved: asistenciaMsg.notApproved,
  },
};
