import { notaMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). Grades (staff). */
export const sources = {
  nota: {
    required: notaMsg.required,
    invalid: notaMsg.invalid,
    decimals: notaMsg.decimals,
    inscriptoInvalid: notaMsg.inscriptoInvalid,
    materiaInvalid: notaMsg.materiaInvalid,
    instanciaInvalid: notaMsg.instanciaInvalid,
    fechaExamenRequired: notaMsg.fechaExamenRequired,
    notFound: notaMsg.notFound,
    inscriptoNotFound: notaMsg.inscriptoNotFound,
    notApproved: notaMsg.notApproved,
    materiaNotOfCarrera: notaMsg.materiaNotOfCarrera,
  },
};
