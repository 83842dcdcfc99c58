import { expect, test, type Page } from './support/fixtures';
import { chooseDocument, createApplicant, pdfBytes, signIn } from './enrolment-helpers';
import {
  adminToken,
  bearer,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  findMail,
  freshDocument,
  signInAdmin,
} from './staff-inscripciones-helpers';
import { screenshots } from './support/review';

/**
 * Personal data after the wizard (issue 14 §2): staff edit it from the enrollee
 * detail with a trail, and applicants ask for corrections in Mi Perfil that staff
 * apply or refuse, each side seeing the outcome.
 */

const formatCuit = (cuit: string) => `${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit.slice(10)}`;

async function openDetail(page: Page, instanciaId: number, name: string) {
  await page.goto(`/inscripciones/${instanciaId}`);
  await page.getByRole('button', { name: `Ver detalles de ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  await expect(dialog.getByTestId('detail-estado')).toBeVisible();
  return dialog;
}

test('staff edit a DNI from the enrollee detail: duplicate and stale edits are refused, the history and an e-mail show the change', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Correcciones ${Date.now()}`, carrera_id: 8 });
  const persona = await createPersona(request, token, { nombre: 'Mariela', apellido: 'Quiroga' });
  const other = await createPersona(request, token, { nombre: 'Otro', apellido: 'Titular' });
  await enrol(request, token, persona.id, instancia.id);
  await signInAdmin(page);
  const dialog = await openDetail(page, instancia.id, 'Mariela Quiroga');
  const form = dialog.getByTestId('persona-edit-form');

  await test.step('a DNI of another persona is refused with its message and nothing changes', async () => {
    await dialog.getByRole('button', { name: 'Editar datos personales' }).click();
    await expect(form.getByLabel('Número de documento')).toHaveValue(persona.numero_documento);
    await expectNoAxeViolations(page, 'persona edit form');
    await screenshots(page, 'staff-persona-edit', { fullPage: false });
    await form.getByLabel('Número de documento').fill(other.numero_documento);
    await form.getByLabel('CUIT/CUIL').fill(formatCuit(other.cuit));
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByTestId('persona-edit-error')).toContainText(
      `Ya hay otra persona registrada con el documento ${other.numero_documento}.`,
    );
    await expect(form.getByLabel('Número de documento')).toHaveAttribute('aria-invalid', 'true');
  });

  const { dni, cuit } = freshDocument();
  await test.step('an edit over a persona changed meanwhile is refused, not written', async () => {
    // Someone else changes the persona after the form was opened.
    const contact = await request.put(`/api/personas/${persona.id}`, {
      headers: bearer(token),
      data: { telefono: '47409999', celular: persona.celular, email: persona.email },
    });
    expect(contact.status()).toBe(200);
    await form.getByLabel('Número de documento').fill(dni);
    await form.getByLabel('CUIT/CUIL').fill(cuit);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(form.getByTestId('persona-edit-error')).toContainText(
      'Los datos de esta persona cambiaron desde que abriste el formulario',
    );
    await form.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('reopened on the current data, the new DNI saves; the history lists before and after', async () => {
    await dialog.getByRole('button', { name: 'Editar datos personales' }).click();
    await expect(form.getByLabel('Teléfono')).toHaveValue('47409999');
    await form.getByLabel('Número de documento').fill(dni);
    await form.getByLabel('CUIT/CUIL').fill(cuit);
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dialog.getByTestId('persona-edit-saved')).toBeVisible();
    await expect(dialog.getByTestId('personal-section')).toContainText(dni);
    const entry = dialog.getByTestId('history-entry').first();
    await expect(entry).toContainText('Datos personales corregidos');
    await expect(entry.getByTestId('history-changes')).toContainText(`Número de documento: ${persona.numero_documento} → ${dni}`);
    await expect(entry.getByTestId('history-changes')).toContainText(`CUIT/CUIL: ${formatCuit(persona.cuit)} → ${cuit}`);
    await expect(entry).toContainText('por Administrador');
    await expectNoAxeViolations(page, 'enrollee detail after a persona edit');
    await screenshots(page, 'staff-persona-history', { fullPage: false });
  });

  await findMail(persona.email, ['Número de documento', dni, 'corrigió tus datos personales']);
});

test('an applicant asks to correct their name, staff apply it and the applicant sees the new name and the outcome', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people in two browsers (the applicant asks, staff apply, the applicant reads): about
  // 50 s on a quiet machine, too close to the 60 s default for two workers on two cores.
  test.slow();
  const applicant = await createApplicant(request, { nombre: 'Lucía', apellido: 'Correa' });
  await signIn(page, applicant);
  await page.goto('/perfil');
  const block = page.getByTestId('corrections');

  await test.step('Mi Perfil asks for the correction with a reason', async () => {
    await block.getByRole('button', { name: 'Pedir una corrección' }).click();
    const modal = page.getByRole('dialog', { name: 'Pedir una corrección de datos' });
    await modal.getByRole('combobox', { name: 'Dato a corregir' }).click();
    await page.getByRole('option', { name: 'Nombre', exact: true }).click();
    await expect(modal.getByText('Hoy figura: Lucía')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Valor correcto' }).fill('Lucía Inés');
    await modal.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(modal.getByText('Contanos por qué hay que corregir el dato.')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Motivo' }).fill('Mi DNI dice Lucía Inés.');
    await expectNoAxeViolations(page, 'correction request modal');
    await screenshots(page, 'profile-correction-request', { fullPage: false });
    await modal.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(modal).toBeHidden();
    await expect(block.getByTestId('correction-sent')).toBeVisible();
    const item = block.getByTestId('correction-item').first();
    await expect(item).toContainText('Lucía → Lucía Inés');
    await expect(item.getByTestId('correction-estado')).toHaveText('En revisión');
    await expectNoAxeViolations(page, '/perfil with a correction request');
    await screenshots(page, 'profile-corrections');
  });

  await test.step('a second open request for the same field is refused with its message', async () => {
    await block.getByRole('button', { name: 'Pedir una corrección' }).click();
    const modal = page.getByRole('dialog', { name: 'Pedir una corrección de datos' });
    await modal.getByRole('combobox', { name: 'Dato a corregir' }).click();
    await page.getByRole('option', { name: 'Nombre', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Valor correcto' }).fill('Lucy');
    await modal.getByRole('textbox', { name: 'Motivo' }).fill('Otra vez');
    await modal.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(modal.getByRole('alert')).toContainText('Ya tenés una solicitud abierta para este dato.');
    await modal.getByRole('button', { name: 'Cancelar' }).click();
  });

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await test.step('staff see the count in the menu and apply the request through the edit form', async () => {
    await signInAdmin(staff);
    const menuLink = staff.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Correcciones/ });
    await expect(menuLink.getByTestId('menu-count-correcciones')).toBeVisible();
    await menuLink.click();
    await expect(staff).toHaveURL(/\/inscripciones\/correcciones$/);
    const card = staff.getByTestId('correction-card').filter({ hasText: 'Correa, Lucía' });
    await expect(card).toContainText('Lucía → Lucía Inés');
    await expect(card).toContainText('Mi DNI dice Lucía Inés.');
    await expectNoAxeViolations(staff, '/inscripciones/correcciones');
    await screenshots(staff, 'staff-corrections');
    await card.getByRole('button', { name: 'Aplicar la corrección de Nombre de Correa, Lucía' }).click();
    const modal = staff.getByRole('dialog', { name: 'Aplicar corrección' });
    await expect(modal.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía Inés');
    await expectNoAxeViolations(staff, 'apply correction modal');
    await modal.getByRole('button', { name: 'Aplicar y guardar' }).click();
    await expect(modal).toBeHidden();
    await expect(staff.getByTestId('correction-card').filter({ hasText: 'Correa, Lucía' })).toHaveCount(0);
    await staff.getByText('Aplicadas', { exact: true }).click();
    await expect(staff.getByTestId('correction-card').filter({ hasText: 'Correa, Lucía Inés' }).first()).toContainText('Aplicada');
  });

  await test.step('the applicant sees the new name, the outcome, and an e-mail lists the change', async () => {
    await page.reload();
    await expect(page.getByTestId('profile-fullname')).toHaveText('Correa, Lucía Inés');
    await expect(block.getByTestId('correction-item').first().getByTestId('correction-estado')).toHaveText('Aplicada');
    await findMail(applicant.email, ['Aplicamos la corrección que pediste (Nombre)', 'Nombre: Lucía → Lucía Inés']);
  });
  await staff.context().close();
});

test('staff refuse a correction with a message the applicant reads in Mi Perfil and by e-mail', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const applicant = await createApplicant(request, { nombre: 'Bruno', apellido: 'Lagos' });
  const asked = await request.post(`/api/correcciones/persona/${applicant.persona.id}`, {
    headers: bearer(applicant.token),
    data: { campo: 'apellido', valor: 'Lagos Ferreyra', motivo: 'Falta mi segundo apellido.' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const reply = 'Tu partida de nacimiento muestra solo Lagos.';

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInAdmin(staff);
  await staff.goto('/inscripciones/correcciones');
  const card = staff.getByTestId('correction-card').filter({ hasText: 'Lagos, Bruno' });
  await card.getByRole('button', { name: 'Rechazar la corrección de Apellido de Lagos, Bruno' }).click();
  const modal = staff.getByRole('dialog', { name: 'Rechazar corrección' });
  await modal.getByRole('button', { name: 'Rechazar' }).click();
  await expect(modal.getByText('Escribí el motivo del rechazo: el aspirante lo va a leer.')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Mensaje para el aspirante' }).fill(reply);
  await expectNoAxeViolations(staff, 'refuse correction modal');
  await modal.getByRole('button', { name: 'Rechazar' }).click();
  await expect(modal).toBeHidden();
  await expect(card).toHaveCount(0);
  await staff.context().close();

  await signIn(page, applicant);
  await page.goto('/perfil');
  const item = page.getByTestId('corrections').getByTestId('correction-item').first();
  await expect(item.getByTestId('correction-estado')).toHaveText('Rechazada');
  await expect(item.getByTestId('correction-reply')).toContainText(reply);
  await expect(page.getByTestId('profile-fullname')).toHaveText('Lagos, Bruno');
  await findMail(applicant.email, ['no aplicó la corrección que pediste (Apellido: Lagos Ferreyra)', reply]);
});

test('Mi Perfil: a document already uploaded says so in the upload box instead of "Sin archivo"', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Inés', apellido: 'Soria' });
  const uploaded = await request.post('/api/files/store_docs_persona', {
    headers: bearer(applicant.token),
    multipart: {
      persona_id: String(applicant.persona.id),
      dni_frente: { name: 'dni.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await signIn(page, applicant);
  await page.goto('/perfil#mi-documentacion');
  await page.getByRole('button', { name: 'Cargar documentación' }).click();
  const modal = page.getByRole('dialog', { name: 'Cargar documentación' });
  const stored = modal.getByRole('region', { name: /^DNI \(frente\)/ });
  await expect(stored).toContainText('Ya cargado: un archivo nuevo lo reemplaza.');
  await expect(stored.getByRole('status')).toHaveText('Ya cargado');
  await expect(stored).not.toContainText('Sin archivo');
  await expect(modal.getByRole('region', { name: /^DNI \(dorso\)/ }).getByRole('status')).toHaveText('Sin archivo');
});

test('an applicant attaches a supporting PDF to a correction request; staff open it from the corrections screen', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const applicant = await createApplicant(request, { nombre: 'Julieta', apellido: 'Respaldo' });
  await signIn(page, applicant);
  await page.goto('/perfil');
  const block = page.getByTestId('corrections');

  await test.step('Mi Perfil sends the request with the optional document', async () => {
    await block.getByRole('button', { name: 'Pedir una corrección' }).click();
    const modal = page.getByRole('dialog', { name: 'Pedir una corrección de datos' });
    await modal.getByRole('combobox', { name: 'Dato a corregir' }).click();
    await page.getByRole('option', { name: 'Apellido', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Valor correcto' }).fill('Respaldo Díaz');
    await modal.getByRole('textbox', { name: 'Motivo' }).fill('Mi DNI tiene los dos apellidos.');
    await expect(modal.getByRole('region', { name: 'Documento de respaldo (opcional)' })).toBeVisible();
    await chooseDocument(page, 'respaldo', { name: 'dni-julieta.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await expect(modal.getByText('dni-julieta.pdf')).toBeVisible();
    await expectNoAxeViolations(page, 'correction request modal with a document');
    await screenshots(page, 'profile-correction-respaldo', { fullPage: false });
    await modal.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(modal).toBeHidden();
    const item = block.getByTestId('correction-item').first();
    await expect(item).toContainText('Respaldo → Respaldo Díaz');
    await expect(item.getByRole('link', { name: /Documento de respaldo/ })).toBeVisible();
  });

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await test.step('staff see the link on the request and it opens the PDF', async () => {
    await signInAdmin(staff);
    await staff.goto('/inscripciones/correcciones');
    const card = staff.getByTestId('correction-card').filter({ hasText: 'Respaldo, Julieta' });
    await expect(card).toContainText('Mi DNI tiene los dos apellidos.');
    const link = card.getByRole('link', { name: /Documento de respaldo/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(staff, 'corrections screen with a supporting document');
    await screenshots(staff, 'staff-correction-respaldo', { fullPage: false });
    // The signed link opens the file without a session (the new tab carries no bearer token).
    const href = await link.getAttribute('href');
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
  await staff.context().close();
});
