import { asc, eq } from 'drizzle-orm';
import { ESTADOS_CIVILES, TIPOS_DOCUMENTO, TIPOS_SANGRE } from '@ingreso/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  carreras,
  conocimientos,
  discapacidades,
  documentosRequeridos,
  escuelas,
  estadosCiviles,
  estadosEstudio,
  generos,
  lenguajes,
  localidades,
  nacionalidades,
  nivelesEstudio,
  paises,
  provincias,
  roles,
  tiposDocumento,
  tiposSangre,
} from '../../db/schema/index.js';

/**
 * Rows of a table keyed by text ids, in the seeds' order of those ids. The tables have no
 * order column, and an UPDATE (migration 0011 relabels some) moves rows physically.
 */
function inSeedOrder<R extends { id: string }>(rows: R[], ids: readonly string[]): R[] {
  const rank = (id: string) => (ids.includes(id) ? ids.indexOf(id) : ids.length);
  return [...rows].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

/** Every combo of seed 000 section 3, read concurrently (PGlite queues them on its one connection). */
export async function readPersonaCombos(db: DbOrTx) {
  const idDesc = (t: typeof generos) => db.select({ id: t.id, descripcion: t.descripcion }).from(t).orderBy(asc(t.id));
  const [
    generosRows,
    nacionalidadesRows,
    paisesRows,
    discapacidadesRows,
    nivelesRows,
    estadosRows,
    lenguajesRows,
    conocimientosRows,
    escuelasRows,
    carrerasRows,
    provinciasRows,
    localidadesRows,
    documentosRows,
    tiposSangreRows,
    estadosCivilesRows,
    tiposDocumentoRows,
    rolesRows,
  ] = await Promise.all([
    idDesc(generos),
    idDesc(nacionalidades),
    idDesc(paises),
    idDesc(discapacidades),
    idDesc(nivelesEstudio),
    idDesc(estadosEstudio),
    idDesc(lenguajes),
    idDesc(conocimientos),
    // The wizard lists schools sorted by name.
    db
      .select({
        id: escuelas.id,
        nombre: escuelas.nombre,
        localidad: escuelas.localidad,
        jurisdiccion: escuelas.jurisdiccion,
        tipo_colegio: escuelas.tipo_colegio,
      })
      .from(escuelas)
      .orderBy(asc(escuelas.nombre), asc(escuelas.id)),
    // The careers an applicant may choose in the wizard (those of the common admission course).
    db
      .select({ id: carreras.id, descripcion: carreras.descripcion })
      .from(carreras)
      .where(eq(carreras.elegible_en_ingreso, 1))
      .orderBy(asc(carreras.id)),
    db.select({ id: provincias.id, descripcion: provincias.descripcion }).from(provincias).orderBy(asc(provincias.id)),
    db
      .select({ id: localidades.id, descripcion: localidades.descripcion, provincia_id: localidades.provincia_id })
      .from(localidades)
      .orderBy(asc(localidades.provincia_id), asc(localidades.descripcion)),
    db
      .select({ id: documentosRequeridos.id, descripcion: documentosRequeridos.descripcion, condicion: documentosRequeridos.condicion })
      .from(documentosRequeridos)
      .orderBy(asc(documentosRequeridos.orden)),
    db.select({ id: tiposSangre.id, descripcion: tiposSangre.descripcion }).from(tiposSangre),
    db.select({ id: estadosCiviles.id, descripcion: estadosCiviles.descripcion }).from(estadosCiviles),
    db.select({ id: tiposDocumento.id, descripcion: tiposDocumento.descripcion }).from(tiposDocumento),
    db.select({ id: roles.id, descripcion: roles.description, name: roles.name }).from(roles).orderBy(asc(roles.id)),
  ]);
  return {
    generos: generosRows,
    nacionalidades: nacionalidadesRows,
    paises: paisesRows,
    discapacidades: discapacidadesRows,
    escuelas: escuelasRows,
    niveles_estudio: nivelesRows,
    estados_estudio: estadosRows,
    lenguajes: lenguajesRows,
    conocimientos: conocimientosRows,
    carreras: carrerasRows,
    provincias: provinciasRows,
    localidades: localidadesRows,
    // "documentos" sits with tiposangre and estadoscivil in the seeds: the document types (dni, lc, le, ci).
    documentos: inSeedOrder(
      tiposDocumentoRows,
      TIPOS_DOCUMENTO.map((t) => t.id),
    ),
    tiposangre: inSeedOrder(tiposSangreRows, TIPOS_SANGRE),
    estadoscivil: inSeedOrder(
      estadosCivilesRows,
      ESTADOS_CIVILES.map((t) => t.id),
    ),
    // The documents to upload, in order, with the condition that makes the conditional ones required.
    documentos_requeridos: documentosRows,
    roles: rolesRows,
  };
}
