/**
 * Shared pieces of the security tests: small real documents, a hand-written
 * multipart encoder (so tests control every byte of names and order), the
 * error shape check (errorBodySchema), and a "world" of two applicants and an
 * administrator with real rows for applicant A.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { BASE_REQUIRED_DOCUMENTS, STAFF_GROUP } from '@ingreso/shared';
import { insertInstancia, insertPersona } from '../fixtures/rows.js';
import { ADMIN, signUp, type TestApp } from '../harness.js';

// ---------------------------------------------------------------- documents

/** A minimal one-page PDF (header, three objects, trailer); readers accept it. */
export function pdf(extra = ''): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>\nendobj\n' +
      `trailer\n<< /Root 1 0 R >>\n${extra}%%EOF\n`,
    'latin1',
  );
}

/** A PDF padded with trailing spaces (ignored by readers) to exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const base = pdf();
  return Buffer.concat([base, Buffer.alloc(size - base.length, 0x20)]);
}

/** The 8-byte PNG signature followed by a header chunk: what the content check looks at. */
export function pngHead(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\0\0\0\x0dIHDR', 'latin1'),
    randomBytes(17),
  ]);
}

// ---------------------------------------------------------------- multipart

export type Part = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** Encodes parts as multipart/form-data; names and file names go out byte for byte. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----seguridad${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in p) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`, 'utf8'));
    } else {
      const head = `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`;
      chunks.push(Buffer.from(head, 'utf8'), p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A raw HTTP call (any body bytes) to the running server; the body is parsed when it is JSON. */
export async function rawCall(
  t: TestApp,
  method: string,
  url: string,
  opts: { body?: Buffer | string; contentType?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers; text: string }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.contentType) headers['content-type'] = opts.contentType;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  // fetch takes bytes as a Uint8Array view; a Buffer is one, but its type is not BodyInit.
  const payload = typeof opts.body === 'string' || opts.body === undefined ? opts.body : new Uint8Array(opts.body);
  const res = await fetch(t.baseUrl + url, { method, headers, body: payload });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body, headers: res.headers, text };
}

/** Uploads `parts` to the documents route. */
export function upload(t: TestApp, token: string | undefined, parts: Part[]) {
  const { body, contentType } = multipart(parts);
  return rawCall(t, 'POST', '/api/files/store_docs_persona', { body, contentType, token });
}

// ---------------------------------------------------------------- error shape

/** True when `body` is the one error shape (errorBodySchema in packages/shared). */
export function isErrorShape(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as { message?: unknown; error?: unknown; errors?: unknown };
  if (typeof b.message !== 'string' || b.message.length === 0) return false;
  if (!Array.isArray(b.error) || b.error.length === 0) return false;
  for (const item of b.error) {
    if (!item || typeof item !== 'object' || typeof (item as { message?: unknown }).message !== 'string') return false;
    const field = (item as { field?: unknown }).field;
    if (field !== undefined && typeof field !== 'string') return false;
  }
  if (!b.errors || typeof b.errors !== 'object' || Array.isArray(b.errors)) return false;
  return Object.values(b.errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

export function expectErrorShape(body: unknown, context = '') {
  expect(isErrorShape(body), `${context} ${JSON.stringify(body)?.slice(0, 300)}`).toBe(true);
}

// ---------------------------------------------------------------- a world of users and rows

export interface Applicant {
  email: string;
  password: string;
  token: string;
  userId: number;
  personaId: number;
}

export interface World {
  adminToken: string;
  adminUserId: number;
  a: Applicant & { fileIds: number[]; situacionId: number; inscriptoId: number };
  b: Applicant;
  /** A signed-in member of each staff group other than Administrador. */
  staff: Record<'secretaria' | 'bedelia', { email: string; password: string; token: string }>;
  /** An open instancia of carrera 8 that A is enrolled in. */
  instanciaId: number;
  /** A day within that instancia's course: attendance and grades on other days are refused. */
  courseDay: string;
  carreraId: number;
  materiaId: number;
}

let seq = 0;

async function applicant(t: TestApp, tag: string): Promise<Applicant> {
  const who = { name: `Aspirante ${tag}`, email: `${tag}.${Date.now()}.${seq++}@correo.test`, password: 'secreta1' };
  const login = await signUp(t, who);
  const persona = await insertPersona(t.database.db, { userId: login.user.id });
  return { email: who.email, password: who.password, token: login.token, userId: login.user.id, personaId: persona.id };
}

/**
 * Applicant A with a persona, the required documents (uploaded through the API,
 * so the objects exist), a job situation and an enrolment; applicant B with a
 * persona of their own; and the administrator.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const adminLogin = await t.call('POST', '/api/login/', { body: ADMIN });
  if (adminLogin.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(adminLogin.body)}`);
  const a = await applicant(t, 'a');
  const b = await applicant(t, 'b');
  const up = await upload(t, a.token, [
    { name: 'persona_id', value: String(a.personaId) },
    ...BASE_REQUIRED_DOCUMENTS.map((name) => ({ name, filename: `${name}.pdf`, type: 'application/pdf', data: pdf() })),
  ]);
  if (up.status !== 200) throw new Error(`upload failed: ${up.status} ${up.text}`);
  const fileIds = (up.body.persona.files as Array<{ id: number }>).map((f) => f.id);
  const situacion = await t.call('GET', `/api/situacion-laboral/get_by_persona/${a.personaId}`, { token: a.token });
  const situacionId = situacion.body.data.situacion[0].id as number;
  const instancia = await insertInstancia(t.database.db, 8, 'open');
  const enrol = await t.call('POST', '/api/inscriptos/', { token: a.token, body: { persona_id: a.personaId, instancia_id: instancia.id } });
  if (enrol.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(enrol.body)}`);
  const staffMember = async (roleId: number, tag: string) => {
    const who = { name: `Personal ${tag}`, email: `${tag}.${Date.now()}.${seq++}@facultad.test`, password: `Personal-${tag}-2026` };
    const created = await t.call('POST', '/api/users/', {
      token: adminLogin.body.token,
      body: { ...who, role_id: roleId, c_password: who.password },
    });
    if (created.status !== 201) throw new Error(`staff account failed: ${JSON.stringify(created.body)}`);
    const login = await t.call('POST', '/api/login/', { body: { email: who.email, password: who.password } });
    return { email: who.email, password: who.password, token: login.body.token as string };
  };
  const staff = {
    secretaria: await staffMember(STAFF_GROUP.SECRETARIA_ACADEMICA, 'secretaria'),
    bedelia: await staffMember(STAFF_GROUP.BEDELIA, 'bedelia'),
  };
  return {
    staff,
    adminToken: adminLogin.body.token,
    adminUserId: adminLogin.body.user.id,
    a: { ...a, fileIds, situacionId, inscriptoId: enrol.body.inscripto.id },
    b,
    instanciaId: instancia.id,
    courseDay: instancia.fecha_inicio,
    carreraId: 8,
    materiaId: 1,
  };
}
