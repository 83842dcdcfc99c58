import {
  correccionesRefs as c,
  pathOf,
  type ResponseOf,
  type Correccion,
  type CorreccionCreateInput,
  type CorreccionEstado,
  type PersonaStaffEditInput,
  type StaffCorreccion,
} from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { uploadWithProgress } from '@/components/document-upload/upload-with-progress';
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
  /** With a supporting document the request goes as multipart to its own route; without one, as JSON. */
  create: async (personaId: number, body: CorreccionCreateInput & { valor: string }, respaldo?: File | null) => {
    if (!respaldo) return callRoute(c.createCorreccion, { params: { id: personaId }, body });
    const form = new FormData();
    form.append('campo', body.campo);
    form.append('valor', body.valor);
    form.append('motivo', body.motivo);
    form.append('respaldo', respaldo, respaldo.name);
    return uploadWithProgress<ResponseOf<typeof c.createCorreccionConRespaldo>>(
      pathOf(c.createCorreccionConRespaldo, { id: personaId }),
      form,
    );
  },
  apply: (id: number, body: PersonaStaffEditInput) => callRoute(c.applyCorreccion, { params: { id }, body }),
  refuse: (id: number, respuesta: string) => callRoute(c.refuseCorreccion, { params: { id }, body: { respuesta } }),
};
