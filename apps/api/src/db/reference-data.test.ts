import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gte, inArray, lte, max } from 'drizzle-orm';
import {
  ESTADOS_INSCRIPCION,
  DOCUMENT_LABELS,
  DOCUMENT_NAMES,
  PAISES,
  TIPOS_DOCUMENTO,
  TIPOS_SANGRE,
  TIPO_SANGRE_LABELS,
  ESTADOS_CIVILES,
} from '@ingreso/shared';
import { databaseKinds, freshDatabase } from '../../test/db.js';
import type { Database } from './client.js';
import {
  carreras,
  documentosRequeridos,
  escuelas,
  estadosCiviles,
  estadosInscripcion,
  instancias,
  localidades,
  materias,
  nacionalidades,
  paises,
  provincias,
  roles,
  tiposCarrera,
  tiposDocumento,
  tiposSangre,
} from './schema/index.js';
import { seedDemo } from './seed/demo.js';

describe.each(databaseKinds)('reference data and demo seed on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds the fixed enumerations of the seeds exactly', async () => {
    const { db } = database;
    expect(await db.select().from(paises).orderBy(asc(paises.id))).toEqual(PAISES.map((p) => ({ ...p })));
    expect(await db.select().from(tiposDocumento).orderBy(asc(tiposDocumento.id))).toEqual(
      [...TIPOS_DOCUMENTO].map((t) => ({ ...t })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    const sangre = await db.select().from(tiposSangre);
    expect(sangre.map((s) => s.id).sort()).toEqual([...TIPOS_SANGRE].sort());
    // Written for people: "0+", "A+" (migration 0011).
    for (const s of sangre) expect(s.descripcion).toBe(TIPO_SANGRE_LABELS[s.id as keyof typeof TIPO_SANGRE_LABELS]);
    expect(sangre.map((s) => s.descripcion).sort()).toEqual(['0+', '0-', 'A+', 'A-', 'AB+', 'AB-', 'B+', 'B-']);
    const civiles = await db.select().from(estadosCiviles);
    expect(civiles.map((c) => c.id).sort()).toEqual(ESTADOS_CIVILES.map((c) => c.id).sort());
    // Nationality 1 is "native" for the export; the rest are foreign.
    const [nativa] = await db.select().from(nacionalidades).where(eq(nacionalidades.id, 1));
    expect(nativa.descripcion).toBe('Argentina');
  });

  it('has the 24 provincias, localidades that point at them and schools per jurisdiction', async () => {
    const { db } = database;
    const provs = await db.select().from(provincias).orderBy(asc(provincias.id));
    expect(provs).toHaveLength(24);
    expect(provs.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(provs.map((p) => p.descripcion)).toContain('Ciudad Autónoma de Buenos Aires');

    const locs = await db.select().from(localidades);
    const provIds = new Set(provs.map((p) => p.id));
    expect(locs.filter((l) => !provIds.has(l.provincia_id))).toEqual([]);
    for (const p of provs) {
      expect(locs.filter((l) => l.provincia_id === p.id).length, p.descripcion).toBeGreaterThanOrEqual(6);
    }
    const bsAs = provs.find((p) => p.descripcion === 'Buenos Aires');
    const bsAsLocs = locs.filter((l) => l.provincia_id === bsAs?.id).map((l) => l.descripcion);
    expect(bsAsLocs.length).toBeGreaterThanOrEqual(25);
    expect(bsAsLocs).toEqual(expect.arrayContaining(['General Pacheco', 'Tigre', 'San Fernando', 'Escobar', 'Pilar']));

    const schools = await db.select().from(escuelas);
    expect(schools.length).toBeGreaterThanOrEqual(80);
    const byName = new Map(provs.map((p) => [p.descripcion, p.id]));
    for (const s of schools) {
      // The wizard filters schools by jurisdiction name and then shows their localidad.
      const provId = byName.get(s.jurisdiccion);
      expect(provId, s.nombre).toBeDefined();
      expect(
        locs.some((l) => l.provincia_id === provId && l.descripcion === s.localidad),
        s.nombre,
      ).toBe(true);
      expect(['Pública', 'Privada']).toContain(s.tipo_colegio);
    }
  });

  it('has the enrolment states, documents and roles', async () => {
    const { db } = database;
    const estados = await db.select().from(estadosInscripcion).orderBy(asc(estadosInscripcion.id));
    expect(estados).toEqual(Object.entries(ESTADOS_INSCRIPCION).map(([id, descripcion]) => ({ id: Number(id), descripcion })));

    const docs = await db.select().from(documentosRequeridos).orderBy(asc(documentosRequeridos.orden));
    expect(docs.map((d) => d.id)).toEqual([...DOCUMENT_NAMES]);
    // The table names each document as every screen does (migration 0011).
    expect(docs.map((d) => d.descripcion)).toEqual(DOCUMENT_NAMES.map((n) => DOCUMENT_LABELS[n]));
    expect(docs.filter((d) => d.condicion !== null).map((d) => [d.id, d.condicion])).toEqual([
      ['certificado_laboral', 'trabaja'],
      ['cud', 'discapacidad'],
    ]);

    expect(await db.select().from(roles).orderBy(asc(roles.id))).toEqual([
      { id: 1, name: 'admin', description: 'Administrador' },
      { id: 2, name: 'user', description: 'User' },
      { id: 3, name: 'admin', description: 'Bedelía' },
      { id: 4, name: 'admin', description: 'Secretaría Académica' },
    ]);
  });

  it('has the careers of the seeds, with their accents (decision 128), each with subjects', async () => {
    const { db } = database;
    const tipos = await db.select().from(tiposCarrera).orderBy(asc(tiposCarrera.id));
    expect(tipos.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(tipos.filter((t) => t.url_externa !== null).map((t) => t.id)).toEqual([5]);

    const first = await db
      .select({ id: carreras.id, descripcion: carreras.descripcion, elegible: carreras.elegible_en_ingreso })
      .from(carreras)
      .where(inArray(carreras.id, [1, 2, 3, 4, 5, 6]))
      .orderBy(asc(carreras.id));
    expect(first).toEqual([
      { id: 1, descripcion: 'Ingreso a Carreras de Ingeniería', elegible: 0 },
      { id: 2, descripcion: 'Ingeniería Civil', elegible: 1 },
      { id: 3, descripcion: 'Ingeniería en Energía Eléctrica', elegible: 1 },
      { id: 4, descripcion: 'Industria en Automotriz', elegible: 1 },
      { id: 5, descripcion: 'Ingeniería Mecánica', elegible: 1 },
      { id: 6, descripcion: 'Licenciatura en Organización Industrial', elegible: 1 },
    ]);

    const perCarrera = await db
      .select({ id: carreras.id, tipo: carreras.tipo_carrera_id, n: count(materias.id) })
      .from(carreras)
      .leftJoin(materias, eq(materias.carrera_id, carreras.id))
      .groupBy(carreras.id, carreras.tipo_carrera_id);
    const withoutSubjects = perCarrera.filter((c) => c.tipo <= 4 && c.n === 0);
    expect(withoutSubjects).toEqual([]);
    expect(perCarrera.some((c) => c.tipo === 3)).toBe(true);
  });

  it('moves the identity sequences past the seeded ids', async () => {
    const { db } = database;
    const [{ maxCarrera }] = await db.select({ maxCarrera: max(carreras.id) }).from(carreras);
    const [{ maxMateria }] = await db.select({ maxMateria: max(materias.id) }).from(materias);
    const [nueva] = await db
      .insert(carreras)
      .values({ descripcion: 'Carrera de prueba', tipo_carrera_id: 3 })
      .returning({ id: carreras.id });
    expect(nueva.id).toBeGreaterThan(maxCarrera ?? 0);
    const [materia] = await db
      .insert(materias)
      .values({ carrera_id: nueva.id, descripcion: 'Materia de prueba' })
      .returning({ id: materias.id });
    expect(materia.id).toBeGreaterThan(maxMateria ?? 0);
  });

  it('seedDemo inserts the demo instancias once, with at least two open on the given day', async () => {
    const { db } = database;
    const today = new Date(Date.UTC(2026, 2, 10, 15, 30));
    await seedDemo(db, today);
    const [{ n: afterFirst }] = await db.select({ n: count() }).from(instancias);
    await seedDemo(db, today);
    const [{ n: afterSecond }] = await db.select({ n: count() }).from(instancias);
    expect(afterFirst).toBeGreaterThanOrEqual(5);
    expect(afterSecond).toBe(afterFirst);

    const day = '2026-03-10';
    const open = await db
      .select({ carrera_id: instancias.carrera_id, tipo: carreras.tipo_carrera_id })
      .from(instancias)
      .innerJoin(carreras, eq(carreras.id, instancias.carrera_id))
      .where(and(lte(instancias.fecha_publicacion, day), gte(instancias.fecha_fin, day)));
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.map((o) => o.carrera_id)).toContain(1);
    expect(open.some((o) => o.tipo === 3)).toBe(true);

    const all = await db.select().from(instancias);
    expect(all.some((i) => i.fecha_publicacion > day)).toBe(true);
    expect(all.some((i) => i.fecha_fin < day)).toBe(true);
  });
});
