import { personasRefs as p, type BodyInputOf, type PersonaResponse, type PersonaStaffEditInput, type WizardInput } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** Personas: the applicant's own (by user), the staff's search by DNI, the wizard and the contact edit. */
export const personasKeys = {
  all: resourcePrefix.personas,
  byUser: (userId: number) => [...personasKeys.all, 'user', userId] as const,
  byDni: (dni: string) => [...personasKeys.all, 'dni', dni] as const,
  byId: (id: number) => [...personasKeys.all, 'id', id] as const,
};

export const personasQueries = {
  /** The persona of a user, with its files (signed links, valid 10 minutes) and disabilities. */
  byUser: (userId: number) =>
    queryOptions({
      queryKey: personasKeys.byUser(userId),
      queryFn: async ({ signal }): Promise<PersonaResponse> =>
        (await callRoute(p.getPersonaByUser, { params: { userId } }, { signal })).persona,
    }),
  /** A persona by id, as it is now (staff open the edit form on it); asked again on every open. */
  byId: (id: number) =>
    queryOptions({
      queryKey: personasKeys.byId(id),
      queryFn: async ({ signal }): Promise<PersonaResponse> => (await callRoute(p.getPersona, { params: { id } }, { signal })).persona,
      staleTime: 0,
    }),
  /** A 404 when nobody has that number; each search asks the server again. */
  byDni: (dni: string) =>
    queryOptions({
      queryKey: personasKeys.byDni(dni),
      queryFn: async ({ signal }): Promise<PersonaResponse> =>
        (await callRoute(p.getPersonaByDni, { params: { dni } }, { signal })).persona,
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

export const personasApi = {
  /** The registration wizard: the persona with every step's data, in one transaction. */
  createFromWizard: (body: WizardInput) => callRoute(p.createWizardPersona, { body }),
  /** Staff correct every field with the version the form was opened on (409 if it changed meanwhile). */
  editAsStaff: (id: number, body: PersonaStaffEditInput) => callRoute(p.editPersona, { params: { id }, body }),
  /** The contact fields only. */
  update: async (id: number, body: BodyInputOf<typeof p.updatePersona>): Promise<PersonaResponse> =>
    (await callRoute(p.updatePersona, { params: { id }, body })).persona,
};
