import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import {
  accessFor,
  registeredApiRoutes,
  ROUTE_ACCESS,
  RouteAccessError,
  type KnownRoute,
  type RouteAccess,
} from '../../src/access/route-access.js';
import { insertInstancia } from '../fixtures/rows.js';
import { identityClaimFiles, identityClaims } from '../../src/db/schema/index.js';
import { createStorage } from '../../src/storage/index.js';
import { databaseKinds } from '../db.js';
import { ADMIN, startTestApp, type TestApp } from '../harness.js';
import { hasStaffPermission, STAFF_GROUP } from '@ingreso/shared';
import { buildWorld, expectErrorShape, multipart, pdf, rawCall, type World } from './support.js';

type StaffCaller = 'admin' | 'secretaria' | 'bedelia';
type Caller = 'anonymous' | 'applicantA' | 'applicantB' | StaffCaller;
const CALLERS: Caller[] = ['anonymous', 'applicantB', 'applicantA', 'admin', 'secretaria', 'bedelia'];
/** The staff group of each staff caller (issue 17 §1). */
const GROUP_OF: Record<StaffCaller, number> = {
  admin: STAFF_GROUP.ADMINISTRADOR,
  secretaria: STAFF_GROUP.SECRETARIA_ACADEMICA,
  bedelia: STAFF_GROUP.BEDELIA,
};
const isStaffCaller = (who: Caller): who is StaffCaller => who in GROUP_OF;

interface Req {
  url: string;
  body?: unknown;
  /** Sent as multipart instead of JSON. */
  parts?: Parameters<typeof multipart>[0];
  /** Use a fresh session of the same caller (for calls that end the session). */
  spareSession?: true;
}

/** Ids the calls use, chosen per caller so that a destructive call of one does not hide the next one's check. */
interface Ctx {
  w: World;
  /** An instancia and a materia only the administrator's DELETE calls remove. */
  doomedInstanciaId: number;
  doomedMateriaId: number;
  /** An identity claim of applicant A with one document (written to the database: A already has a persona). */
  claimId: number;
  claimFileId: number;
}

/**
 * One request per route and caller. Applicant B always names A's ids; applicant A
 * names their own; the administrator names A's. Every table route must have one.
 */
const REQUESTS: Record<KnownRoute, (c: Ctx, who: Caller) => Req> = {
  'GET /api/health': () => ({ url: '/api/health' }),
  'GET /api/docs': () => ({ url: '/api/docs' }),
  'GET /api/docs/json': () => ({ url: '/api/docs/json' }),
  'GET /api/docs/yaml': () => ({ url: '/api/docs/yaml' }),
  'GET /api/docs/static/index.html': () => ({ url: '/api/docs/static/index.html' }),
  'GET /api/docs/static/swagger-initializer.js': () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),

  'POST /api/register': (_c, who) => ({
    url: '/api/register/',
    body: { name: 'Nueva Cuenta', email: `nueva.${who}.${Date.now()}@correo.test`, password: 'secreta1', c_password: 'secreta1' },
  }),
  'POST /api/login': ({ w }, who) => ({
    url: '/api/login/',
    body:
      who === 'admin'
        ? ADMIN
        : who === 'applicantB'
          ? { email: w.b.email, password: w.b.password }
          : { email: w.a.email, password: w.a.password },
  }),
  'POST /api/verify-account': () => ({ url: '/api/verify-account', body: { token: 'x'.repeat(43) } }),
  'POST /api/verify-account/resend': ({ w }) => ({ url: '/api/verify-account/resend', body: { email: w.a.email } }),
  'POST /api/forgotpassword': ({ w }) => ({ url: '/api/forgotpassword', body: { email: w.a.email } }),
  'POST /api/resetpassword': () => ({
    url: '/api/resetpassword',
    body: { token: 'x'.repeat(43), password: 'secreta2', c_password: 'secreta2' },
  }),
  'POST /api/userinfo': () => ({ url: '/api/userinfo/' }),
  // Single sign-on (not configured here: the redirects go back to the login screen; modules/sso covers the flow).
  'GET /api/sso': () => ({ url: '/api/sso' }),
  'GET /api/sso/start': () => ({ url: '/api/sso/start' }),
  'GET /api/sso/callback': () => ({ url: '/api/sso/callback?code=x&state=y' }),
  'POST /api/sso/session': () => ({ url: '/api/sso/session', body: { code: 'x'.repeat(43) } }),
  'POST /api/logout': () => ({ url: '/api/logout', spareSession: true }),

  'GET /api/data-form-persona': () => ({ url: '/api/data-form-persona' }),
  'POST /api/wizard-persona': () => ({ url: '/api/wizard-persona/', body: {} }),
  'GET /api/personas/get_by_user/:userId': ({ w }) => ({ url: `/api/personas/get_by_user/${w.a.userId}` }),
  'GET /api/personas/get_by_dni/:dni': () => ({ url: '/api/personas/get_by_dni/30111222' }),
  'GET /api/personas/:id': ({ w }) => ({ url: `/api/personas/${w.a.personaId}` }),
  // A valid contact body: B is refused for whose persona it is, not for the body (decision 131).
  'PUT /api/personas/:id': ({ w }, who) => ({
    url: `/api/personas/${w.a.personaId}`,
    body: { celular: '1133334444', email: `contacto.${who}.${Date.now()}@correo.test` },
  }),
  'PUT /api/personas/datos/:id': ({ w }) => ({ url: `/api/personas/datos/${w.a.personaId}`, body: {} }),
  // A valid body: the refusal of staff (the request speaks for the applicant) comes after validation.
  'POST /api/correcciones/persona/:id': ({ w }) => ({
    url: `/api/correcciones/persona/${w.a.personaId}`,
    body: { campo: 'nombre', valor: 'Nombre Corregido', motivo: 'Prueba de acceso' },
  }),
  // Each caller asks for another field: the first accepted request must not make the next one a 409.
  'POST /api/correcciones/persona/:id/respaldo': ({ w }, who) => ({
    url: `/api/correcciones/persona/${w.a.personaId}/respaldo`,
    parts: [
      { name: 'campo', value: who === 'admin' ? 'localidad' : 'apellido' },
      { name: 'valor', value: 'Corregido' },
      { name: 'motivo', value: 'Prueba de acceso' },
      { name: 'respaldo', filename: 'dni.pdf', type: 'application/pdf', data: pdf() },
    ],
  }),
  'GET /api/correcciones/respaldo/:id': () => ({ url: '/api/correcciones/respaldo/1' }),
  'GET /api/correcciones/persona/:id': ({ w }) => ({ url: `/api/correcciones/persona/${w.a.personaId}` }),
  'GET /api/correcciones': () => ({ url: '/api/correcciones' }),
  'GET /api/correcciones/pendientes': () => ({ url: '/api/correcciones/pendientes' }),
  'POST /api/correcciones/aplicar/:id': () => ({ url: '/api/correcciones/aplicar/1', body: {} }),
  'POST /api/correcciones/rechazar/:id': () => ({ url: '/api/correcciones/rechazar/1', body: {} }),
  'GET /api/situacion-laboral/get_by_persona/:id': ({ w }) => ({ url: `/api/situacion-laboral/get_by_persona/${w.a.personaId}` }),
  'PUT /api/situacion-laboral/:id': ({ w }) => ({ url: `/api/situacion-laboral/${w.a.situacionId}`, body: { trabaja_actualmente: 0 } }),

  'POST /api/files/store_docs_persona': ({ w }) => ({
    url: '/api/files/store_docs_persona',
    parts: [
      { name: 'persona_id', value: String(w.a.personaId) },
      { name: 'dni_frente', filename: 'dni.pdf', type: 'application/pdf', data: pdf() },
    ],
  }),
  // Each caller deletes a different file of A's: a refused call must not be hidden by an earlier deletion.
  'DELETE /api/files/delete/:fileId': ({ w }, who) => ({
    url: `/api/files/delete/${w.a.fileIds[{ anonymous: 0, applicantB: 0, applicantA: 1, admin: 2, secretaria: 3, bedelia: 0 }[who]]}`,
  }),
  'GET /api/files/:fileId': ({ w }) => ({ url: `/api/files/${w.a.fileIds[0]}` }),

  'GET /api/instancias/get_all_bff': () => ({ url: '/api/instancias/get_all_bff/' }),
  'POST /api/inscriptos': ({ w }) => ({ url: '/api/inscriptos/', body: { persona_id: w.a.personaId, instancia_id: w.instanciaId } }),
  'GET /api/inscriptos/get_by_persona/:id': ({ w }) => ({ url: `/api/inscriptos/get_by_persona/${w.a.personaId}` }),
  'PUT /api/inscriptos/reenviar/:id': ({ w }) => ({ url: `/api/inscriptos/reenviar/${w.a.inscriptoId}` }),

  'GET /api/dashboard': () => ({ url: '/api/dashboard' }),
  'GET /api/instancias': () => ({ url: '/api/instancias' }),
  'POST /api/instancias': () => ({ url: '/api/instancias', body: {} }),
  'GET /api/instancias/:id': ({ w }) => ({ url: `/api/instancias/${w.instanciaId}` }),
  'PUT /api/instancias/:id': ({ w }) => ({ url: `/api/instancias/${w.instanciaId}`, body: {} }),
  'DELETE /api/instancias/:id': (c) => ({ url: `/api/instancias/${c.doomedInstanciaId}` }),
  'GET /api/instancias/:id/estudiantes': ({ w }) => ({ url: `/api/instancias/${w.instanciaId}/estudiantes` }),
  'GET /api/inscriptos/get_by_instancia/:instancia': ({ w }) => ({ url: `/api/inscriptos/get_by_instancia/${w.instanciaId}` }),
  'GET /api/inscriptos/export/:instancia': ({ w }) => ({ url: `/api/inscriptos/export/${w.instanciaId}` }),
  'GET /api/inscriptos/:id': ({ w }) => ({ url: `/api/inscriptos/${w.a.inscriptoId}` }),
  'PUT /api/inscriptos/set_estado/:id': ({ w }) => ({
    url: `/api/inscriptos/set_estado/${w.a.inscriptoId}`,
    body: { estado_id: 2, override_motivo: 'Aprobada en la prueba sin revisar documentos' },
  }),
  'GET /api/inscriptos/ids_by_instancia/:instancia': ({ w }) => ({ url: `/api/inscriptos/ids_by_instancia/${w.instanciaId}` }),
  'POST /api/inscriptos/bulk_estado': ({ w }) => ({ url: '/api/inscriptos/bulk_estado', body: { ids: [w.a.inscriptoId], estado_id: 6 } }),
  'POST /api/inscriptos/bulk_correo': ({ w }) => ({
    url: '/api/inscriptos/bulk_correo',
    body: { ids: [w.a.inscriptoId], asunto: 'Aviso', mensaje: 'Prueba de acceso' },
  }),
  // Only A, on A's enrolment; B and staff are refused (it speaks for the applicant).
  'PUT /api/inscriptos/baja/:id': ({ w }) => ({ url: `/api/inscriptos/baja/${w.a.inscriptoId}` }),
  'GET /api/inscriptos/constancia/:id': ({ w }) => ({ url: `/api/inscriptos/constancia/${w.a.inscriptoId}` }),
  'GET /api/inscriptos/handoff/:instancia': ({ w }) => ({ url: `/api/inscriptos/handoff/${w.instanciaId}?formato=utf8` }),
  // Public: a well-formed code that this server did not sign (the valid one is in constancias.test.ts).
  'GET /api/constancias/verificar/:code': () => ({ url: '/api/constancias/verificar/AQAAAAEBaQAAAAAAAAAAAAAAAAAAAAAA' }),
  'GET /api/data-form-inscripcion': () => ({ url: '/api/data-form-inscripcion' }),
  // Issue 15: requirements and their review (the full behaviour is in requisitos.test.ts).
  'GET /api/requisitos': ({ w }) => ({ url: `/api/requisitos?instancia=${w.instanciaId}` }),
  'PUT /api/requisitos': () => ({ url: '/api/requisitos', body: {} }),
  'GET /api/requisitos/pendientes': () => ({ url: '/api/requisitos/pendientes' }),
  'GET /api/requisitos/inscripto/:id': ({ w }) => ({ url: `/api/requisitos/inscripto/${w.a.inscriptoId}` }),
  'PUT /api/requisitos/inscripto/:id/:codigo': ({ w }) => ({ url: `/api/requisitos/inscripto/${w.a.inscriptoId}/dni_frente`, body: {} }),
  'POST /api/asistencias-inscripto/store': ({ w }) => ({
    url: '/api/asistencias-inscripto/store',
    body: { instancia_id: w.instanciaId, materia_id: w.materiaId, fecha_clase: w.courseDay, ausentes: [] },
  }),
  'PUT /api/asistencias-inscripto/update': ({ w }) => ({
    url: '/api/asistencias-inscripto/update',
    body: { instancia_id: w.instanciaId, materia_id: w.materiaId, fecha_clase: w.courseDay, ausentes: [] },
  }),
  'GET /api/asistencias-inscripto/get-by-fecha': ({ w }) => ({
    url: `/api/asistencias-inscripto/get-by-fecha?materia_id=${w.materiaId}&fecha_clase=${w.courseDay}&instancia_id=${w.instanciaId}`,
  }),
  'GET /api/asistencias-inscripto/planilla': ({ w }) => ({
    url: `/api/asistencias-inscripto/planilla?instancia_id=${w.instanciaId}&materia_id=${w.materiaId}`,
  }),
  // A preview (aplicar false): nothing is written whoever calls.
  'POST /api/asistencias-inscripto/importar': ({ w }) => ({
    url: '/api/asistencias-inscripto/importar',
    body: { instancia_id: w.instanciaId, materia_id: w.materiaId, encabezado: ['DNI', 'Apellido', 'Nombre', w.courseDay], filas: [] },
  }),
  'GET /api/reportes/opciones': () => ({ url: '/api/reportes/opciones' }),
  'GET /api/reportes/embudo': () => ({ url: '/api/reportes/embudo?periodo=2026' }),
  'GET /api/reportes/tiempo-decision': ({ w }) => ({ url: `/api/reportes/tiempo-decision?instancia_id=${w.instanciaId}` }),
  'GET /api/reportes/documentos-observados': ({ w }) => ({ url: `/api/reportes/documentos-observados?instancia_id=${w.instanciaId}` }),
  'POST /api/notas-inscripto/store': ({ w }) => ({
    url: '/api/notas-inscripto/store',
    body: { inscripto_id: w.a.inscriptoId, materia_id: w.materiaId, fecha_examen: w.courseDay, nota: 7 },
  }),
  'PUT /api/notas-inscripto/update/:id': () => ({ url: '/api/notas-inscripto/update/1', body: { nota: 8 } }),
  'GET /api/notas-inscripto/get-by-fecha': ({ w }) => ({
    url: `/api/notas-inscripto/get-by-fecha?materia_id=${w.materiaId}&fecha_examen=${w.courseDay}&instancia_id=${w.instanciaId}`,
  }),
  'GET /api/users': () => ({ url: '/api/users' }),
  'POST /api/users': () => ({ url: '/api/users', body: {} }),
  'PUT /api/users/:id': ({ w }) => ({ url: `/api/users/${w.a.userId}`, body: {} }),
  'GET /api/users/:id/historial': ({ w }) => ({ url: `/api/users/${w.a.userId}/historial` }),
  'GET /api/data-form-user': () => ({ url: '/api/data-form-user' }),
  'GET /api/tipos-carrera': () => ({ url: '/api/tipos-carrera' }),
  'GET /api/carreras': () => ({ url: '/api/carreras' }),
  'POST /api/carreras': () => ({ url: '/api/carreras', body: {} }),
  'PUT /api/carreras/:id': ({ w }) => ({ url: `/api/carreras/${w.carreraId}`, body: {} }),
  'GET /api/carreras/:id/materias': ({ w }) => ({ url: `/api/carreras/${w.carreraId}/materias` }),
  'POST /api/carreras/:id/materias': ({ w }) => ({ url: `/api/carreras/${w.carreraId}/materias`, body: {} }),
  'PUT /api/materias/:id': ({ w }) => ({ url: `/api/materias/${w.materiaId}`, body: {} }),
  'DELETE /api/materias/:id': (c) => ({ url: `/api/materias/${c.doomedMateriaId}` }),

  // The wizard's draft acts only on the caller's own account: B cannot name A's draft at all.
  'GET /api/wizard-draft': () => ({ url: '/api/wizard-draft' }),
  'PUT /api/wizard-draft': () => ({ url: '/api/wizard-draft', body: { step: 1 } }),
  'POST /api/wizard-draft/files': () => ({
    url: '/api/wizard-draft/files',
    parts: [{ name: 'cuil', filename: 'cuil.pdf', type: 'application/pdf', data: pdf() }],
  }),
  'DELETE /api/wizard-draft/files/:name': () => ({ url: '/api/wizard-draft/files/cuil' }),
  'GET /api/wizard-draft/dni/:dni': () => ({ url: '/api/wizard-draft/dni/30111222' }),

  // Identity (issue 18). A and B have personas: A's claim is refused with 409, after the table let it through.
  'POST /api/identidad/reclamos': () => ({
    url: '/api/identidad/reclamos',
    parts: [
      { name: 'numero_documento', value: '30111222' },
      { name: 'nota', value: 'Es mío' },
      { name: 'frente', filename: 'frente.pdf', type: 'application/pdf', data: pdf() },
      { name: 'dorso', filename: 'dorso.pdf', type: 'application/pdf', data: pdf() },
    ],
  }),
  'GET /api/identidad/mis-reclamos': () => ({ url: '/api/identidad/mis-reclamos' }),
  'GET /api/identidad/reclamos': () => ({ url: '/api/identidad/reclamos' }),
  'GET /api/identidad/reclamos/pendientes': () => ({ url: '/api/identidad/reclamos/pendientes' }),
  'GET /api/identidad/reclamos/:id': ({ claimId }) => ({ url: `/api/identidad/reclamos/${claimId}` }),
  'POST /api/identidad/reclamos/:id/resolver': ({ claimId }) => ({
    url: `/api/identidad/reclamos/${claimId}/resolver`,
    body: { decision: 'rechazar', respuesta: '' },
  }),
  // A's claim document: B (and the holder of the number) get 403; A and staff with identidad.resolver open it.
  'GET /api/identidad/archivos/:id': ({ claimFileId }) => ({ url: `/api/identidad/archivos/${claimFileId}` }),
  'POST /api/identidad/personas/:id/vincular': ({ w }) => ({
    url: `/api/identidad/personas/${w.a.personaId}/vincular`,
    body: { email: w.b.email },
  }),
  'GET /api/identidad/duplicados': () => ({ url: '/api/identidad/duplicados' }),
  'POST /api/identidad/fusionar': ({ w }) => ({
    url: '/api/identidad/fusionar',
    body: { sobreviviente_id: w.a.personaId, duplicada_id: w.a.personaId },
  }),
  'POST /api/identidad/no-duplicados': ({ w }) => ({
    url: '/api/identidad/no-duplicados',
    body: { a_id: w.a.personaId, b_id: w.a.personaId },
  }),
};

/**
 * Answers no cache may keep (issue 17 §8): every /api answer carries personal data or a
 * session, so each says `Cache-Control: no-store`, whatever its status. Not the API's
 * documentation, and not the wizard's catalogue of combos (countries, schools, careers:
 * no personal data), which a browser may reuse within the session (decision 156).
 */
const CACHEABLE: ReadonlySet<string> = new Set(['GET /api/data-form-persona']);
const mayBeCached = (key: string) => key.startsWith('GET /api/docs') || CACHEABLE.has(key);

/** A pending claim of `userId` with its front image stored, as the claim route would leave it. */
async function claimOf(t: TestApp, userId: number) {
  const [claim] = await t.database.db
    .insert(identityClaims)
    .values({ claimant_user_id: userId, numero_documento: '30111222', nota: 'Es mío' })
    .returning();
  const key = `identidad/test/${claim.id}-frente`;
  await createStorage(t.config).put(key, pdf());
  const [file] = await t.database.db
    .insert(identityClaimFiles)
    .values({ claim_id: claim.id, nombre: 'frente', storage_key: key, mime_type: 'application/pdf', size: pdf().length })
    .returning();
  return { claimId: claim.id, claimFileId: file.id };
}

/** What the table promises for a caller: 'allowed' means neither 401 nor 403. */
function expected(access: RouteAccess, who: Caller): 401 | 403 | 'allowed' {
  if (access.who === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  if (access.who === 'signed-in') return 'allowed';
  const groupMay = (staffer: StaffCaller) =>
    access.permission !== undefined && hasStaffPermission('admin', GROUP_OF[staffer], access.permission);
  if (access.who === 'staff') return isStaffCaller(who) && groupMay(who) ? 'allowed' : 403;
  // owner: B names A's ids and is refused with 403 (the code's one answer for another's row,
  // decision 27); A is served; staff are served if their group holds the route's permission,
  // unless the route speaks only for the applicant.
  if (who === 'applicantB') return 403;
  if (!isStaffCaller(who)) return 'allowed';
  if (access.ownerOnly) return 403;
  return groupMay(who) ? 'allowed' : 403;
}

// The matrix runs on every database kind: it is about 250 requests and the setup is four sign-ups.
describe.each(databaseKinds)('route access table on %s', (kind) => {
  let t: TestApp;
  let ctx: Ctx;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const w = await buildWorld(t);
    const doomed = await insertInstancia(t.database.db, 8, 'unpublished');
    const materia = await t.call('POST', `/api/carreras/${w.carreraId}/materias`, {
      token: w.adminToken,
      body: { descripcion: 'Materia para borrar' },
    });
    expect(materia.status).toBe(201);
    const claim = await claimOf(t, w.a.userId);
    ctx = { w, doomedInstanciaId: doomed.id, doomedMateriaId: materia.body.data.materia.id, ...claim };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every /api route of the running app, and nothing the app does not have', () => {
    const running = registeredApiRoutes(t.app);
    expect(running.length).toBeGreaterThan(Object.keys(ROUTE_ACCESS).length);
    for (const route of running) {
      const [method, url] = route.split(' ');
      expect(accessFor(method, url), `${route} missing from ROUTE_ACCESS`).toBeDefined();
    }
    const runningKeys = new Set(running.map((r) => r.replace(/^HEAD /, 'GET ')));
    for (const key of Object.keys(ROUTE_ACCESS)) {
      expect(runningKeys.has(key), `${key} is in the table but not in the app`).toBe(true);
      const [method, url] = key.split(' ');
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
    }
    // Every table route has a request in this test, so none escapes the matrix below.
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('answers every route as the table says for anonymous, applicant A, applicant B on A’s ids and each staff group', async () => {
    const tokens: Record<Exclude<Caller, 'anonymous'>, string> = {
      applicantA: ctx.w.a.token,
      applicantB: ctx.w.b.token,
      admin: ctx.w.adminToken,
      secretaria: ctx.w.staff.secretaria.token,
      bedelia: ctx.w.staff.bedelia.token,
    };
    const creds = { applicantA: ctx.w.a, applicantB: ctx.w.b, admin: ADMIN, ...ctx.w.staff };
    const mismatches: string[] = [];
    const cached: string[] = [];
    for (const [key, access] of Object.entries(ROUTE_ACCESS) as Array<[KnownRoute, RouteAccess]>) {
      const method = key.split(' ')[0];
      for (const who of CALLERS) {
        const req = REQUESTS[key](ctx, who);
        let token = who === 'anonymous' ? undefined : tokens[who];
        if (req.spareSession && who !== 'anonymous') {
          token = (await t.call('POST', '/api/login/', { body: { email: creds[who].email, password: creds[who].password } })).body.token;
        }
        const res = req.parts
          ? await rawCall(t, method, req.url, { token, ...(({ body, contentType }) => ({ body, contentType }))(multipart(req.parts)) })
          : await t.call(method, req.url, { token, body: req.body, redirect: 'manual' });
        const want = expected(access, who);
        const ok = want === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === want;
        if (!ok) mismatches.push(`${key} as ${who}: ${res.status} (expected ${want}) ${JSON.stringify(res.body).slice(0, 160)}`);
        if (res.status >= 400) expectErrorShape(res.body, `${key} as ${who}`);
        const cacheControl = res.headers.get('cache-control') ?? '';
        if (!mayBeCached(key) && !/(^|[\s,])no-store($|[\s,])/.test(cacheControl))
          cached.push(`${key} as ${who}: ${res.status} cache-control "${cacheControl}"`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(cached).toEqual([]);
    // The sessions used above are still alive: only spare sessions were logged out.
    for (const token of Object.values(tokens)) expect((await t.call('POST', '/api/userinfo/', { token })).status).toBe(200);
    // About 370 requests, two uploads each for the multipart routes: minutes on a loaded machine.
  }, 180_000);

  it('checks the table before the body: an applicant on a staff route gets 403 even with a broken body', async () => {
    const res = await rawCall(t, 'POST', '/api/instancias', {
      token: ctx.w.b.token,
      body: '{"descripcion":',
      contentType: 'application/json',
    });
    expect(res.status).toBe(403);
    const anon = await rawCall(t, 'PUT', `/api/personas/${ctx.w.a.personaId}`, { body: '{"celular":', contentType: 'application/json' });
    expect(anon.status).toBe(401);
    expectErrorShape(anon.body);
  });

  it('refuses to add an /api route that is not in the table', async () => {
    // A second app over the same database and folder: it is built, never started.
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    expect(() => app.get('/api/sin-tabla', async () => ({ ok: true }))).toThrow(RouteAccessError);
    // Routes outside /api (the SPA's files) are not the table's business.
    expect(() => app.get('/otra-cosa', async () => ({ ok: true }))).not.toThrow();
    await app.close();
  });
});
