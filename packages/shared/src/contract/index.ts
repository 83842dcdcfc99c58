/**
 * The API contract: every /api route declared once (method, path, operationId,
 * access, schemas of its input and of every answer). The API registers from it
 * (apps/api/src/contract/bind-route.ts), the web calls through it
 * (apps/web/src/api/), and /api/docs/json is generated from it.
 */
import type { RouteDeclaration } from './route.js';
import { dashboardRoutes } from './dashboard.js';
import { filesRoutes } from './files.js';
import { inscripcionesRoutes } from './inscripciones.js';
import { instanciasRoutes } from './instancias.js';
import { carrerasRoutes } from './carreras.js';
import { asistenciasRoutes } from './asistencias.js';
import { notasRoutes } from './notas.js';
import { usuariosRoutes } from './usuarios.js';
import { healthRoutes } from './health.js';
import { authRoutes } from './auth.js';
import { combosRoutes } from './combos.js';
import { personasRoutes } from './personas.js';
import { situacionLaboralRoutes } from './situacion-laboral.js';
import { correccionesRoutes } from './correcciones.js';
import { wizardDraftRoutes } from './wizard-draft.js';
import { ssoRoutes } from './sso.js';
import { constanciasRoutes } from './constancias.js';
import { reportesRoutes } from './reportes.js';
import { requisitosRoutes } from './requisitos.js';
import { identidadRoutes } from './identidad.js';

export * from './access.js';
export * from './common.js';
export * from './route.js';
export * from './route-path.js';
export * from './route-refs.js';
export * as dashboardContract from './dashboard.js';
export * as filesContract from './files.js';
export * as inscripcionesContract from './inscripciones.js';
export * as instanciasContract from './instancias.js';
export * as carrerasContract from './carreras.js';
export * as asistenciasContract from './asistencias.js';
export * as notasContract from './notas.js';
export * as usuariosContract from './usuarios.js';
export * as healthContract from './health.js';
export * as authContract from './auth.js';
export * as combosContract from './combos.js';
export * as personasContract from './personas.js';
export * as situacionLaboralContract from './situacion-laboral.js';
export * as correccionesContract from './correcciones.js';
export * as wizardDraftContract from './wizard-draft.js';
export * as ssoContract from './sso.js';
export * as constanciasContract from './constancias.js';
export * as reportesContract from './reportes.js';
export * as requisitosContract from './requisitos.js';
export * as identidadContract from './identidad.js';

/** Every declared route; the API refuses to start if one is not registered. */
export const allRoutes: readonly RouteDeclaration[] = [
  ...carrerasRoutes,
  ...asistenciasRoutes,
  ...notasRoutes,
  ...usuariosRoutes,
  ...dashboardRoutes,
  ...filesRoutes,
  ...inscripcionesRoutes,
  ...instanciasRoutes,
  ...healthRoutes,
  ...authRoutes,
  ...combosRoutes,
  ...personasRoutes,
  ...situacionLaboralRoutes,
  ...correccionesRoutes,
  ...wizardDraftRoutes,
  ...ssoRoutes,
  ...constanciasRoutes,
  ...reportesRoutes,
  ...requisitosRoutes,
  ...identidadRoutes,
];
