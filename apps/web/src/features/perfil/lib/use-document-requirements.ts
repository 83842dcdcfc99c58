import { applicableRequisitos, ESTADO, isForeignApplicant, missingRequisitos, type PersonaResponse, type Requisito } from '@ingreso/shared';
import { useQueries } from '@tanstack/react-query';
import type { PersonaInscripcion } from '@/api/inscripciones';
import { requisitosQueries } from '@/api/requisitos';

export interface DocumentRequirements {
  /** False while a list is loading: nothing is called missing before the lists arrived. */
  ready: boolean;
  /** Every requirement that applies to the applicant, merged over the lists, in their order. */
  requisitos: Requisito[];
  /** The required ones with no file. */
  missing: Requisito[];
  /** Codes staff accepted in some enrolment: the server refuses replacing or deleting them (409). */
  locked: ReadonlySet<string>;
  /** An approved enrolment: the server refuses deleting any document (409). */
  approved: boolean;
}

/** Merges lists by code: the first list names a document; it is required if any list requires it. */
function mergeLists(lists: readonly Requisito[][]): Requisito[] {
  const byCode = new Map<string, Requisito>();
  for (const list of lists)
    for (const r of list) {
      const seen = byCode.get(r.codigo);
      if (!seen) byCode.set(r.codigo, r);
      else if (r.obligatorio && !seen.obligatorio) byCode.set(r.codigo, { ...seen, obligatorio: true });
    }
  return [...byCode.values()];
}

/**
 * What Mi Documentación asks for (issue 15): the lists of the instancias the applicant is
 * enrolled in and has not withdrawn from (each its own, its carrera's or the faculty's), merged;
 * with no such enrolment, the faculty's list. Each requirement is kept only if its condition
 * applies to the applicant. Before enrolling elsewhere, /carreras checks that instancia's list.
 */
export function useDocumentRequirements(
  persona: PersonaResponse,
  trabaja: boolean,
  enrolments: readonly PersonaInscripcion[] | undefined,
): DocumentRequirements {
  const active = (enrolments ?? []).filter((e) => e.estado_id !== ESTADO.BAJA);
  const lists = useQueries({
    queries: active.length ? active.map((e) => requisitosQueries.list({ instancia: e.instancia_id })) : [requisitosQueries.list()],
  });
  // Every enrolment's reviews, withdrawn ones too: the server's lock looks at all of them.
  const reviews = useQueries({ queries: (enrolments ?? []).map((e) => requisitosQueries.ofInscripto(e.id)) });

  const conditions = { trabaja, discapacidad: persona.discapacidad, extranjero: isForeignApplicant(persona) };
  const merged = mergeLists(lists.flatMap((q) => (q.data ? [q.data.requisitos] : [])));
  const requisitos = applicableRequisitos(merged, conditions);
  const uploaded = persona.files.map((f) => f.name);
  const locked = new Set(
    reviews.flatMap((q) => (q.data?.requisitos ?? []).filter((r) => r.revision.estado === 'aceptado').map((r) => r.codigo)),
  );
  return {
    ready: enrolments !== undefined && lists.every((q) => q.data !== undefined),
    requisitos,
    missing: missingRequisitos(requisitos, uploaded, conditions),
    locked,
    approved: (enrolments ?? []).some((e) => e.estado_id === ESTADO.APROBADO),
  };
}
