import { carreraMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). Careers and subjects (staff). */
export const sources = {
  carrera: {
    descripcionRequired: carreraMsg.descripcionRequired,
    max255: carreraMsg.max255,
    tipoRequired: carreraMsg.tipoRequired,
    tipoInvalid: carreraMsg.tipoInvalid,
    notFound: carreraMsg.notFound,
    materiaNotFound: carreraMsg.materiaNotFound,
    materiaInUse: carreraMsg.materiaInUse,
    materiaDeleted: carreraMsg.materiaDeleted,
  },
};
