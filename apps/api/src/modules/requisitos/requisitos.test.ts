import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ESTADO, requisitoMsg, uploadMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { addDays, countRows, insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, decodeMail, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { files, inscriptos, instancias, requisitoRevisiones } from '../../db/schema/index.js';
import { createStorage } from '../../storage/index.js';
import { png } from '../../../test/images.js';
import { refreshQueue } from './requisitos.queries.js';

let n = 0;
const who = (tag: string) => ({ name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${n++}@correo.test`, password: 'secreta1' });
/** A tiny document the upload accepts (its content starts like a PDF). */
const pdf = (text = String(Math.random())) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const BASE = ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'];
const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds)('requirement-level review on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function applicant(tag: string, opts: { trabaja?: 0 | 1 } = {}) {
    const login = await signUp(t, who(tag));
    const persona = await insertPersona(t.database.db, { userId: login.user.id, ...opts });
    return { token: login.token, personaId: persona.id };
  }

  async function upload(token: string, personaId: number, docs: Record<string, Buffer>) {
    const form = new FormData();
    form.append('persona_id', String(personaId));
    for (const [name, data] of Object.entries(docs))
      form.append(name, new Blob([new Uint8Array(data)], { type: 'application/pdf' }), `${name}.pdf`);
    const res = await fetch(`${t.baseUrl}/api/files/store_docs_persona/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  async function enrolled(tag: string, instanciaId: number) {
    const a = await applicant(tag);
    expect((await upload(a.token, a.personaId, Object.fromEntries(BASE.map((d) => [d, pdf()])))).status).toBe(200);
    const res = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: instanciaId } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...a, inscriptoId: res.body.inscripto.id as number };
  }

  const requisitosOf = async (token: string, id: number) => {
    const res = await t.call('GET', `/api/requisitos/inscripto/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as {
      inscripto: { estado_id: number; observacion: string };
      requisitos: Array<{
        codigo: string;
        nombre: string;
        file: { version: string } | null;
        revision: { estado: string; motivo: string; reenviado: boolean; vencida: boolean };
      }>;
    };
  };
  const versionOf = async (id: number, codigo: string) =>
    (await requisitosOf(admin, id)).requisitos.find((r) => r.codigo === codigo)!.file!.version;
  const review = (id: number, codigo: string, body: Record<string, unknown>, token = admin) =>
    t.call('PUT', `/api/requisitos/inscripto/${id}/${codigo}`, { token, body });
  const queue = async (instanciaId: number, revision: string) =>
    (
      (await t.call('GET', `/api/inscriptos/get_by_instancia/${instanciaId}?revision=${revision}`, { token: admin })).body
        .inscriptos as Array<{ id: number }>
    ).map((r) => r.id);

  it('the faculty default reproduces the seven documents and their conditions', async () => {
    const a = await applicant('lista');
    const res = await t.call('GET', '/api/requisitos', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.origen).toBe('facultad');
    expect(res.body.requisitos.map((r: { codigo: string; condicion: string }) => `${r.codigo}:${r.condicion}`)).toEqual([
      'dni_frente:siempre',
      'dni_reverso:siempre',
      'cuil:siempre',
      'partida_nacimiento:siempre',
      'analitico:siempre',
      'certificado_laboral:trabaja',
      'cud:discapacidad',
    ]);
    expect((await t.call('GET', '/api/requisitos')).status).toBe(401);
  });

  it("an instancia reads its own list over its carrera's, and the enrolment pre-check follows it", async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    // A name, description and types of its own over a document the upload knows (decision 201).
    const extra = {
      codigo: 'partida_nacimiento',
      nombre: 'Partida de nacimiento legalizada',
      descripcion: 'Con la legalización del registro civil',
      tipos: ['image/jpeg', 'image/png'],
      obligatorio: true,
      condicion: 'siempre',
    };
    const carreraList = await t.call('PUT', '/api/requisitos', { token: admin, body: { carrera_id: 8, requisitos: [extra] } });
    expect(carreraList.status, JSON.stringify(carreraList.body)).toBe(200);
    expect(carreraList.body).toMatchObject({ origen: 'carrera', requisitos: [{ codigo: 'partida_nacimiento' }] });
    expect((await t.call('GET', `/api/requisitos?instancia=${course.id}`, { token: admin })).body.origen).toBe('carrera');

    const a = await applicant('precheck');
    await upload(a.token, a.personaId, { dni_frente: pdf(), cuil: pdf() });
    const refused = await t.call('POST', '/api/inscriptos/', {
      token: a.token,
      body: { persona_id: a.personaId, instancia_id: course.id },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.documentos).toEqual(['partida_nacimiento']);
    expect(refused.body.error[0].message).toContain('Partida de nacimiento legalizada');

    // The instancia's own list wins; an empty carrera list inherits the faculty's again.
    const own = await t.call('PUT', '/api/requisitos', {
      token: admin,
      body: { instancia_id: course.id, requisitos: [{ ...extra, codigo: 'dni_frente', nombre: 'DNI' }] },
    });
    expect(own.body.origen).toBe('instancia');
    expect(
      (await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: course.id } })).status,
    ).toBe(201);
    expect((await t.call('PUT', '/api/requisitos', { token: admin, body: { carrera_id: 8, requisitos: [] } })).body.origen).toBe(
      'facultad',
    );
    // Bad lists are refused in Spanish, never half saved.
    const dup = await t.call('PUT', '/api/requisitos', { token: admin, body: { carrera_id: 8, requisitos: [extra, extra] } });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe(requisitoMsg.duplicateCodigo('partida_nacimiento'));
    expect((await t.call('PUT', '/api/requisitos', { token: admin, body: { requisitos: [] } })).status).toBe(422);
    expect((await t.call('PUT', '/api/requisitos', { token: a.token, body: { carrera_id: 8, requisitos: [extra] } })).status).toBe(403);
  });

  it('a custom document (decision 180): uploads accept its code with its types, enrolling asks for it, staff review it', async () => {
    const course = await insertInstancia(t.database.db, 9, 'open');
    const foto = {
      codigo: 'foto_carnet',
      nombre: 'Foto carnet',
      descripcion: 'De frente, fondo claro',
      tipos: ['image/png'],
      obligatorio: true,
      condicion: 'siempre',
    };
    const saved = await t.call('PUT', '/api/requisitos', { token: admin, body: { instancia_id: course.id, requisitos: [foto] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const a = await applicant('foto');
    const missing = await t.call('POST', '/api/inscriptos/', {
      token: a.token,
      body: { persona_id: a.personaId, instancia_id: course.id },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.documentos).toEqual(['foto_carnet']);
    // A PDF is not a type this list accepts for the photo: refused in Spanish, nothing kept.
    const wrongType = await upload(a.token, a.personaId, { foto_carnet: pdf() });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.errors.foto_carnet).toEqual([uploadMsg.notAccepted(['PNG'])]);
    // A code no list names is still refused.
    expect((await upload(a.token, a.personaId, { otra_cosa: pdf() })).status).toBe(400);
    expect(await countRows(t.database.db, 'files', sql`persona_id = ${a.personaId}`)).toBe(0);

    const form = new FormData();
    form.append('persona_id', String(a.personaId));
    form.append('foto_carnet', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'foto.png');
    const ok = await fetch(`${t.baseUrl}/api/files/store_docs_persona/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: form,
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).persona.files.map((f: { name: string }) => f.name)).toEqual(['foto_carnet']);

    const res = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: course.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.inscripto.id as number;
    const [photo] = (await requisitosOf(admin, id)).requisitos;
    expect(photo).toMatchObject({
      codigo: 'foto_carnet',
      nombre: 'Foto carnet',
      file: { mime_type: 'image/png' },
      revision: { estado: 'pendiente' },
    });
    const accepted = await review(id, 'foto_carnet', { estado: 'aceptado', file_version: await versionOf(id, 'foto_carnet') });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });

  it('a bulk request "matching the filter" and the Excel export take the review queue of the table, not the whole instancia', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const waiting = await enrolled('cola-espera', course.id);
    const cleared = await enrolled('cola-revisada', course.id);
    for (const codigo of BASE) {
      const res = await review(cleared.inscriptoId, codigo, {
        estado: 'aceptado',
        file_version: await versionOf(cleared.inscriptoId, codigo),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await queue(course.id, 'por_revisar')).toEqual([waiting.inscriptoId]);

    const exported = await t.call('GET', `/api/inscriptos/export/${course.id}?revision=por_revisar`, { token: admin });
    expect(exported.status).toBe(200);
    expect(exported.body.rows.map((r: { numero_documento: string }) => r.numero_documento)).toHaveLength(1);
    expect((await t.call('GET', `/api/inscriptos/export/${course.id}`, { token: admin })).body.rows).toHaveLength(2);

    const mailed = await t.call('POST', '/api/inscriptos/bulk_correo', {
      token: admin,
      body: {
        asunto: 'Su documentación',
        mensaje: 'La estamos revisando.',
        filtro: { instancia_id: course.id, dni: '', revision: 'por_revisar' },
      },
    });
    expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
    expect(mailed.body.resultados.map((r: { id: number }) => r.id)).toEqual([waiting.inscriptoId]);
  });

  it('the whole loop: observe one, the applicant replaces exactly that one and resubmits, staff accept all and approve', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const a = await enrolled('loop', course.id);
    expect(await queue(course.id, 'por_revisar')).toEqual([a.inscriptoId]);
    const first = await requisitosOf(a.token, a.inscriptoId);
    expect(first.requisitos.map((r) => r.revision.estado)).toEqual(['pendiente', 'pendiente', 'pendiente', 'pendiente', 'pendiente']);

    for (const codigo of ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento']) {
      const res = await review(a.inscriptoId, codigo, { estado: 'aceptado', file_version: await versionOf(a.inscriptoId, codigo) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Approving now is refused, naming what is left.
    const early = await t.call('PUT', `/api/inscriptos/set_estado/${a.inscriptoId}`, { token: admin, body: { estado_id: 2 } });
    expect(early.status).toBe(422);
    expect(early.body.error[0].message).toBe(requisitoMsg.notApprovable(['Certificado analítico del secundario']));

    const mailsBefore = (await t.outbox()).length;
    const observed = await review(a.inscriptoId, 'analitico', {
      estado: 'observado',
      motivo: 'Falta la firma <b>del director</b>',
      file_version: await versionOf(a.inscriptoId, 'analitico'),
    });
    expect(observed.status).toBe(200);
    expect(observed.body.inscripto.estado_id).toBe(ESTADO.RECHAZADO);
    expect(observed.body.inscripto.observacion).toContain('Certificado analítico del secundario');
    expect(observed.body.inscripto.observacion).toContain('Falta la firma &lt;b&gt;del director&lt;/b&gt;');
    const mails = await t.outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(decodeMail(mails.at(-1)!)).toContain('Certificado analítico del secundario');
    expect(await queue(course.id, 'por_revisar')).toEqual([]);

    // The applicant sees exactly that one observed, with its reason.
    const mine = await requisitosOf(a.token, a.inscriptoId);
    expect(mine.requisitos.filter((r) => r.revision.estado === 'observado').map((r) => [r.codigo, r.revision.motivo])).toEqual([
      ['analitico', 'Falta la firma <b>del director</b>'],
    ]);
    // Resubmitting before replacing it is refused, naming it.
    const tooSoon = await t.call('PUT', `/api/inscriptos/reenviar/${a.inscriptoId}`, { token: a.token });
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.body.error[0].message).toBe(requisitoMsg.resubmitMissing(['Certificado analítico del secundario']));
    // An accepted document is locked: no replacement, no deletion, and the stored file is unchanged.
    const keyBefore = (
      await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.persona_id, a.personaId), eq(files.name, 'dni_frente')))
    )[0];
    const locked = await upload(a.token, a.personaId, { dni_frente: pdf(), analitico: pdf() });
    expect(locked.status).toBe(409);
    expect(locked.body.error[0].message).toBe(requisitoMsg.locked('DNI (frente)'));
    const keyAfter = (
      await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.persona_id, a.personaId), eq(files.name, 'dni_frente')))
    )[0];
    expect(keyAfter.storage_key).toBe(keyBefore.storage_key);
    expect((await t.call('DELETE', `/api/files/delete/${keyBefore.id}`, { token: a.token })).status).toBe(409);

    // A stale decision (the version before the replacement) answers 409 and changes nothing.
    const oldVersion = await versionOf(a.inscriptoId, 'analitico');
    expect((await upload(a.token, a.personaId, { analitico: pdf() })).status).toBe(200);
    const stale = await review(a.inscriptoId, 'analitico', { estado: 'aceptado', file_version: oldVersion });
    expect(stale.status).toBe(409);
    expect(stale.body.error[0].message).toBe(requisitoMsg.staleFile);
    const replaced = (await requisitosOf(a.token, a.inscriptoId)).requisitos.find((r) => r.codigo === 'analitico')!;
    expect(replaced.revision).toMatchObject({ estado: 'pendiente', reenviado: true });
    expect(await queue(course.id, 'reenviados')).toEqual([a.inscriptoId]);

    const back = await t.call('PUT', `/api/inscriptos/reenviar/${a.inscriptoId}`, { token: a.token });
    expect(back.status).toBe(200);
    expect(back.body.inscripto).toMatchObject({ estado_id: ESTADO.PENDIENTE, observacion: '' });

    expect(
      (await review(a.inscriptoId, 'analitico', { estado: 'aceptado', file_version: await versionOf(a.inscriptoId, 'analitico') })).status,
    ).toBe(200);
    expect(await queue(course.id, 'reenviados')).toEqual([]);
    const approved = await t.call('PUT', `/api/inscriptos/set_estado/${a.inscriptoId}`, { token: admin, body: { estado_id: 2 } });
    expect(approved.status).toBe(200);

    // Deleting a document of an approved enrolment is refused the same way.
    const cuil = (
      await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.persona_id, a.personaId), eq(files.name, 'cuil')))
    )[0];
    expect((await t.call('DELETE', `/api/files/delete/${cuil.id}`, { token: a.token })).status).toBe(409);

    // Every review action is in the history, who and what.
    const detail = await t.call('GET', `/api/inscriptos/${a.inscriptoId}`, { token: admin });
    const actions = (detail.body.historial as Array<{ action: string; after: { documento?: string; estado?: string } }>).filter(
      (h) => h.action === 'requisito.revisar',
    );
    expect(actions).toHaveLength(6);
    expect(await countRows(t.database.db, 'requisito_historial', sql`inscripto_id = ${a.inscriptoId} and codigo = 'analitico'`)).toBe(3);

    // Staff can reopen an accepted document; then the applicant may replace it.
    expect(
      (await review(a.inscriptoId, 'dni_frente', { estado: 'pendiente', file_version: await versionOf(a.inscriptoId, 'dni_frente') }))
        .status,
    ).toBe(200);
  });

  it('approving with documents not decided needs an override reason, which is audited', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const a = await enrolled('override', course.id);
    const res = await t.call('PUT', `/api/inscriptos/set_estado/${a.inscriptoId}`, {
      token: admin,
      body: { estado_id: 2, override_motivo: 'Documentación vista en ventanilla' },
    });
    expect(res.status).toBe(200);
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'inscripcion.aprobar_forzado' and entity_id = ${a.inscriptoId}`)).toBe(
      1,
    );
  });

  it('waives and extends; a prórroga must be in the future, and a past one shows as vencida in the queue', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const a = await applicant('prorroga', { trabaja: 1 });
    await upload(a.token, a.personaId, Object.fromEntries(BASE.map((d) => [d, pdf()])));
    // Staff enrol without the work certificate.
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: a.personaId, instancia_id: course.id } });
    const id = enrol.body.inscripto.id as number;
    const noFile = await review(id, 'certificado_laboral', { estado: 'aceptado', file_version: null });
    expect(noFile.status).toBe(422);
    expect((await review(id, 'certificado_laboral', { estado: 'prorroga', prorroga_hasta: today(), file_version: null })).status).toBe(422);
    expect((await review(id, 'certificado_laboral', { estado: 'exceptuado', file_version: null })).status).toBe(400);
    const extended = await review(id, 'certificado_laboral', {
      estado: 'prorroga',
      prorroga_hasta: addDays(today(), 10),
      file_version: null,
    });
    expect(extended.status).toBe(200);
    expect(await queue(course.id, 'prorroga_vencida')).toEqual([]);
    // Time passes: the date is now behind us.
    await t.database.db
      .update(requisitoRevisiones)
      .set({ prorroga_hasta: addDays(today(), -1) })
      .where(eq(requisitoRevisiones.inscripto_id, id));
    await refreshQueue(t.database.db, id);
    expect(await queue(course.id, 'prorroga_vencida')).toEqual([id]);
    const mine = await requisitosOf(a.token, id);
    expect(mine.requisitos.find((r) => r.codigo === 'certificado_laboral')!.revision).toMatchObject({ estado: 'prorroga', vencida: true });
    const counts = await t.call('GET', '/api/requisitos/pendientes', { token: admin });
    expect(counts.body.instancias).toContainEqual({ instancia_id: course.id, por_revisar: 1, reenviados: 0, prorroga_vencida: 1 });
    const dash = await t.call('GET', '/api/dashboard', { token: admin });
    expect(dash.body.data.instancias.find((i: { id: number }) => i.id === course.id)).toMatchObject({
      por_revisar: 1,
      prorroga_vencida: 1,
    });
    const waived = await review(id, 'certificado_laboral', { estado: 'exceptuado', motivo: 'Trabaja en la facultad', file_version: null });
    expect(waived.status).toBe(200);
    expect(await queue(course.id, 'prorroga_vencida')).toEqual([]);
    expect((await review(id, 'no_existe', { estado: 'aceptado', file_version: null })).status).toBe(404);
    expect((await review(id, 'dni_frente', { estado: 'aceptado', file_version: await versionOf(id, 'dni_frente') }, a.token)).status).toBe(
      403,
    );
  });

  it('applicants enrol only inside the registration window, told the dates; staff still can', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const desde = addDays(today(), 3);
    const hasta = addDays(today(), 9);
    await t.database.db.update(instancias).set({ inscripcion_desde: desde, inscripcion_hasta: hasta }).where(eq(instancias.id, course.id));
    const a = await applicant('ventana');
    await upload(a.token, a.personaId, Object.fromEntries(BASE.map((d) => [d, pdf()])));
    const refused = await t.call('POST', '/api/inscriptos/', {
      token: a.token,
      body: { persona_id: a.personaId, instancia_id: course.id },
    });
    expect(refused.status).toBe(422);
    const fmt = (d: string) => d.split('-').reverse().join('/');
    expect(refused.body.error[0].message).toBe(requisitoMsg.notOpen(fmt(desde), fmt(hasta)));
    const offers = await t.call('GET', '/api/instancias/get_all_bff/', { token: a.token });
    expect(JSON.stringify(offers.body)).not.toContain(`"id":${course.id},`);
    expect(
      (await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: a.personaId, instancia_id: course.id } })).status,
    ).toBe(201);
    // The staff form edits the window; a closing date before the opening is refused.
    const bad = await t.call('POST', '/api/instancias', {
      token: admin,
      body: {
        carrera_id: 8,
        descripcion: 'Ventana al revés',
        fecha_publicacion: today(),
        fecha_inicio: today(),
        fecha_fin: addDays(today(), 30),
        inscripcion_desde: addDays(today(), 5),
        inscripcion_hasta: today(),
      },
    });
    expect(bad.status).toBe(400);
  });

  it('a review racing a replacement of the same document: exactly one outcome, no lost file', async () => {
    const course = await insertInstancia(t.database.db, 8, 'open');
    const storage = createStorage(t.config);
    for (let round = 0; round < 4; round++) {
      const a = await enrolled(`carrera${round}`, course.id);
      const version = await versionOf(a.inscriptoId, 'dni_frente');
      const [decided, replaced] = await Promise.all([
        review(a.inscriptoId, 'dni_frente', { estado: 'aceptado', file_version: version }),
        upload(a.token, a.personaId, { dni_frente: pdf(`nuevo ${round}`) }),
      ]);
      // Either the decision came first (the replacement is then refused by the lock) or the file did (the decision is stale).
      expect([decided.status, replaced.status].sort()).toEqual([200, 409]);
      const [file] = await t.database.db
        .select()
        .from(files)
        .where(and(eq(files.persona_id, a.personaId), eq(files.name, 'dni_frente')));
      expect(await storage.exists(file.storage_key)).toBe(true);
      const [row] = await t.database.db
        .select()
        .from(requisitoRevisiones)
        .where(and(eq(requisitoRevisiones.inscripto_id, a.inscriptoId), eq(requisitoRevisiones.codigo, 'dni_frente')));
      expect(row.estado).toBe(decided.status === 200 ? 'aceptado' : 'pendiente');
      const [ins] = await t.database.db
        .select({ estado_id: inscriptos.estado_id })
        .from(inscriptos)
        .where(eq(inscriptos.id, a.inscriptoId));
      expect(ins.estado_id).toBe(ESTADO.PENDIENTE);
    }
  });
});
