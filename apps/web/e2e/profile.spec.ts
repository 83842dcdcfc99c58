import { expect, test, type Page } from './support/fixtures';
import { holdRequests } from './support/network';
import {
  bearer,
  chooseDocument,
  createApplicant,
  documentBox,
  expectNoAxeViolations,
  jpegBytes,
  screenshots,
  signIn,
} from './enrolment-helpers';

const UPDATED = 'Información actualizada con éxito';

async function storedSession(page: Page): Promise<any> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
}

test('Mi Perfil shows the applicant and their contact data saves, cancels and shows errors', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Sofía', apellido: 'Gutiérrez' });
  const other = await createApplicant(request, { nombre: 'Tomás', apellido: 'Ibarra' });
  await signIn(page, applicant);

  await test.step('the profile panel links to /perfil, titled Mi Perfil with surname and name', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('dialog', { name: 'Mi Perfil' }).getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByTestId('profile-fullname')).toHaveText('Gutiérrez, Sofía');
    await expect(page.getByTestId('contact-celular')).toHaveText('1155550000');
    await expect(page.getByTestId('contact-telefono')).toHaveText('Sin cargar');
  });

  const contact = page.getByTestId('contact-data');
  await test.step('Editar has put focus in the form before anything else can happen (decision 350)', async () => {
    // A user who clicks Editar and at once clicks into Email must type into Email: the effect that
    // focuses the first field runs right after the click's render, not a frame later.
    const focused = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('[aria-label="Editar datos de contacto"]')?.click();
      // Only microtasks: no frame, no timer in between.
      for (let i = 0; i < 10; i++) await Promise.resolve();
      return document.activeElement?.id ? document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent : null;
    });
    expect(focused).toBe('Teléfono');
    await contact.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('wrong values show the rules once touched; Cancelar restores the read-only data', async () => {
    await contact.getByRole('button', { name: 'Editar datos de contacto' }).click();
    const celular = contact.getByRole('textbox', { name: 'Celular' });
    await expect(contact.getByRole('textbox', { name: 'Teléfono' })).toBeFocused();
    await celular.fill('11555');
    await expect(contact.getByText('El celular debe tener 10 dígitos.')).toHaveCount(0);
    await celular.blur();
    await expect(contact.getByText('El celular debe tener 10 dígitos.')).toBeVisible();
    const email = contact.getByRole('textbox', { name: 'Email' });
    await email.fill('no-es-un-correo');
    await email.blur();
    await expect(contact.getByText('Por favor, ingrese un formato de mail correcto')).toBeVisible();
    await contact.getByRole('textbox', { name: 'Teléfono' }).fill('12ab34');
    await expect(contact.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('1234');
    await contact.getByRole('button', { name: 'Confirmar' }).click();
    // Nothing is sent while a rule fails.
    await expect(contact.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await expectNoAxeViolations(page, '/perfil contact form with errors');
    await contact.getByRole('button', { name: 'Cancelar' }).click();
    await expect(contact.getByTestId('contact-celular')).toHaveText('1155550000');
    await expect(contact.getByRole('button', { name: 'Editar datos de contacto' })).toBeFocused();
  });

  await test.step('Confirmar saves through PUT /api/personas/{id} and updates the session', async () => {
    await contact.getByRole('button', { name: 'Editar datos de contacto' }).click();
    await contact.getByRole('textbox', { name: 'Teléfono' }).fill('47401234');
    await contact.getByRole('textbox', { name: 'Celular' }).fill('1166667777');
    await contact.getByRole('button', { name: 'Confirmar' }).click();
    await expect(contact.getByTestId('contact-result')).toHaveText(UPDATED);
    await expect(contact.getByTestId('contact-telefono')).toHaveText('47401234');
    await expect(contact.getByTestId('contact-celular')).toHaveText('1166667777');
    expect((await storedSession(page)).persona.celular).toBe('1166667777');
    const saved = await request.get(`/api/personas/${applicant.persona.id}`, { headers: bearer(applicant.token) });
    expect((await saved.json()).persona).toMatchObject({ telefono: '47401234', celular: '1166667777' });
  });

  await test.step('a refused save shows the failure text and stays in edit mode', async () => {
    await contact.getByRole('button', { name: 'Editar datos de contacto' }).click();
    // Another applicant's address: the server refuses it (unique e-mail).
    await contact.getByRole('textbox', { name: 'Email' }).fill(other.email);
    await contact.getByRole('button', { name: 'Confirmar' }).click();
    await expect(contact.getByTestId('contact-result')).toHaveText('Ha ocurrido un error al actualizar la información');
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(other.email);
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await contact.getByRole('button', { name: 'Cancelar' }).click();
    await expect(contact.getByTestId('contact-email')).toHaveText(applicant.email);
  });
});

test('Situación Laboral edits, validates on touch, clears on No, cancels, saves and reports a failure', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Valentina', apellido: 'Ríos' });
  await signIn(page, applicant);
  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Situación Laboral' });
  await expect(section.getByTestId('job-trabaja')).toHaveText('No');

  await test.step('Si shows the five fields; errors show once a field is touched', async () => {
    await section.getByRole('button', { name: 'Editar Información' }).click();
    await section.getByRole('radio', { name: 'Sí', exact: true }).check();
    const ocupacion = section.getByRole('textbox', { name: 'Ocupación' });
    await expect(ocupacion).toHaveValue('');
    await ocupacion.focus();
    await ocupacion.blur();
    await expect(section.getByText('La ocupación es requerida.')).toBeVisible();
    await expect(section.getByText('El cargo es requerido.')).toHaveCount(0);
    const horas = section.getByRole('textbox', { name: 'Horas semanales' });
    await horas.fill('muchas');
    await horas.blur();
    await expect(section.getByText('El dato ingresado debe ser numérico.')).toBeVisible();
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByText('El cargo es requerido.')).toBeVisible();
    await expect(section.getByText('La empresa es requerida.')).toBeVisible();
    // relacion_carrera has its own message (decision 115).
    await expect(section.getByText('La relación con la carrera es requerida.')).toBeVisible();
    await expectNoAxeViolations(page, '/perfil job form with errors');
    await screenshots(page, 'profile-job-errors');
  });

  await test.step('Cancelar resets the form, returns to view mode and scrolls to the top', async () => {
    await section.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByTestId('job-trabaja')).toHaveText('No');
    await expect(section.getByRole('button', { name: 'Editar Información' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await section.getByRole('button', { name: 'Editar Información' }).click();
    await expect(section.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await expect(section.getByRole('textbox', { name: 'Ocupación' })).toHaveCount(0);
  });

  await test.step('Confirmar disables both buttons while saving, then saves and stores the values in the session', async () => {
    await section.getByRole('radio', { name: 'Sí', exact: true }).check();
    await section.getByRole('textbox', { name: 'Ocupación' }).fill('Programadora');
    await section.getByRole('textbox', { name: 'Cargo' }).fill('Desarrolladora junior');
    await section.getByRole('textbox', { name: 'Empresa' }).fill('Sistemas del Litoral SRL');
    await section.getByRole('textbox', { name: 'Horas semanales' }).fill('30');
    await section.getByRole('radio', { name: 'Total' }).check();
    // Hold the answer a moment so the saving state can be seen.
    const release = await holdRequests(page, '**/api/situacion-laboral/*', (request) => request.method() === 'PUT');
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(section.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();
    await expect(section.getByTestId('job-result')).toHaveText(UPDATED);
    await page.unroute('**/api/situacion-laboral/*');
    await expect(section.getByTestId('job-trabaja')).toHaveText('Sí');
    await expect(section.getByTestId('job-ocupacion')).toHaveText('Programadora');
    await expect(section.getByTestId('job-horas')).toHaveText('30');
    await expect(section.getByTestId('job-relacion')).toHaveText('Total');
    const session = await storedSession(page);
    expect(session.situacionlaboral).toMatchObject({ trabaja_actualmente: 1, ocupacion: 'Programadora', horas_semanales: '30' });
    // Working adds the work certificate to the required documents.
    await expect(page.getByTestId('documents-missing')).toContainText('Certificado laboral');
  });

  await test.step('No clears and hides the five fields', async () => {
    await section.getByRole('button', { name: 'Editar Información' }).click();
    await expect(section.getByRole('textbox', { name: 'Ocupación' })).toHaveValue('Programadora');
    await section.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(section.getByRole('textbox', { name: 'Ocupación' })).toHaveCount(0);
    await section.getByRole('radio', { name: 'Sí', exact: true }).check();
    await expect(section.getByRole('textbox', { name: 'Ocupación' })).toHaveValue('');
    await section.getByRole('radio', { name: 'No', exact: true }).check();
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByTestId('job-result')).toHaveText(UPDATED);
    await expect(section.getByTestId('job-trabaja')).toHaveText('No');
    const row = await request.get(`/api/situacion-laboral/get_by_persona/${applicant.persona.id}`, { headers: bearer(applicant.token) });
    expect((await row.json()).data.situacion[0]).toMatchObject({
      trabaja_actualmente: 0,
      ocupacion: '',
      cargo: '',
      empresa: '',
      horas_semanales: '0',
      relacion_carrera: '',
    });
  });

  await test.step('a failed save shows the danger alert and stays in edit mode', async () => {
    await section.getByRole('button', { name: 'Editar Información' }).click();
    // The network drops the request: the screen must say so and keep what was typed.
    await page.route('**/api/situacion-laboral/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue(),
    );
    await section.getByRole('radio', { name: 'Sí', exact: true }).check();
    await section.getByRole('textbox', { name: 'Ocupación' }).fill('Tornera');
    await section.getByRole('textbox', { name: 'Cargo' }).fill('Operaria');
    await section.getByRole('textbox', { name: 'Empresa' }).fill('Metalúrgica Norte');
    await section.getByRole('textbox', { name: 'Horas semanales' }).fill('40');
    await section.getByRole('radio', { name: 'Ninguna' }).check();
    await section.getByRole('button', { name: 'Confirmar' }).click();
    await expect(section.getByRole('alert').filter({ hasText: 'Ha ocurrido un error al actualizar la información' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    await expect(section.getByRole('textbox', { name: 'Ocupación' })).toHaveValue('Tornera');
    await page.unroute('**/api/situacion-laboral/*');
    await section.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByTestId('job-trabaja')).toHaveText('No');
  });
});

test('Mi Documentación uploads with the wizard rules, opens files in a new tab and deletes them', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Julieta', apellido: 'Paz', working: true });
  await signIn(page, applicant);
  await page.goto('/perfil#mi-documentacion');
  const section = page.getByRole('region', { name: 'Mi Documentación' });
  await expect(section.getByText('Todavía no cargaste ningún documento.')).toBeVisible();
  await expect(section.getByTestId('documents-missing')).toHaveText(
    'Te falta cargar: DNI (frente), DNI (dorso), Constancia de CUIL, Partida de nacimiento, Certificado analítico del secundario, Certificado laboral.',
  );

  await section.getByRole('button', { name: 'Cargar documentación' }).click();
  const modal = page.getByRole('dialog', { name: 'Cargar documentación' });
  await expect(documentBox(modal, 'Certificado laboral')).toBeVisible();
  await expect(documentBox(modal, 'Certificado Único de Discapacidad (CUD)')).toHaveCount(0);

  await test.step('the box refuses a file over 2 MB and a file that is not an image or a PDF', async () => {
    await chooseDocument(page, 'cuil', { name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_097_153, 0x25) });
    await expect(documentBox(modal, 'Constancia de CUIL')).toContainText('El peso del archivo supera 2MB. Por favor, suba otro archivo.');
    await chooseDocument(page, 'cuil', { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(documentBox(modal, 'Constancia de CUIL')).toContainText('El archivo debe ser una imagen (JPG, PNG o WebP) o un PDF.');
  });

  await test.step('a chosen file is uploaded at once and listed with a link that opens in a new tab', async () => {
    await chooseDocument(page, 'dni_frente', { name: 'dni.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(page) });
    await expect(documentBox(modal, 'DNI (frente)').getByText('Subido')).toBeVisible();
    await expectNoAxeViolations(page, '/perfil upload modal');
    await screenshots(page, 'profile-upload-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    const link = section.getByRole('link', { name: /DNI \(frente\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    const download = await request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('image/jpeg');
    await expect(section.getByTestId('documents-missing')).not.toContainText('DNI (frente)');
    await screenshots(page, 'profile-documents');
  });

  await test.step('the delete control removes the file after a confirmation', async () => {
    await section.getByRole('button', { name: 'Eliminar DNI (frente)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar documento' });
    await expect(confirm).toContainText('¿Querés eliminar DNI (frente)?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(section.getByText('Todavía no cargaste ningún documento.')).toBeVisible();
    const persona = await request.get(`/api/personas/${applicant.persona.id}`, { headers: bearer(applicant.token) });
    expect((await persona.json()).persona.files).toEqual([]);
  });
});

test('Mi Perfil works by keyboard and on a phone', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Agustina', apellido: 'Molina' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, applicant);
  await page.goto('/perfil');
  await expect(page.getByTestId('profile-fullname')).toHaveText('Molina, Agustina');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '/perfil on a phone');
  // Mi Perfil is outside the menu: the breadcrumbs' "Inicio" leads home and is not this page.
  const home = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' });
  await expect(home).not.toHaveAttribute('aria-current');
  await home.click();
  await expect(page).toHaveURL(/\/carreras$/);
  await page.goBack();
  await expect(page.getByTestId('profile-fullname')).toHaveText('Molina, Agustina');

  const contact = page.getByTestId('contact-data');
  await contact.getByRole('button', { name: 'Editar datos de contacto' }).focus();
  await page.keyboard.press('Enter');
  await expect(contact.getByRole('textbox', { name: 'Teléfono' })).toBeFocused();
  await page.keyboard.type('43215678');
  await page.keyboard.press('Enter');
  await expect(contact.getByTestId('contact-result')).toHaveText(UPDATED);
  await expect(contact.getByTestId('contact-telefono')).toHaveText('43215678');
});

test('a profile that cannot be loaded stops the loader and says so', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Lautaro', apellido: 'Suárez' });
  await signIn(page, applicant);
  let fail = true;
  await page.route('**/api/personas/get_by_user/*', (route) => (fail ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/perfil');
  await expect(page.getByTestId('profile-load-error')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('profile-fullname')).toHaveText('Suárez, Lautaro');
  await expect(page.getByTestId('profile-load-error')).toHaveCount(0);
});
