import { expect, test, type Browser, type Page } from './support/fixtures';
import { createVerifiedUser, newUser } from './support/accounts';
import {
  apiToken,
  documentBox,
  documentInput,
  expectNoAxeViolations,
  fillEducationStep,
  fillPersonalStep,
  fillWorkStep,
  newDni,
  pdfBytes,
  screenshots,
  signInApplicant,
  startWizard,
  stepHeading,
} from './wizard-helpers';

/**
 * Issue 14 §3 and §2: the wizard's draft lives in the account, so signing in again in a
 * fresh browser (no local storage) resumes at the same step with the same values and
 * the documents already chosen; the last step reviews everything with "Editar" links.
 */

/** A browser with nothing stored: another device, as far as the app can tell. */
async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('signing in again on a fresh browser resumes at the same step with the same values and the stored document; the review step edits and finalizes', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const user = await createVerifiedUser(request, newUser('Camila Ortiz'));
  const dni = newDni();

  await signInApplicant(page, user);
  await startWizard(page);
  await expect(stepHeading(page, 'Datos Personales')).toBeFocused();
  await fillPersonalStep(page, { nombre: 'Camila', apellido: 'Ortiz', ...dni });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await fillEducationStep(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();

  // Another device: nothing in local storage. Same step, no welcome, same values.
  const second = await freshPage(browser, baseURL!);
  await signInApplicant(second, user);
  await expect(second).toHaveURL(/\/complete-register$/);
  await expect(stepHeading(second, 'Situación Laboral')).toBeVisible();
  await expect(second.getByTestId('wizard')).toHaveAttribute('data-welcome', 'closed');
  await expect(second.getByRole('dialog')).toHaveCount(0);
  expect(await second.evaluate(() => localStorage.getItem('formData'))).toBeNull();
  await second.getByRole('button', { name: 'Atrás' }).click();
  await expect(stepHeading(second, 'Educación')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Orientación' })).toHaveValue('Economía y Gestión');
  await expect(second.getByRole('textbox', { name: 'Año de egreso' })).toHaveValue('2017');
  await second.getByRole('button', { name: 'Atrás' }).click();
  await expect(second.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Camila');
  await expect(second.getByRole('textbox', { name: 'Número de documento', exact: true })).toHaveValue(dni.dni);
  await expect(second.getByRole('textbox', { name: 'Dígito verificador del CUIT/CUIL' })).toHaveValue(dni.check);
  for (const heading of ['Educación', 'Situación Laboral']) {
    await second.getByRole('button', { name: 'Siguiente' }).click();
    await expect(stepHeading(second, heading)).toBeVisible();
  }
  await fillWorkStep(second);
  await second.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(second, 'Confirmar')).toBeVisible();

  // The review: every section with what was entered, names instead of ids.
  const review = second.getByTestId('review-summary');
  await expect(review.getByRole('region', { name: 'Datos Personales' })).toContainText('Camila');
  await expect(review.getByRole('region', { name: 'Datos Personales' })).toContainText(`${dni.prefix}-${dni.dni}-${dni.check}`);
  await expect(review.getByRole('region', { name: 'Datos Personales' })).toContainText('02/11/1999');
  await expect(review.getByRole('region', { name: 'Datos Personales' })).toContainText('Casado/a');
  await expect(review.getByRole('region', { name: 'Educación' })).toContainText('Economía y Gestión');
  await expect(review.getByRole('region', { name: 'Situación Laboral' })).toContainText('¿Tu madre vive?');

  // A document chosen now is stored with the draft at once.
  await documentInput(second, 'dni_frente').setInputFiles({ name: 'mi-dni.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(documentBox(second, 'DNI (frente)').getByRole('status')).toHaveText('Subido');
  for (const width of [1280, 390]) {
    await second.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoAxeViolations(second, `review step at ${width} px`);
    // Nothing of the review is cut off at this width.
    expect(await second.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await screenshots(second, 'wizard-review');
  await second.setViewportSize({ width: 1280, height: 800 });
  await second.context().close();

  // A third browser: at Confirmar, with the stored document.
  const third = await freshPage(browser, baseURL!);
  await signInApplicant(third, user);
  await expect(stepHeading(third, 'Confirmar')).toBeVisible();
  await expect(documentBox(third, 'DNI (frente)')).toContainText('mi-dni.pdf');
  await expect(documentBox(third, 'DNI (frente)').getByRole('status')).toHaveText('Subido');

  // "Editar" goes back to that step with the values; the keyboard reaches it.
  const edit = third.getByRole('button', { name: 'Editar Educación' });
  await edit.focus();
  await third.keyboard.press('Enter');
  await expect(stepHeading(third, 'Educación')).toBeVisible();
  await expect(third.getByRole('textbox', { name: 'Orientación' })).toHaveValue('Economía y Gestión');
  await third.getByRole('textbox', { name: 'Orientación' }).fill('Ciencias Sociales');
  await third.getByRole('button', { name: 'Siguiente' }).click();
  await third.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(third, 'Confirmar')).toBeVisible();
  await expect(third.getByTestId('review-summary').getByRole('region', { name: 'Educación' })).toContainText('Ciencias Sociales');
  await third.getByRole('button', { name: 'Finalizar' }).click();
  await expect(third.getByRole('heading', { name: '¡Registro completo!' })).toBeVisible({ timeout: 30_000 });

  // The persona has the draft's document; the draft is gone.
  const session = JSON.parse((await third.evaluate(() => localStorage.getItem('session'))) ?? '{}');
  const token = await apiToken(request, user);
  const headers = { Authorization: `Bearer ${token}` };
  const persona = (await (await request.get(`/api/personas/${session.persona.id}`, { headers })).json()).persona;
  expect(persona.files.map((f: { name: string }) => f.name)).toEqual(['dni_frente']);
  expect((await (await request.get('/api/wizard-draft', { headers })).json()).draft).toBeNull();
  await third.context().close();
});
