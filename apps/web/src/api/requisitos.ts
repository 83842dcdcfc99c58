import {
  requisitosRefs as r,
  inscripcionesRefs as c,
  type InscriptoRequisitos,
  type ReviewRequisitoInput,
  type RevisionFiltro,
  type saveRequisitosSchema,
} from '@ingreso/shared';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type { InscriptoRequisitos, RevisionFiltro };
export type SaveRequisitosInput = z.input<typeof saveRequisitosSchema>;
export type InscriptoRequisito = InscriptoRequisitos['requisitos'][number];

/** Whose list: an instancia's (its own, else its carrera's, else the faculty's), a carrera's, or the faculty's (neither). */
export interface RequisitosScope {
  instancia?: number;
  carrera?: number;
}

/** Requirements and their per-document review (issue 15). */
export const requisitosKeys = {
  all: resourcePrefix.requisitos,
  ofInscripto: (id: number) => [...requisitosKeys.all, 'inscripto', id] as const,
  list: (scope: RequisitosScope) => [...requisitosKeys.all, 'list', scope.instancia ?? null, scope.carrera ?? null] as const,
  queue: (instanciaId: number, revision: RevisionFiltro) => [...requisitosKeys.all, 'queue', instanciaId, revision] as const,
  counts: () => [...requisitosKeys.all, 'counts'] as const,
};

/** A review also changes the enrolment (its estado), the staff lists and the board's counts. */
export const reviewTouches = [resourcePrefix.inscripciones, resourcePrefix.dashboard] as const;

export const requisitosQueries = {
  /** The requirement list that governs a scope; staff change it rarely, so it is kept a minute. */
  list: (scope: RequisitosScope = {}) =>
    queryOptions({
      queryKey: requisitosKeys.list(scope),
      queryFn: ({ signal }) => callRoute(r.listRequisitos, { query: scope }, { signal }),
      staleTime: 60_000,
    }),
  /** Each requirement of an enrolment with its file and review; the file links are signed for 10 minutes. */
  ofInscripto: (id: number) =>
    queryOptions({
      queryKey: requisitosKeys.ofInscripto(id),
      queryFn: ({ signal }) => callRoute(r.getInscriptoRequisitos, { params: { id } }, { signal }),
      staleTime: 0,
    }),
  /** The first enrollees of a review queue, oldest waiting first. */
  queue: (instanciaId: number, revision: RevisionFiltro) =>
    queryOptions({
      queryKey: requisitosKeys.queue(instanciaId, revision),
      queryFn: ({ signal }) =>
        callRoute(
          c.listInscriptosByInstancia,
          { params: { instancia: instanciaId }, query: { revision, page: 1, page_size: 50 } },
          { signal },
        ),
    }),
  counts: () =>
    queryOptions({
      queryKey: requisitosKeys.counts(),
      queryFn: ({ signal }) => callRoute(r.listRevisionCounts, {}, { signal }),
      staleTime: 10_000,
    }),
};

export const requisitosApi = {
  save: (body: SaveRequisitosInput) => callRoute(r.saveRequisitos, { body }),
  review: (id: number, codigo: string, body: ReviewRequisitoInput) => callRoute(r.reviewRequisito, { params: { id, codigo }, body }),
};
