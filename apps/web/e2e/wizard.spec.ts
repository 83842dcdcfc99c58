import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser } from './support/accounts';
import { holdRequests } from './support/network';
import {
  answer,
  apiToken,
  documentBox,
  documentInput,
  expectNoAxeViolations,
  jpegBytes,
  newDni,
  pdfBytes,
  pick,
  screenshots,
  stepHeading,
  signInApplicant,
} from './wizard-helpers';

test('a new applicant completes the four steps, resumes after a reload, uploads a PDF and a JPEG and lands on the careers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser(request, newUser('Lucía Fernández'));
  const { dni, prefix, check } = newDni();

  await signInApplicant(page, user);
  // input_data is false: the applicant area lands on the wizard.
  await expect(page).toHaveURL(/\/complete-register$/);

  const welcome = page.getByRole('dialog', { name: 'Bienvenido al registro del Sistema de Ingreso' });
  await expect(welcome).toBeVisible();
  for (const document of ['DNI (frente y dorso)', 'Constancia de CUIL', 'Partida de nacimiento', 'Certificado laboral (si trabajás)']) {
    await expect(welcome.getByText(document, { exact: true })).toBeVisible();
  }
  await expect(welcome).toContainText('.jpg o .pdf');
  await expectNoAxeViolations(page, 'welcome modal');
  await screenshots(page, 'wizard-welcome');
  await welcome.getByRole('button', { name: 'Comenzar' }).click();
  await expect(welcome).toBeHidden();

  // ---------------------------------------------------------------- step 0
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
  // Focus goes to the step's heading, not to <body> (issue 14).
  await expect(stepHeading(page, 'Datos Personales')).toBeFocused();
  for (const name of ['Datos Personales', 'Educación', 'Situación Laboral', 'Confirmar']) {
    await expect(page.getByRole('navigation', { name: 'Pasos del registro' })).toContainText(name);
  }
  // The e-mail comes from the signed-in user.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Fernández');
  await pick(page, 'Tipo de documento', 'DNI');
  await page.getByRole('textbox', { name: 'Número de documento', exact: true }).fill(dni);
  // The CUIT's middle part mirrors the document number; the applicant types prefix and check digit.
  await expect(page.getByText(`Número de documento (se completa solo): ${dni}`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Prefijo del CUIT/CUIL' }).fill(prefix);
  await page.getByRole('textbox', { name: 'Dígito verificador del CUIT/CUIL' }).fill(check);
  await pick(page, 'Género', 'Femenino');
  await pick(page, 'Estado civil', 'Soltero/a');
  await page.getByRole('textbox', { name: 'Cantidad de hijos' }).fill('0');
  await pick(page, 'Tipo de sangre', 'A+');
  await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('15/03/2005');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Lugar de nacimiento' }).fill('Tigre, Buenos Aires');
  await pick(page, 'País', 'Argentina');
  await pick(page, 'Nacionalidad', 'Argentina');
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Hipólito Yrigoyen 288');
  await page.getByRole('textbox', { name: 'Piso' }).fill('2');
  await page.getByRole('textbox', { name: 'Departamento' }).fill('B');
  // Towns are filtered by the chosen province.
  await expect(page.getByRole('combobox', { name: 'Localidad', exact: true })).toBeDisabled();
  await pick(page, 'Provincia', 'Buenos Aires');
  await page.getByRole('combobox', { name: 'Localidad', exact: true }).click();
  await expect(page.getByRole('option', { name: 'General Pacheco', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Rosario', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'General Pacheco', exact: true }).click();
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1147401234');
  await page.getByRole('textbox', { name: 'Celular' }).fill('1155667788');

  // Disability: Si needs at least one entry; an added type leaves the options; No clears the entries.
  await answer(page, '¿Tenés alguna discapacidad?', 'Sí');
  await pick(page, 'Tipo de discapacidad', 'Visual');
  await page.getByRole('textbox', { name: 'Número de certificado (CUD)' }).fill('4455667');
  await page.getByRole('button', { name: 'Añadir discapacidad' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Visual, certificado N° 4455667' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo de discapacidad', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Auditiva', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Visual', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expectNoAxeViolations(page, 'step Datos Personales');
  await screenshots(page, 'wizard-step0');
  // Siguiente stays the same element when Atrás appears beside it: a screen reader's cursor or a
  // click waiting on it must not end up on Atrás (decision 350: Preact reuses unkeyed siblings).
  const nextButton = await page.getByRole('button', { name: 'Siguiente' }).elementHandle();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // ---------------------------------------------------------------- step 1
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  expect(await nextButton.textContent()).toBe('Siguiente');
  await nextButton.dispose();
  expect(await page.evaluate(() => localStorage.getItem('currentStep'))).toBe('1');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('formData'))) ?? '{}');
  expect(stored.values.persona).toMatchObject({ nombre: 'Lucía', numero_documento: dni, cuit: `${prefix}-${dni}-${check}` });

  // The school picker waits for a jurisdiction, then lists its schools sorted by name.
  await expect(page.getByRole('combobox', { name: 'Escuela', exact: true })).toBeDisabled();
  await pick(page, 'Jurisdicción de la escuela', 'Buenos Aires');
  await page.getByRole('combobox', { name: 'Escuela', exact: true }).click();
  const schools = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(schools.length).toBeGreaterThan(1);
  expect(schools).toEqual([...schools].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
  await page.getByRole('option', { name: /Islas Malvinas/ }).click();
  await page.getByRole('textbox', { name: 'Orientación' }).fill('Ciencias Naturales');
  await page.getByRole('textbox', { name: 'Año de egreso' }).fill('2022');
  await page.getByRole('textbox', { name: 'Años cursados' }).fill('6');

  await pick(page, 'Nivel de estudio', 'Terciario');
  await page.getByRole('textbox', { name: 'Título' }).fill('Técnico en Electrónica');
  await page.getByRole('textbox', { name: 'Establecimiento' }).fill('Instituto Tecnológico del Norte');
  await pick(page, 'Estado del estudio', 'Incompleto');
  await page.getByRole('button', { name: 'Añadir estudio' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Técnico en Electrónica (Terciario) en Instituto Tecnológico del Norte, Incompleto' }),
  ).toBeVisible();

  await pick(page, 'Idiomas', 'Inglés');
  await page.keyboard.press('Escape');
  await pick(page, 'Conocimientos informáticos', 'Programación');
  await page.keyboard.press('Escape');
  await pick(page, 'Conocimientos informáticos', 'Planilla de cálculo');
  await page.keyboard.press('Escape');
  // A picked language leaves the list of options.
  await page.getByRole('combobox', { name: 'Idiomas', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Inglés', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expectNoAxeViolations(page, 'step Educación');
  await screenshots(page, 'wizard-step1');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // ---------------------------------------------------------------- step 2, then a reload
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentStep'))).toBe('2');

  await page.reload();
  // The welcome shows once per account: not again after a reload (issue 14).
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();
  await expect(page.getByTestId('wizard')).toHaveAttribute('data-welcome', 'closed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Escuela', exact: true })).toHaveValue(/Islas Malvinas/);
  await expect(page.getByRole('textbox', { name: 'Orientación' })).toHaveValue('Ciencias Naturales');
  await expect(page.getByRole('listitem').filter({ hasText: 'Técnico en Electrónica' })).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía');
  await expect(page.getByRole('textbox', { name: 'Prefijo del CUIT/CUIL' })).toHaveValue(prefix);
  await expect(page.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('15/03/2005');
  await expect(page.getByRole('combobox', { name: 'Localidad', exact: true })).toHaveValue('General Pacheco');
  await expect(page.getByRole('listitem').filter({ hasText: 'Visual, certificado N° 4455667' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Situación Laboral')).toBeVisible();

  await answer(page, 'Trabaja actualmente', 'Sí');
  await page.getByRole('textbox', { name: 'Ocupación', exact: true }).fill('Técnica de mantenimiento');
  await page.getByRole('textbox', { name: 'Cargo' }).fill('Auxiliar');
  await page.getByRole('textbox', { name: 'Empresa' }).fill('Metalúrgica Pacheco S.A.');
  await page.getByRole('textbox', { name: 'Horas semanales' }).fill('30');
  await page.getByRole('radiogroup', { name: 'Relación del trabajo con la carrera' }).getByRole('radio', { name: 'Parcial' }).check();
  await answer(page, '¿Tu madre vive?', 'Sí');
  const mother = page.getByRole('group', { name: 'Madre' });
  await pick(page, 'Nivel de estudio', 'Secundario', mother);
  await mother.getByRole('textbox', { name: 'Ocupación' }).fill('Docente');
  await answer(page, '¿Tu padre vive?', 'No');
  await expect(page.getByRole('group', { name: 'Padre' }).getByRole('textbox')).toHaveCount(0);
  await answer(page, '¿Estás en pareja (concubinato o matrimonio)?', 'No');

  await expectNoAxeViolations(page, 'step Situación Laboral');
  await screenshots(page, 'wizard-step2');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // ---------------------------------------------------------------- step 3
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();
  await expect(page.getByText('Este último paso te llevará aproximadamente 5 minutos.')).toBeVisible();
  await expect(page.getByText('Cada archivo se guarda en tu cuenta en cuanto lo elegís', { exact: false })).toBeVisible();
  // Base documents, plus CUD (a disability) and the work certificate (working).
  for (const label of [
    'DNI (frente)',
    'DNI (dorso)',
    'Constancia de CUIL',
    'Partida de nacimiento',
    'Certificado analítico del secundario',
    'Certificado Único de Discapacidad (CUD)',
    'Certificado laboral',
  ]) {
    await expect(documentBox(page, label)).toBeVisible();
  }

  // Each file goes to the account's draft as soon as it is chosen (issue 14). Hold one upload
  // to see the in-flight state: spinner badge, progress bar, Finalizar waiting for it.
  const release = await holdRequests(page, '**/api/wizard-draft/files');
  await documentInput(page, 'dni_frente').setInputFiles({ name: 'dni-frente.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(documentBox(page, 'DNI (frente)')).toContainText('dni-frente.pdf');
  await expect(documentBox(page, 'DNI (frente)').getByRole('status')).toHaveText('Subiendo...');
  // The bar's filled part has no width before the first progress event, so "attached" rather than "visible".
  await expect(page.getByRole('progressbar', { name: 'Progreso de subida de DNI (frente)' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
  release();
  await expect(documentBox(page, 'DNI (frente)').getByRole('status')).toHaveText('Subido');
  await page.unroute('**/api/wizard-draft/files');
  await documentInput(page, 'dni_reverso').setInputFiles({ name: 'dni-dorso.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(page) });
  await expect(documentBox(page, 'DNI (dorso)')).toContainText('dni-dorso.jpg');
  await expect(documentBox(page, 'DNI (dorso)').getByRole('status')).toHaveText('Subido');
  // A new career loads its document list: the spinner on view is a named status, which axe accepts
  // (a Mantine Loader with only an aria-label is a span that may not carry one: decision 348).
  const releaseList = await holdRequests(page, '**/api/requisitos?**');
  await pick(page, 'Carrera de interés', 'Ingeniería Mecánica');
  await expect(page.getByRole('status', { name: 'Documentación' })).toBeVisible();
  await expectNoAxeViolations(page, 'step Confirmar while its documents load');
  releaseList();
  await expect(page.getByRole('status', { name: 'Documentación' })).toHaveCount(0);
  await page.unroute('**/api/requisitos?**');

  await expectNoAxeViolations(page, 'step Confirmar');
  await screenshots(page, 'wizard-step3');

  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('heading', { name: '¡Registro completo!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Todos tus datos fueron registrados correctamente.')).toBeVisible();
  await expectNoAxeViolations(page, 'success screen');
  await screenshots(page, 'wizard-success');

  // Saved progress is gone; the session knows the persona and that the data is complete.
  expect(await page.evaluate(() => [localStorage.getItem('formData'), localStorage.getItem('currentStep')])).toEqual([null, null]);
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('session'))) ?? '{}');
  expect(session.state_data.input_data).toBe(true);
  expect(session.persona).toMatchObject({ nombre: 'Lucía', apellido: 'Fernández', numero_documento: dni });

  // The server has the persona with both files, stored by content type.
  const token = await apiToken(request, user);
  const saved = await request.get(`/api/personas/${session.persona.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(saved.status()).toBe(200);
  const persona = (await saved.json()).persona;
  expect(persona.cuit).toBe(`${prefix}${dni}${check}`);
  expect(persona.fecha_nacimiento).toBe('2005-03-15');
  expect(persona.discapacidades).toHaveLength(1);
  const files = Object.fromEntries(persona.files.map((f: { name: string; mime_type: string }) => [f.name, f.mime_type]));
  expect(files).toEqual({ dni_frente: 'application/pdf', dni_reverso: 'image/jpeg' });

  // Continuar goes to "/", which now sends the applicant to the careers.
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/carreras$/);
  // The wizard is done for this account: coming back to it leads home (the careers) again.
  await page.goto('/complete-register');
  await expect(page).toHaveURL(/\/carreras$/);
});
