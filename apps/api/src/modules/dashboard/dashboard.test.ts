import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_REQUIRED_DOCUMENTS, ESTADOS_INSCRIPCION } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { insertFiles, insertInstancia } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { enrolPerson } from '../../../test/fixtures/asistencias.js';

describe.each(databaseKinds)('staff dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let applicant: string;
  let open: { id: number; descripcion: string };
  let emptyOpen: { id: number };
  let hidden: number[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    applicant = (await signUp(t, { name: 'Aspirante', email: `dash.${Date.now()}@correo.test`, password: 'secreta1' })).token;
    open = await insertInstancia(t.database.db, 9, 'open');
    emptyOpen = await insertInstancia(t.database.db, 10, 'open');
    const unpublished = await insertInstancia(t.database.db, 9, 'unpublished');
    const finished = await insertInstancia(t.database.db, 9, 'finished');
    // Carrera 13 is of the extension type: its card on /carreras links out, applicants never see it.
    const extension = await insertInstancia(t.database.db, 13, 'open');
    hidden = [unpublished.id, finished.id, extension.id];
    await enrolPerson(t, admin, unpublished.id, { estado: 2 });

    const base = [...BASE_REQUIRED_DOCUMENTS];
    // [estado, job, disability, documents on file]; missing: the worker without the job certificate,
    // the one with nothing and the one without the transcript.
    const people: Array<[number, 0 | 1, boolean, string[]]> = [
      [2, 0, false, base],
      [2, 1, false, base],
      [2, 0, true, [...base, 'cud']],
      [1, 0, false, []],
      [1, 0, false, base.filter((d) => d !== 'analitico')],
      [3, 1, false, [...base, 'certificado_laboral']],
      [6, 0, false, [...base, 'certificado_laboral']],
    ];
    for (const [estado, trabaja, discapacidad, docs] of people) {
      const { persona } = await enrolPerson(t, admin, open.id, { estado, trabaja, discapacidad });
      await insertFiles(t.database.db, persona.id, docs);
    }
    // An entry whose actor account is gone, then enough staff changes to pass the limit of 20.
    await t.database.db.insert(auditLog).values({ actor_user_id: null, action: 'sistema.prueba', entity: 'sistema', entity_id: null });
    for (let i = 0; i < 15; i++) {
      const res = await t.call('POST', '/api/carreras/9/materias', { token: admin, body: { descripcion: `Tema ${i}` } });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous and 403 to applicants', async () => {
    expect((await t.call('GET', '/api/dashboard')).status).toBe(401);
    expect((await t.call('GET', '/api/dashboard', { token: applicant })).status).toBe(403);
  });

  it('counts the enrollees of each open instancia by estado and those missing documents', async () => {
    const res = await t.call('GET', '/api/dashboard', { token: admin });
    expect(res.status).toBe(200);
    const { instancias, fecha } = res.body.data;
    expect(fecha).toBe(new Date().toISOString().slice(0, 10));
    const ids = instancias.map((i: { id: number }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, emptyOpen.id]));
    for (const id of hidden) expect(ids).not.toContain(id);

    const seeded = instancias.find((i: { id: number }) => i.id === open.id);
    expect(seeded).toMatchObject({
      descripcion: open.descripcion,
      carrera_id: 9,
      carrera: 'Curso de AutoCAD',
      total: 7,
      documentos_faltantes: 3,
    });
    expect(seeded.por_estado).toEqual([
      { estado_id: 1, estado: ESTADOS_INSCRIPCION[1], cantidad: 2 },
      { estado_id: 2, estado: ESTADOS_INSCRIPCION[2], cantidad: 3 },
      { estado_id: 3, estado: ESTADOS_INSCRIPCION[3], cantidad: 1 },
      { estado_id: 4, estado: ESTADOS_INSCRIPCION[4], cantidad: 0 },
      { estado_id: 5, estado: ESTADOS_INSCRIPCION[5], cantidad: 0 },
      { estado_id: 6, estado: ESTADOS_INSCRIPCION[6], cantidad: 1 },
      { estado_id: 7, estado: ESTADOS_INSCRIPCION[7], cantidad: 0 },
    ]);
    expect(seeded.cupo).toBeNull();
    const empty = instancias.find((i: { id: number }) => i.id === emptyOpen.id);
    expect(empty.total).toBe(0);
    expect(empty.documentos_faltantes).toBe(0);
    expect(empty.por_estado.map((e: { cantidad: number }) => e.cantidad)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('shows the 20 newest audit entries, newest first, with the name of who acted', async () => {
    const { auditoria } = (await t.call('GET', '/api/dashboard', { token: admin })).body.data;
    expect(auditoria).toHaveLength(20);
    expect(auditoria[0]).toMatchObject({ action: 'materia.crear', entity: 'materia', actor: { name: 'Administrador' } });
    const times = auditoria.map((a: { created_at: string }) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const anonymous = auditoria.find((a: { action: string }) => a.action === 'sistema.prueba');
    expect(anonymous.actor).toBeNull();
    expect(anonymous.entity_name).toBeNull();
    expect(JSON.stringify(auditoria)).not.toMatch(/"before"|"after"/);
    const materia = auditoria[0];
    expect(materia.entity_name).toBe('Tema 14');
  });

  it('names what each entry is about: the person, the account, the instancia (also once deleted)', async () => {
    const { inscriptoId, persona } = await enrolPerson(t, admin, open.id, { nombre: 'Lucía', apellido: 'Fernández', estado: 1 });
    // An upload is audited on the persona (files.service); written here as the service writes it.
    await t.database.db
      .insert(auditLog)
      .values({ actor_user_id: null, action: 'documento.cargar', entity: 'persona', entity_id: persona.id });
    expect(
      (
        await t.call('PUT', `/api/inscriptos/set_estado/${inscriptoId}`, {
          token: admin,
          body: { estado_id: 2, override_motivo: 'Aprobada en la prueba sin revisar documentos' },
        })
      ).status,
    ).toBe(200);
    const user = await t.call('POST', '/api/users/', {
      token: admin,
      body: {
        name: 'Laura Bedel',
        email: `laura.${Date.now()}@correo.test`,
        role_id: 3,
        password: 'Bedelia-2026',
        c_password: 'Bedelia-2026',
      },
    });
    expect(user.status).toBe(201);
    const gone = await insertInstancia(t.database.db, 10, 'open');
    expect((await t.call('DELETE', `/api/instancias/${gone.id}`, { token: admin })).status).toBe(200);

    const { auditoria } = (await t.call('GET', '/api/dashboard', { token: admin })).body.data;
    // The approval without reviewed documents carries its audited override reason (issue 15).
    const [deleted, created, estado, forced, upload, enrolled] = auditoria;
    expect(forced).toMatchObject({ action: 'inscripcion.aprobar_forzado', entity: 'inscripto', entity_name: 'Lucía Fernández' });
    expect(deleted).toMatchObject({ action: 'instancia.eliminar', entity: 'instancia', entity_id: gone.id, entity_name: gone.descripcion });
    expect(created).toMatchObject({ action: 'usuario.crear', entity: 'user', entity_name: 'Laura Bedel' });
    expect(estado).toMatchObject({
      action: 'inscripcion.estado',
      entity: 'inscripto',
      entity_id: inscriptoId,
      entity_name: 'Lucía Fernández',
    });
    expect(upload).toMatchObject({ action: 'documento.cargar', entity: 'persona', entity_name: 'Lucía Fernández' });
    expect(enrolled).toMatchObject({ action: 'inscripcion.crear', entity_name: 'Lucía Fernández' });
  });

  it("counts missing documents by the instancia's own requirement list (issue 15)", async () => {
    const only = (codigo: string, obligatorio = true) => ({
      codigo,
      nombre: codigo,
      tipos: ['application/pdf'],
      obligatorio,
      condicion: 'siempre',
    });
    const faltantes = async () =>
      (await t.call('GET', '/api/dashboard', { token: admin })).body.data.instancias.find((i: { id: number }) => i.id === open.id)
        .documentos_faltantes;
    // Only the front of the DNI required (the transcript optional): the one with nothing (and Lucía, enrolled later with no file) lack it.
    const saved = await t.call('PUT', '/api/requisitos', {
      token: admin,
      body: { instancia_id: open.id, requisitos: [only('dni_frente'), only('analitico', false)] },
    });
    expect(saved.status).toBe(200);
    expect(await faltantes()).toBe(2);
    // The certificate of work required of everyone: four of the seven have none, nor has Lucía.
    await t.call('PUT', '/api/requisitos', { token: admin, body: { instancia_id: open.id, requisitos: [only('certificado_laboral')] } });
    expect(await faltantes()).toBe(6);
    // An empty list inherits the faculty's again.
    await t.call('PUT', '/api/requisitos', { token: admin, body: { instancia_id: open.id, requisitos: [] } });
    expect(await faltantes()).toBe(4);
  });
});
