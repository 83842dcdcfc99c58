import { expect, test } from './support/fixtures';
import { bearer, createApplicant, pdfBytes, signIn } from './enrolment-helpers';
import { freshDocument } from './support/documents';
import {
  adminToken,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  runTag,
  screenshots,
  signInAdmin,
} from './staff-inscripciones-helpers';

/**
 * Issue 16 in Chromium: the estados that carry their data (Por empresa asks for the paying
 * company with the wizard's CUIT rule, Por Beca for the scholarship) are entered, refused in
 * Spanish when wrong, saved and shown in the detail; and an applicant withdraws an enrolment
 * from Mi Perfil on a phone, after a confirmation.
 */
test('staff record the paying company and the scholarship of an enrolment; wrong data is refused in Spanish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Estados con datos ${runTag()}`, carrera_id: 8 });
  const persona = await createPersona(request, token, { nombre: 'Mateo', apellido: 'Empresa' });
  await enrol(request, token, persona.id, instancia.id);

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await page.getByRole('button', { name: 'Ver detalles de Mateo Empresa', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  const estado = detail.getByRole('combobox', { name: 'Estado' });
  const choose = async (option: string) => {
    await estado.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Por empresa');
  const razon = detail.getByRole('textbox', { name: 'Razón social' });
  const cuit = detail.getByRole('textbox', { name: 'CUIT' });
  await expect(razon).toBeVisible();
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByText('La razón social es obligatoria.')).toBeVisible();
  await razon.fill('Metalúrgica Pacheco S.A.');
  await cuit.fill('30-12345678-0');
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  // The wizard's CUIT rule (check digit).
  await expect(detail.getByText('El CUIT/CUIL ingresado no es válido.')).toBeVisible();
  const company = freshDocument('20');
  await cuit.fill(company.cuit);
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByTestId('estado-saved')).toContainText('El estado de la inscripción se actualizó con éxito.');
  await expectNoAxeViolations(page, 'estado Por empresa');
  await detail.getByRole('button', { name: 'volver', exact: true }).click();
  await expect(detail.getByTestId('detail-estado')).toHaveText('Por empresa');
  await expect(detail).toContainText('Metalúrgica Pacheco S.A.');
  await expect(detail).toContainText(company.cuit);

  await choose('Por Beca');
  const tipo = detail.getByRole('textbox', { name: 'Tipo de beca' });
  const porcentaje = detail.getByRole('textbox', { name: 'Porcentaje de la beca' });
  await tipo.fill('Beca de la fundación');
  // Left empty, the percentage is refused (the field itself keeps typed values within 1–100).
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByText('El porcentaje de la beca debe ser un número entero entre 1 y 100.')).toBeVisible();
  await porcentaje.fill('50');
  await detail.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(detail.getByTestId('estado-saved')).toContainText('El estado de la inscripción se actualizó con éxito.');
  await screenshots(page, 'estado-beca');
  await detail.getByRole('button', { name: 'volver', exact: true }).click();
  await expect(detail.getByTestId('detail-estado')).toHaveText('Por Beca');
  await expect(detail).toContainText('Beca de la fundación (50 %)');
});

test('an applicant withdraws an enrolment from Mi Perfil on a phone, after confirming', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Baja ${runTag()}`, carrera_id: 8 });
  const applicant = await createApplicant(request, { nombre: 'Julia', apellido: 'Baja' });
  const docs = Object.fromEntries(
    ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'].map((n) => [
      n,
      { name: `${n}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() },
    ]),
  );
  const uploaded = await request.post('/api/files/store_docs_persona/', {
    headers: bearer(applicant.token),
    multipart: { persona_id: String(applicant.persona.id), ...docs },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const enrolled = await request.post('/api/inscriptos/', {
    headers: bearer(applicant.token),
    data: { persona_id: applicant.persona.id, instancia_id: instancia.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, applicant);
  await page.goto('/perfil');
  const card = page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion });
  await card.getByRole('button', { name: 'Darme de baja' }).click();
  const confirm = page.getByRole('dialog', { name: 'Darme de baja' });
  await expect(confirm).toContainText(instancia.descripcion);
  await expectNoAxeViolations(page, 'withdraw confirmation 390');
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancelar' }).last().click();
  await expect(card.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
  await card.getByRole('button', { name: 'Darme de baja' }).click();
  await page.getByRole('dialog', { name: 'Darme de baja' }).getByRole('button', { name: 'Sí, darme de baja' }).click();
  await expect(card).toContainText('Baja');
  await expect(card.getByRole('button', { name: 'Darme de baja' })).toHaveCount(0);
  await screenshots(page, 'withdrawn');

  // The server has it too.
  const mine = await request.get(`/api/inscriptos/get_by_persona/${applicant.persona.id}`, { headers: bearer(applicant.token) });
  expect(mine.status()).toBe(200);
  expect(JSON.stringify(await mine.json())).toContain('"estado_id":7');
});
