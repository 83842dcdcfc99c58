import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { instancias } from '../schema/index.js';

type NewInstancia = typeof instancias.$inferInsert;

/** Arbitrary key of the advisory lock that serializes demo seeding between API processes. */
const DEMO_SEED_LOCK = 4_201_027;

/** Carrera ids seeded by migration 0001_reference_data. */
const CARRERA = {
  ingreso: 1,
  tecnicaturaProgramacion: 7,
  cursoAutocad: 9,
  cursoPython: 10,
  seminarioSeguridad: 11,
  especializacionHyS: 12,
} as const;

/** `today` shifted by whole days, as the YYYY-MM-DD of the date columns (UTC, like the rest of the app). */
function isoDay(today: Date, offsetDays: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offsetDays));
  return d.toISOString().slice(0, 10);
}

/**
 * Instancias placed around `today` so that a fresh demo shows every state the screens handle:
 * open offerings in several career-type cards, one not yet published and one finished.
 */
export function demoInstancias(today: Date): NewInstancia[] {
  const day = (offset: number) => isoDay(today, offset);
  const year = today.getUTCFullYear();
  return [
    {
      // The common admission course: carrera 1 shows the registration end and the course start.
      descripcion: `Ingreso ${year + 1} - Curso de Nivelación`,
      carrera_id: CARRERA.ingreso,
      fecha_publicacion: day(-14),
      fecha_inicio: day(28),
      fecha_fin: day(120),
    },
    {
      descripcion: `Tecnicatura Universitaria en Programación - Cohorte ${year + 1}`,
      carrera_id: CARRERA.tecnicaturaProgramacion,
      fecha_publicacion: day(-7),
      fecha_inicio: day(35),
      fecha_fin: day(250),
    },
    {
      // Already started but still open: enrolment stays possible until fecha_fin.
      descripcion: `Curso de AutoCAD - ${year}`,
      carrera_id: CARRERA.cursoAutocad,
      fecha_publicacion: day(-20),
      fecha_inicio: day(-5),
      fecha_fin: day(60),
    },
    {
      descripcion: `Curso de Programación en Python - ${year}`,
      carrera_id: CARRERA.cursoPython,
      fecha_publicacion: day(-3),
      fecha_inicio: day(14),
      fecha_fin: day(75),
    },
    {
      descripcion: `Especialización en Higiene y Seguridad en el Trabajo - Cohorte ${year + 1}`,
      carrera_id: CARRERA.especializacionHyS,
      fecha_publicacion: day(-10),
      fecha_inicio: day(45),
      fecha_fin: day(400),
    },
    {
      // Upcoming: staff see it, applicants do not until fecha_publicacion.
      descripcion: `Seminario de Seguridad e Higiene - ${year}`,
      carrera_id: CARRERA.seminarioSeguridad,
      fecha_publicacion: day(15),
      fecha_inicio: day(30),
      fecha_fin: day(31),
    },
    {
      // Finished: listed as 'Finalizado' in the back-office, with its past dates intact.
      descripcion: `Ingreso ${year} - Curso de Nivelación`,
      carrera_id: CARRERA.ingreso,
      fecha_publicacion: day(-240),
      fecha_inicio: day(-180),
      fecha_fin: day(-90),
    },
  ];
}

/**
 * Demo offerings for the embedded default (SEED_DEMO). Careers and subjects come from the
 * reference-data migration, so only instancias are added, and only into an empty table: a
 * restart, or staff who already created their own instancias, must not get duplicates.
 * Users are never touched; the first administrator is created elsewhere.
 */
export async function seedDemo(db: Db, today: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Several API processes may start together on one PostgreSQL server; the lock makes the
    // emptiness check and the insert atomic between them (PGlite is one connection anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(instancias);
    if (n > 0) return;
    // Registration runs from publication to the end of each course (issue 15).
    await tx
      .insert(instancias)
      .values(demoInstancias(today).map((i) => ({ ...i, inscripcion_desde: i.fecha_publicacion, inscripcion_hasta: i.fecha_fin })));
  });
}
