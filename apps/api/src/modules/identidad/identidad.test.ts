import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cuitCheckDigit, identidadMsg, personaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, decodeMail, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { freshDocument, personaPayload, wizardPayload } from '../../../test/fixtures/personas.js';
import { countRows, insertFiles, insertInstancia } from '../../../test/fixtures/rows.js';
import { multipart, pdf, rawCall } from '../../../test/security/support.js';

/**
 * Issue 18 §2, §3 and §5 over HTTP: identity claims (files only for the claimant and
 * staff, the persona moved with its enrolments and documents in one transaction, both
 * accounts e-mailed), staff linking a counter registration, duplicates and the merge.
 */

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;
const masked = (cuit: string) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;
const cuitFor = (dni: string) => {
  for (const p of ['20', '27', '23']) {
    const d = cuitCheckDigit(p + dni);
    if (d !== null) return masked(`${p}${dni}${d}`);
  }
  throw new Error('no cuit');
};

describe.each(databaseKinds)('identity on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let bedelia: string;

  async function applicant(tag: string, email = uniqueEmail(tag)) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email, password: 'secreta1' });
    return { token: login.token, userId: login.user.id, email };
  }

  async function fileClaim(token: string, numero: string, withSelfie = false) {
    const parts = [
      { name: 'numero_documento', value: numero },
      { name: 'nota', value: 'Es mi documento; nunca creé otra cuenta.' },
      { name: 'frente', filename: 'frente.pdf', type: 'application/pdf', data: pdf('frente') },
      { name: 'dorso', filename: 'dorso.pdf', type: 'application/pdf', data: pdf('dorso') },
      ...(withSelfie ? [{ name: 'selfie', filename: 'selfie.pdf', type: 'application/pdf', data: pdf('selfie') }] : []),
    ];
    const { body, contentType } = multipart(parts);
    return rawCall(t, 'POST', '/api/identidad/reclamos', { token, body, contentType });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    const who = { name: 'Bedelía', email: uniqueEmail('bedelia'), password: 'Personal-bedelia-2026' };
    expect((await t.call('POST', '/api/users/', { token: admin, body: { ...who, role_id: 3, c_password: who.password } })).status).toBe(
      201,
    );
    bedelia = (await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } })).body.token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('moves a squatted persona to the claimant with its enrolments and documents; both accounts are told; files stay private', async () => {
    const squatter = await applicant('squatter');
    const doc = freshDocument();
    const created = await t.call('POST', '/api/wizard-persona/', {
      token: squatter.token,
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: masked(doc.cuit) }) }),
    });
    expect(created.status).toBe(201);
    const personaId = created.body.persona.id;
    await insertFiles(t.database.db, personaId, [
      'dni_frente',
      'dni_reverso',
      'cuil',
      'partida_nacimiento',
      'analitico',
      'certificado_laboral',
      'cud',
    ]);
    const course = await insertInstancia(t.database.db, 8);
    const enrol = await t.call('POST', '/api/inscriptos/', {
      token: squatter.token,
      body: { persona_id: personaId, instancia_id: course.id },
    });
    expect(enrol.status).toBe(201);

    const owner = await applicant('owner');
    const refused = await t.call('POST', '/api/wizard-persona/', {
      token: owner.token,
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: cuitFor(doc.dni) }) }),
    });
    expect(refused.body.code).toBe('dni_taken');
    // Nothing but the front is refused with 422 and leaves nothing behind.
    const { body: partial, contentType } = multipart([
      { name: 'numero_documento', value: doc.dni },
      { name: 'nota', value: 'Es mío' },
      { name: 'frente', filename: 'f.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const missing = await rawCall(t, 'POST', '/api/identidad/reclamos', { token: owner.token, body: partial, contentType });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.dorso).toEqual([identidadMsg.dorsoRequired]);
    expect(await countRows(t.database.db, 'identity_claims')).toBe(0);

    const claim = await fileClaim(owner.token, doc.dni, true);
    expect(claim.status).toBe(201);
    expect(claim.body.message).toBe(identidadMsg.created);
    expect(claim.body.reclamo.archivos.map((a: { nombre: string }) => a.nombre)).toEqual(['frente', 'dorso', 'selfie']);
    // The same claim again is refused while it is open.
    expect((await fileClaim(owner.token, doc.dni)).status).toBe(409);
    // A claim of a free number gets the same answer: it says nothing about the number.
    const other = await applicant('free');
    const free = await fileClaim(other.token, freshDocument().dni);
    expect(free.status).toBe(201);
    expect(free.body.message).toBe(claim.body.message);

    // The claim's documents: the claimant and Secretaría/Administrador open them; the holder and Bedelía do not.
    const fileId = claim.body.reclamo.archivos[0].id;
    expect((await rawCall(t, 'GET', `/api/identidad/archivos/${fileId}`, { token: owner.token })).status).toBe(200);
    expect((await rawCall(t, 'GET', `/api/identidad/archivos/${fileId}`, { token: admin })).status).toBe(200);
    expect((await rawCall(t, 'GET', `/api/identidad/archivos/${fileId}`, { token: squatter.token })).status).toBe(403);
    expect((await rawCall(t, 'GET', `/api/identidad/archivos/${fileId}`, { token: bedelia })).status).toBe(403);
    expect((await rawCall(t, 'GET', claim.body.reclamo.archivos[0].url)).status).toBe(200);

    // The queue: count, list, and both sides of the comparison.
    expect((await t.call('GET', '/api/identidad/reclamos/pendientes', { token: admin })).body.pendientes).toBe(2);
    const queue = await t.call('GET', '/api/identidad/reclamos', { token: admin });
    const item = queue.body.reclamos.find((r: { id: number }) => r.id === claim.body.reclamo.id);
    expect(item.reclamante.email).toBe(owner.email);
    expect(item.titular).toMatchObject({ id: personaId, cuenta_email: squatter.email, inscripciones: 1 });
    expect(item.titular.documentos.map((d: { name: string }) => d.name)).toEqual(['dni_frente', 'dni_reverso']);
    const freeItem = queue.body.reclamos.find((r: { id: number }) => r.id === free.body.reclamo.id);
    expect(freeItem.titular).toBeNull();

    const before = await t.outbox();
    const resolved = await t.call('POST', `/api/identidad/reclamos/${claim.body.reclamo.id}/resolver`, {
      token: admin,
      body: { decision: 'transferir' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.reclamo.estado).toBe('transferida');
    const rows = await t.database.db.execute<{ user_id: number }>(sql`select user_id from personas where id = ${personaId}`);
    expect(rows.rows[0].user_id).toBe(owner.userId);
    // The enrolment and the documents went with the persona: the claimant sees them, the squatter has nothing.
    const mine = await t.call('GET', `/api/inscriptos/get_by_persona/${personaId}`, { token: owner.token });
    expect(JSON.stringify(mine.body)).toContain(enrol.body.inscripto.cod_tramite);
    expect((await t.call('GET', `/api/personas/${personaId}`, { token: owner.token })).body.persona.files).toHaveLength(7);
    expect((await t.call('GET', `/api/personas/${personaId}`, { token: squatter.token })).status).toBe(403);
    expect((await t.call('GET', `/api/personas/get_by_user/${squatter.userId}`, { token: squatter.token })).status).toBe(404);
    const mails = (await t.outbox()).slice(before.length).map(decodeMail);
    expect(mails.some((m) => m.includes(owner.email) && m.includes('aceptó tu reclamo'))).toBe(true);
    expect(mails.some((m) => m.includes(squatter.email) && m.includes('ya no tiene esos datos personales'))).toBe(true);
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'identidad.resolver' and entity_id = ${personaId}`)).toBe(1);
    // Resolved once: a second decision is refused.
    const again = await t.call('POST', `/api/identidad/reclamos/${claim.body.reclamo.id}/resolver`, {
      token: admin,
      body: { decision: 'transferir' },
    });
    expect(again.status).toBe(409);

    // A claim nobody holds can only be refused, with a reason the claimant reads.
    const noHolder = await t.call('POST', `/api/identidad/reclamos/${free.body.reclamo.id}/resolver`, {
      token: admin,
      body: { decision: 'transferir' },
    });
    expect(noHolder.status).toBe(409);
    expect(noHolder.body.message).toBe(identidadMsg.noHolder);
    const refusedClaim = await t.call('POST', `/api/identidad/reclamos/${free.body.reclamo.id}/resolver`, {
      token: admin,
      body: { decision: 'rechazar', respuesta: 'Nadie tiene ese número: completá el asistente.' },
    });
    expect(refusedClaim.body.reclamo.estado).toBe('rechazada');
    const theirs = await t.call('GET', '/api/identidad/mis-reclamos', { token: other.token });
    expect(theirs.body.reclamos[0]).toMatchObject({ estado: 'rechazada', respuesta: 'Nadie tiene ese número: completá el asistente.' });
    // Another applicant's list never holds someone else's claim.
    expect((await t.call('GET', '/api/identidad/mis-reclamos', { token: squatter.token })).body.reclamos).toEqual([]);
  });

  it('refuses the move, changing nothing, when the claimant got a persona meanwhile', async () => {
    const holder = await applicant('holder2');
    const doc = freshDocument();
    const created = await t.call('POST', '/api/wizard-persona/', {
      token: holder.token,
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: masked(doc.cuit) }) }),
    });
    const claimant = await applicant('claimant2');
    const claim = await fileClaim(claimant.token, doc.dni);
    expect((await t.call('POST', '/api/wizard-persona/', { token: claimant.token, body: wizardPayload() })).status).toBe(201);
    const res = await t.call('POST', `/api/identidad/reclamos/${claim.body.reclamo.id}/resolver`, {
      token: admin,
      body: { decision: 'transferir' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(identidadMsg.claimantHasPersona);
    const row = await t.database.db.execute<{ user_id: number }>(sql`select user_id from personas where id = ${created.body.persona.id}`);
    expect(row.rows[0].user_id).toBe(holder.userId);
    expect(await countRows(t.database.db, 'identity_claims', sql`id = ${claim.body.reclamo.id} and estado = 'pendiente'`)).toBe(1);
  });

  it('lets staff link a counter registration to an activated account; refuses taken personas and accounts', async () => {
    const counter = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() });
    const personaId = counter.body.persona.id;
    const course = await insertInstancia(t.database.db, 8);
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: personaId, instancia_id: course.id } });
    const me = await applicant('linked');
    expect(
      (await t.call('POST', `/api/identidad/personas/${personaId}/vincular`, { token: bedelia, body: { email: me.email } })).status,
    ).toBe(403);
    const unknown = await t.call('POST', `/api/identidad/personas/${personaId}/vincular`, {
      token: admin,
      body: { email: uniqueEmail('nadie') },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(identidadMsg.accountNotFound);
    const before = await t.outbox();
    const res = await t.call('POST', `/api/identidad/personas/${personaId}/vincular`, {
      token: admin,
      body: { email: me.email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.persona.user_id).toBe(me.userId);
    const mails = (await t.outbox()).slice(before.length).map(decodeMail);
    expect(mails.some((m) => m.includes(me.email) && m.includes('vinculó a tu cuenta'))).toBe(true);
    expect(JSON.stringify((await t.call('GET', `/api/inscriptos/get_by_persona/${personaId}`, { token: me.token })).body)).toContain(
      enrol.body.inscripto.cod_tramite,
    );
    const twice = await t.call('POST', `/api/identidad/personas/${personaId}/vincular`, { token: admin, body: { email: me.email } });
    expect(twice.status).toBe(409);
    const another = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() });
    const taken = await t.call('POST', `/api/identidad/personas/${another.body.persona.id}/vincular`, {
      token: admin,
      body: { email: me.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(identidadMsg.accountHasPersona);
  });

  it('lists duplicates by CUIT, account e-mail and a misspelt name with the same birth date; marks a pair as different', async () => {
    const base = personaPayload({ nombre: 'José María', apellido: 'Núñez', fecha_nacimiento: '2004-02-29' });
    const a = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload({ persona: base }) });
    const typo = personaPayload({ nombre: 'Jose Maria', apellido: 'Nunes', fecha_nacimiento: '2004-02-29' });
    const b = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload({ persona: typo }) });
    const stranger = personaPayload({ nombre: 'Ana', apellido: 'Pérez', fecha_nacimiento: '2004-02-29' });
    const c = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload({ persona: stranger }) });
    for (const r of [a, b, c]) expect(r.status).toBe(201);
    const list = await t.call('GET', `/api/identidad/duplicados?persona_id=${a.body.persona.id}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.pares).toHaveLength(1);
    expect(list.body.pares[0].motivos).toEqual(['nombre_fecha']);
    expect([list.body.pares[0].a.id, list.body.pares[0].b.id].sort()).toEqual([a.body.persona.id, b.body.persona.id].sort());
    // Bedelía reads no personas.
    expect((await t.call('GET', '/api/identidad/duplicados', { token: bedelia })).status).toBe(403);

    // Same account e-mail: a counter registration with the e-mail of an account that registered another number.
    const me = await applicant('dup-mail');
    const own = personaPayload({ nombre: 'Rodrigo', apellido: 'Quiroga', fecha_nacimiento: '1999-01-01' });
    const mine = await t.call('POST', '/api/wizard-persona/', { token: me.token, body: wizardPayload({ persona: own }) });
    expect(mine.status).toBe(201);
    const counter = await t.call('POST', '/api/wizard-persona/', {
      token: admin,
      body: wizardPayload({
        persona: personaPayload({ nombre: 'Rodrigo', apellido: 'Quiroga', fecha_nacimiento: '1998-05-05', email: me.email.toUpperCase() }),
      }),
    });
    // The persona e-mail is unique: the counter one used the account's address, the wizard its own one.
    expect(counter.status).toBe(201);
    const byMail = await t.call('GET', `/api/identidad/duplicados?persona_id=${counter.body.persona.id}`, { token: admin });
    expect(byMail.body.pares.map((p: { motivos: string[] }) => p.motivos)).toEqual([['email']]);
    // The same pair from the account holder's side: another persona's e-mail is this account's.
    const fromOwner = await t.call('GET', `/api/identidad/duplicados?persona_id=${mine.body.persona.id}`, { token: admin });
    expect(fromOwner.body.pares.map((p: { motivos: string[] }) => p.motivos)).toEqual([['email']]);
    expect([fromOwner.body.pares[0].a.id, fromOwner.body.pares[0].b.id].sort()).toEqual(
      [mine.body.persona.id, counter.body.persona.id].sort(),
    );

    const mark = await t.call('POST', '/api/identidad/no-duplicados', {
      token: admin,
      body: { a_id: b.body.persona.id, b_id: a.body.persona.id },
    });
    expect(mark.status).toBe(200);
    expect((await t.call('GET', `/api/identidad/duplicados?persona_id=${a.body.persona.id}`, { token: admin })).body.pares).toEqual([]);
  });

  it('merges field by field, moving enrolments with attendance and grades and documents; refuses a shared instancia', async () => {
    const keep = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload() });
    const dropPersona = personaPayload({ celular: '1199998888' });
    const drop = await t.call('POST', '/api/wizard-persona/', { token: admin, body: wizardPayload({ persona: dropPersona }) });
    const keepId = keep.body.persona.id;
    const dropId = drop.body.persona.id;
    await insertFiles(t.database.db, keepId, ['dni_frente']);
    await insertFiles(t.database.db, dropId, ['dni_frente', 'cuil']);
    const shared = await insertInstancia(t.database.db, 8);
    const only = await insertInstancia(t.database.db, 8);
    for (const id of [keepId, dropId]) {
      expect((await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: id, instancia_id: shared.id } })).status).toBe(
        201,
      );
    }
    const conflict = await t.call('POST', '/api/identidad/fusionar', {
      token: admin,
      body: { sobreviviente_id: keepId, duplicada_id: dropId },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(identidadMsg.mergeConflict);
    expect(await countRows(t.database.db, 'personas', sql`id = ${dropId}`)).toBe(1);

    // Without the shared enrolment: the other one moves, with its grade.
    await t.database.db.execute(sql`delete from inscriptos where persona_id = ${dropId}`);
    const moved = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: dropId, instancia_id: only.id } });
    const inscriptoId = moved.body.inscripto.id;
    await t.database.db.execute(sql`update inscriptos set estado_id = 2 where id = ${inscriptoId}`);
    await t.database.db.execute(
      sql`insert into notas (inscripto_id, materia_id, fecha_examen, nota) values (${inscriptoId}, 1, current_date, 8)`,
    );
    const res = await t.call('POST', '/api/identidad/fusionar', {
      token: admin,
      body: { sobreviviente_id: keepId, duplicada_id: dropId, valores: { celular: 'duplicada', email: 'duplicada' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.persona).toMatchObject({ id: keepId, celular: '1199998888', email: dropPersona.email });
    expect(res.body.persona.numero_documento).toBe(keep.body.persona.numero_documento);
    expect(await countRows(t.database.db, 'personas', sql`id = ${dropId}`)).toBe(0);
    expect(await countRows(t.database.db, 'inscriptos', sql`id = ${inscriptoId} and persona_id = ${keepId}`)).toBe(1);
    expect(await countRows(t.database.db, 'notas', sql`inscripto_id = ${inscriptoId}`)).toBe(1);
    // The survivor's own dni_frente stays; the cuil it lacked came over.
    const names = res.body.persona.files.map((f: { name: string }) => f.name).sort();
    expect(names).toEqual(['cuil', 'dni_frente']);
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'persona.fusionar' and entity_id = ${keepId}`)).toBe(1);
    expect(
      (await t.call('POST', '/api/identidad/fusionar', { token: admin, body: { sobreviviente_id: keepId, duplicada_id: keepId } })).status,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/identidad/fusionar', { token: admin, body: { sobreviviente_id: keepId, duplicada_id: dropId } })).status,
    ).toBe(404);
    expect(personaMsg.personaNotFound).toBeTruthy();
  });
});
