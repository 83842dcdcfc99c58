import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ESTADO } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import { carreras, estadosInscripcion, generos, inscriptos, instancias, nacionalidades, personas } from '../../db/schema/index.js';

const carreraInstancia = alias(carreras, 'carrera_instancia');

/** What a constancia prints and its verification shows, with the holder's account for the ownership check. */
export async function findConstancia(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: inscriptos.id,
      estado_id: inscriptos.estado_id,
      estado: estadosInscripcion.descripcion,
      cod_tramite: inscriptos.cod_tramite,
      created_at: inscriptos.created_at,
      owner_user_id: personas.user_id,
      nombre: personas.nombre,
      apellido: personas.apellido,
      tipo_documento: personas.tipo_documento,
      numero_documento: personas.numero_documento,
      instancia: instancias.descripcion,
      carrera_instancia: carreraInstancia.descripcion,
      carrera_elegida: carreras.descripcion,
    })
    .from(inscriptos)
    .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
    .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
    .innerJoin(carreraInstancia, eq(carreraInstancia.id, instancias.carrera_id))
    .innerJoin(estadosInscripcion, eq(estadosInscripcion.id, inscriptos.estado_id))
    .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
    .where(eq(inscriptos.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function estadoName(db: DbOrTx, id: number): Promise<string | null> {
  const rows = await db
    .select({ descripcion: estadosInscripcion.descripcion })
    .from(estadosInscripcion)
    .where(eq(estadosInscripcion.id, id))
    .limit(1);
  return rows[0]?.descripcion ?? null;
}

/** The approved enrolments of an instancia with the hand-off columns (docs/hand-off.md), in enrolment order. */
export async function approvedForHandoff(db: DbOrTx, instanciaId: number) {
  return (
    db
      .select({
        tipo_documento: personas.tipo_documento,
        numero_documento: personas.numero_documento,
        cuit: personas.cuit,
        apellido: personas.apellido,
        nombre: personas.nombre,
        fecha_nacimiento: personas.fecha_nacimiento,
        sexo: generos.descripcion,
        nacionalidad: nacionalidades.descripcion,
        direccion: personas.direccion,
        piso: personas.piso,
        departamento: personas.departamento,
        localidad: personas.localidad,
        provincia: personas.provincia,
        email: personas.email,
        celular: personas.celular,
        telefono: personas.telefono,
        carrera_elegida: carreras.descripcion,
        carrera_instancia: carreraInstancia.descripcion,
        instancia: instancias.descripcion,
        estado: estadosInscripcion.descripcion,
        created_at: inscriptos.created_at,
        updated_at: inscriptos.updated_at,
      })
      .from(inscriptos)
      .innerJoin(personas, eq(personas.id, inscriptos.persona_id))
      .innerJoin(instancias, eq(instancias.id, inscriptos.instancia_id))
      .innerJoin(carreraInstancia, eq(carreraInstancia.id, instancias.carrera_id))
      .innerJoin(estadosInscripcion, eq(estadosInscripcion.id, inscriptos.estado_id))
      // Required references of the persona (not-null foreign keys): always one row.
      .innerJoin(generos, eq(generos.id, personas.genero_id))
      .innerJoin(nacionalidades, eq(nacionalidades.id, personas.nacionalidad_id))
      .leftJoin(carreras, eq(carreras.id, inscriptos.carrera_id))
      .where(and(eq(inscriptos.instancia_id, instanciaId), eq(inscriptos.estado_id, ESTADO.APROBADO)))
      .orderBy(asc(inscriptos.id))
  );
}
