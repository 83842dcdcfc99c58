import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './support/outbox';
import { wizardBody } from './support/personas';
import { screenshots as takeScreenshots } from './support/review';

export { expectNoAxeViolations } from './support/review';

/** The staff specs' screenshots, named staff-<name>-<width>.png. */
export const screenshots = (page: Page, name: string) => takeScreenshots(page, `staff-${name}`);

export { freshDocument } from './support/documents';

/**
 * Helpers of the staff back-office specs (staff-instancias*.spec.ts,
 * staff-inscripciones*.spec.ts): the administrator of the E2E server, and
 * instancias, personas and enrolments made through the real API the way the
 * screens make them, so each spec starts where its screens start.
 */

export const ADMIN = { email: 'admin@ingreso.local', password: 'Admin-e2e-2026' };

/** A short tag unique to this run, to tell this spec's records from others in the shared database. */
export function runTag(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

/** YYYY-MM-DD of today shifted by whole days, in UTC like the API. */
export function isoDay(offsetDays: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offsetDays)).toISOString().slice(0, 10);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login/', { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs the administrator in through the login form; staff land on /instancias. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
}

export interface InstanciaData {
  descripcion: string;
  carrera_id: number;
  /** Seats for approved enrolments (issue 16); absent = unlimited. */
  cupo?: number;
  fecha_publicacion?: string;
  fecha_inicio?: string;
  fecha_fin?: string;
}

/** POST /api/instancias/ as the administrator; open today unless the dates say otherwise. */
export async function createInstancia(request: APIRequestContext, token: string, data: InstanciaData): Promise<any> {
  const res = await request.post('/api/instancias/', {
    headers: bearer(token),
    data: {
      fecha_publicacion: isoDay(-5),
      fecha_inicio: isoDay(10),
      fecha_fin: isoDay(90),
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).instancia;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'staff'): string {
  emailCounter += 1;
  return `${prefix}-${Date.now().toString(36)}${emailCounter}${Math.random().toString(36).slice(2, 5)}@example.com`;
}

export interface PersonaOptions {
  nombre?: string;
  apellido?: string;
  working?: boolean;
  nacionalidad_id?: string;
  lugar_nacimiento?: string;
}

/**
 * A persona without an account, as staff register one (POST /api/wizard-persona/
 * with an admin token, the wizard's four steps in one body).
 */
export async function createPersona(request: APIRequestContext, token: string, options: PersonaOptions = {}): Promise<any> {
  const { nombre = 'Lucía', apellido = 'Fernández', working = false, nacionalidad_id = '1', lugar_nacimiento = 'San Fernando' } = options;
  const email = uniqueEmail();
  const res = await request.post('/api/wizard-persona/', {
    headers: bearer(token),
    data: wizardBody({ nombre, apellido, email, working, nacionalidad_id, lugar_nacimiento }).body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).persona;
}

/** POST /api/inscriptos/ as staff. */
export async function enrol(
  request: APIRequestContext,
  token: string,
  personaId: number,
  instanciaId: number,
  carrera: number | null = null,
) {
  const res = await request.post('/api/inscriptos/', {
    headers: bearer(token),
    data: { persona_id: personaId, instancia_id: instanciaId, carrera, es_beca: 0, abona_empresa: 0 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).inscripto;
}

export async function setEstado(request: APIRequestContext, token: string, inscriptoId: number, estadoId: number, observacion = '') {
  const res = await request.put(`/api/inscriptos/set_estado/${inscriptoId}`, {
    headers: bearer(token),
    data: { estado_id: estadoId, observacion, override_motivo: 'Aprobada en la prueba sin revisar documentos' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Decodes an .eml enough to search it: quoted-printable and base64 bodies, as UTF-8. */
function decodeEml(raw: string): string {
  const qp = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64Parts].join('\n');
}

/** The newest message to `email` whose text contains every one of `needles`, waiting for the server to write it. */
export async function findMail(email: string, needles: string[]): Promise<string> {
  const outbox = outboxDir();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const text = decodeEml(await readFile(path.join(outbox, file), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      if (needles.every((n) => text.includes(n))) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${email} with ${needles.join(', ')}`);
}
