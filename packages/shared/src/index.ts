export * from './messages.js';
export * from './email.js';
export * from './auth.js';
export * from './enums.js';
export * from './api-types.js';
export * from './persona.js';
