import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cuitCheckDigit, identidadMsg, isForeignApplicant, personaMsg } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { freshDocument, personaPayload, wizardPayload } from '../../../test/fixtures/personas.js';
import { countRows, insertInstancia } from '../../../test/fixtures/rows.js';
import { multipart, pdf, rawCall } from '../../../test/security/support.js';
import { WIZARD_ACCOUNT_THROTTLE } from './wizard-checks.js';

/**
 * Issue 18 §1 and §3: the wizard is no oracle of registered document numbers, it is
 * throttled, and a persona staff registered at the counter is linked to its owner's account.
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

describe.each(databaseKinds)('wizard identity rules on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let address = 0;
  // Each test speaks from its own address (TRUST_PROXY): the per-address limit of one test does not reach another.
  const from = () => ({ 'x-forwarded-for': `10.18.0.${++address}` });

  async function applicant(tag: string, email = uniqueEmail(tag)) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email, password: 'secreta1' });
    return { token: login.token, userId: login.user.id, email };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: '1' });
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers a bad school or combo the same for a taken and a free number, and only then says the number is taken', async () => {
    const holder = await applicant('holder');
    const doc = freshDocument();
    const taken = personaPayload({ numero_documento: doc.dni, cuit: masked(doc.cuit) });
    const headers = from();
    expect(
      (await t.call('POST', '/api/wizard-persona/', { token: holder.token, headers, body: wizardPayload({ persona: taken }) })).status,
    ).toBe(201);

    const prober = await applicant('prober');
    const free = personaPayload();
    const probe = async (persona: Record<string, unknown>, over: Record<string, unknown>) => {
      const body = { ...wizardPayload({ persona: { ...persona, email: uniqueEmail('p') } }), ...over };
      const res = await t.call('POST', '/api/wizard-persona/', { token: prober.token, headers, body });
      return { status: res.status, body: res.body };
    };
    const badSchool = { estudio_secundario: { ...wizardPayload().estudio_secundario, escuela_id: '999999' } };
    const badLanguage = { lenguajes: [{ lenguaje_id: '99999' }] };
    for (const over of [badSchool, badLanguage]) {
      const a = await probe(taken, over);
      const b = await probe(free, over);
      expect(a.status).toBe(422);
      expect(a.body.code).toBe('invalid_reference');
      expect(a).toEqual(b);
    }
    // A bad genero id too: the unique index would have answered before the foreign key.
    const badGenero = (p: Record<string, unknown>) => ({ ...p, genero_id: '9999' });
    const c = await probe(badGenero(taken), {});
    expect(c.body.code).toBe('invalid_reference');
    expect(c).toEqual(await probe(badGenero(free), {}));

    const refused = await probe(taken, {});
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('dni_taken');
    expect(refused.body.message).toBe(personaMsg.dniClaimable);
    // Nothing in the answer names the holder.
    const text = JSON.stringify(refused.body);
    expect(text).not.toContain(holder.email);
    expect(text).not.toContain('Fernández');
    expect(await countRows(t.database.db, 'personas', sql`user_id = ${prober.userId}`)).toBe(0);
  });

  it('throttles refused submissions per account with 429, Retry-After and the Spanish message, concurrent ones included', async () => {
    const prober = await applicant('burst');
    const headers = from();
    const bad = () => ({ ...wizardPayload(), lenguajes: [{ lenguaje_id: '99999' }] });
    const all = await Promise.all(
      Array.from({ length: WIZARD_ACCOUNT_THROTTLE.limit + 6 }, () =>
        t.call('POST', '/api/wizard-persona/', { token: prober.token, headers, body: bad() }),
      ),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(WIZARD_ACCOUNT_THROTTLE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const limited = all.find((r) => r.status === 429)!;
    expect(limited.body.code).toBe('wizard_throttled');
    expect(limited.body.message).toBe(personaMsg.wizardThrottled(60));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Even a right submission waits now: the account is what is limited.
    const right = await t.call('POST', '/api/wizard-persona/', { token: prober.token, headers: from(), body: wizardPayload() });
    expect(right.status).toBe(429);
  });

  it('throttles per address across accounts, and a submission that succeeds does not use up the limit', async () => {
    const headers = from();
    // Applicants who finish the wizard give their reservation back: the address's count stays at 0.
    for (let i = 0; i < 3; i++) {
      const ok = await applicant(`lab${i}`);
      expect((await t.call('POST', '/api/wizard-persona/', { token: ok.token, headers, body: wizardPayload() })).status).toBe(201);
    }
    const rows = await t.database.db.execute<{ failures: number }>(
      sql`select failures from login_failures where key = ${`wizard|ip:${headers['x-forwarded-for']}`}`,
    );
    expect(rows.rows[0].failures).toBe(0);
    // Refused ones from many accounts add up for the address.
    const probers = [];
    for (let i = 0; i < 5; i++) probers.push(await applicant(`many${i}`));
    const bad = () => ({ ...wizardPayload(), lenguajes: [{ lenguaje_id: '99999' }] });
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      statuses.push((await t.call('POST', '/api/wizard-persona/', { token: probers[i % 5].token, headers, body: bad() })).status);
    }
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
  });

  it('links a counter registration whose recorded e-mail is the verified account e-mail; the applicant sees the staff enrolment', async () => {
    const email = uniqueEmail('ventanilla');
    const doc = freshDocument();
    const counter = await t.call('POST', '/api/wizard-persona/', {
      token: admin,
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: masked(doc.cuit), email, nombre: 'Rocío' }) }),
    });
    expect(counter.status).toBe(201);
    const personaId = counter.body.persona.id;
    const course = await insertInstancia(t.database.db, 8);
    const enrol = await t.call('POST', '/api/inscriptos/', { token: admin, body: { persona_id: personaId, instancia_id: course.id } });
    expect(enrol.status).toBe(201);

    const me = await applicant('ventanilla', email.toUpperCase());
    const res = await t.call('POST', '/api/wizard-persona/', {
      token: me.token,
      headers: from(),
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: cuitFor(doc.dni), email: uniqueEmail('otro') }) }),
    });
    expect(res.status).toBe(201);
    expect(res.body.vinculada).toBe(true);
    // The persona staff recorded, with its data: nothing the applicant typed replaced it.
    expect(res.body.persona).toMatchObject({ id: personaId, user_id: me.userId, nombre: 'Rocío', email });
    const mine = await t.call('GET', `/api/inscriptos/get_by_persona/${personaId}`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).toContain(enrol.body.inscripto.cod_tramite);
    expect(await countRows(t.database.db, 'audit_log', sql`action = 'persona.vincular' and entity_id = ${personaId}`)).toBe(1);
  });

  it('does not link when the recorded e-mail is another one: it opens a claim for staff, which the claim form then completes', async () => {
    const doc = freshDocument();
    const counter = await t.call('POST', '/api/wizard-persona/', {
      token: admin,
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: masked(doc.cuit) }) }),
    });
    expect(counter.status).toBe(201);
    const me = await applicant('otra');
    const res = await t.call('POST', '/api/wizard-persona/', {
      token: me.token,
      headers: from(),
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: cuitFor(doc.dni) }) }),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('dni_taken');
    expect(res.body.message).toBe(identidadMsg.counterClaimOpened);
    expect(await countRows(t.database.db, 'personas', sql`id = ${counter.body.persona.id} and user_id is null`)).toBe(1);
    // One claim in the account's name, on that persona, without files yet; a second Finalizar opens no other.
    const claimed = sql`claimant_user_id = ${me.userId} and persona_id = ${counter.body.persona.id} and estado = 'pendiente'`;
    expect(await countRows(t.database.db, 'identity_claims', claimed)).toBe(1);
    const again = await t.call('POST', '/api/wizard-persona/', {
      token: me.token,
      headers: from(),
      body: wizardPayload({ persona: personaPayload({ numero_documento: doc.dni, cuit: cuitFor(doc.dni) }) }),
    });
    expect(again.body.message).toBe(identidadMsg.counterClaimOpened);
    expect(await countRows(t.database.db, 'identity_claims', claimed)).toBe(1);
    const queue = await t.call('GET', '/api/identidad/reclamos', { token: admin });
    const opened = queue.body.reclamos.find((r: { numero_documento: string }) => r.numero_documento === doc.dni);
    expect(opened).toMatchObject({ nota: identidadMsg.autoNota });

    // The claim form completes that same claim with the applicant's note and files.
    const { body, contentType } = multipart([
      { name: 'numero_documento', value: doc.dni },
      { name: 'nota', value: 'La facultad me registró con mi correo viejo.' },
      { name: 'frente', filename: 'frente.pdf', type: 'application/pdf', data: pdf('frente') },
      { name: 'dorso', filename: 'dorso.pdf', type: 'application/pdf', data: pdf('dorso') },
    ]);
    const filed = await rawCall(t, 'POST', '/api/identidad/reclamos', { token: me.token, body, contentType, headers: from() });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(await countRows(t.database.db, 'identity_claims', claimed)).toBe(1);
    expect(
      await countRows(t.database.db, 'identity_claims', sql`${claimed} and nota = 'La facultad me registró con mi correo viejo.'`),
    ).toBe(1);
    expect(await countRows(t.database.db, 'identity_claim_files', sql`claim_id = ${opened.id}`)).toBe(2);
  });

  it('takes a passport or a foreign DNI with letters and no CUIT/CUIL; an Argentine document still needs both rules', async () => {
    const passport = (numero: string, over: Record<string, unknown> = {}) =>
      personaPayload({ tipo_documento: 'pasaporte', numero_documento: numero, cuit: '', nacionalidad_id: '2', pais_id: '2', ...over });
    const first = await applicant('pasaporte');
    const ok = await t.call('POST', '/api/wizard-persona/', {
      token: first.token,
      headers: from(),
      body: wizardPayload({ persona: passport('ab123456') }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.persona).toMatchObject({ tipo_documento: 'pasaporte', numero_documento: 'AB123456', cuit: '' });
    expect(isForeignApplicant(ok.body.persona)).toBe(true);

    const second = await applicant('pasaporte2');
    // The same number from another country is another document; from the same one, it is taken.
    const otherCountry = await t.call('POST', '/api/wizard-persona/', {
      token: second.token,
      headers: from(),
      body: wizardPayload({ persona: passport('AB123456', { nacionalidad_id: '3' }) }),
    });
    expect(otherCountry.status).toBe(201);
    const third = await applicant('pasaporte3');
    const same = await t.call('POST', '/api/wizard-persona/', {
      token: third.token,
      headers: from(),
      body: wizardPayload({ persona: passport('AB123456') }),
    });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('dni_taken');
    const short = await t.call('POST', '/api/wizard-persona/', {
      token: third.token,
      headers: from(),
      body: wizardPayload({ persona: passport('AB12') }),
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(personaMsg.numeroDocumentoExtranjero);
    const noCuit = await t.call('POST', '/api/wizard-persona/', {
      token: third.token,
      headers: from(),
      body: wizardPayload({ persona: personaPayload({ cuit: '' }) }),
    });
    expect(noCuit.status).toBe(400);
    expect(noCuit.body.errors['persona.cuit']).toBeDefined();
    const letters = await t.call('POST', '/api/wizard-persona/', {
      token: third.token,
      headers: from(),
      body: wizardPayload({ persona: personaPayload({ numero_documento: 'AB123456' }) }),
    });
    expect(letters.status).toBe(400);
    expect(JSON.stringify(letters.body)).toContain(personaMsg.numeroDocumento);
    const dniExtranjero = await t.call('POST', '/api/wizard-persona/', {
      token: third.token,
      headers: from(),
      body: wizardPayload({ persona: passport('4512345', { tipo_documento: 'dni_extranjero' }) }),
    });
    expect(dniExtranjero.status).toBe(201);
    expect(isForeignApplicant({ tipo_documento: 'dni', nacionalidad_id: 1 })).toBe(false);
    expect(isForeignApplicant({ tipo_documento: 'dni', nacionalidad_id: 2 })).toBe(true);
  });
});
