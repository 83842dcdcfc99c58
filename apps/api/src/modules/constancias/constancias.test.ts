import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { constanciaMsg } from '@ingreso/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createRequire } from 'node:module';
import { databaseKinds } from '../../../test/db.js';
import { insertInstancia, insertPersona } from '../../../test/fixtures/rows.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { carreras, inscriptos, personas } from '../../db/schema/index.js';
import { createConstanciaCodes } from './constancia-code.js';
import { VERIFY_RATE_LIMIT_PER_MINUTE } from './constancias.routes.js';

let n = 0;
const who = (tag: string) => ({ name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${n++}@correo.test`, password: 'secreta1' });

/** pdf.js's metrics of the 14 standard fonts, from its package. */
const standardFontDataUrl =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** A binary GET (t.call reads text). */
async function download(t: TestApp, url: string, token?: string) {
  const res = await fetch(t.baseUrl + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The text of every page, as pdf.js (the engine of Firefox's viewer) extracts it. */
async function pdfText(bytes: Buffer): Promise<{ text: string; title: unknown; lang: unknown; tagged: boolean }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
  }
  const meta = await doc.getMetadata();
  const markInfo = await doc.getMarkInfo();
  const info = meta.info as { Title?: string; Language?: string };
  await doc.destroy();
  return { text: parts.join('\n'), title: info.Title, lang: info.Language, tagged: markInfo?.Marked === true };
}

/** The verification code in the PDF's text (the address printed under the QR). */
const codeIn = (text: string) => /\/verificar\/([A-Za-z0-9_-]+)/.exec(text.replace(/\s+/g, ''))![1];

describe.each(databaseKinds)('constancia and hand-off on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let a: { token: string; personaId: number; inscriptoId: number; documento: string };
  let b: { token: string };
  let instanciaId: number;
  let elegida: string;
  let elegidaId: number;
  let cursoIngreso: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    // The admission course (carrera 1), where the applicant chooses a career.
    instanciaId = (await insertInstancia(t.database.db, 1, 'open')).id;
    const [career] = await t.database.db.select().from(carreras).where(eq(carreras.elegible_en_ingreso, 1)).limit(1);
    elegida = career.descripcion;
    elegidaId = career.id;
    cursoIngreso = (await t.database.db.select().from(carreras).where(eq(carreras.id, 1)))[0].descripcion;
    const loginA = await signUp(t, who('a'));
    const personaA = await insertPersona(t.database.db, { userId: loginA.user.id });
    await t.database.db.update(personas).set({ nombre: 'José Ñandú', apellido: 'Pérez Güemes' }).where(eq(personas.id, personaA.id));
    const res = await t.call('POST', '/api/inscriptos/', {
      token: admin,
      body: { persona_id: personaA.id, instancia_id: instanciaId, carrera: career.id },
    });
    expect(res.status).toBe(201);
    a = { token: loginA.token, personaId: personaA.id, inscriptoId: res.body.inscripto.id, documento: personaA.numero_documento };
    const loginB = await signUp(t, who('b'));
    await insertPersona(t.database.db, { userId: loginB.user.id });
    b = { token: loginB.token };
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/inscriptos/constancia/{id}', () => {
    it('gives the holder a tagged PDF whose text has every field, accents included', async () => {
      const res = await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`, a.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Constancia_[A-Z0-9-]+\.pdf"/);
      expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text, title, tagged } = await pdfText(res.bytes);
      const [row] = await t.database.db.select().from(inscriptos).where(eq(inscriptos.id, a.inscriptoId));
      for (const expected of [
        'Facultad Regional de Ingeniería',
        'Constancia de inscripción',
        'Pérez Güemes, José Ñandú',
        `DNI ${a.documento}`,
        `Carrera: ${cursoIngreso}`,
        `Carrera elegida: ${elegida}`,
        'Estado al emitir la constancia: Pendiente',
        `Código de trámite: ${row.cod_tramite}`,
        'Fecha de inscripción:',
        'Fecha de emisión:',
        'http://portal.test/verificar/',
      ]) {
        expect(text).toContain(expected);
      }
      expect(title).toBe('Constancia de inscripción — Pérez Güemes, José Ñandú');
      expect(tagged).toBe(true);
    });

    it('is for staff with inscripciones.ver too, and not for another applicant or nobody', async () => {
      expect((await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`, admin)).status).toBe(200);
      expect((await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`, b.token)).status).toBe(403);
      expect((await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`)).status).toBe(401);
      expect((await t.call('GET', '/api/inscriptos/constancia/2147483000', { token: admin })).status).toBe(404);
    });
  });

  describe('GET /api/constancias/verificar/{code}', () => {
    it('checks a valid code: the estado at printing and now, without personal data', async () => {
      const pdf = await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`, a.token);
      const code = codeIn((await pdfText(pdf.bytes)).text);
      expect(code.length).toBeLessThanOrEqual(32);
      await t.database.db.update(inscriptos).set({ estado_id: 2 }).where(eq(inscriptos.id, a.inscriptoId));
      const res = await t.call('GET', `/api/constancias/verificar/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        iniciales: 'J. Ñ. P. G.',
        documento_final: a.documento.slice(-3),
        estado_al_emitir: 'Pendiente',
        estado_actual: 'Aprobado',
      });
      expect(Date.now() - Date.parse(res.body.fecha_emision)).toBeLessThan(10 * 60_000);
      const body = JSON.stringify(res.body);
      for (const personal of ['José', 'Pérez', a.documento, '@correo.test']) expect(body).not.toContain(personal);
      await t.database.db.update(inscriptos).set({ estado_id: 1 }).where(eq(inscriptos.id, a.inscriptoId));
    });

    it('answers "Constancia no válida" for an altered, a forged, a malformed or an unknown code', async () => {
      const pdf = await download(t, `/api/inscriptos/constancia/${a.inscriptoId}`, a.token);
      const code = codeIn((await pdfText(pdf.bytes)).text);
      const raw = Buffer.from(code, 'base64url');
      // The estado byte changed from Pendiente (1) to Aprobado (2): the signature no longer matches.
      const altered = Buffer.from(raw);
      altered[5] = 2;
      // Another enrolment's id with the same signature.
      const otherId = Buffer.from(raw);
      otherId.writeUInt32BE(a.inscriptoId + 1, 1);
      // Signed with another key: well-formed, but not this server's.
      const forged = createConstanciaCodes(Buffer.alloc(32, 7)).sign({ inscriptoId: a.inscriptoId, estadoId: 2, printedAt: 1_800_000_000 });
      // This server's key (read from DATA_DIR) on an enrolment that does not exist.
      const key = Buffer.from(readFileSync(path.join(t.config.dataDir, 'secrets', 'constancias.key'), 'utf8').trim(), 'base64');
      const unknown = createConstanciaCodes(key).sign({ inscriptoId: 2_000_000_000, estadoId: 1, printedAt: 1_800_000_000 });
      const genuine = createConstanciaCodes(key).sign({ inscriptoId: a.inscriptoId, estadoId: 1, printedAt: 1_800_000_000 });
      expect((await t.call('GET', `/api/constancias/verificar/${genuine}`)).status).toBe(200);
      for (const bad of [
        altered.toString('base64url'),
        otherId.toString('base64url'),
        forged,
        unknown,
        code.slice(0, -1),
        `${code}A`,
        'no-es-un-codigo-valido',
        '%3Cscript%3E',
      ]) {
        const res = await t.call('GET', `/api/constancias/verificar/${bad}`);
        expect(res.status, bad).toBe(404);
        expect(res.body.message, bad).toBe(constanciaMsg.invalid);
      }
    });

    it(`limits each address to ${VERIFY_RATE_LIMIT_PER_MINUTE} checks a minute`, async () => {
      const limited = await startTestApp(kind);
      try {
        const statuses: number[] = [];
        for (let i = 0; i <= VERIFY_RATE_LIMIT_PER_MINUTE; i++) {
          statuses.push((await limited.call('GET', '/api/constancias/verificar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status);
        }
        expect(statuses.slice(0, VERIFY_RATE_LIMIT_PER_MINUTE).every((s) => s === 404)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await limited.close();
      }
    });
  });

  describe('GET /api/inscriptos/handoff/{instancia}', () => {
    let ids: number[];
    beforeAll(async () => {
      const tricky = [
        { nombre: 'Ana; María', apellido: 'O"Connor', direccion: 'Calle 1\nPiso alto' },
        { nombre: '=HYPERLINK("http://evil")', apellido: '+Suma', direccion: '@SUM(A1)' },
        { nombre: 'Lucía', apellido: '-Resta', direccion: 'Av. Colón 1234, 2º B' },
      ];
      ids = [];
      for (const over of tricky) {
        const p = await insertPersona(t.database.db, { userId: null });
        await t.database.db.update(personas).set(over).where(eq(personas.id, p.id));
        const res = await t.call('POST', '/api/inscriptos/', {
          token: admin,
          body: { persona_id: p.id, instancia_id: instanciaId, carrera: elegidaId },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.inscripto.id);
      }
      // Approved: the three above; a's enrolment stays Pendiente and is left out.
      for (const id of ids) await t.database.db.update(inscriptos).set({ estado_id: 2 }).where(eq(inscriptos.id, id));
    });

    it('writes the approved only, in the documented columns, as UTF-8 with BOM and ";" for Excel', async () => {
      const res = await download(t, `/api/inscriptos/handoff/${instanciaId}`, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''Aprobados_.*_excel\.csv$/);
      expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = res.bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'TIPO_DOCUMENTO;NUMERO_DOCUMENTO;CUIL;APELLIDO;NOMBRES;FECHA_NACIMIENTO;SEXO;NACIONALIDAD;DOMICILIO;PISO;DEPARTAMENTO;LOCALIDAD;PROVINCIA;EMAIL;TELEFONO;CARRERA;INSTANCIA;ESTADO;FECHA_INSCRIPCION;FECHA_ESTADO',
      );
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text).not.toContain('Pérez Güemes');
      // Quoting: the separator, the quote (doubled) and the line break.
      expect(text).toContain(`;"O""Connor";"Ana; María";2005-03-14;`);
      expect(text).toContain(`"Calle 1\nPiso alto"`);
      // Formula injection: a leading apostrophe; the one with a quote is also quoted.
      expect(text).toContain(`;'+Suma;"'=HYPERLINK(""http://evil"")";`);
      expect(text).toContain(`;'@SUM(A1);`);
      expect(text).toContain(`;'-Resta;Lucía;`);
      // Accents as UTF-8 bytes, not Latin-1.
      expect(res.bytes.includes(Buffer.from('Lucía', 'utf8'))).toBe(true);
      const row = lines.find((l) => l.includes('Lucía'))!.split(';');
      expect(row[0]).toBe('DNI');
      expect(row[17]).toBe('Aprobado');
      expect(row[18]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(lines.filter((l) => l.startsWith('DNI;'))).toHaveLength(3);
    });

    it('writes the plain variant with "," and no BOM', async () => {
      const res = await download(t, `/api/inscriptos/handoff/${instanciaId}?formato=utf8`, admin);
      expect(res.status).toBe(200);
      expect(res.bytes[0]).not.toBe(0xef);
      const text = res.bytes.toString('utf8');
      expect(text.split('\r\n')[0]).toMatch(/^TIPO_DOCUMENTO,NUMERO_DOCUMENTO,CUIL,APELLIDO,NOMBRES,/);
      expect(text).toContain(`,"O""Connor",Ana; María,`);
      expect(text).toContain(`,"Av. Colón 1234, 2º B",`);
      expect((await t.call('GET', `/api/inscriptos/handoff/${instanciaId}?formato=xlsx`, { token: admin })).status).toBe(400);
    });

    it('is only for staff with inscripciones.exportar, and 404 for an unknown instancia', async () => {
      expect((await download(t, `/api/inscriptos/handoff/${instanciaId}`)).status).toBe(401);
      expect((await download(t, `/api/inscriptos/handoff/${instanciaId}`, a.token)).status).toBe(403);
      expect((await t.call('GET', '/api/inscriptos/handoff/2147483000', { token: admin })).status).toBe(404);
    });
  });
});
