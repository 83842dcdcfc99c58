import { instanciasRefs as i, type BodyInputOf } from '@ingreso/shared';
import type { instanciasContract } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type OpenInstancia = instanciasContract.OpenInstancia;
export type CareerTypeOfferings = instanciasContract.CareerTypeOfferings;
export type InstanciaRow = instanciasContract.InstanciaRow;
export type InstanciaDetail = instanciasContract.InstanciaDetail;

/** Instancias: the offerings open to applicants, the staff's list, one instancia with its subjects. */
export const instanciasKeys = {
  all: resourcePrefix.instancias,
  open: () => [...instanciasKeys.all, 'open'] as const,
  list: () => [...instanciasKeys.all, 'list'] as const,
  detail: (id: number) => [...instanciasKeys.all, 'detail', id] as const,
};

/** A change of an instancia also changes the staff board (its open instancias). */
export const instanciaChangeTouches = [resourcePrefix.dashboard] as const;

export const instanciasQueries = {
  /**
   * The instancias open today grouped by career type (the cards of /carreras, also asked
   * for during the applicant's loading screen: features/carreras/prefetch.ts). They open
   * and close by date: a visit a minute later may see another list.
   */
  open: () =>
    queryOptions({
      queryKey: instanciasKeys.open(),
      queryFn: async ({ signal }): Promise<CareerTypeOfferings[]> => {
        const answer = await callRoute(i.listOpenInstancias, {}, { signal });
        return Array.isArray(answer?.data) ? answer.data : [];
      },
      staleTime: 60_000,
    }),
  /** Every instancia, newest fecha_inicio first (the server's order). */
  list: () =>
    queryOptions({
      queryKey: instanciasKeys.list(),
      queryFn: async ({ signal }): Promise<InstanciaRow[]> => (await callRoute(i.listInstancias, {}, { signal })).data.instancias,
    }),
  /** One instancia with its career's subjects. */
  detail: (id: number) =>
    queryOptions({
      queryKey: instanciasKeys.detail(id),
      queryFn: async ({ signal }): Promise<InstanciaDetail> =>
        (await callRoute(i.getInstancia, { params: { id } }, { signal })).data.instancia,
    }),
};

export const instanciasApi = {
  create: async (body: BodyInputOf<typeof i.createInstancia>): Promise<InstanciaDetail> =>
    (await callRoute(i.createInstancia, { body })).instancia,
  update: async (id: number, body: BodyInputOf<typeof i.updateInstancia>): Promise<InstanciaDetail> =>
    (await callRoute(i.updateInstancia, { params: { id }, body })).instancia,
  /** The server refuses (409) an instancia that has enrollees. */
  remove: (id: number) => callRoute(i.deleteInstancia, { params: { id } }),
};
