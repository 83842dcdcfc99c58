export * from './reference.js';
export * from './auth.js';
export * from './carreras.js';
export * from './personas.js';
export * from './inscripciones.js';
export * from './conteos.js';
export * from './wizard-drafts.js';
export * from './sso.js';
