import {
  identidadRefs as c,
  pathOf,
  type DuplicatePair,
  type MergeData,
  type ResponseOf,
  type ReclamoEstado,
  type StaffReclamo,
} from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { uploadWithProgress } from '@/components/document-upload/upload-with-progress';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type { DuplicatePair, StaffReclamo };

/** Identity (issue 18): the applicant's claim, the staff queue and its count, linking, duplicates and merge. */
export const identidadKeys = {
  all: resourcePrefix.identidad,
  staff: (estado: ReclamoEstado) => [...identidadKeys.all, 'staff', estado] as const,
  pending: () => [...identidadKeys.all, 'pending'] as const,
  duplicates: (personaId: number | null) => [...identidadKeys.all, 'duplicates', personaId] as const,
};

export const identidadQueries = {
  staff: (estado: ReclamoEstado) =>
    queryOptions({
      queryKey: identidadKeys.staff(estado),
      queryFn: async ({ signal }): Promise<StaffReclamo[]> =>
        (await callRoute(c.listIdentityClaims, { query: { estado } }, { signal })).reclamos,
    }),
  /** The staff menu's count: asked again each minute while the page is open. */
  pending: () =>
    queryOptions({
      queryKey: identidadKeys.pending(),
      queryFn: async ({ signal }): Promise<number> => (await callRoute(c.countIdentityClaims, {}, { signal })).pendientes,
      refetchInterval: 60_000,
    }),
  duplicates: (personaId: number | null) =>
    queryOptions({
      queryKey: identidadKeys.duplicates(personaId),
      queryFn: async ({ signal }): Promise<DuplicatePair[]> =>
        (await callRoute(c.listDuplicatePersonas, { query: personaId === null ? {} : { persona_id: personaId } }, { signal })).pares,
    }),
};

export const identidadApi = {
  /** The claim with its documents, as multipart (front, back and the optional selfie). */
  createClaim: (body: { numero_documento: string; nota: string; frente: File; dorso: File; selfie?: File | null }) => {
    const form = new FormData();
    form.append('numero_documento', body.numero_documento);
    form.append('nota', body.nota);
    form.append('frente', body.frente, body.frente.name);
    form.append('dorso', body.dorso, body.dorso.name);
    if (body.selfie) form.append('selfie', body.selfie, body.selfie.name);
    return uploadWithProgress<ResponseOf<typeof c.createIdentityClaim>>(pathOf(c.createIdentityClaim, {}), form);
  },
  transfer: (id: number) => callRoute(c.resolveIdentityClaim, { params: { id }, body: { decision: 'transferir' } }),
  refuse: (id: number, respuesta: string) =>
    callRoute(c.resolveIdentityClaim, { params: { id }, body: { decision: 'rechazar', respuesta } }),
  link: (personaId: number, email: string) => callRoute(c.linkPersonaAccount, { params: { id: personaId }, body: { email } }),
  merge: (body: MergeData) => callRoute(c.mergePersonas, { body }),
  notDuplicate: (a: number, b: number) => callRoute(c.markNotDuplicate, { body: { a_id: a, b_id: b } }),
};
