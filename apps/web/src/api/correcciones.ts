import {
  correccionesRefs as c,
  type Correccion,
  type CorreccionCreateInput,
  type CorreccionEstado,
  type PersonaStaffEditInput,
  type StaffCorreccion,
} from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type { Correccion, CorreccionEstado, StaffCorreccion };

/** Correction requests of locked personal data: the applicant's own, the staff queue and its count. */
export const correccionesKeys = {
  all: resourcePrefix.correcciones,
  byPersona: (personaId: number) => [...correccionesKeys.all, 'persona', personaId] as const,
  staff: (estado: CorreccionEstado) => [...correccionesKeys.all, 'staff', estado] as const,
  pending: () => [...correccionesKeys.all, 'pending'] as const,
};

export const correccionesQueries = {
  byPersona: (personaId: number) =>
    queryOptions({
      queryKey: correccionesKeys.byPersona(personaId),
      queryFn: async ({ signal }): Promise<Correccion[]> =>
        (await callRoute(c.listPersonaCorrecciones, { params: { id: personaId } }, { signal })).correcciones,
    }),
  staff: (estado: CorreccionEstado) =>
    queryOptions({
      queryKey: correccionesKeys.staff(estado),
      queryFn: async ({ signal }): Promise<StaffCorreccion[]> =>
        (await callRoute(c.listCorrecciones, { query: { estado } }, { signal })).correcciones,
    }),
  /** The staff menu's count: asked again each minute while the page is open. */
  pending: () =>
    queryOptions({
      queryKey: correccionesKeys.pending(),
      queryFn: async ({ signal }): Promise<number> => (await callRoute(c.countCorrecciones, {}, { signal })).pendientes,
      refetchInterval: 60_000,
    }),
};

export const correccionesApi = {
  create: (personaId: number, body: CorreccionCreateInput) => callRoute(c.createCorreccion, { params: { id: personaId }, body }),
  apply: (id: number, body: PersonaStaffEditInput) => callRoute(c.applyCorreccion, { params: { id }, body }),
  refuse: (id: number, respuesta: string) => callRoute(c.refuseCorreccion, { params: { id }, body: { respuesta } }),
};
