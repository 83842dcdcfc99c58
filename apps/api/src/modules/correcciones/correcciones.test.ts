import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { correccionMsg, cuitCheckDigit, personaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, decodeMail, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { freshDocument, wizardPayload } from '../../../test/fixtures/personas.js';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

/** A CUIT whose middle part is `dni`, formatted as the form sends it. */
function cuitFor(dni: string): string {
  for (const prefix of ['20', '27', '23']) {
    const digit = cuitCheckDigit(prefix + dni);
    if (digit !== null) return `${prefix}-${dni}-${digit}`;
  }
  throw new Error(`no CUIT for ${dni}`);
}

/** The persona as the edit form sends it: every field of the wizard's step 0. */
function formOf(p: any) {
  const keys = [
    'nombre',
    'apellido',
    'tipo_documento',
    'numero_documento',
    'cuit',
    'fecha_nacimiento',
    'lugar_nacimiento',
    'pais_id',
    'nacionalidad_id',
    'genero_id',
    'tipo_sangre',
    'estado_civil',
    'hijos',
    'direccion',
    'piso',
    'departamento',
    'provincia',
    'localidad',
    'telefono',
    'celular',
    'email',
  ];
  return Object.fromEntries(keys.map((k) => [k, p[k]]));
}

describe.each(databaseKinds)('personal data corrections on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: { token: string; personaId: number; inscriptoId: number };
  let other: { token: string; personaId: number };

  async function applicantWithPersona(tag: string) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email: uniqueEmail(tag), password: 'secreta1' });
    const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
    if (res.status !== 201) throw new Error(`setup failed: ${JSON.stringify(res.body)}`);
    return { token: login.token as string, personaId: res.body.persona.id as number };
  }
  const persona = async (id: number) => (await t.call('GET', `/api/personas/${id}`, { token: admin })).body.persona;
  const audits = (action: string, personaId: number) =>
    countRows(t.database.db, 'audit_log', sql`action = ${action} and entity = 'persona' and entity_id = ${personaId}`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    const a = await applicantWithPersona('owner');
    other = await applicantWithPersona('other');
    const instancia = await insertInstancia(t.database.db, 8, 'open');
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: a.personaId, instancia_id: instancia.id } });
    if (enrol.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(enrol.body)}`);
    owner = { ...a, inscriptoId: enrol.body.inscripto.id };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('PUT /api/personas/datos/{id} (staff edit)', () => {
    it.each([
      ['anonymous', 401, () => undefined],
      ['the owner applicant', 403, () => owner.token],
      ['another applicant', 403, () => other.token],
    ])('%s → %i, nothing changes', async (_who, status, token) => {
      const before = await persona(owner.personaId);
      const res = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: token(),
        body: { persona: { ...formOf(before), nombre: 'Intruso' }, updated_at: before.updated_at },
      });
      expect(res.status).toBe(status);
      expect((await persona(owner.personaId)).nombre).toBe(before.nombre);
    });

    it('validates with the wizard rules (400) and an unknown persona is 404', async () => {
      const current = await persona(other.personaId);
      const bad = await t.call('PUT', `/api/personas/datos/${other.personaId}`, {
        token: admin,
        body: { persona: { ...formOf(current), nombre: ' ', cuit: '20-11111111-2' }, updated_at: current.updated_at },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors['persona.nombre']).toEqual([personaMsg.nombreRequired]);
      const noVersion = await t.call('PUT', `/api/personas/datos/${other.personaId}`, { token: admin, body: { persona: formOf(current) } });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.errors.updated_at).toEqual([correccionMsg.versionRequired]);
      const unknown = await t.call('PUT', '/api/personas/datos/999999', {
        token: admin,
        body: { persona: formOf(current), updated_at: current.updated_at },
      });
      expect(unknown.status).toBe(404);
    });

    it('checks a foreign number with the wizard rule: taken per type and nationality, 409 and nothing written, never a 500', async () => {
      const edit = async (personaId: number, over: Record<string, unknown>) => {
        const current = await persona(personaId);
        return t.call('PUT', `/api/personas/datos/${personaId}`, {
          token: admin,
          body: { persona: { ...formOf(current), cuit: '', ...over }, updated_at: current.updated_at },
        });
      };
      const passport = { tipo_documento: 'pasaporte', numero_documento: `ZX${Date.now() % 1_000_000}`, nacionalidad_id: '2' };
      // Two personas of their own: the shared ones keep their Argentine documents for the tests that follow.
      const [x, y] = [await applicantWithPersona('pasaporte-x'), await applicantWithPersona('pasaporte-y')];
      expect((await edit(x.personaId, passport)).status).toBe(200);
      const before = await persona(y.personaId);
      const taken = await edit(y.personaId, passport);
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('dni_taken');
      expect(await persona(y.personaId)).toEqual(before);
      // The same number issued by another country is another document.
      expect((await edit(y.personaId, { ...passport, nacionalidad_id: '3' })).status).toBe(200);
    });

    it('writes the changed fields, audits before and after, shows it in the history and e-mails the applicant', async () => {
      const current = await persona(owner.personaId);
      const mailsBefore = (await t.outbox()).length;
      const { dni } = freshDocument();
      const res = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: admin,
        body: {
          persona: { ...formOf(current), numero_documento: dni, cuit: cuitFor(dni), direccion: 'Belgrano 1200' },
          updated_at: current.updated_at,
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.cambios).toEqual(['numero_documento', 'cuit', 'direccion']);
      expect(res.body.persona).toMatchObject({ numero_documento: dni, direccion: 'Belgrano 1200', nombre: current.nombre });

      const audit = await t.database.db.execute(
        sql`select actor_user_id, before, after, created_at from audit_log where action = 'persona.editar' and entity_id = ${owner.personaId} order by id desc limit 1`,
      );
      const row = (audit as unknown as { rows: Array<{ actor_user_id: number; before: any; after: any; created_at: Date }> }).rows[0];
      expect(row.before).toEqual({ numero_documento: current.numero_documento, cuit: current.cuit, direccion: current.direccion });
      expect(row.after).toEqual({ numero_documento: dni, cuit: cuitFor(dni).replace(/-/g, ''), direccion: 'Belgrano 1200' });
      expect(row.actor_user_id).toEqual(expect.any(Number));
      expect(row.created_at).toBeTruthy();

      const detail = await t.call('GET', `/api/inscriptos/${owner.inscriptoId}`, { token: admin });
      expect(detail.body.historial[0]).toMatchObject({
        action: 'persona.editar',
        actor: 'Administrador',
        before: { numero_documento: current.numero_documento },
        after: { numero_documento: dni },
      });

      const mails = await t.outbox();
      expect(mails.length).toBe(mailsBefore + 1);
      const mail = decodeMail(mails.at(-1)!);
      expect(mail).toContain(current.email);
      expect(mail).toContain('El personal de la facultad corrigió tus datos personales');
      expect(mail).toContain(`Número de documento: ${current.numero_documento} → ${dni}`);
      expect(mail).toContain('Dirección:');
    });

    it('with no change writes nothing: no audit row, no e-mail, same version', async () => {
      const current = await persona(owner.personaId);
      const audited = await audits('persona.editar', owner.personaId);
      const mails = (await t.outbox()).length;
      const res = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: admin,
        body: { persona: formOf(current), updated_at: current.updated_at },
      });
      expect(res.status).toBe(200);
      expect(res.body.cambios).toEqual([]);
      expect(res.body.persona.updated_at).toBe(current.updated_at);
      expect(await audits('persona.editar', owner.personaId)).toBe(audited);
      expect((await t.outbox()).length).toBe(mails);
    });

    it('refuses a stale version with 409 and keeps what the other edit wrote', async () => {
      const seen = await persona(owner.personaId);
      const first = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: admin,
        body: { persona: { ...formOf(seen), lugar_nacimiento: 'Tigre' }, updated_at: seen.updated_at },
      });
      expect(first.status).toBe(200);
      const stale = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: admin,
        body: { persona: { ...formOf(seen), lugar_nacimiento: 'Escobar' }, updated_at: seen.updated_at },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('persona_cambiada');
      expect(stale.body.message).toBe(correccionMsg.personaChanged);
      expect((await persona(owner.personaId)).lugar_nacimiento).toBe('Tigre');
    });

    it('a DNI of another persona is 409 with a clear message, and nothing is written', async () => {
      const current = await persona(owner.personaId);
      const taken = (await persona(other.personaId)).numero_documento;
      const audited = await audits('persona.editar', owner.personaId);
      const res = await t.call('PUT', `/api/personas/datos/${owner.personaId}`, {
        token: admin,
        body: { persona: { ...formOf(current), numero_documento: taken, cuit: cuitFor(taken) }, updated_at: current.updated_at },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(correccionMsg.dniTaken(taken));
      expect(res.body.errors['persona.numero_documento']).toEqual([correccionMsg.dniTaken(taken)]);
      expect((await persona(owner.personaId)).numero_documento).toBe(current.numero_documento);
      expect(await audits('persona.editar', owner.personaId)).toBe(audited);
    });
  });

  describe('correction requests', () => {
    const ask = (token: string | undefined, personaId: number, body: unknown) =>
      t.call('POST', `/api/correcciones/persona/${personaId}`, { token, body });

    it.each([
      ['anonymous', 401, () => undefined],
      ['another applicant', 403, () => other.token],
      ['staff (they edit directly)', 403, () => admin],
    ])('asking: %s → %i, nothing is stored', async (_who, status, token) => {
      const res = await ask(token(), owner.personaId, { campo: 'nombre', valor: 'Otro', motivo: 'x' });
      expect(res.status).toBe(status);
      expect(await countRows(t.database.db, 'correcciones', sql`persona_id = ${owner.personaId}`)).toBe(0);
    });

    it('checks the field, the proposed value with the wizard rule, the reason and a value equal to the current one', async () => {
      const current = await persona(owner.personaId);
      const wrongField = await ask(owner.token, owner.personaId, { campo: 'email', valor: 'a@b.test', motivo: 'x' });
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.errors.campo).toEqual([correccionMsg.fieldInvalid]);
      const badDni = await ask(owner.token, owner.personaId, { campo: 'numero_documento', valor: '123', motivo: 'Error de tipeo' });
      expect(badDni.status).toBe(400);
      expect(badDni.body.errors.valor).toEqual([personaMsg.numeroDocumento]);
      const noReason = await ask(owner.token, owner.personaId, { campo: 'nombre', valor: 'Lucía Inés', motivo: '  ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.errors.motivo).toEqual([correccionMsg.motivoRequired]);
      const same = await ask(owner.token, owner.personaId, { campo: 'nombre', valor: current.nombre, motivo: 'Igual' });
      expect(same.status).toBe(422);
      expect(same.body.errors.valor).toEqual([correccionMsg.sameValue]);
    });

    it('stores one open request per field (409 for a second), audited, listed for the owner and in the staff queue', async () => {
      const current = await persona(owner.personaId);
      const pendingBefore = (await t.call('GET', '/api/correcciones/pendientes', { token: admin })).body.pendientes;
      const res = await ask(owner.token, owner.personaId, { campo: 'nombre', valor: 'Lucía Inés', motivo: 'Falta mi segundo nombre.' });
      expect(res.status).toBe(201);
      expect(res.body.correccion).toMatchObject({
        campo: 'nombre',
        valor_actual: current.nombre,
        valor_propuesto: 'Lucía Inés',
        estado: 'pendiente',
        respuesta: null,
        resuelta_por: null,
      });
      expect(await audits('correccion.solicitar', owner.personaId)).toBe(1);

      const again = await ask(owner.token, owner.personaId, { campo: 'nombre', valor: 'Lucía I.', motivo: 'Otra vez' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(correccionMsg.openExists);
      // Another field is its own request.
      const other409 = await ask(owner.token, owner.personaId, { campo: 'apellido', valor: 'Fernández López', motivo: 'Segundo apellido' });
      expect(other409.status).toBe(201);

      const mine = await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: owner.token });
      expect(mine.status).toBe(200);
      expect(mine.body.correcciones.map((c: { campo: string }) => c.campo)).toEqual(['apellido', 'nombre']);
      expect((await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: other.token })).status).toBe(403);
      expect((await t.call('GET', `/api/correcciones/persona/${owner.personaId}`)).status).toBe(401);
      expect((await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: admin })).status).toBe(200);

      const count = await t.call('GET', '/api/correcciones/pendientes', { token: admin });
      expect(count.body.pendientes).toBe(pendingBefore + 2);
      const queue = await t.call('GET', '/api/correcciones', { token: admin });
      expect(queue.status).toBe(200);
      expect(queue.body.correcciones.at(-1)).toMatchObject({ campo: 'apellido', persona: { nombre: current.nombre } });
      for (const url of ['/api/correcciones', '/api/correcciones/pendientes']) {
        expect((await t.call('GET', url)).status).toBe(401);
        expect((await t.call('GET', url, { token: owner.token })).status).toBe(403);
      }
    });

    it('staff apply one through the audited edit: persona changed, request applied, history and e-mail', async () => {
      const queue = (await t.call('GET', '/api/correcciones', { token: admin })).body.correcciones;
      const request = queue.find((c: { campo: string; persona_id: number }) => c.campo === 'nombre' && c.persona_id === owner.personaId);
      const current = await persona(owner.personaId);
      const body = { persona: { ...formOf(current), nombre: request.valor_propuesto }, updated_at: current.updated_at };

      expect((await t.call('POST', `/api/correcciones/aplicar/${request.id}`, { body })).status).toBe(401);
      expect((await t.call('POST', `/api/correcciones/aplicar/${request.id}`, { token: owner.token, body })).status).toBe(403);
      const mails = (await t.outbox()).length;
      const res = await t.call('POST', `/api/correcciones/aplicar/${request.id}`, { token: admin, body });
      expect(res.status).toBe(200);
      expect(res.body.persona.nombre).toBe('Lucía Inés');
      expect(res.body.correccion).toMatchObject({ estado: 'aplicada', resuelta_por: 'Administrador' });
      expect(await audits('correccion.aplicar', owner.personaId)).toBe(1);

      const mine = (await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: owner.token })).body.correcciones;
      expect(mine.find((c: { id: number }) => c.id === request.id).estado).toBe('aplicada');
      const history = (await t.call('GET', `/api/inscriptos/${owner.inscriptoId}`, { token: admin })).body.historial;
      expect(history.slice(0, 2).map((h: { action: string }) => h.action)).toEqual(['correccion.aplicar', 'persona.editar']);
      const mail = decodeMail((await t.outbox()).at(-1)!);
      expect((await t.outbox()).length).toBe(mails + 1);
      expect(mail).toContain('Aplicamos la corrección que pediste');
      expect(mail).toContain(`Nombre: ${current.nombre} → Lucía Inés`);

      // Resolved once: a second apply or a refusal is 409; the field can be asked again.
      const fresh = await persona(owner.personaId);
      const twice = await t.call('POST', `/api/correcciones/aplicar/${request.id}`, {
        token: admin,
        body: { persona: formOf(fresh), updated_at: fresh.updated_at },
      });
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe(correccionMsg.notPending);
      expect((await t.call('POST', `/api/correcciones/rechazar/${request.id}`, { token: admin, body: { respuesta: 'No' } })).status).toBe(
        409,
      );
      expect((await t.call('POST', '/api/correcciones/rechazar/999999', { token: admin, body: { respuesta: 'No' } })).status).toBe(404);
    });

    it('an apply on a stale version is 409 and leaves the request open', async () => {
      const queue = (await t.call('GET', '/api/correcciones', { token: admin })).body.correcciones;
      const request = queue.find((c: { campo: string; persona_id: number }) => c.campo === 'apellido' && c.persona_id === owner.personaId);
      const seen = await persona(owner.personaId);
      const contact = await t.call('PUT', `/api/personas/${owner.personaId}`, {
        token: owner.token,
        body: { telefono: seen.telefono, celular: '1144447777', email: seen.email },
      });
      expect(contact.status).toBe(200);
      const res = await t.call('POST', `/api/correcciones/aplicar/${request.id}`, {
        token: admin,
        body: { persona: { ...formOf(seen), apellido: request.valor_propuesto }, updated_at: seen.updated_at },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('persona_cambiada');
      expect((await persona(owner.personaId)).apellido).toBe(seen.apellido);
      const mine = (await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: owner.token })).body.correcciones;
      expect(mine.find((c: { id: number }) => c.id === request.id).estado).toBe('pendiente');
    });

    it('staff refuse one with a message: audited, e-mailed, and the applicant sees the answer', async () => {
      const queue = (await t.call('GET', '/api/correcciones', { token: admin })).body.correcciones;
      const request = queue.find((c: { campo: string; persona_id: number }) => c.campo === 'apellido' && c.persona_id === owner.personaId);
      const empty = await t.call('POST', `/api/correcciones/rechazar/${request.id}`, { token: admin, body: { respuesta: ' ' } });
      expect(empty.status).toBe(400);
      expect(empty.body.errors.respuesta).toEqual([correccionMsg.respuestaRequired]);
      expect(
        (await t.call('POST', `/api/correcciones/rechazar/${request.id}`, { token: owner.token, body: { respuesta: 'x' } })).status,
      ).toBe(403);

      const mails = (await t.outbox()).length;
      const reply = 'El DNI que figura en tu documentación no muestra ese apellido.';
      const res = await t.call('POST', `/api/correcciones/rechazar/${request.id}`, { token: admin, body: { respuesta: reply } });
      expect(res.status).toBe(200);
      expect(res.body.correccion).toMatchObject({ estado: 'rechazada', respuesta: reply, resuelta_por: 'Administrador' });
      expect(await audits('correccion.rechazar', owner.personaId)).toBe(1);
      const mail = decodeMail((await t.outbox()).at(-1)!);
      expect((await t.outbox()).length).toBe(mails + 1);
      expect(mail).toContain('no aplicó la corrección que pediste (Apellido: Fernández López)');
      expect(mail).toContain(reply);

      const mine = (await t.call('GET', `/api/correcciones/persona/${owner.personaId}`, { token: owner.token })).body.correcciones;
      expect(mine.find((c: { id: number }) => c.id === request.id)).toMatchObject({ estado: 'rechazada', respuesta: reply });
      const rejected = (await t.call('GET', '/api/correcciones?estado=rechazada', { token: admin })).body.correcciones;
      expect(rejected.map((c: { id: number }) => c.id)).toContain(request.id);
      expect((await t.call('GET', '/api/correcciones?estado=otro', { token: admin })).status).toBe(400);
    });
  });
});
