/**
 * The one prefix of each resource's query keys: apps/web/src/api/<resource>.ts builds all
 * its keys under it, and a change refreshes the resource by it. In a module of its own, so
 * that a change that touches other resources names them without loading their code and
 * their part of the contract (the applicant's /carreras loads only what it calls).
 */
export const resourcePrefix = {
  asistencias: ['asistencias'],
  auth: ['auth'],
  carreras: ['carreras'],
  combos: ['combos'],
  correcciones: ['correcciones'],
  identidad: ['identidad'],
  dashboard: ['dashboard'],
  inscripciones: ['inscripciones'],
  instancias: ['instancias'],
  reportes: ['reportes'],
  notas: ['notas'],
  personas: ['personas'],
  requisitos: ['requisitos'],
  situacionLaboral: ['situacion-laboral'],
  usuarios: ['usuarios'],
  wizardDraft: ['wizard-draft'],
} as const;
