import { expect, test, type Page } from './support/fixtures';
import { createVerifiedUser, newUser } from './support/accounts';
import {
  answer,
  expectNoAxeViolations,
  fillEducationStep,
  fillPersonalStep,
  newDni,
  pick,
  screenshots,
  startWizard,
  stepHeading,
  signInApplicant,
} from './wizard-helpers';

/** The error text shown for a field (Mantine links it to the input through aria-describedby). */
async function fieldError(page: Page, name: string, role: 'textbox' | 'combobox' = 'textbox') {
  const input = page.getByRole(role, { name, exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  expect(ids, `an error element for ${name}`).toHaveLength(1);
  return page.locator(`[id="${ids[0]}"]`);
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

test('each step shows its errors with the seed texts when Siguiente is pressed, and its rules while typing', async ({ page, request }) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser(request, newUser('Mateo Gómez'));
  await signInApplicant(page, user);
  await startWizard(page);

  // ---------------------------------------------------------------- step 0, empty
  await next(page);
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Revisá los campos marcados antes de continuar.' })).toBeVisible();
  await expect(await fieldError(page, 'Nombre')).toHaveText('El nombre es obligatorio.');
  await expect(await fieldError(page, 'Apellido')).toHaveText('El apellido es obligatorio.');
  await expect(await fieldError(page, 'Número de documento')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Tipo de documento', 'combobox')).toHaveText('Campo requerido');
  // Each combo names itself (the seed said "El género es obligatorio." for all three; decision 115).
  for (const [combo, text] of [
    ['Género', 'El género es obligatorio.'],
    ['País', 'El país es obligatorio.'],
    ['Nacionalidad', 'La nacionalidad es obligatoria.'],
  ]) {
    await expect(await fieldError(page, combo, 'combobox')).toHaveText(text);
  }
  await expect(await fieldError(page, 'Celular')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Fecha de nacimiento')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Provincia', 'combobox')).toHaveText('Campo requerido');
  // Focus lands on the first field to fix.
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'step Datos Personales with errors');
  await screenshots(page, 'wizard-step0-errors');

  // Rules while typing (checked when the field is left).
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('');
  await email.blur();
  await expect(await fieldError(page, 'Email')).toHaveText('El Email es requerido.');
  await email.fill('mateo.gomez');
  await email.blur();
  await expect(await fieldError(page, 'Email')).toHaveText('Por favor, ingrese un formato de mail correcto');
  await email.fill(user.email);

  const dni = page.getByRole('textbox', { name: 'Número de documento', exact: true });
  await dni.fill('1234');
  await dni.blur();
  await expect(await fieldError(page, 'Número de documento')).toHaveText('El número debe tener 8 dígitos');

  const good = newDni();
  await dni.fill(good.dni);
  await page.getByRole('textbox', { name: 'Prefijo del CUIT/CUIL' }).fill(good.prefix);
  const checkInput = page.getByRole('textbox', { name: 'Dígito verificador del CUIT/CUIL' });
  await checkInput.fill(String((Number(good.check) + 1) % 10));
  await checkInput.blur();
  await expect(page.getByText('El CUIT/CUIL ingresado no es válido.')).toBeVisible();
  await checkInput.fill(good.check);
  await checkInput.blur();
  await expect(page.getByText('El CUIT/CUIL ingresado no es válido.')).toHaveCount(0);

  const celular = page.getByRole('textbox', { name: 'Celular' });
  await celular.fill('35145');
  await celular.blur();
  await expect(await fieldError(page, 'Celular')).toHaveText('El celular debe tener 10 dígitos.');

  // Disability: at least one entry; the add button's own rules; No clears the entries.
  await answer(page, '¿Tenés alguna discapacidad?', 'Sí');
  await next(page);
  await expect(page.getByText('Por favor, complete el número de CUD o añada el tipo correspondiente.')).toBeVisible();
  await page.getByRole('button', { name: 'Añadir discapacidad' }).click();
  await expect(
    page.getByText('Por favor, seleccione una discapacidad y complete el número único de Certificado de Discapacidad'),
  ).toBeVisible();
  await pick(page, 'Tipo de discapacidad', 'Motriz');
  const cud = page.getByRole('textbox', { name: 'Número de certificado (CUD)' });
  await cud.fill('A-123');
  await expect(await fieldError(page, 'Número de certificado (CUD)')).toHaveText('El número de CUD debe contener solo números.');
  // "Añadir" does not repeat it in other words: one message for one mistake (decision 115).
  await page.getByRole('button', { name: 'Añadir discapacidad' }).click();
  await expect(page.getByText('El número de CUD debe contener solo números.')).toHaveCount(1);
  await expect(page.getByText(/solo n[uú]meros/)).toHaveCount(1);
  await cud.fill('123456');
  await page.getByRole('button', { name: 'Añadir discapacidad' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Motriz, certificado N° 123456' })).toBeVisible();
  await expect(page.getByText('Por favor, complete el número de CUD o añada el tipo correspondiente.')).toHaveCount(0);
  await answer(page, '¿Tenés alguna discapacidad?', 'No');
  await answer(page, '¿Tenés alguna discapacidad?', 'Sí');
  await expect(page.getByText('Todavía no añadiste ninguna discapacidad.')).toBeVisible();
  await answer(page, '¿Tenés alguna discapacidad?', 'No');

  await fillPersonalStep(page, { nombre: 'Mateo', apellido: 'Gómez', ...good });
  await next(page);

  // ---------------------------------------------------------------- step 1
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await next(page);
  await expect(await fieldError(page, 'Escuela', 'combobox')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Orientación')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Año de egreso')).toHaveText('Campo requerido');
  await expect(await fieldError(page, 'Años cursados')).toHaveText('Campo requerido');

  // "No encuentro mi escuela" reveals the school's own fields, all required.
  await page.getByRole('checkbox', { name: 'No encuentro mi escuela' }).check();
  await expect(page.getByRole('combobox', { name: 'Escuela', exact: true })).toBeDisabled();
  await next(page);
  await expect(await fieldError(page, 'País de la escuela', 'combobox')).toHaveText('Campo requerido');
  for (const name of ['Provincia de la escuela', 'Localidad de la escuela']) {
    await expect(await fieldError(page, name, 'combobox')).toHaveText('Campo requerido');
  }
  for (const name of ['Nombre de la escuela', 'Dirección de la escuela']) {
    await expect(await fieldError(page, name)).toHaveText('Campo requerido');
  }
  await expect(await fieldError(page, 'Tipo de escuela', 'combobox')).toHaveText('Campo requerido');
  const year = page.getByRole('textbox', { name: 'Año de egreso' });
  await year.fill('1850');
  await year.blur();
  await expect(await fieldError(page, 'Año de egreso')).toHaveText('Por favor, ingrese un dato válido.');

  await page.getByRole('button', { name: 'Añadir estudio' }).click();
  await expect(page.getByText('Por favor, complete todos los campos antes de añadir un estudio.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill('Profesorado de Inglés');
  await page.getByRole('button', { name: 'Añadir estudio' }).click();
  await expect(page.getByText('Por favor, complete todos los campos antes de añadir un estudio.')).toBeVisible();
  await expectNoAxeViolations(page, 'step Educación with errors');
  await screenshots(page, 'wizard-step1-errors');

  await page.getByRole('checkbox', { name: 'No encuentro mi escuela' }).uncheck();
  await fillEducationStep(page);
  await next(page);

  // ---------------------------------------------------------------- step 2
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();
  await next(page);
  await expect(page.getByText('Debe seleccionar un estado laboral.')).toBeVisible();
  await answer(page, 'Trabaja actualmente', 'Sí');
  await next(page);
  await expect(await fieldError(page, 'Ocupación')).toHaveText('La ocupación es requerida.');
  await expect(await fieldError(page, 'Cargo')).toHaveText('El cargo es requerido.');
  await expect(await fieldError(page, 'Empresa')).toHaveText('La empresa es requerida.');
  await expect(await fieldError(page, 'Horas semanales')).toHaveText('Las horas semanales son requeridas.');
  // relacion_carrera has its own text (the seed reused the hours one; decision 115).
  const relacion = page.getByRole('radiogroup', { name: 'Relación del trabajo con la carrera' });
  await expect(page.locator(`[id="${await relacion.getAttribute('aria-describedby')}"]`)).toHaveText(
    'La relación con la carrera es requerida.',
  );
  const horas = page.getByRole('textbox', { name: 'Horas semanales' });
  await horas.fill('treinta');
  await horas.blur();
  await expect(await fieldError(page, 'Horas semanales')).toHaveText('El dato ingresado debe ser numérico.');
  await horas.fill('0');
  await horas.blur();
  await expect(await fieldError(page, 'Horas semanales')).toHaveText('Por favor, ingrese un dato válido.');

  // Parents and spouse: the details show, and are required, only on Si.
  await answer(page, '¿Tu madre vive?', 'Sí');
  await answer(page, '¿Tu padre vive?', 'No');
  await answer(page, '¿Estás en pareja (concubinato o matrimonio)?', 'Sí');
  await next(page);
  const mother = page.getByRole('group', { name: 'Madre' });
  await expect(mother.getByText('Campo requerido')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Cónyuge' }).getByText('Campo requerido')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Padre' }).getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, 'step Situación Laboral with errors');
  await screenshots(page, 'wizard-step2-errors');

  // No hides and clears the job fields; the hours become 0.
  await answer(page, 'Trabaja actualmente', 'No');
  await expect(page.getByRole('group', { name: 'Situación laboral actual' }).getByRole('textbox')).toHaveCount(0);
  await answer(page, '¿Tu madre vive?', 'No');
  await answer(page, '¿Estás en pareja (concubinato o matrimonio)?', 'No');
  await next(page);
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('formData'))) ?? '{}');
  expect(stored.values.situacion_laboral).toEqual({
    trabaja_actualmente: '0',
    ocupacion: '',
    cargo: '',
    empresa: '',
    horas_semanales: '0',
    relacion_carrera: '',
  });
  expect(stored.values.situacion_madre).toEqual({ vive: '0', nivel_estudio_id_madre: '', ocupacion_madre: '' });
  // Not working and no disability: only the five base documents are asked for.
  // (The review above them has a region per earlier step.)
  await expect(page.getByRole('region', { name: 'Documentación', exact: true }).getByRole('region')).toHaveCount(5);
});

test('when the form lists cannot be loaded an error modal offers "Volver a intentar"; the form works by keyboard', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, newUser('Valentina Sosa'));
  await page.route('**/api/data-form-persona', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Servicio no disponible', error: [], errors: {} }),
    }),
  );
  await signInApplicant(page, user);

  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await expect(modal).toContainText('Ocurrió un error al procesar la solicitud. Por favor, intentá de nuevo más tarde.');
  await expectNoAxeViolations(page, 'load error modal');
  await screenshots(page, 'wizard-load-error');

  // The server is back: the button reloads the page and the wizard opens.
  await page.unroute('**/api/data-form-persona');
  await modal.getByRole('button', { name: 'Volver a intentar' }).click();
  await startWizard(page);

  // Keyboard only: type, pick an option with the arrow keys, and submit the step with Enter.
  const nombre = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await nombre.focus();
  await page.keyboard.type('Valentina');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sosa');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Tipo de documento', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Tipo de documento', exact: true })).toHaveValue('DNI');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Número de documento', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // Enter submitted the step: its errors show and focus moves to the first one.
  await expect(page.getByRole('alert').filter({ hasText: 'Revisá los campos marcados antes de continuar.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Número de documento', exact: true })).toBeFocused();
});
