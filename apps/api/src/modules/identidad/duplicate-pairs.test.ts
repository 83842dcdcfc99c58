import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { personas, users } from '../../db/schema/index.js';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { personaPayload, wizardPayload } from '../../../test/fixtures/personas.js';
import { personaValues } from '../../../test/fixtures/rows.js';
import { NAME_SIMILARITY } from './duplicados.queries.js';

/**
 * The possible duplicate pairs kept by the triggers of migration 0026 (decision 184): each rule
 * makes its pair when a persona is registered or edited into it and drops it when the data stops
 * matching; account e-mail changes, merges and deletions leave the table right; and on a mixed
 * dataset the table is, after every step, exactly what the self-join the list used to run
 * computes from scratch. That self-join is written here apart from the SQL of the migration, with
 * the TypeScript NAME_SIMILARITY and its own normalisation: if the two drift, this fails.
 */

/** "apellido nombre" as duplicados.queries.ts normalised it before migration 0026 (its norm()). */
const norm = (alias: string) =>
  sql.raw(
    `regexp_replace(translate(lower(${alias}.apellido || ' ' || ${alias}.nombre), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc'), '\\s+', ' ', 'g')`,
  );

type Pair = { a_id: number; b_id: number; motivo: string; similitud: number };

/** Every pair from scratch: the former allPairs() (a blank CUIT now pairs with nobody, decision 184). */
async function fromScratch(db: Db): Promise<Pair[]> {
  const r = await db.execute<Pair>(sql`
    select a_id, b_id, motivo, similitud::float8 as similitud from (
      select least(a.id, b.id) as a_id, greatest(a.id, b.id) as b_id, 'cuit' as motivo, similarity(${norm('a')}, ${norm('b')}) as similitud
        from personas a join personas b on b.cuit = a.cuit and b.id <> a.id and b.numero_documento <> a.numero_documento
       where a.cuit <> ''
      union
      select least(a.id, b.id), greatest(a.id, b.id), 'email', similarity(${norm('a')}, ${norm('b')})
        from personas a join users u on lower(u.email) = lower(a.email)
        join personas b on b.user_id = u.id and b.id <> a.id and b.numero_documento <> a.numero_documento
      union
      select least(a.id, b.id), greatest(a.id, b.id), 'nombre_fecha', similarity(${norm('a')}, ${norm('b')})
        from personas a join personas b on b.fecha_nacimiento = a.fecha_nacimiento and b.id > a.id and b.numero_documento <> a.numero_documento
       where similarity(${norm('a')}, ${norm('b')}) >= ${NAME_SIMILARITY}
    ) p order by 1, 2, 3`);
  return r.rows.map((p) => ({ ...p, similitud: Number(p.similitud) }));
}

async function stored(db: Db): Promise<Pair[]> {
  const r = await db.execute<Pair>(
    sql`select a_id, b_id, motivo, similitud::float8 as similitud from persona_duplicate_pairs order by 1, 2, 3`,
  );
  return r.rows.map((p) => ({ ...p, similitud: Number(p.similitud) }));
}

/** The rules that pair `a` and `b` in the table, sorted. */
async function reasons(db: Db, a: number, b: number): Promise<string[]> {
  const r = await db.execute<{ motivo: string }>(sql`
    select motivo from persona_duplicate_pairs where a_id = ${Math.min(a, b)} and b_id = ${Math.max(a, b)} order by motivo`);
  return r.rows.map((x) => x.motivo);
}

/** Document numbers of this file's own passports and bulk rows (personaValues numbers from 30 million). */
let numero = 40_000_000 + Math.floor(Math.random() * 1_000_000);

/** A persona row written straight to the table (what a restore or a bulk load does). */
async function insertRow(db: DbOrTx, over: Partial<typeof personas.$inferInsert> = {}) {
  const [row] = await db
    .insert(personas)
    .values(personaValues({ nombre: 'Ana', apellido: 'Pérez', fecha_nacimiento: '1990-01-01', ...over }))
    .returning();
  return row;
}

/** The persona form as the staff's edit sends it, from GET /api/personas/{id}. */
function formOf(p: Record<string, unknown>) {
  const keys = ['nombre', 'apellido', 'tipo_documento', 'numero_documento', 'cuit', 'fecha_nacimiento', 'lugar_nacimiento'];
  const more = ['pais_id', 'nacionalidad_id', 'genero_id', 'tipo_sangre', 'estado_civil', 'hijos', 'direccion', 'piso'];
  const rest = ['departamento', 'provincia', 'localidad', 'telefono', 'celular', 'email'];
  return Object.fromEntries([...keys, ...more, ...rest].map((k) => [k, p[k]]));
}

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

describe.each(databaseKinds)('possible duplicate pairs kept by triggers on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let db: Db;

  async function register(over: Record<string, unknown>, token = admin) {
    const res = await t.call('POST', '/api/wizard-persona/', { token, body: wizardPayload({ persona: personaPayload(over) }) });
    expect(res.status).toBe(201);
    return res.body.persona as { id: number; email: string };
  }

  async function staffEdit(id: number, change: Record<string, unknown>) {
    const current = (await t.call('GET', `/api/personas/${id}`, { token: admin })).body.persona;
    const res = await t.call('PUT', `/api/personas/datos/${id}`, {
      token: admin,
      body: { persona: { ...formOf(current), ...change }, updated_at: current.updated_at },
    });
    expect(res.status).toBe(200);
  }

  /** The pairs of the staff's full list (GET without persona_id), as "a-b:motivos". */
  async function listed(): Promise<string[]> {
    const res = await t.call('GET', '/api/identidad/duplicados', { token: admin });
    expect(res.status).toBe(200);
    return res.body.pares.map(
      (p: { a: { id: number }; b: { id: number }; motivos: string[] }) => `${p.a.id}-${p.b.id}:${p.motivos.join(',')}`,
    );
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.database.db;
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('uses the threshold and the normalisation of duplicados.queries.ts', async () => {
    const [row] = (
      await db.execute<{ umbral: number; sql_norm: string; ts_norm: string }>(sql`
        select persona_duplicados_umbral()::float8 as umbral,
               persona_nombre_normalizado(x.apellido, x.nombre) as sql_norm, ${norm('x')} as ts_norm
          from (select '  Núñez  Ñandú' as apellido, 'JOSÉ   Müller Çelik' as nombre) x`)
    ).rows;
    // The SQL constant is a real: compare at that precision.
    expect(Number(row.umbral)).toBe(Math.fround(NAME_SIMILARITY));
    expect(row.sql_norm).toBe(row.ts_norm);
    expect(row.sql_norm).toBe(' nunez nandu jose muller celik');
  });

  it('pairs a misspelt name with the same birth date on registering, and unpairs it when the staff corrects the date', async () => {
    const a = await register({ nombre: 'José María', apellido: 'Núñez Duarte', fecha_nacimiento: '2003-02-28' });
    const b = await register({ nombre: 'Jose Maria', apellido: 'Nunes Duarte', fecha_nacimiento: '2003-02-28' });
    const c = await register({ nombre: 'Ana', apellido: 'Pérez', fecha_nacimiento: '2003-02-28' });
    expect(await reasons(db, a.id, b.id)).toEqual(['nombre_fecha']);
    expect(await reasons(db, a.id, c.id)).toEqual([]);
    expect(await listed()).toContain(`${a.id}-${b.id}:nombre_fecha`);

    await staffEdit(b.id, { fecha_nacimiento: '2003-03-01' });
    expect(await reasons(db, a.id, b.id)).toEqual([]);
    expect(await listed()).not.toContain(`${a.id}-${b.id}:nombre_fecha`);
    await staffEdit(b.id, { fecha_nacimiento: '2003-02-28' });
    expect(await reasons(db, a.id, b.id)).toEqual(['nombre_fecha']);
    // A new surname far from the other: the name rule no longer holds.
    await staffEdit(b.id, { apellido: 'Zapata Ibarra', nombre: 'Teodoro' });
    expect(await reasons(db, a.id, b.id)).toEqual([]);
  });

  it('pairs a persona whose e-mail is another persona’s account e-mail, both ways, and follows account e-mail changes', async () => {
    const account = { name: 'Aspirante correo', email: uniqueEmail('cuenta'), password: 'secreta1' };
    const me = await signUp(t, account);
    const mine = await register({ nombre: 'Rodrigo', apellido: 'Quiroga', fecha_nacimiento: '1999-01-01' }, me.token);
    const counterEmail = account.email.toUpperCase();
    const counterDesk = await register({ nombre: 'Rodrigo', apellido: 'Quiroga', fecha_nacimiento: '1998-05-05', email: counterEmail });
    expect(await reasons(db, mine.id, counterDesk.id)).toEqual(['email']);

    // The staff changes the counter persona's e-mail: the pair goes.
    const moved = uniqueEmail('mostrador');
    const contact = await t.call('PUT', `/api/personas/${counterDesk.id}`, {
      token: admin,
      body: { telefono: '47401234', celular: '1144443333', email: moved },
    });
    expect(contact.status).toBe(200);
    expect(await reasons(db, mine.id, counterDesk.id)).toEqual([]);

    // The account takes that e-mail: the pair is back, from the account's side.
    const edit = await t.call('PUT', `/api/users/${me.user.id}`, {
      token: admin,
      body: { name: account.name, email: moved, role_id: 2, change_password: 0, current_password: ADMIN.password },
    });
    expect(edit.status).toBe(200);
    expect(await reasons(db, mine.id, counterDesk.id)).toEqual(['email']);
    expect(await listed()).toContain(`${Math.min(mine.id, counterDesk.id)}-${Math.max(mine.id, counterDesk.id)}:email`);

    // A change of case only is the same e-mail; another one breaks the pair.
    await db
      .update(users)
      .set({ email: moved.toUpperCase() })
      .where(sql`id = ${me.user.id}`);
    expect(await reasons(db, mine.id, counterDesk.id)).toEqual(['email']);
    await db
      .update(users)
      .set({ email: uniqueEmail('otra') })
      .where(sql`id = ${me.user.id}`);
    expect(await reasons(db, mine.id, counterDesk.id)).toEqual([]);
  });

  it('pairs the same CUIT across document types, never a blank one, and drops the pair when the CUIT changes', async () => {
    const dni = await insertRow(db, { nombre: 'Lucía', apellido: 'Sosa' });
    const passport = await insertRow(db, {
      nombre: 'Lucia',
      apellido: 'Sosa',
      tipo_documento: 'pasaporte',
      numero_documento: `P${dni.numero_documento}`,
      cuit: dni.cuit,
      nacionalidad_id: 2,
      fecha_nacimiento: '1991-02-02',
    });
    expect(await reasons(db, dni.id, passport.id)).toEqual(['cuit']);
    const blank1 = await insertRow(db, { tipo_documento: 'pasaporte', numero_documento: `Q${numero}`, cuit: '', nacionalidad_id: 2 });
    const blank2 = await insertRow(db, {
      tipo_documento: 'pasaporte',
      numero_documento: `R${numero}`,
      cuit: '',
      nacionalidad_id: 2,
      fecha_nacimiento: '1970-07-07',
    });
    expect(await reasons(db, blank1.id, blank2.id)).toEqual([]);
    // Same number under two document types is the same document: never a pair.
    const sameNumber = await insertRow(db, {
      tipo_documento: 'pasaporte',
      numero_documento: dni.numero_documento,
      cuit: dni.cuit,
      nacionalidad_id: 2,
    });
    expect(await reasons(db, dni.id, sameNumber.id)).toEqual([]);
    expect(await reasons(db, passport.id, sameNumber.id)).toEqual(['cuit']);

    await db
      .update(personas)
      .set({ cuit: '' })
      .where(sql`id = ${passport.id}`);
    expect(await reasons(db, dni.id, passport.id)).toEqual([]);
    expect(await stored(db)).toEqual(await fromScratch(db));
  });

  it('a merge leaves the table right: the duplicate’s pairs go, the survivor’s follow its new values', async () => {
    const keep = await register({ nombre: 'Martina', apellido: 'Ledesma', fecha_nacimiento: '2001-09-09' });
    const drop = await register({ nombre: 'Martina', apellido: 'Ledezma', fecha_nacimiento: '2001-09-09' });
    // A third persona pairs with the duplicate's e-mail through her account.
    const otherEmail = uniqueEmail('tercera');
    const other = await signUp(t, { name: 'Aspirante tercera', email: otherEmail, password: 'secreta1' });
    const third = await register({ nombre: 'Carla', apellido: 'Benítez', fecha_nacimiento: '1985-05-05' }, other.token);
    await db
      .update(personas)
      .set({ email: otherEmail })
      .where(sql`id = ${drop.id}`);
    expect(await reasons(db, keep.id, drop.id)).toEqual(['nombre_fecha']);
    expect(await reasons(db, drop.id, third.id)).toEqual(['email']);
    expect(await reasons(db, keep.id, third.id)).toEqual([]);

    const res = await t.call('POST', '/api/identidad/fusionar', {
      token: admin,
      body: { sobreviviente_id: keep.id, duplicada_id: drop.id, valores: { email: 'duplicada' } },
    });
    expect(res.status).toBe(200);
    expect(await reasons(db, keep.id, drop.id)).toEqual([]);
    expect(await reasons(db, drop.id, third.id)).toEqual([]);
    // The survivor took the duplicate's e-mail, which is the third persona's account's.
    expect(await reasons(db, keep.id, third.id)).toEqual(['email']);
    expect(await stored(db)).toEqual(await fromScratch(db));
  });

  it('equals the self-join from scratch on a mixed dataset after bulk inserts, edits, account changes and deletions', async () => {
    const surnames = ['Núñez', 'Nunez', 'Nuñes', 'Gómez', 'Gomes', 'Gómez Díaz', 'Pérez', 'Perez Paz', 'Ibáñez', 'Ybañez'];
    const names = ['José María', 'Jose Maria', 'José', 'María José', 'Josefa', 'Ana', 'Ana María'];
    const dates = ['1995-01-01', '1995-01-02', '1995-01-03'];
    // Accounts whose e-mails some personas carry (in another case), and some linked to personas.
    const accounts = (
      await db.execute<{ id: number; email: string }>(sql`
        insert into users (name, email, password_hash, role_id)
        select 'Mezcla ' || g, 'mezcla' || g || '.' || ${numero} || '@correo.test', 'x', 2 from generate_series(1, 12) g
        returning id, email`)
    ).rows;
    const base = numero;
    numero += 200;
    // One statement: the insert trigger works on the whole set at once.
    await db.execute(sql`
      insert into personas (user_id, nombre, apellido, tipo_documento, numero_documento, cuit, fecha_nacimiento, lugar_nacimiento,
                            pais_id, nacionalidad_id, genero_id, tipo_sangre, estado_civil, hijos, direccion, provincia, localidad, celular, email)
      select case when g <= 6 then (${sql.raw(`array[${accounts.map((a) => a.id).join(',')}]`)})[g] end,
             (${sql.raw(`array[${names.map((s) => `'${s}'`).join(',')}]`)})[1 + g % ${names.length}],
             (${sql.raw(`array[${surnames.map((s) => `'${s}'`).join(',')}]`)})[1 + (g * 7) % ${surnames.length}],
             case when g % 17 = 0 then 'pasaporte' else 'dni' end,
             case when g % 17 = 0 then (${base} + g - 1)::text else (${base} + g)::text end,
             case when g % 17 = 0 then '' when g % 5 = 0 then '20' || (${base} + g - 1)::text || '1' else '20' || (${base} + g)::text || '1' end,
             (${sql.raw(`array[${dates.map((d) => `'${d}'`).join(',')}]::date[]`)})[1 + g % ${dates.length}],
             'Tigre', 1, case when g % 17 = 0 then 2 else 1 end, 1, 'o+', 'soltero', 0, 'Calle', 'Buenos Aires', 'Tigre', '1100000000',
             case when g between 7 and 12 then upper((${sql.raw(`array[${accounts.map((a) => `'${a.email}'`).join(',')}]`)})[g - 6])
                  else 'mezcla.persona' || g || '.' || ${base} || '@correo.test' end
        from generate_series(1, 120) g`);
    const scratch = await fromScratch(db);
    expect(scratch.length).toBeGreaterThan(50);
    expect(new Set(scratch.map((p) => p.motivo))).toEqual(new Set(['cuit', 'email', 'nombre_fecha']));
    expect(await stored(db)).toEqual(scratch);

    const ids = (
      await db.execute<{ id: number }>(
        sql`select id from personas where email like ${`mezcla%${base}@correo.test`} or email like 'MEZCLA%' order by id`,
      )
    ).rows.map((r) => Number(r.id));
    // Row by row: names, dates, CUITs, e-mails and accounts change.
    await db
      .update(personas)
      .set({ apellido: 'Nuñez', nombre: 'Josefa' })
      .where(sql`id = ${ids[3]}`);
    await db
      .update(personas)
      .set({ fecha_nacimiento: '1995-01-01' })
      .where(sql`id = ${ids[4]}`);
    await db
      .update(personas)
      .set({ cuit: `20${base + 29}1` })
      .where(sql`id = ${ids[31]}`);
    await db
      .update(personas)
      .set({ email: accounts[8].email })
      .where(sql`id = ${ids[40]}`);
    await db
      .update(personas)
      .set({ user_id: accounts[10].id })
      .where(sql`id = ${ids[50]}`);
    await db
      .update(personas)
      .set({ user_id: null })
      .where(sql`id = ${ids[0]}`);
    // One statement that changes many rows: the row trigger runs for each.
    await db.execute(sql`update personas set nombre = 'Ana María' where id = any(${sql.raw(`array[${ids.slice(60, 80).join(',')}]`)})`);
    // An edit of columns the rules do not read changes nothing.
    await db.execute(sql`update personas set direccion = 'Otra calle', celular = '1199999999' where id = ${ids[5]}`);
    expect(await stored(db)).toEqual(await fromScratch(db));

    await db
      .update(users)
      .set({ email: `OTRA.${accounts[1].email}` })
      .where(sql`id = ${accounts[1].id}`);
    await db
      .update(users)
      .set({ email: `mezcla.persona90.${base}@correo.test`.toUpperCase() })
      .where(sql`id = ${accounts[2].id}`);
    expect(await stored(db)).toEqual(await fromScratch(db));

    // Deleting a persona (cascade) and an account (its persona's user_id goes to null through the key).
    await db.execute(sql`delete from personas where id = ${ids[10]}`);
    await db.execute(sql`delete from users where id = ${accounts[3].id}`);
    expect(await stored(db)).toEqual(await fromScratch(db));

    // The rebuild gives the same table.
    await db.execute(sql`select persona_duplicados_reconstruir()`);
    expect(await stored(db)).toEqual(await fromScratch(db));
  });

  it.runIf(kind === 'postgres')(
    'two transactions registering the two personas of a pair at once still store the pair (the second waits for the first)',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
      let firstId = 0;
      const first = db.transaction(async (tx) => {
        firstId = (await insertRow(tx, { nombre: 'Valentín', apellido: 'Aguirre', fecha_nacimiento: '1977-07-17' })).id;
        inserted();
        await gate;
      });
      await firstInserted;
      let secondId = 0;
      const second = db.transaction(async (tx) => {
        secondId = (await insertRow(tx, { nombre: 'Valentin', apellido: 'Aguirre', fecha_nacimiento: '1977-07-17' })).id;
      });
      // Commit the first only once the second is inside its trigger, waiting on a key lock; had it
      // not waited, it would have finished without seeing the first persona (uncommitted).
      let stop = false;
      const waiting = (async () => {
        while (!stop) {
          const r = await db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          );
          if (Number(r.rows[0].n) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await Promise.race([second, waiting]);
      stop = true;
      release();
      await Promise.all([first, second]);
      expect(await reasons(db, firstId, secondId)).toEqual(['nombre_fecha']);
    },
  );
});
