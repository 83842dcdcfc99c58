import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cuitCheckDigit, msg, personaMsg, wizardSchema } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import {
  estudiosSecundarios,
  otrosEstudios,
  personaConocimientos,
  personaDiscapacidades,
  personaLenguajes,
  personas,
  situacionesFamiliares,
  situacionesLaborales,
} from '../../db/schema/index.js';
import { personaPayload, wizardPayload } from '../../../test/fixtures/personas.js';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

function expectErrorShape(body: any) {
  expect(typeof body.message).toBe('string');
  expect(Array.isArray(body.error)).toBe(true);
  expect(typeof body.errors).toBe('object');
}

/** Rows in every table the wizard writes. */
async function countRows(t: TestApp) {
  const db = t.database.db;
  const n = async (table: any) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    personas: await n(personas),
    estudios: await n(estudiosSecundarios),
    otros: await n(otrosEstudios),
    lenguajes: await n(personaLenguajes),
    conocimientos: await n(personaConocimientos),
    discapacidades: await n(personaDiscapacidades),
    laborales: await n(situacionesLaborales),
    familiares: await n(situacionesFamiliares),
  };
}

/** Applies a change at a dotted path of a fresh wizard payload. */
function mutate(path: string, value: unknown) {
  const payload: any = wizardPayload();
  const keys = path.split('.');
  let target = payload;
  for (const k of keys.slice(0, -1)) target = target[k];
  if (value === undefined) delete target[keys.at(-1)!];
  else target[keys.at(-1)!] = value;
  return payload;
}

describe.each(databaseKinds)('personas on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: { token: string; userId: number; personaId: number };
  let other: { token: string; userId: number; personaId: number };
  let fresh: { token: string; userId: number };

  async function applicant(tag: string) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email: uniqueEmail(tag), password: 'secreta1' });
    return { token: login.token, userId: login.user.id };
  }

  // The timeout: on a loaded machine (several suites at once) a database and two accounts can take over the default 60 s.
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    const a = await applicant('owner');
    const b = await applicant('other');
    fresh = await applicant('fresh');
    const ra = await t.call('POST', '/api/wizard-persona/', { token: a.token, body: wizardPayload() });
    const rb = await t.call('POST', '/api/wizard-persona/', { token: b.token, body: wizardPayload() });
    if (ra.status !== 201 || rb.status !== 201) throw new Error(`setup failed: ${JSON.stringify([ra.body, rb.body])}`);
    owner = { ...a, personaId: ra.body.persona.id };
    other = { ...b, personaId: rb.body.persona.id };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route of the profile in the OpenAPI document, each with a tag and a summary', async () => {
    const doc = await t.call('GET', '/api/docs/json');
    const routes: Array<[string, string]> = [
      ['/api/data-form-persona', 'get'],
      ['/api/wizard-persona', 'post'],
      ['/api/personas/{id}', 'get'],
      ['/api/personas/{id}', 'put'],
      ['/api/personas/get_by_user/{userId}', 'get'],
      ['/api/personas/get_by_dni/{dni}', 'get'],
      ['/api/situacion-laboral/get_by_persona/{id}', 'get'],
      ['/api/situacion-laboral/{id}', 'put'],
      ['/api/files/store_docs_persona', 'post'],
      ['/api/files/delete/{fileId}', 'delete'],
      ['/api/files/{fileId}', 'get'],
    ];
    for (const [route, method] of routes) {
      const op = doc.body.paths[route]?.[method];
      expect(op, `${method} ${route}`).toBeDefined();
      expect(op.tags.length).toBeGreaterThan(0);
      expect(op.summary).toBeTypeOf('string');
    }
  });

  describe('GET /api/data-form-persona', () => {
    it('refuses anonymous callers', async () => {
      const res = await t.call('GET', '/api/data-form-persona');
      expect(res.status).toBe(401);
      expectErrorShape(res.body);
    });

    it('answers every combo of the seed in one call, the same on every call', async () => {
      const res = await t.call('GET', '/api/data-form-persona', { token: fresh.token });
      expect(res.status).toBe(200);
      const c = res.body.combos;
      for (const key of [
        'generos',
        'nacionalidades',
        'paises',
        'discapacidades',
        'escuelas',
        'niveles_estudio',
        'estados_estudio',
        'lenguajes',
        'conocimientos',
        'carreras',
        'provincias',
        'localidades',
        'documentos',
        'tiposangre',
        'estadoscivil',
        'roles',
      ]) {
        expect(Array.isArray(c[key]), key).toBe(true);
        expect(c[key].length, key).toBeGreaterThan(0);
      }
      for (const key of [
        'generos',
        'nacionalidades',
        'paises',
        'discapacidades',
        'niveles_estudio',
        'lenguajes',
        'carreras',
        'provincias',
        'documentos',
        'tiposangre',
        'estadoscivil',
        'roles',
      ]) {
        for (const item of c[key]) expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'descripcion']));
      }
      expect(c.paises[0]).toEqual({ id: 1, descripcion: 'Argentina' });
      expect(c.documentos.map((d: any) => d.id)).toEqual(['dni', 'lc', 'le', 'ci', 'pasaporte', 'dni_extranjero']);
      expect(c.tiposangre.map((d: any) => d.id)).toEqual(expect.arrayContaining(['a+', 'AB-', 'o-']));
      expect(c.documentos_requeridos.map((d: any) => d.id)).toEqual([
        'dni_frente',
        'dni_reverso',
        'cuil',
        'partida_nacimiento',
        'analitico',
        'certificado_laboral',
        'cud',
      ]);
      expect(Object.keys(c.escuelas[0]).sort()).toEqual(['id', 'jurisdiccion', 'localidad', 'nombre', 'tipo_colegio']);
      const names = c.escuelas.map((e: any) => e.nombre);
      expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
      expect(c.localidades.every((l: any) => typeof l.provincia_id === 'number')).toBe(true);
      // Only the careers an applicant may pick in the wizard.
      expect(c.carreras.map((x: any) => x.id)).toEqual([2, 3, 4, 5, 6]);
      expect(res.headers.get('cache-control')).toContain('private');

      const again = await t.call('GET', '/api/data-form-persona', { token: admin });
      expect(again.body).toEqual(res.body);
    });
  });

  describe('POST /api/wizard-persona/', () => {
    it('refuses anonymous callers', async () => {
      expect((await t.call('POST', '/api/wizard-persona/', { body: wizardPayload() })).status).toBe(401);
    });

    it('creates the applicant’s own persona with every part, in the shape the forms read', async () => {
      const me = await applicant('full');
      const payload = wizardPayload();
      const res = await t.call('POST', '/api/wizard-persona/', { token: me.token, body: payload });
      expect(res.status).toBe(201);
      expect(res.body.state_data).toEqual({ input_data: true });
      const p = res.body.persona;
      expect(p).toMatchObject({
        user_id: me.userId,
        nombre: 'Lucía',
        numero_documento: payload.persona.numero_documento,
        cuit: payload.persona.cuit.replaceAll('-', ''),
        pais_id: 1,
        hijos: 0,
        piso: 2,
        telefono: '47401234',
        discapacidad: true,
        files: [],
      });
      expect(p.discapacidades).toEqual([
        { id: expect.any(Number), discapacidad_id: 2, descripcion: 'Visual', certificado: 1, numero_certificado: '00012345' },
      ]);

      const db = t.database.db;
      const [es] = await db.select().from(estudiosSecundarios).where(eq(estudiosSecundarios.persona_id, p.id));
      // A listed school: its name, place and jurisdiction are copied from the school.
      expect(es).toMatchObject({
        escuela_id: 1,
        pais_id: 1,
        pais: 'Argentina',
        provincia: 'Buenos Aires',
        localidad: 'General Pacheco',
        orientacion: 'Técnico electromecánico',
        anio_graduacion: 2023,
        anios_cursados: 7,
      });
      expect(es.colegio).toContain('Jorge Newbery');
      expect(await db.select().from(otrosEstudios).where(eq(otrosEstudios.persona_id, p.id))).toEqual([
        expect.objectContaining({
          nivel_estudio_id: 3,
          nombre: 'Técnico en programación',
          establecimiento: 'ISFT N° 179',
          estado_estudio_id: 1,
        }),
      ]);
      expect(
        (await db.select().from(personaLenguajes).where(eq(personaLenguajes.persona_id, p.id))).map((r) => r.lenguaje_id).sort(),
      ).toEqual([1, 2]);
      expect(
        (await db.select().from(personaConocimientos).where(eq(personaConocimientos.persona_id, p.id)))
          .map((r) => r.conocimiento_id)
          .sort(),
      ).toEqual([2, 4]);
      expect(await db.select().from(situacionesLaborales).where(eq(situacionesLaborales.persona_id, p.id))).toEqual([
        expect.objectContaining({
          trabaja_actualmente: 1,
          ocupacion: 'Técnico de mantenimiento',
          horas_semanales: '30',
          relacion_carrera: 'Parcial',
        }),
      ]);
      const fam = await db.select().from(situacionesFamiliares).where(eq(situacionesFamiliares.persona_id, p.id));
      expect(fam.map((f) => [f.vinculo, f.respuesta, f.nivel_estudio_id, f.ocupacion]).sort()).toEqual([
        ['conyuge', 0, null, null],
        ['madre', 1, 3, 'Docente'],
        ['padre', 0, null, null],
      ]);

      // The session now reports the wizard as done.
      const info = await t.call('POST', '/api/userinfo/', { token: me.token });
      expect(info.body.state_data).toEqual({ input_data: true });
      const login = await t.call('GET', `/api/personas/get_by_user/${me.userId}`, { token: me.token });
      expect(login.body.persona.id).toBe(p.id);
    });

    it('stores "No encuentro mi escuela" with no school and the manual fields', async () => {
      const me = await applicant('manual');
      const body = wizardPayload({
        estudio_secundario: {
          escuela_id: '-1',
          pais_id: '2',
          pais: 'Uruguay',
          provincia: 'Montevideo',
          localidad: 'Pocitos',
          colegio: 'Liceo N° 10',
          // Longer than the seed's 20 characters: the column takes 150 (issue 14).
          direccion_colegio: 'Bulevar España 2501, esquina Avenida Brasil, Pocitos',
          tipo_colegio: 'Pública',
          orientacion: 'Científico',
          anio_graduacion: '2021',
          anios_cursados: '6',
        },
        discapacidad: '0',
        discapacidades: [{ discapacidad_id: '1', numero_certificado: '1' }],
      });
      const res = await t.call('POST', '/api/wizard-persona/', { token: me.token, body });
      expect(res.status).toBe(201);
      // Disability "No" drops the entries.
      expect(res.body.persona.discapacidad).toBe(false);
      expect(res.body.persona.discapacidades).toEqual([]);
      const [es] = await t.database.db.select().from(estudiosSecundarios).where(eq(estudiosSecundarios.persona_id, res.body.persona.id));
      expect(es).toMatchObject({
        escuela_id: null,
        pais_id: 2,
        pais: 'Uruguay',
        provincia: 'Montevideo',
        colegio: 'Liceo N° 10',
        direccion_colegio: 'Bulevar España 2501, esquina Avenida Brasil, Pocitos',
        tipo_colegio: 'Pública',
      });
    });

    it('refuses a second persona for the same account with 409', async () => {
      const before = await countRows(t);
      const res = await t.call('POST', '/api/wizard-persona/', { token: owner.token, body: wizardPayload() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(personaMsg.alreadyRegistered);
      expect(await countRows(t)).toEqual(before);
    });

    it('answers a used e-mail (any letter case) with the constraint name and the seed text', async () => {
      const ownerEmail = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: owner.token })).body.persona.email;
      const res = await t.call('POST', '/api/wizard-persona/', {
        token: fresh.token,
        body: wizardPayload({ persona: personaPayload({ email: ownerEmail.toUpperCase() }) }),
      });
      expect(res.status).toBe(422);
      expectErrorShape(res.body);
      expect(res.body.message).toContain('personas_email_lower_unique');
      expect(res.body.message).toContain('El Email ingresado ya se encuentra en uso. Por favor, ingrese otro.');
      expect(res.body.errors['persona.email']).toEqual([personaMsg.emailInUse]);
    });

    it('answers a used document number with its own message on errors.numero_documento', async () => {
      const ownerDni = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: owner.token })).body.persona.numero_documento;
      const res = await t.call('POST', '/api/wizard-persona/', {
        token: fresh.token,
        body: wizardPayload({ persona: personaPayload({ numero_documento: ownerDni, cuit: cuitFor(ownerDni) }) }),
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(personaMsg.dniClaimable);
      expect(res.body.code).toBe('dni_taken');
      expect(res.body.errors.numero_documento).toEqual([personaMsg.dniClaimable]);
      expect(res.body.errors['persona.numero_documento']).toEqual([personaMsg.dniClaimable]);
    });

    it('lets staff create a persona with no account', async () => {
      const res = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() });
      expect(res.status).toBe(201);
      expect(res.body.persona.user_id).toBeNull();
      const [row] = await t.database.db.select().from(personas).where(eq(personas.id, res.body.persona.id));
      expect(row.created_by).toBeTypeOf('number');
      // Staff may create more than one.
      expect((await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() })).status).toBe(201);
    });

    it('a failure in the last write leaves no row in any table', async () => {
      const before = await countRows(t);
      // Passes the schema (a positive id) but names no language: the foreign key fails on the last insert.
      const res = await t.call('POST', '/api/wizard-persona/', {
        token: fresh.token,
        body: wizardPayload({ lenguajes: [{ lenguaje_id: '1' }, { lenguaje_id: '99999' }] }),
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.lenguajes).toEqual([personaMsg.comboUnknown]);
      expect(await countRows(t)).toEqual(before);
      // And the account can still complete the wizard afterwards.
      expect((await t.call('GET', `/api/personas/get_by_user/${fresh.userId}`, { token: fresh.token })).status).toBe(404);
    });

    it.each([
      [
        'an unknown school',
        { estudio_secundario: { ...wizardPayload().estudio_secundario, escuela_id: '99999' } },
        'estudio_secundario.escuela_id',
        personaMsg.schoolUnknown,
      ],
      ['an unknown gender', { persona: personaPayload({ genero_id: '999' }) }, 'persona.genero_id', personaMsg.comboUnknown],
      [
        'an unknown disability',
        { discapacidades: [{ discapacidad_id: '999', numero_certificado: '1' }] },
        'discapacidades',
        personaMsg.comboUnknown,
      ],
    ])('refuses %s with 422 and writes nothing', async (_n, over, field, message) => {
      const before = await countRows(t);
      const res = await t.call('POST', '/api/wizard-persona/', { token: fresh.token, body: wizardPayload(over) });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await countRows(t)).toEqual(before);
    });

    // Each rule of the shared schema, through HTTP: the API answers 400 with the same message at the same path.
    it.each<[string, unknown, string]>([
      ['persona.nombre', '', personaMsg.nombreRequired],
      ['persona.apellido', 'a'.repeat(256), 'El campo no debe exceder 255 caracteres.'],
      ['persona.tipo_documento', 'cedula_x', personaMsg.tipoDocumentoInvalid],
      ['persona.numero_documento', '1234567', 'El número debe tener 8 dígitos'],
      ['persona.cuit', '2012345678', personaMsg.cuitLength],
      ['persona.cuit', '20-30000000-9', personaMsg.cuitInvalid],
      ['persona.cuit', '33-69345023-9', personaMsg.cuitMismatch],
      ['persona.fecha_nacimiento', '2004-13-01', personaMsg.dateInvalid],
      ['persona.lugar_nacimiento', '', msg.required],
      ['persona.pais_id', '-1', 'El país es obligatorio.'],
      ['persona.nacionalidad_id', '', 'La nacionalidad es obligatoria.'],
      ['persona.genero_id', undefined, 'El género es obligatorio.'],
      ['persona.tipo_sangre', 'z', personaMsg.tipoSangreInvalid],
      ['persona.estado_civil', '', msg.required],
      ['persona.hijos', '-1', personaMsg.invalid],
      ['persona.direccion', '', msg.required],
      ['persona.piso', '-3', personaMsg.invalid],
      ['persona.departamento', '123456', 'El campo no debe exceder 5 caracteres.'],
      ['persona.provincia', '-1', msg.required],
      ['persona.localidad', 'a'.repeat(101), 'El campo no debe exceder 100 caracteres.'],
      ['persona.telefono', 'abc', personaMsg.invalid],
      ['persona.celular', '123456789', personaMsg.celular],
      ['persona.email', '', 'El Email es requerido.'],
      ['persona.email', 'lucia@', msg.login.emailFormat],
      ['discapacidades', [], personaMsg.discapacidadAtLeastOne],
      ['discapacidades.0.numero_certificado', '12-34', personaMsg.certificadoDigits],
      ['estudio_secundario.escuela_id', '', msg.required],
      ['estudio_secundario.orientacion', '', msg.required],
      ['estudio_secundario.anio_graduacion', '0', personaMsg.invalid],
      ['estudio_secundario.anios_cursados', '', msg.required],
      ['otros_estudios.0.nombre', '', 'Título es requerido'],
      ['otros_estudios.0.establecimiento', 'a'.repeat(151), 'El campo no debe exceder 150 caracteres.'],
      ['otros_estudios.0.nivel_estudio_id', '', personaMsg.nivelEstudioRequired],
      ['otros_estudios.0.estado_estudio_id', '-1', personaMsg.estadoEstudioRequired],
      ['lenguajes.0.lenguaje_id', '', msg.required],
      ['conocimientos.0.conocimiento_id', 'x', msg.required],
      ['situacion_laboral.trabaja_actualmente', '', 'Debe seleccionar un estado laboral.'],
      ['situacion_laboral.ocupacion', '', 'La ocupación es requerida.'],
      ['situacion_laboral.cargo', '', 'El cargo es requerido.'],
      ['situacion_laboral.empresa', '', 'La empresa es requerida.'],
      ['situacion_laboral.horas_semanales', 'muchas', 'El dato ingresado debe ser numérico.'],
      ['situacion_laboral.horas_semanales', '0', 'Por favor, ingrese un dato válido.'],
      ['situacion_laboral.horas_semanales', '', 'Las horas semanales son requeridas.'],
      ['situacion_laboral.relacion_carrera', '', 'La relación con la carrera es requerida.'],
      ['situacion_madre.vive', '', msg.required],
      ['situacion_madre.ocupacion_madre', '', msg.required],
      ['situacion_madre.nivel_estudio_id_madre', '', msg.required],
      ['situacion_padre.vive', 'si', msg.required],
      ['situacion_conyuge.concubinato_matrimonio', undefined, msg.required],
    ])('%s = %j → 400 "%s"', async (path, value, message) => {
      const body = mutate(path, value);
      const shared = wizardSchema.safeParse(body);
      expect(shared.success).toBe(false);
      const res = await t.call('POST', '/api/wizard-persona/', { token: fresh.token, body });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors[path]).toContain(message);
      // The API's field errors are exactly the shared schema's.
      const sharedErrors: Record<string, string[]> = {};
      for (const i of shared.error!.issues) (sharedErrors[i.path.join('.')] ??= []).push(i.message);
      expect(res.body.errors).toEqual(sharedErrors);
    });

    it('requires the father and spouse details when the answer is the string "1"', async () => {
      const body = wizardPayload({
        situacion_padre: { vive: '1', nivel_estudio_id_padre: '', ocupacion_padre: '' },
        situacion_conyuge: { concubinato_matrimonio: '1', nivel_estudio_id_concubinato: '', ocupacion_concubinato: '' },
      });
      const res = await t.call('POST', '/api/wizard-persona/', { token: fresh.token, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual([
        'situacion_conyuge.nivel_estudio_id_concubinato',
        'situacion_conyuge.ocupacion_concubinato',
        'situacion_padre.nivel_estudio_id_padre',
        'situacion_padre.ocupacion_padre',
      ]);
    });
  });

  describe('GET /api/personas/get_by_user/{userId}', () => {
    it.each([
      ['anonymous', 401, () => undefined, () => owner.userId],
      ['the owner', 200, () => owner.token, () => owner.userId],
      ['another applicant', 403, () => other.token, () => owner.userId],
      ['staff', 200, () => admin, () => owner.userId],
      ['an applicant, unknown user', 404, () => owner.token, () => 999_999],
      ['staff, unknown user', 404, () => admin, () => 999_999],
      ['a user without persona', 404, () => fresh.token, () => fresh.userId],
      ['staff, a non-numeric id', 404, () => admin, () => 'abc'],
    ])('%s → %i', async (_who, status, token, userId) => {
      const res = await t.call('GET', `/api/personas/get_by_user/${userId()}`, { token: token() });
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body.persona).toMatchObject({ id: owner.personaId, user_id: owner.userId, files: [] });
        expect(res.body.persona.discapacidades).toHaveLength(1);
      } else expectErrorShape(res.body);
    });

    it('says why when the user has no persona yet', async () => {
      const res = await t.call('GET', `/api/personas/get_by_user/${fresh.userId}`, { token: fresh.token });
      expect(res.body.message).toBe(personaMsg.personaNotRegistered);
    });
  });

  describe('GET /api/personas/{id}', () => {
    it.each([
      ['anonymous', 401, () => undefined, () => owner.personaId],
      ['the owner', 200, () => owner.token, () => owner.personaId],
      ['another applicant', 403, () => other.token, () => owner.personaId],
      ['staff', 200, () => admin, () => owner.personaId],
      ['unknown id', 404, () => owner.token, () => 999_999],
      ['non-numeric id', 404, () => owner.token, () => '1x'],
    ])('%s → %i', async (_who, status, token, id) => {
      const res = await t.call('GET', `/api/personas/${id()}`, { token: token() });
      expect(res.status).toBe(status);
      if (status === 200)
        expect(res.body.persona).toMatchObject({
          id: owner.personaId,
          files: [],
          discapacidades: [expect.objectContaining({ discapacidad_id: 2 })],
        });
    });
  });

  describe('PUT /api/personas/{id}', () => {
    it.each([
      ['anonymous', 401, () => undefined],
      ['another applicant', 403, () => other.token],
    ])('%s → %i, nothing changes', async (_who, status, token) => {
      const before = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: admin })).body.persona;
      const res = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: token(),
        body: { telefono: '1', celular: '1199998888', email: uniqueEmail('x') },
      });
      expect(res.status).toBe(status);
      const after = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: admin })).body.persona;
      expect(after.celular).toBe(before.celular);
    });

    it('unknown id → 404', async () => {
      expect(
        (await t.call('PUT', '/api/personas/999999', { token: admin, body: { celular: '1199998888', email: uniqueEmail('x') } })).status,
      ).toBe(404);
    });

    it('lets the owner change the contact data, and only that', async () => {
      const current = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: owner.token })).body.persona;
      const email = uniqueEmail('nuevo');
      // The profile may send the whole persona, as the seed's call does; only contact fields are taken.
      const res = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: owner.token,
        body: { ...current, nombre: 'Otro Nombre', numero_documento: '11111111', telefono: '', celular: '1144443333', email },
      });
      expect(res.status).toBe(200);
      expect(res.body.persona).toMatchObject({
        nombre: current.nombre,
        numero_documento: current.numero_documento,
        telefono: null,
        celular: '1144443333',
        email,
      });
      expect(res.body.persona.files).toEqual([]);
    });

    it('validates the contact fields with the wizard rules', async () => {
      const res = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: owner.token,
        body: { celular: '12', email: 'no-mail' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.celular).toEqual([personaMsg.celular]);
      expect(res.body.errors.email).toEqual([msg.login.emailFormat]);
    });

    it('refuses an e-mail used by another persona with 422 on errors.email', async () => {
      const otherEmail = (await t.call('GET', `/api/personas/${other.personaId}`, { token: other.token })).body.persona.email;
      const res = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: owner.token,
        body: { celular: '1144443333', email: otherEmail },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual([personaMsg.emailInUse]);
      expect(res.body.message).toContain('personas_email_lower_unique');
    });

    it('keeps the persona’s own e-mail valid on resubmit', async () => {
      const current = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: owner.token })).body.persona;
      const res = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: owner.token,
        body: { celular: current.celular, email: current.email.toUpperCase() },
      });
      expect(res.status).toBe(200);
    });

    it('takes only the contact fields from staff too, audited and e-mailed (the rest goes through /datos)', async () => {
      const current = (await t.call('GET', `/api/personas/${other.personaId}`, { token: admin })).body.persona;
      const mails = (await t.outbox()).length;
      const res = await t.call('PUT', `/api/personas/${other.personaId}`, {
        token: admin,
        body: { ...personaPayload({ nombre: 'Corregido' }), telefono: current.telefono, celular: '1166667777', email: current.email },
      });
      expect(res.status).toBe(200);
      expect(res.body.persona).toMatchObject({ nombre: current.nombre, numero_documento: current.numero_documento, celular: '1166667777' });
      const audit = await t.database.db.execute(
        sql`select before, after from audit_log where action = 'persona.editar' and entity_id = ${other.personaId} order by id desc limit 1`,
      );
      expect((audit as unknown as { rows: unknown[] }).rows[0]).toEqual({
        before: { celular: current.celular },
        after: { celular: '1166667777' },
      });
      expect((await t.outbox()).length).toBe(mails + 1);
    });
  });

  describe('GET /api/personas/get_by_dni/{dni}', () => {
    it.each([
      ['anonymous', 401, () => undefined],
      ['the owner (an applicant)', 403, () => owner.token],
      ['staff', 200, () => admin],
    ])('%s → %i', async (_who, status, token) => {
      const dni = (await t.call('GET', `/api/personas/${owner.personaId}`, { token: admin })).body.persona.numero_documento;
      const res = await t.call('GET', `/api/personas/get_by_dni/${dni}`, { token: token() });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.body.persona).toMatchObject({ id: owner.personaId, files: [] });
    });

    it('unknown → 404, not a number → 400 with the seed text, 7 digits match with a leading zero', async () => {
      const unknown = await t.call('GET', '/api/personas/get_by_dni/10000001', { token: admin });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(personaMsg.dniNotFound);
      const bad = await t.call('GET', '/api/personas/get_by_dni/12a', { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El campo dni es requerido para continuar');

      const body = wizardPayload({ persona: personaPayload({ numero_documento: '01234567', cuit: cuitFor('01234567') }) });
      expect((await t.call('POST', '/api/wizard-persona/', { token: admin, body })).status).toBe(201);
      const short = await t.call('GET', '/api/personas/get_by_dni/1234567', { token: admin });
      expect(short.status).toBe(200);
      expect(short.body.persona.numero_documento).toBe('01234567');
    });
  });
});

/** A valid CUIT for a given DNI. */
function cuitFor(dni: string): string {
  for (const prefix of ['20', '27', '23']) {
    const digit = cuitCheckDigit(prefix + dni);
    if (digit !== null) return `${prefix}${dni}${digit}`;
  }
  throw new Error('no CUIT for ' + dni);
}
