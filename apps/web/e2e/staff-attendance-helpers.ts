import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, bearer } from './enrolment-helpers';
import { wizardBody } from './support/personas';

/**
 * Data for the staff back-office specs (staff-attendance, staff-grades,
 * staff-users, staff-careers, staff-dashboard), made through the API as the
 * administrator: a career of its own with subjects, an open instancia of it,
 * and personas (staff mode, no account) enrolled and approved there. Each spec
 * builds its own, so the specs never depend on each other's data.
 */

let counter = 0;
function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
}

/** YYYY-MM-DD of today shifted by whole days, in UTC like the API. */
export function isoDay(offsetDays = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays)).toISOString().slice(0, 10);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, ADMIN)).token;
}

export interface Carrera {
  id: number;
  descripcion: string;
  materias: Array<{ id: number; descripcion: string }>;
}

/** A career of type "Cursos" (3) with the given subjects. */
export async function createCarrera(
  request: APIRequestContext,
  token: string,
  materias: string[],
  name = `Curso E2E ${unique()}`,
): Promise<Carrera> {
  const created = await request.post('/api/carreras', { headers: bearer(token), data: { descripcion: name, tipo_carrera_id: 3 } });
  expect(created.status(), await created.text()).toBe(201);
  const carrera = (await created.json()).data.carrera;
  const out: Carrera = { id: carrera.id, descripcion: name, materias: [] };
  for (const descripcion of materias) {
    const res = await request.post(`/api/carreras/${carrera.id}/materias`, { headers: bearer(token), data: { descripcion } });
    expect(res.status(), await res.text()).toBe(201);
    out.materias.push((await res.json()).data.materia);
  }
  return out;
}

/** An instancia open today: published yesterday, running until two months from now. */
export async function createInstancia(
  request: APIRequestContext,
  token: string,
  carreraId: number,
  descripcion = `Instancia E2E ${unique()}`,
) {
  const res = await request.post('/api/instancias/', {
    headers: bearer(token),
    data: { carrera_id: carreraId, descripcion, fecha_publicacion: isoDay(-1), fecha_inicio: isoDay(-1), fecha_fin: isoDay(60) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const instancia = (await res.json()).instancia;
  return { id: instancia.id as number, descripcion };
}

export interface Student {
  personaId: number;
  inscriptoId: number;
  nombre: string;
  apellido: string;
  dni: string;
  /** As the wizard shows it: "apellido, nombre". */
  label: string;
}

/** A persona without an account, registered by staff through the wizard endpoint (staff mode). */
export async function createPersona(request: APIRequestContext, token: string, nombre: string, apellido: string) {
  const { dni, body } = wizardBody({ nombre, apellido, email: `staff-${unique()}@example.com`, carrera_id: '2' });
  const res = await request.post('/api/wizard-persona/', {
    headers: bearer(token),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { persona } = await res.json();
  return { personaId: persona.id as number, dni };
}

/** Enrols a persona (staff may enrol without documents) and leaves it in `estado` (1 = Pendiente as enrolled). */
export async function enrol(
  request: APIRequestContext,
  token: string,
  personaId: number,
  instanciaId: number,
  estado = 1,
): Promise<number> {
  const res = await request.post('/api/inscriptos/', {
    headers: bearer(token),
    data: { persona_id: personaId, instancia_id: instanciaId, carrera: null, es_beca: 0, abona_empresa: 0 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const inscriptoId = (await res.json()).inscripto.id as number;
  if (estado !== 1) {
    const set = await request.put(`/api/inscriptos/set_estado/${inscriptoId}`, {
      headers: bearer(token),
      data: {
        estado_id: estado,
        observacion: estado === 3 ? '<p>Falta el analítico.</p>' : '',
        override_motivo: 'Aprobada en la prueba sin revisar documentos',
      },
    });
    expect(set.status(), await set.text()).toBe(200);
  }
  return inscriptoId;
}

/** Approved students (estado 2) of an instancia, one per name pair. */
export async function approvedStudents(
  request: APIRequestContext,
  token: string,
  instanciaId: number,
  names: Array<[nombre: string, apellido: string]>,
): Promise<Student[]> {
  const out: Student[] = [];
  for (const [nombre, apellido] of names) {
    const { personaId, dni } = await createPersona(request, token, nombre, apellido);
    const inscriptoId = await enrol(request, token, personaId, instanciaId, 2);
    out.push({ personaId, inscriptoId, nombre, apellido, dni, label: `${apellido}, ${nombre}` });
  }
  return out;
}
