import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { files, instancias, personas, situacionesLaborales } from '../src/db/schema/index.js';

let dni = 30_000_000 + Math.floor(Math.random() * 1_000_000);

/** A complete persona row written straight to the database, for tests of later steps. */
export async function insertPersona(
  db: Db,
  opts: { userId: number | null; email?: string; discapacidad?: boolean; trabaja?: 0 | 1 },
) {
  const numero = String(dni++);
  const [persona] = await db
    .insert(personas)
    .values({
      user_id: opts.userId,
      nombre: 'María',
      apellido: 'Gómez',
      tipo_documento: 'dni',
      numero_documento: numero,
      cuit: `27${numero}4`,
      fecha_nacimiento: '2005-03-14',
      lugar_nacimiento: 'Tigre',
      pais_id: 1,
      nacionalidad_id: 1,
      genero_id: 1,
      tipo_sangre: 'o+',
      estado_civil: 'soltero',
      hijos: 0,
      direccion: 'Av. Siempreviva 742',
      provincia: 'Buenos Aires',
      localidad: 'General Pacheco',
      celular: '1145678901',
      email: opts.email ?? `persona${numero}@correo.test`,
      discapacidad: opts.discapacidad ?? false,
    })
    .returning();
  await db.insert(situacionesLaborales).values({ persona_id: persona.id, trabaja_actualmente: opts.trabaja ?? 0 });
  return persona;
}

/** File rows as if uploaded (the enrolment rules only look at which names exist). */
export async function insertFiles(db: Db, personaId: number, names: string[]) {
  for (const name of names) {
    await db.insert(files).values({
      persona_id: personaId,
      name,
      storage_key: `test/${personaId}/${name}-${Math.random().toString(36).slice(2)}`,
      mime_type: 'application/pdf',
      size: 100,
    });
  }
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

/** An instancia of `carreraId`; `state` places its dates around today (UTC). */
export async function insertInstancia(db: Db, carreraId: number, state: 'open' | 'unpublished' | 'finished' = 'open') {
  const dates = {
    open: { fecha_publicacion: daysFromNow(-5), fecha_inicio: daysFromNow(-1), fecha_fin: daysFromNow(30) },
    unpublished: { fecha_publicacion: daysFromNow(5), fecha_inicio: daysFromNow(10), fecha_fin: daysFromNow(40) },
    finished: { fecha_publicacion: daysFromNow(-60), fecha_inicio: daysFromNow(-50), fecha_fin: daysFromNow(-1) },
  }[state];
  const [row] = await db
    .insert(instancias)
    .values({ descripcion: `Instancia de prueba ${state} ${Math.random().toString(36).slice(2, 7)}`, carrera_id: carreraId, ...dates })
    .returning();
  return row;
}

export async function countRows(db: Db, table: string, where = sql`true`): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}
