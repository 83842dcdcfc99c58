// Written by `npm run contract:refs -w packages/shared` from the declarations; do not edit.
// route-refs.test.ts fails when a declaration changes and this file does not.
import type { RouteRef } from './route-path.js';
import type * as asistencias from './asistencias.js';
import type * as auth from './auth.js';
import type * as carreras from './carreras.js';
import type * as combos from './combos.js';
import type * as constancias from './constancias.js';
import type * as correcciones from './correcciones.js';
import type * as dashboard from './dashboard.js';
import type * as files from './files.js';
import type * as health from './health.js';
import type * as identidad from './identidad.js';
import type * as inscripciones from './inscripciones.js';
import type * as instancias from './instancias.js';
import type * as notas from './notas.js';
import type * as personas from './personas.js';
import type * as reportes from './reportes.js';
import type * as requisitos from './requisitos.js';
import type * as situacionLaboral from './situacion-laboral.js';
import type * as sso from './sso.js';
import type * as usuarios from './usuarios.js';
import type * as wizardDraft from './wizard-draft.js';

export const asistenciasRefs = {
  getAsistenciasByFecha: { operationId: 'getAsistenciasByFecha', method: 'GET', path: '/api/asistencias-inscripto/get-by-fecha' } as RouteRef<typeof asistencias.getAsistenciasByFecha>,
  getPlanillaAsistencias: { operationId: 'getPlanillaAsistencias', method: 'GET', path: '/api/asistencias-inscripto/planilla' } as RouteRef<typeof asistencias.getPlanillaAsistencias>,
  importAsistencias: { operationId: 'importAsistencias', method: 'POST', path: '/api/asistencias-inscripto/importar' } as RouteRef<typeof asistencias.importAsistencias>,
  listEstudiantes: { operationId: 'listEstudiantes', method: 'GET', path: '/api/instancias/:id/estudiantes' } as RouteRef<typeof asistencias.listEstudiantes>,
  storeAsistencias: { operationId: 'storeAsistencias', method: 'POST', path: '/api/asistencias-inscripto/store' } as RouteRef<typeof asistencias.storeAsistencias>,
  updateAsistencias: { operationId: 'updateAsistencias', method: 'PUT', path: '/api/asistencias-inscripto/update' } as RouteRef<typeof asistencias.updateAsistencias>,
} as const;

export const authRefs = {
  forgotPassword: { operationId: 'forgotPassword', method: 'POST', path: '/api/forgotpassword' } as RouteRef<typeof auth.forgotPassword>,
  getUserInfo: { operationId: 'getUserInfo', method: 'POST', path: '/api/userinfo' } as RouteRef<typeof auth.getUserInfo>,
  login: { operationId: 'login', method: 'POST', path: '/api/login' } as RouteRef<typeof auth.login>,
  logout: { operationId: 'logout', method: 'POST', path: '/api/logout' } as RouteRef<typeof auth.logout>,
  register: { operationId: 'register', method: 'POST', path: '/api/register' } as RouteRef<typeof auth.register>,
  resendVerification: { operationId: 'resendVerification', method: 'POST', path: '/api/verify-account/resend' } as RouteRef<typeof auth.resendVerification>,
  resetPassword: { operationId: 'resetPassword', method: 'POST', path: '/api/resetpassword' } as RouteRef<typeof auth.resetPassword>,
  verifyAccount: { operationId: 'verifyAccount', method: 'POST', path: '/api/verify-account' } as RouteRef<typeof auth.verifyAccount>,
} as const;

export const carrerasRefs = {
  createCarrera: { operationId: 'createCarrera', method: 'POST', path: '/api/carreras' } as RouteRef<typeof carreras.createCarrera>,
  createMateria: { operationId: 'createMateria', method: 'POST', path: '/api/carreras/:id/materias' } as RouteRef<typeof carreras.createMateria>,
  deleteMateria: { operationId: 'deleteMateria', method: 'DELETE', path: '/api/materias/:id' } as RouteRef<typeof carreras.deleteMateria>,
  listCarreras: { operationId: 'listCarreras', method: 'GET', path: '/api/carreras' } as RouteRef<typeof carreras.listCarreras>,
  listMaterias: { operationId: 'listMaterias', method: 'GET', path: '/api/carreras/:id/materias' } as RouteRef<typeof carreras.listMaterias>,
  listTiposCarrera: { operationId: 'listTiposCarrera', method: 'GET', path: '/api/tipos-carrera' } as RouteRef<typeof carreras.listTiposCarrera>,
  updateCarrera: { operationId: 'updateCarrera', method: 'PUT', path: '/api/carreras/:id' } as RouteRef<typeof carreras.updateCarrera>,
  updateMateria: { operationId: 'updateMateria', method: 'PUT', path: '/api/materias/:id' } as RouteRef<typeof carreras.updateMateria>,
} as const;

export const combosRefs = {
  getDataFormPersona: { operationId: 'getDataFormPersona', method: 'GET', path: '/api/data-form-persona' } as RouteRef<typeof combos.getDataFormPersona>,
} as const;

export const constanciasRefs = {
  downloadConstancia: { operationId: 'downloadConstancia', method: 'GET', path: '/api/inscriptos/constancia/:id' } as RouteRef<typeof constancias.downloadConstancia>,
  exportHandoff: { operationId: 'exportHandoff', method: 'GET', path: '/api/inscriptos/handoff/:instancia' } as RouteRef<typeof constancias.exportHandoff>,
  verifyConstancia: { operationId: 'verifyConstancia', method: 'GET', path: '/api/constancias/verificar/:code' } as RouteRef<typeof constancias.verifyConstancia>,
} as const;

export const correccionesRefs = {
  applyCorreccion: { operationId: 'applyCorreccion', method: 'POST', path: '/api/correcciones/aplicar/:id' } as RouteRef<typeof correcciones.applyCorreccion>,
  countCorrecciones: { operationId: 'countCorrecciones', method: 'GET', path: '/api/correcciones/pendientes' } as RouteRef<typeof correcciones.countCorrecciones>,
  createCorreccion: { operationId: 'createCorreccion', method: 'POST', path: '/api/correcciones/persona/:id' } as RouteRef<typeof correcciones.createCorreccion>,
  createCorreccionConRespaldo: { operationId: 'createCorreccionConRespaldo', method: 'POST', path: '/api/correcciones/persona/:id/respaldo' } as RouteRef<typeof correcciones.createCorreccionConRespaldo>,
  downloadCorreccionRespaldo: { operationId: 'downloadCorreccionRespaldo', method: 'GET', path: '/api/correcciones/respaldo/:id' } as RouteRef<typeof correcciones.downloadCorreccionRespaldo>,
  listCorrecciones: { operationId: 'listCorrecciones', method: 'GET', path: '/api/correcciones' } as RouteRef<typeof correcciones.listCorrecciones>,
  listPersonaCorrecciones: { operationId: 'listPersonaCorrecciones', method: 'GET', path: '/api/correcciones/persona/:id' } as RouteRef<typeof correcciones.listPersonaCorrecciones>,
  refuseCorreccion: { operationId: 'refuseCorreccion', method: 'POST', path: '/api/correcciones/rechazar/:id' } as RouteRef<typeof correcciones.refuseCorreccion>,
} as const;

export const dashboardRefs = {
  getDashboard: { operationId: 'getDashboard', method: 'GET', path: '/api/dashboard' } as RouteRef<typeof dashboard.getDashboard>,
} as const;

export const filesRefs = {
  deleteDocument: { operationId: 'deleteDocument', method: 'DELETE', path: '/api/files/delete/:fileId' } as RouteRef<typeof files.deleteDocument>,
  downloadDocument: { operationId: 'downloadDocument', method: 'GET', path: '/api/files/:fileId' } as RouteRef<typeof files.downloadDocument>,
  uploadDocuments: { operationId: 'uploadDocuments', method: 'POST', path: '/api/files/store_docs_persona' } as RouteRef<typeof files.uploadDocuments>,
} as const;

export const healthRefs = {
  getHealth: { operationId: 'getHealth', method: 'GET', path: '/api/health' } as RouteRef<typeof health.getHealth>,
} as const;

export const identidadRefs = {
  countIdentityClaims: { operationId: 'countIdentityClaims', method: 'GET', path: '/api/identidad/reclamos/pendientes' } as RouteRef<typeof identidad.countIdentityClaims>,
  createIdentityClaim: { operationId: 'createIdentityClaim', method: 'POST', path: '/api/identidad/reclamos' } as RouteRef<typeof identidad.createIdentityClaim>,
  downloadIdentityClaimFile: { operationId: 'downloadIdentityClaimFile', method: 'GET', path: '/api/identidad/archivos/:id' } as RouteRef<typeof identidad.downloadIdentityClaimFile>,
  getIdentityClaim: { operationId: 'getIdentityClaim', method: 'GET', path: '/api/identidad/reclamos/:id' } as RouteRef<typeof identidad.getIdentityClaim>,
  linkPersonaAccount: { operationId: 'linkPersonaAccount', method: 'POST', path: '/api/identidad/personas/:id/vincular' } as RouteRef<typeof identidad.linkPersonaAccount>,
  listDuplicatePersonas: { operationId: 'listDuplicatePersonas', method: 'GET', path: '/api/identidad/duplicados' } as RouteRef<typeof identidad.listDuplicatePersonas>,
  listIdentityClaims: { operationId: 'listIdentityClaims', method: 'GET', path: '/api/identidad/reclamos' } as RouteRef<typeof identidad.listIdentityClaims>,
  listMyIdentityClaims: { operationId: 'listMyIdentityClaims', method: 'GET', path: '/api/identidad/mis-reclamos' } as RouteRef<typeof identidad.listMyIdentityClaims>,
  markNotDuplicate: { operationId: 'markNotDuplicate', method: 'POST', path: '/api/identidad/no-duplicados' } as RouteRef<typeof identidad.markNotDuplicate>,
  mergePersonas: { operationId: 'mergePersonas', method: 'POST', path: '/api/identidad/fusionar' } as RouteRef<typeof identidad.mergePersonas>,
  resolveIdentityClaim: { operationId: 'resolveIdentityClaim', method: 'POST', path: '/api/identidad/reclamos/:id/resolver' } as RouteRef<typeof identidad.resolveIdentityClaim>,
} as const;

export const inscripcionesRefs = {
  bulkSendMail: { operationId: 'bulkSendMail', method: 'POST', path: '/api/inscriptos/bulk_correo' } as RouteRef<typeof inscripciones.bulkSendMail>,
  bulkSetEstado: { operationId: 'bulkSetEstado', method: 'POST', path: '/api/inscriptos/bulk_estado' } as RouteRef<typeof inscripciones.bulkSetEstado>,
  createInscripcion: { operationId: 'createInscripcion', method: 'POST', path: '/api/inscriptos' } as RouteRef<typeof inscripciones.createInscripcion>,
  exportInscriptos: { operationId: 'exportInscriptos', method: 'GET', path: '/api/inscriptos/export/:instancia' } as RouteRef<typeof inscripciones.exportInscriptos>,
  getInscripcionFormData: { operationId: 'getInscripcionFormData', method: 'GET', path: '/api/data-form-inscripcion' } as RouteRef<typeof inscripciones.getInscripcionFormData>,
  getInscripto: { operationId: 'getInscripto', method: 'GET', path: '/api/inscriptos/:id' } as RouteRef<typeof inscripciones.getInscripto>,
  listInscripcionesByPersona: { operationId: 'listInscripcionesByPersona', method: 'GET', path: '/api/inscriptos/get_by_persona/:id' } as RouteRef<typeof inscripciones.listInscripcionesByPersona>,
  listInscriptoIds: { operationId: 'listInscriptoIds', method: 'GET', path: '/api/inscriptos/ids_by_instancia/:instancia' } as RouteRef<typeof inscripciones.listInscriptoIds>,
  listInscriptosByInstancia: { operationId: 'listInscriptosByInstancia', method: 'GET', path: '/api/inscriptos/get_by_instancia/:instancia' } as RouteRef<typeof inscripciones.listInscriptosByInstancia>,
  resubmitInscripcion: { operationId: 'resubmitInscripcion', method: 'PUT', path: '/api/inscriptos/reenviar/:id' } as RouteRef<typeof inscripciones.resubmitInscripcion>,
  setEstado: { operationId: 'setEstado', method: 'PUT', path: '/api/inscriptos/set_estado/:id' } as RouteRef<typeof inscripciones.setEstado>,
  withdrawInscripcion: { operationId: 'withdrawInscripcion', method: 'PUT', path: '/api/inscriptos/baja/:id' } as RouteRef<typeof inscripciones.withdrawInscripcion>,
} as const;

export const instanciasRefs = {
  createInstancia: { operationId: 'createInstancia', method: 'POST', path: '/api/instancias' } as RouteRef<typeof instancias.createInstancia>,
  deleteInstancia: { operationId: 'deleteInstancia', method: 'DELETE', path: '/api/instancias/:id' } as RouteRef<typeof instancias.deleteInstancia>,
  getInstancia: { operationId: 'getInstancia', method: 'GET', path: '/api/instancias/:id' } as RouteRef<typeof instancias.getInstancia>,
  listInstancias: { operationId: 'listInstancias', method: 'GET', path: '/api/instancias' } as RouteRef<typeof instancias.listInstancias>,
  listOpenInstancias: { operationId: 'listOpenInstancias', method: 'GET', path: '/api/instancias/get_all_bff' } as RouteRef<typeof instancias.listOpenInstancias>,
  updateInstancia: { operationId: 'updateInstancia', method: 'PUT', path: '/api/instancias/:id' } as RouteRef<typeof instancias.updateInstancia>,
} as const;

export const notasRefs = {
  getNotasByFecha: { operationId: 'getNotasByFecha', method: 'GET', path: '/api/notas-inscripto/get-by-fecha' } as RouteRef<typeof notas.getNotasByFecha>,
  storeNota: { operationId: 'storeNota', method: 'POST', path: '/api/notas-inscripto/store' } as RouteRef<typeof notas.storeNota>,
  updateNota: { operationId: 'updateNota', method: 'PUT', path: '/api/notas-inscripto/update/:id' } as RouteRef<typeof notas.updateNota>,
} as const;

export const personasRefs = {
  createWizardPersona: { operationId: 'createWizardPersona', method: 'POST', path: '/api/wizard-persona' } as RouteRef<typeof personas.createWizardPersona>,
  editPersona: { operationId: 'editPersona', method: 'PUT', path: '/api/personas/datos/:id' } as RouteRef<typeof personas.editPersona>,
  getPersona: { operationId: 'getPersona', method: 'GET', path: '/api/personas/:id' } as RouteRef<typeof personas.getPersona>,
  getPersonaByDni: { operationId: 'getPersonaByDni', method: 'GET', path: '/api/personas/get_by_dni/:dni' } as RouteRef<typeof personas.getPersonaByDni>,
  getPersonaByUser: { operationId: 'getPersonaByUser', method: 'GET', path: '/api/personas/get_by_user/:userId' } as RouteRef<typeof personas.getPersonaByUser>,
  updatePersona: { operationId: 'updatePersona', method: 'PUT', path: '/api/personas/:id' } as RouteRef<typeof personas.updatePersona>,
} as const;

export const reportesRefs = {
  getDocumentosObservadosReport: { operationId: 'getDocumentosObservadosReport', method: 'GET', path: '/api/reportes/documentos-observados' } as RouteRef<typeof reportes.getDocumentosObservadosReport>,
  getEmbudoReport: { operationId: 'getEmbudoReport', method: 'GET', path: '/api/reportes/embudo' } as RouteRef<typeof reportes.getEmbudoReport>,
  getReporteOpciones: { operationId: 'getReporteOpciones', method: 'GET', path: '/api/reportes/opciones' } as RouteRef<typeof reportes.getReporteOpciones>,
  getTiempoDecisionReport: { operationId: 'getTiempoDecisionReport', method: 'GET', path: '/api/reportes/tiempo-decision' } as RouteRef<typeof reportes.getTiempoDecisionReport>,
} as const;

export const requisitosRefs = {
  getInscriptoRequisitos: { operationId: 'getInscriptoRequisitos', method: 'GET', path: '/api/requisitos/inscripto/:id' } as RouteRef<typeof requisitos.getInscriptoRequisitos>,
  listRequisitos: { operationId: 'listRequisitos', method: 'GET', path: '/api/requisitos' } as RouteRef<typeof requisitos.listRequisitos>,
  listRevisionCounts: { operationId: 'listRevisionCounts', method: 'GET', path: '/api/requisitos/pendientes' } as RouteRef<typeof requisitos.listRevisionCounts>,
  reviewRequisito: { operationId: 'reviewRequisito', method: 'PUT', path: '/api/requisitos/inscripto/:id/:codigo' } as RouteRef<typeof requisitos.reviewRequisito>,
  saveRequisitos: { operationId: 'saveRequisitos', method: 'PUT', path: '/api/requisitos' } as RouteRef<typeof requisitos.saveRequisitos>,
} as const;

export const situacionLaboralRefs = {
  getSituacionLaboralByPersona: { operationId: 'getSituacionLaboralByPersona', method: 'GET', path: '/api/situacion-laboral/get_by_persona/:id' } as RouteRef<typeof situacionLaboral.getSituacionLaboralByPersona>,
  updateSituacionLaboral: { operationId: 'updateSituacionLaboral', method: 'PUT', path: '/api/situacion-laboral/:id' } as RouteRef<typeof situacionLaboral.updateSituacionLaboral>,
} as const;

export const ssoRefs = {
  exchangeSsoCode: { operationId: 'exchangeSsoCode', method: 'POST', path: '/api/sso/session' } as RouteRef<typeof sso.exchangeSsoCode>,
  getSsoStatus: { operationId: 'getSsoStatus', method: 'GET', path: '/api/sso' } as RouteRef<typeof sso.getSsoStatus>,
  ssoCallback: { operationId: 'ssoCallback', method: 'GET', path: '/api/sso/callback' } as RouteRef<typeof sso.ssoCallback>,
  startSso: { operationId: 'startSso', method: 'GET', path: '/api/sso/start' } as RouteRef<typeof sso.startSso>,
} as const;

export const usuariosRefs = {
  createUser: { operationId: 'createUser', method: 'POST', path: '/api/users' } as RouteRef<typeof usuarios.createUser>,
  getDataFormUser: { operationId: 'getDataFormUser', method: 'GET', path: '/api/data-form-user' } as RouteRef<typeof usuarios.getDataFormUser>,
  listUserHistory: { operationId: 'listUserHistory', method: 'GET', path: '/api/users/:id/historial' } as RouteRef<typeof usuarios.listUserHistory>,
  listUsers: { operationId: 'listUsers', method: 'GET', path: '/api/users' } as RouteRef<typeof usuarios.listUsers>,
  updateUser: { operationId: 'updateUser', method: 'PUT', path: '/api/users/:id' } as RouteRef<typeof usuarios.updateUser>,
} as const;

export const wizardDraftRefs = {
  checkDniAvailable: { operationId: 'checkDniAvailable', method: 'GET', path: '/api/wizard-draft/dni/:dni' } as RouteRef<typeof wizardDraft.checkDniAvailable>,
  deleteWizardDraftFile: { operationId: 'deleteWizardDraftFile', method: 'DELETE', path: '/api/wizard-draft/files/:name' } as RouteRef<typeof wizardDraft.deleteWizardDraftFile>,
  getWizardDraft: { operationId: 'getWizardDraft', method: 'GET', path: '/api/wizard-draft' } as RouteRef<typeof wizardDraft.getWizardDraft>,
  saveWizardDraft: { operationId: 'saveWizardDraft', method: 'PUT', path: '/api/wizard-draft' } as RouteRef<typeof wizardDraft.saveWizardDraft>,
  uploadWizardDraftFiles: { operationId: 'uploadWizardDraftFiles', method: 'POST', path: '/api/wizard-draft/files' } as RouteRef<typeof wizardDraft.uploadWizardDraftFiles>,
} as const;
