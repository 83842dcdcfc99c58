import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, files, inscriptos, inscriptosPorEstado, personas, situacionesLaborales, users } from '../../db/schema/index.js';

/**
 * Enrollees per instancia and estado, from the counters the triggers of migration 0005
 * keep (decision 74): a read of a few rows by primary key, however many enrollees.
 */
export async function countByEstado(db: DbOrTx, instanciaIds: number[]) {
  if (instanciaIds.length === 0) return [];
  return db
    .select({ instancia_id: inscriptosPorEstado.instancia_id, estado_id: inscriptosPorEstado.estado_id, n: inscriptosPorEstado.total })
    .from(inscriptosPorEstado)
    .where(inArray(inscriptosPorEstado.instancia_id, instanciaIds));
}

/**
 * How many enrollees of each instancia share the same documents situation (works,
 * has a disability, which documents are on file). The inner query folds each
 * enrollee's files into a sorted array; the outer one counts identical situations,
 * so the answer has a handful of rows however many enrollees there are, and the
 * caller applies the instancia's requirement list once per situation (conditions: works, disability,
 * foreign nationality or document).
 */
export async function documentSituations(db: DbOrTx, instanciaIds: number[]) {
  if (instanciaIds.length === 0) return [];
  const perEnrollee = db
    .select({
      instancia_id: sql<number>`${inscriptos.instancia_id}`.as('instancia_id'),
      trabaja: sql<number>`coalesce(${situacionesLaborales.trabaja_actualmente}, 0)`.as('trabaja'),
      discapacidad: sql<boolean>`${personas.discapacidad}`.as('discapacidad'),
      nacionalidad_id: sql<number | null>`${personas.nacionalidad_id}`.as('nacionalidad_id'),
      tipo_documento: sql<string>`${personas.tipo_documento}`.as('tipo_documento'),
      names: sql<
        string[]
      >`coalesce(array_agg(distinct ${files.name}::text order by ${files.name}::text) filter (where ${files.name} is not null), '{}'::text[])`.as(
        'names',
      ),
    })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .leftJoin(situacionesLaborales, eq(situacionesLaborales.persona_id, personas.id))
    .leftJoin(files, eq(files.persona_id, personas.id))
    .where(inArray(inscriptos.instancia_id, instanciaIds))
    .groupBy(inscriptos.id, personas.id, situacionesLaborales.id)
    .as('per_enrollee');
  return db
    .select({
      instancia_id: perEnrollee.instancia_id,
      trabaja: perEnrollee.trabaja,
      discapacidad: perEnrollee.discapacidad,
      nacionalidad_id: perEnrollee.nacionalidad_id,
      tipo_documento: perEnrollee.tipo_documento,
      names: perEnrollee.names,
      n: count(),
    })
    .from(perEnrollee)
    .groupBy(
      perEnrollee.instancia_id,
      perEnrollee.trabaja,
      perEnrollee.discapacidad,
      perEnrollee.nacionalidad_id,
      perEnrollee.tipo_documento,
      perEnrollee.names,
    );
}

/**
 * What an audit entry is about, by name: the person (persona, an enrolment, a grade), the
 * account, or the instancia, carrera or materia by its description. A record deleted since
 * is named from the values the entry kept (`before`); null when there is nothing to name.
 * The entries are at most 20, so a correlated lookup each is cheap.
 */
const entityName = sql<string | null>`case ${auditLog.entity}
  when 'persona' then (select p.nombre || ' ' || p.apellido from personas p where p.id = ${auditLog.entity_id})
  when 'inscripto' then (select p.nombre || ' ' || p.apellido from inscriptos i join personas p on p.id = i.persona_id where i.id = ${auditLog.entity_id})
  when 'nota' then (select p.nombre || ' ' || p.apellido from notas n join inscriptos i on i.id = n.inscripto_id join personas p on p.id = i.persona_id where n.id = ${auditLog.entity_id})
  when 'user' then (select u.name from users u where u.id = ${auditLog.entity_id})
  when 'instancia' then coalesce((select x.descripcion from instancias x where x.id = ${auditLog.entity_id}), ${auditLog.before} ->> 'descripcion')
  when 'carrera' then coalesce((select c.descripcion from carreras c where c.id = ${auditLog.entity_id}), ${auditLog.before} ->> 'descripcion')
  when 'materia' then coalesce((select m.descripcion from materias m where m.id = ${auditLog.entity_id}), ${auditLog.before} ->> 'descripcion')
end`;

/** The newest audit entries with the name of who acted (null once that account is gone) and of what they acted on. */
export async function recentAudit(db: DbOrTx, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      created_at: auditLog.created_at,
      actor_id: auditLog.actor_user_id,
      actor_name: users.name,
      entity_name: entityName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(limit);
}
