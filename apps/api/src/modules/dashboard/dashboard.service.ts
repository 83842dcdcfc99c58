import { ESTADO_IDS, ESTADOS_INSCRIPCION, isForeignApplicant, missingRequisitos } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { listEnrollableOpenInstancias, todayUtc } from '../instancias/instancias.queries.js';
import { listsForInstancias } from '../requisitos/requirements-of.js';
import { revisionCounts } from '../requisitos/requisitos.queries.js';
import * as q from './dashboard.queries.js';

export const RECENT_AUDIT_ENTRIES = 20;

/**
 * GET /api/dashboard: for every instancia applicants can enrol in today (published, not
 * finished, not of the extension type whose card links out; decision 124),
 * enrollees by estado and how many still miss a required document; plus the
 * newest audit entries. Five queries whatever the number of instancias; "missing" follows each
 * instancia's own requirement list (issue 15).
 */
export async function summary(deps: AppDeps, now = new Date()) {
  const today = todayUtc(now);
  const open = await listEnrollableOpenInstancias(deps.db, today);
  const ids = open.map((i) => i.id);
  const [counts, situations, audit, review, lists] = await Promise.all([
    q.countByEstado(deps.db, ids),
    q.documentSituations(deps.db, ids),
    q.recentAudit(deps.db, RECENT_AUDIT_ENTRIES),
    revisionCounts(deps.db, today),
    listsForInstancias(deps.db, open),
  ]);
  const reviewOf = new Map(review.map((r) => [r.instancia_id, r]));

  const byInstancia = new Map<number, Map<number, number>>();
  for (const c of counts) {
    const m = byInstancia.get(c.instancia_id) ?? new Map<number, number>();
    m.set(c.estado_id, Number(c.n));
    byInstancia.set(c.instancia_id, m);
  }
  const missing = new Map<number, number>();
  for (const s of situations) {
    const conditions = {
      trabaja: s.trabaja === 1,
      discapacidad: s.discapacidad,
      extranjero: isForeignApplicant({ tipo_documento: s.tipo_documento, nacionalidad_id: s.nacionalidad_id }),
    };
    const lacks = missingRequisitos(lists.get(s.instancia_id) ?? [], s.names, conditions).length > 0;
    if (lacks) missing.set(s.instancia_id, (missing.get(s.instancia_id) ?? 0) + Number(s.n));
  }

  return {
    fecha: today,
    instancias: open.map((i) => {
      const estados = byInstancia.get(i.id) ?? new Map<number, number>();
      const por_estado = ESTADO_IDS.map((id) => ({ estado_id: id, estado: ESTADOS_INSCRIPCION[id], cantidad: estados.get(id) ?? 0 }));
      return {
        id: i.id,
        descripcion: i.descripcion,
        carrera_id: i.carrera_id,
        carrera: i.carrera,
        fecha_publicacion: i.fecha_publicacion,
        fecha_inicio: i.fecha_inicio,
        fecha_fin: i.fecha_fin,
        inscripcion_desde: i.inscripcion_desde,
        inscripcion_hasta: i.inscripcion_hasta,
        total: por_estado.reduce((sum, e) => sum + e.cantidad, 0),
        por_estado,
        documentos_faltantes: missing.get(i.id) ?? 0,
        por_revisar: reviewOf.get(i.id)?.por_revisar ?? 0,
        reenviados: reviewOf.get(i.id)?.reenviados ?? 0,
        prorroga_vencida: reviewOf.get(i.id)?.prorroga_vencida ?? 0,
        cupo: i.cupo,
      };
    }),
    auditoria: audit.map((a) => ({
      id: a.id,
      action: a.action,
      entity: a.entity,
      entity_id: a.entity_id,
      entity_name: a.entity_name,
      created_at: a.created_at,
      // The account's row comes with its id (the foreign key empties both together).
      actor: a.actor_id === null || a.actor_name === null ? null : { id: a.actor_id, name: a.actor_name },
    })),
  };
}
