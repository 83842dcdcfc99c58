import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaMsg, situacionLaboralSchema } from '@ingreso/shared';
import { databaseKinds } from '../../../test/db.js';
import { ADMIN, signUp, startTestApp, type TestApp } from '../../../test/harness.js';
import { wizardPayload } from '../../../test/fixtures/personas.js';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@correo.test`;

const working = {
  trabaja_actualmente: '1',
  ocupacion: 'Analista',
  cargo: 'Semi senior',
  empresa: 'Software del Delta SRL',
  horas_semanales: '45',
  relacion_carrera: 'Total',
};

describe.each(databaseKinds)('situacion laboral on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let owner: { token: string; personaId: number; situacionId: number };
  let other: { token: string; personaId: number; situacionId: number };

  async function applicantWithPersona(tag: string) {
    const login = await signUp(t, { name: `Aspirante ${tag}`, email: uniqueEmail(tag), password: 'secreta1' });
    const res = await t.call('POST', '/api/wizard-persona/', { token: login.token, body: wizardPayload() });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const sit = await t.call('GET', `/api/situacion-laboral/get_by_persona/${res.body.persona.id}`, { token: login.token });
    return { token: login.token, personaId: res.body.persona.id as number, situacionId: sit.body.data.situacion[0].id as number };
  }

  // The timeout: on a loaded machine (several suites at once) a database and two accounts can take over the default 60 s.
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await t.call('POST', '/api/login/', { body: ADMIN })).body.token;
    owner = await applicantWithPersona('owner');
    other = await applicantWithPersona('other');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/situacion-laboral/get_by_persona/{id}', () => {
    it.each([
      ['anonymous', 401, () => undefined, () => owner.personaId],
      ['the owner', 200, () => owner.token, () => owner.personaId],
      ['another applicant', 403, () => other.token, () => owner.personaId],
      ['staff', 200, () => admin, () => owner.personaId],
      ['unknown persona', 404, () => owner.token, () => 999_999],
    ])('%s → %i', async (_who, status, token, id) => {
      const res = await t.call('GET', `/api/situacion-laboral/get_by_persona/${id()}`, { token: token() });
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body.data.situacion).toHaveLength(1);
        expect(res.body.data.situacion[0]).toMatchObject({
          id: owner.situacionId,
          persona_id: owner.personaId,
          trabaja_actualmente: 1,
          ocupacion: 'Técnico de mantenimiento',
          horas_semanales: '30',
          relacion_carrera: 'Parcial',
        });
      }
    });
  });

  describe('PUT /api/situacion-laboral/{id}', () => {
    it.each([
      ['anonymous', 401, () => undefined, () => owner.situacionId],
      ['another applicant', 403, () => other.token, () => owner.situacionId],
      ['unknown id', 404, () => owner.token, () => 999_999],
    ])('%s → %i', async (_who, status, token, id) => {
      const res = await t.call('PUT', `/api/situacion-laboral/${id()}`, { token: token(), body: working });
      expect(res.status).toBe(status);
    });

    it('lets the owner update it and answers {data: row}', async () => {
      const res = await t.call('PUT', `/api/situacion-laboral/${owner.situacionId}`, {
        token: owner.token,
        body: { id: owner.situacionId, persona_id: owner.personaId, ...working },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: owner.situacionId, persona_id: owner.personaId, ...working, trabaja_actualmente: 1 });
      const read = await t.call('GET', `/api/situacion-laboral/get_by_persona/${owner.personaId}`, { token: owner.token });
      expect(read.body.data.situacion[0]).toEqual(res.body.data);
    });

    it('"No" clears the five fields', async () => {
      const res = await t.call('PUT', `/api/situacion-laboral/${owner.situacionId}`, {
        token: owner.token,
        body: { ...working, trabaja_actualmente: 0 },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        trabaja_actualmente: 0,
        ocupacion: '',
        cargo: '',
        empresa: '',
        horas_semanales: '0',
        relacion_carrera: '',
      });
    });

    it('lets staff update anyone’s', async () => {
      const res = await t.call('PUT', `/api/situacion-laboral/${other.situacionId}`, { token: admin, body: working });
      expect(res.status).toBe(200);
      expect(res.body.data.persona_id).toBe(other.personaId);
    });

    it('ignores a persona_id in the body that points elsewhere', async () => {
      const res = await t.call('PUT', `/api/situacion-laboral/${owner.situacionId}`, {
        token: owner.token,
        body: { ...working, persona_id: other.personaId, empresa: 'Mía SA' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.persona_id).toBe(owner.personaId);
      const theirs = await t.call('GET', `/api/situacion-laboral/get_by_persona/${other.personaId}`, { token: admin });
      expect(theirs.body.data.situacion[0].empresa).not.toBe('Mía SA');
    });

    it.each<[Record<string, unknown>, string, string]>([
      [{ trabaja_actualmente: '' }, 'trabaja_actualmente', 'Debe seleccionar un estado laboral.'],
      [{ ocupacion: '' }, 'ocupacion', 'La ocupación es requerida.'],
      [{ cargo: '' }, 'cargo', 'El cargo es requerido.'],
      [{ empresa: '' }, 'empresa', 'La empresa es requerida.'],
      [{ empresa: 'a'.repeat(151) }, 'empresa', 'El campo no debe exceder 150 caracteres.'],
      [{ horas_semanales: '' }, 'horas_semanales', 'Las horas semanales son requeridas.'],
      [{ horas_semanales: 'x' }, 'horas_semanales', 'El dato ingresado debe ser numérico.'],
      [{ horas_semanales: '-1' }, 'horas_semanales', 'Por favor, ingrese un dato válido.'],
      [{ relacion_carrera: '' }, 'relacion_carrera', 'La relación con la carrera es requerida.'],
      [{ relacion_carrera: 'Algo' }, 'relacion_carrera', personaMsg.invalid],
    ])('%j → 400 on %s', async (over, field, message) => {
      const body = { ...working, ...over };
      expect(situacionLaboralSchema.safeParse(body).success).toBe(false);
      const res = await t.call('PUT', `/api/situacion-laboral/${owner.situacionId}`, { token: owner.token, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    });
  });
});
