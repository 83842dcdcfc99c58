import { isAdminScope } from '../enums.js';

/**
 * Who may call a route, as part of its declaration. The API derives its access
 * table and the guard it runs before the body is read from these values, and
 * docs/security.md lists them.
 *
 * - `public`: no session (account calls, health, API docs).
 * - `signed-in`: any session; the route only acts on the caller's own account.
 * - `owner`: any session; staff act on anyone, an applicant only on the ids in
 *   `owns`, which the service checks against the session's user (403 otherwise).
 * - `staff`: a staff session whose group holds `permission`; applicants get 403.
 */
export type Who = 'public' | 'signed-in' | 'owner' | 'staff';

/** The kinds of ids an applicant can own. */
export type OwnedKind = 'persona' | 'file' | 'correccion' | 'inscripto' | 'situacion' | 'user';

export interface OwnedId {
  kind: OwnedKind;
  /** Where the id travels: the path parameter, a JSON body field or a multipart field. */
  in: 'path' | 'body' | 'multipart';
  name: string;
}

/**
 * What a staff route needs. Every staff group holds every permission until the
 * staff-roles issue splits them (Administrador, Secretaría Académica, Bedelía).
 */
export const STAFF_PERMISSIONS = [
  'dashboard.ver',
  'personas.ver',
  'personas.corregir',
  'instancias.gestionar',
  'inscripciones.ver',
  'inscripciones.decidir',
  'inscripciones.exportar',
  'asistencias.registrar',
  'notas.registrar',
  'usuarios.gestionar',
  'carreras.gestionar',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export interface RouteAccess {
  who: Who;
  /** For `owner`: every id an applicant sends here is checked against ownership. */
  owns?: readonly OwnedId[];
  /** For `staff`: the permission the caller's group must hold. */
  permission?: StaffPermission;
  /**
   * The document download also opens with a signed, expiring link and no session
   * (decision 30): the guard authenticates only a request that brings a token.
   */
  signedLink?: true;
  /** Only the owning applicant, staff included in the refusal (403): it speaks for the applicant. */
  ownerOnly?: true;
  /** Why, in a few words (shown in docs/security.md). */
  note?: string;
}

export const publicAccess = (note?: string) => ({ who: 'public', ...(note ? { note } : {}) }) as const satisfies RouteAccess;

export const signedIn = (note?: string) => ({ who: 'signed-in', ...(note ? { note } : {}) }) as const satisfies RouteAccess;

export const staff = (permission: StaffPermission, note?: string) =>
  ({ who: 'staff', permission, ...(note ? { note } : {}) }) as const satisfies RouteAccess;

export const owner = (owns: readonly OwnedId[], extra: Pick<RouteAccess, 'signedLink' | 'ownerOnly' | 'note'> = {}) =>
  ({ who: 'owner', owns, ...extra }) as const satisfies RouteAccess;

/** An owned id in the path (`:name`). */
export const ownedPath = (kind: OwnedKind, name = 'id'): OwnedId => ({ kind, in: 'path', name });
/** An owned id in the JSON body. */
export const ownedBody = (kind: OwnedKind, name: string): OwnedId => ({ kind, in: 'body', name });
/** An owned id in a multipart field. */
export const ownedField = (kind: OwnedKind, name: string): OwnedId => ({ kind, in: 'multipart', name });

/**
 * Whether a staff session's group holds a permission. Today every staff scope holds
 * all of them (decision 84); the staff-roles issue gives each group its own set here,
 * and the API's guard and the web's menus both read this one function.
 */
export function hasStaffPermission(scope: string, permission: StaffPermission): boolean {
  return isAdminScope(scope) && STAFF_PERMISSIONS.includes(permission);
}
