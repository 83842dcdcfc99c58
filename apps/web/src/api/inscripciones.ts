import { inscripcionesRefs as c, type ResponseOf } from '@ingreso/shared';
import type { BulkMailInput, BulkSetEstadoInput, inscripcionesContract, RevisionFiltro, SetEstadoBody } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

export type Inscripto = inscripcionesContract.Inscripto;
export type PersonaInscripcion = inscripcionesContract.PersonaInscripcion;
export type Enrollee = inscripcionesContract.Enrollee;
export type EnrolleePage = inscripcionesContract.EnrolleePage;
export type EnrolleeExportRow = inscripcionesContract.EnrolleeExportRow;
export type EnrolmentDetail = inscripcionesContract.EnrolmentDetail;
export type BulkResult = inscripcionesContract.BulkResult;
export type { SetEstadoBody };
/** What enrolling answers: the stored enrolment (its cod_tramite) and the seed's message. */
export type CreateInscripcionAnswer = ResponseOf<typeof c.createInscripcion>;
/** The enrolment of the detail answer, with its persona, career, company, job and school. */
export type InscriptoDetail = EnrolmentDetail['inscripto'];
export type EnrolmentHistoryEntry = inscripcionesContract.EnrolmentHistoryEntry;
/** An e-mail to the applicant in the history, with its delivery state (issue 16). */
export type MailDelivery = inscripcionesContract.MailDelivery;

/**
 * The staff table's filter: digits of the document number ('' for all), an estado id or null for
 * all, and a review queue of issue 15 or null for every enrolment.
 */
export interface EnrolleeFilter {
  dni: string;
  estado: number | null;
  revision: RevisionFiltro | null;
}

/** Enrolments (`inscriptos`): an applicant's own, an instancia's enrollees, one enrolment's detail. */
export const inscripcionesKeys = {
  all: resourcePrefix.inscripciones,
  byPersona: (personaId: number) => [...inscripcionesKeys.all, 'persona', personaId] as const,
  byInstancia: (instanciaId: number, filter: EnrolleeFilter, page: number, pageSize: number) =>
    [...inscripcionesKeys.all, 'instancia', instanciaId, filter.dni, filter.estado, filter.revision, page, pageSize] as const,
  detail: (id: number) => [...inscripcionesKeys.all, 'detail', id] as const,
  formData: () => [...inscripcionesKeys.all, 'form-data'] as const,
};

/**
 * Enrolling, and changing or resubmitting an enrolment, also change the open offerings,
 * the staff board's counts and the approved students of the attendance wizard.
 */
export const enrolmentTouches = [resourcePrefix.instancias, resourcePrefix.dashboard, resourcePrefix.asistencias] as const;

const filterQuery = (filter: EnrolleeFilter) => ({
  dni: filter.dni || undefined,
  estado: filter.estado ?? undefined,
  revision: filter.revision ?? undefined,
});

export const inscripcionesQueries = {
  /** An applicant's enrolments, with the instancia, career and estado the cards show. */
  byPersona: (personaId: number) =>
    queryOptions({
      queryKey: inscripcionesKeys.byPersona(personaId),
      queryFn: async ({ signal }): Promise<PersonaInscripcion[]> =>
        (await callRoute(c.listInscripcionesByPersona, { params: { id: personaId } }, { signal })).data.inscriptos,
    }),
  /** One page of an instancia's enrollees, filtered and counted by the server. */
  byInstancia: (instanciaId: number, filter: EnrolleeFilter, page: number, pageSize: number) =>
    queryOptions({
      queryKey: inscripcionesKeys.byInstancia(instanciaId, filter, page, pageSize),
      queryFn: ({ signal }): Promise<EnrolleePage> =>
        callRoute(
          c.listInscriptosByInstancia,
          { params: { instancia: instanciaId }, query: { ...filterQuery(filter), page, page_size: pageSize } },
          { signal },
        ),
      staleTime: 10_000,
    }),
  /** The enrolment with its persona (files, disabilities), career, company, job, school and history. */
  detail: (id: number) =>
    queryOptions({
      queryKey: inscripcionesKeys.detail(id),
      queryFn: ({ signal }): Promise<EnrolmentDetail> => callRoute(c.getInscripto, { params: { id } }, { signal }),
      // The document links are signed for 10 minutes: every opening asks again.
      staleTime: 0,
    }),
  /** Estados, the careers a person may choose in the common admission course, the document names. */
  formData: () =>
    queryOptions({
      queryKey: inscripcionesKeys.formData(),
      queryFn: ({ signal }) => callRoute(c.getInscripcionFormData, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
};

export const inscripcionesApi = {
  /** es_beca and abona_empresa are always 0 (seed); carrera only for the common admission course. */
  create: (body: { persona_id: number; instancia_id: number; carrera: number | null }) =>
    callRoute(c.createInscripcion, { body: { ...body, es_beca: 0, abona_empresa: 0 } }),
  /** "Ya corregí mi documentación": a rejected enrolment goes back to Pendiente. */
  resubmit: async (id: number): Promise<Inscripto> => (await callRoute(c.resubmitInscripcion, { params: { id } })).inscripto,
  /** "Darme de baja": the owner withdraws an enrolment (Pendiente, Aprobado or Lista de espera). */
  withdraw: async (id: number): Promise<Inscripto> => (await callRoute(c.withdrawInscripcion, { params: { id } })).inscripto,
  /** The server validates and sanitizes the reason; `message` says when approval became Lista de espera (cupo). */
  setEstado: (id: number, body: SetEstadoBody) => callRoute(c.setEstado, { params: { id }, body }),
  /** One estado for many rows (ids, or the table's filter), each with the single change's rules. */
  /** The ids of the table's filter, in its order: a bulk action "on the N matching" sends them in parts. */
  listIds: async (instanciaId: number, filter: { dni: string; estado?: number; revision?: RevisionFiltro }) =>
    (await callRoute(c.listInscriptoIds, { params: { instancia: instanciaId }, query: filter })).ids,
  bulkSetEstado: async (body: BulkSetEstadoInput) => (await callRoute(c.bulkSetEstado, { body })).resultados,
  /** "Enviar correo" to the selected applicants. */
  bulkSendMail: async (body: BulkMailInput) => (await callRoute(c.bulkSendMail, { body })).resultados,
  /** Every enrollee of the filter (not only the page on view), for the Excel file. */
  exportRows: async (instanciaId: number, filter: EnrolleeFilter): Promise<EnrolleeExportRow[]> =>
    (await callRoute(c.exportInscriptos, { params: { instancia: instanciaId }, query: filterQuery(filter) })).rows,
};
