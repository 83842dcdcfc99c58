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
export type OwnedKind = 'persona' | 'file' | 'correccion' | 'inscripto' | 'situacion' | 'user' | 'reclamo_archivo';

export interface OwnedId {
  kind: OwnedKind;
  /** Where the id travels: the path parameter, a JSON body field or a multipart field. */
  in: 'path' | 'body' | 'multipart';
  name: string;
}

/**
 * What a staff route needs. Each staff group holds its own set (STAFF_GROUP_PERMISSIONS);
 * `.ver` reads, the other verbs write.
 */
export const STAFF_PERMISSIONS = [
  'dashboard.ver',
  'personas.ver',
  'personas.corregir',
  'documentos.ver',
  'documentos.gestionar',
  'instancias.ver',
  'instancias.gestionar',
  'inscripciones.ver',
  'inscripciones.decidir',
  'inscripciones.exportar',
  'asistencias.registrar',
  'notas.registrar',
  'usuarios.gestionar',
  'carreras.ver',
  'carreras.gestionar',
  'reportes.ver',
  // Issue 18: identity claims, linking a persona to an account, merging duplicates (decision 266).
  'identidad.resolver',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export interface RouteAccess {
  who: Who;
  /** For `owner`: every id an applicant sends here is checked against ownership. */
  owns?: readonly OwnedId[];
  /**
   * For `staff`: the permission the caller's group must hold. For `owner`: the permission a
   * staff caller's group must hold to act for the applicant (an applicant needs none).
   */
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

/**
 * An applicant acts on the ids in `owns`; staff act on anyone's, if their group holds
 * `permission`. A route that speaks only for the applicant says `ownerOnly` instead.
 */
export const owner = (
  owns: readonly OwnedId[],
  extra: ({ permission: StaffPermission; ownerOnly?: never } | { ownerOnly: true; permission?: never }) &
    Pick<RouteAccess, 'signedLink' | 'note'>,
) => ({ who: 'owner', owns, ...extra }) as const satisfies RouteAccess;

/** An owned id in the path (`:name`). */
export const ownedPath = (kind: OwnedKind, name = 'id'): OwnedId => ({ kind, in: 'path', name });
/** An owned id in the JSON body. */
export const ownedBody = (kind: OwnedKind, name: string): OwnedId => ({ kind, in: 'body', name });
/** An owned id in a multipart field. */
export const ownedField = (kind: OwnedKind, name: string): OwnedId => ({ kind, in: 'multipart', name });

/**
 * The staff groups, by their row in `roles` (migration 0001): the id is what an account
 * stores and what the session carries. Every staff group has the scope `admin`.
 */
export const STAFF_GROUP = { ADMINISTRADOR: 1, BEDELIA: 3, SECRETARIA_ACADEMICA: 4 } as const;

/**
 * What each staff group may do (issue 17; docs/security.md has the table). Administrador:
 * everything. Secretaría Académica: the admissions work (instancias, enrollee review,
 * documents, estados, exports, personal-data corrections, identity claims and duplicates), no accounts and no careers.
 * Bedelía: attendance and grades, reading what they need for them (instancias, careers,
 * enrollee lists); no estado changes, no documents, no accounts. The admissions reports
 * (`reportes.ver`, decision 280) go to Administrador and Secretaría Académica, who run
 * admissions; Bedelía does not see them.
 */
export const STAFF_GROUP_PERMISSIONS: Readonly<Record<number, readonly StaffPermission[]>> = Object.freeze({
  [STAFF_GROUP.ADMINISTRADOR]: STAFF_PERMISSIONS,
  // Everything but the classroom records and the administration of accounts and careers.
  [STAFF_GROUP.SECRETARIA_ACADEMICA]: STAFF_PERMISSIONS.filter(
    (p) => !(['asistencias.registrar', 'notas.registrar', 'usuarios.gestionar', 'carreras.gestionar'] as const).some((x) => x === p),
  ),
  [STAFF_GROUP.BEDELIA]: ['instancias.ver', 'inscripciones.ver', 'asistencias.registrar', 'notas.registrar', 'carreras.ver'],
});

const NO_PERMISSIONS: readonly StaffPermission[] = Object.freeze([]);

/**
 * The permissions of an account: its staff group's, none for an applicant or for a staff
 * role this table does not know (a role added to the database later holds nothing until
 * it is given a set here: refusing is the safe default).
 */
export function staffPermissionsOf(scope: string | null | undefined, roleId: number): readonly StaffPermission[] {
  return isAdminScope(scope) ? (STAFF_GROUP_PERMISSIONS[roleId] ?? NO_PERMISSIONS) : NO_PERMISSIONS;
}

/** Whether a staff session's group holds a permission. The API's guard and the web's menus both read this. */
export function hasStaffPermission(scope: string | null | undefined, roleId: number, permission: StaffPermission): boolean {
  return staffPermissionsOf(scope, roleId).includes(permission);
}
