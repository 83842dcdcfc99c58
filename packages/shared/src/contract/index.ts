/**
 * The API contract: every /api route declared once (method, path, operationId,
 * access, schemas of its input and of every answer). The API registers from it
 * (apps/api/src/contract/bind-route.ts), the web calls through it
 * (apps/web/src/api/), and /api/docs/json is generated from it.
 */
import type { RouteDeclaration } from './route.js';
import { carrerasRoutes } from './carreras.js';

export * from './access.js';
export * from './common.js';
export * from './route.js';
export * as carrerasContract from './carreras.js';

/** Every declared route; the API refuses to start if one is not registered. */
export const allRoutes: readonly RouteDeclaration[] = [...carrerasRoutes];
