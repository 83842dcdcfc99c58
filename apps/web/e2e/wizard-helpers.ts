import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cuitCheckDigit } from './support/documents';
import { documentBox } from './enrolment-helpers';

export { expectNoAxeViolations, screenshots } from './support/review';

export { cuitCheckDigit, jpegBytes, pdfBytes } from './support/documents';

/** Helpers of the registration-wizard specs (wizard*.spec.ts). */

/** A fresh 8-digit DNI (unique per run) whose CUIT with prefix 20 has a check digit. */
export function newDni(): { dni: string; prefix: string; check: string } {
  for (;;) {
    const dni = String(30_000_000 + Math.floor(Math.random() * 15_000_000));
    const check = cuitCheckDigit(`20${dni}`);
    if (check !== null) return { dni, prefix: '20', check: String(check) };
  }
}

/** Picks an option of a Mantine Select (or MultiSelect) by its label. */
export async function pick(page: Page, label: string | RegExp, option: string, scope: Page | Locator = page): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).first();
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Answers a Si/No question. */
export async function answer(page: Page, question: string, value: 'Sí' | 'No'): Promise<void> {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value, exact: true }).check();
}

/** The wizard's heading of the current step. */
export function stepHeading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name, exact: true });
}

/** The file input inside a document's upload box. */
export function documentInput(page: Page, name: string): Locator {
  return page.locator(`input[type="file"][name="${name}"]`);
}

/** The upload box of a document (shared with the enrolment specs). */
export { documentBox };

/** Signs in through the API and returns the bearer token (for server-side checks). */
export async function apiToken(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/login/', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

export interface PersonalData {
  nombre: string;
  apellido: string;
  dni: string;
  prefix: string;
  check: string;
  email?: string;
}

/** Fills step 0 with valid data (no disability). */
export async function fillPersonalStep(page: Page, data: PersonalData): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(data.nombre);
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(data.apellido);
  await pick(page, 'Tipo de documento', 'DNI');
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill(data.dni);
  await page.getByRole('textbox', { name: 'Prefijo del CUIT/CUIL' }).fill(data.prefix);
  await page.getByRole('textbox', { name: 'Dígito verificador del CUIT/CUIL' }).fill(data.check);
  await pick(page, 'Género', 'Masculino');
  await pick(page, 'Estado civil', 'Casado/a');
  await page.getByRole('textbox', { name: 'Cantidad de hijos' }).fill('1');
  await pick(page, 'Tipo de sangre', '0+');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('02/11/1999');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Lugar de nacimiento' }).fill('Córdoba');
  await pick(page, 'País', 'Argentina');
  await pick(page, 'Nacionalidad', 'Argentina');
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Bv. San Juan 1450');
  await pick(page, 'Provincia', 'Córdoba');
  await pick(page, 'Localidad', 'Córdoba');
  await page.getByRole('textbox', { name: 'Celular' }).fill('3514556677');
  if (data.email !== undefined) await page.getByRole('textbox', { name: 'Email' }).fill(data.email);
}

/** Fills step 1 with a listed school. */
export async function fillEducationStep(page: Page): Promise<void> {
  await pick(page, 'Jurisdicción de la escuela', 'Córdoba');
  await page.getByRole('combobox', { name: 'Escuela', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Orientación' }).fill('Economía y Gestión');
  await page.getByRole('textbox', { name: 'Año de egreso' }).fill('2017');
  await page.getByRole('textbox', { name: 'Años cursados' }).fill('6');
}

/** Fills step 2: not working, parents and spouse answered No. */
export async function fillWorkStep(page: Page): Promise<void> {
  await answer(page, 'Trabaja actualmente', 'No');
  await answer(page, '¿Tu madre vive?', 'No');
  await answer(page, '¿Tu padre vive?', 'No');
  await answer(page, '¿Estás en pareja (concubinato o matrimonio)?', 'No');
}

/**
 * Signs in through the login form and stays on whatever the applicant lands on.
 * support/accounts.ts signIn also closes the landing dialog, which here is the
 * wizard's welcome modal under test.
 */
export async function signInApplicant(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
}

/** Closes the welcome modal. */
export async function startWizard(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Bienvenido al registro del Sistema de Ingreso' })
    .getByRole('button', { name: 'Comenzar' })
    .click();
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
}

/** Drops files on a document's drop area, as a drag and drop from the desktop does. */
export async function dropFiles(page: Page, label: string, files: Array<{ name: string; type: string; text: string }>): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.type }));
    return dt;
  }, files);
  const area = documentBox(page, label).locator('.mantine-Dropzone-root');
  await area.dispatchEvent('dragenter', { dataTransfer });
  await area.dispatchEvent('drop', { dataTransfer });
}
