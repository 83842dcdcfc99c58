import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from './support/outbox';
import { wizardBody } from './support/personas';

export { expectNoAxeViolations, screenshots } from './support/review';

export { jpegBytes, pdfBytes } from './support/documents';

/**
 * Helpers of the enrolment and profile specs (enrolment*.spec.ts, profile*.spec.ts):
 * a real applicant with a complete profile, made through the public API the
 * way the app makes one (register, activation link from the outbox, login,
 * wizard), so each spec starts where its screens start.
 */

export const ADMIN = { email: 'admin@ingreso.local', password: 'Admin-e2e-2026' };
export const PASSWORD = 'Clave-segura-1';

export interface Applicant {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: number;
  persona: any;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `enr-${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The activation link of the newest message to `email` in the outbox (quoted-printable decoded). */
async function activationToken(email: string): Promise<string> {
  const outbox = outboxDir();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const body = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!body.toLowerCase().includes(email.toLowerCase())) continue;
      const match = /\/auth\/verify-account\/([A-Za-z0-9_.~%-]+)/.exec(body);
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No activation e-mail for ${email}`);
}

export async function apiLogin(request: APIRequestContext, creds: { email: string; password: string }) {
  const res = await request.post('/api/login/', { data: creds });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; user: { id: number }; persona: any };
}

export function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

export interface ApplicantOptions {
  nombre?: string;
  apellido?: string;
  /** Job situation at registration; working adds the work certificate to the required documents. */
  working?: boolean;
  /** false: the account only (verified, signed in), without the wizard (an identity claimant, issue 18). */
  withPersona?: boolean;
}

/**
 * A verified applicant with a complete profile (the four wizard steps sent to
 * POST /api/wizard-persona/) and no documents.
 */
export async function createApplicant(request: APIRequestContext, options: ApplicantOptions = {}): Promise<Applicant> {
  const { nombre = 'Lucía', apellido = 'Fernández', working = false } = options;
  const email = uniqueEmail();
  const name = `${nombre} ${apellido}`;
  const registered = await request.post('/api/register/', {
    data: { name, email, password: PASSWORD, c_password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verified = await request.post('/api/verify-account', { data: { token: await activationToken(email) } });
  expect(verified.status(), await verified.text()).toBe(200);
  const login = await apiLogin(request, { email, password: PASSWORD });
  if (options.withPersona === false) return { name, email, password: PASSWORD, token: login.token, userId: login.user.id, persona: null };

  const wizard = await request.post('/api/wizard-persona/', {
    headers: bearer(login.token),
    data: wizardBody({ nombre, apellido, email, working, carrera_id: '2' }).body,
  });
  expect(wizard.status(), await wizard.text()).toBe(201);
  const { persona } = await wizard.json();
  return { name, email, password: PASSWORD, token: login.token, userId: login.user.id, persona };
}

/** Signs in through the login form; an applicant with complete data lands on /carreras. */
export async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
}

/** Chooses a file in the upload box of a document (the Dropzone's file input carries the document name). */
export async function chooseDocument(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator(`input[type="file"][name="${name}"]`).setInputFiles(file);
}

/** The upload box (a region named by its label, "(obligatorio)" appended when required) of a document. */
export function documentBox(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('region', { name: new RegExp(`^${escaped}( \\(obligatorio\\))?$`) });
}

/** es-ES date with day, month and year in UTC, as the screens show it (computed here with Node's ICU). */
export function esDate(isoDay: string): string {
  return new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay.slice(0, 10)}T00:00:00Z`),
  );
}
