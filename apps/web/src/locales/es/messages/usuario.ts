import { usuarioMsg } from '@ingreso/shared';

/** Messages of packages/shared shown in the chosen language (decision 93). User accounts (staff). */
export const sources = {
  usuario: {
    success: usuarioMsg.success,
    failure: usuarioMsg.failure,
    required: usuarioMsg.required,
    max255: usuarioMsg.max255,
    emailRequired: usuarioMsg.emailRequired,
    emailInvalid: usuarioMsg.emailInvalid,
    max50: usuarioMsg.max50,
    passwordMin: usuarioMsg.passwordMin,
    passwordsMustMatch: usuarioMsg.passwordsMustMatch,
    emailTaken: usuarioMsg.emailTaken,
    roleInvalid: usuarioMsg.roleInvalid,
    notFound: usuarioMsg.notFound,
    lastAdmin: usuarioMsg.lastAdmin,
  },
};
