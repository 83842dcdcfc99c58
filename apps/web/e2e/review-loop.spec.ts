import { expect, test } from './support/fixtures';
import { bearer, chooseDocument, createApplicant, documentBox, pdfBytes, signIn } from './enrolment-helpers';
import { adminToken, createInstancia, expectNoAxeViolations, runTag, signInAdmin } from './staff-inscripciones-helpers';

const DOCS = [
  ['dni_frente', 'DNI (frente)'],
  ['dni_reverso', 'DNI (dorso)'],
  ['cuil', 'Constancia de CUIL'],
  ['partida_nacimiento', 'Partida de nacimiento'],
  ['analitico', 'Certificado analítico del secundario'],
] as const;

/**
 * Issue 15, the whole loop in Chromium with the applicant on a phone and staff on a desktop:
 * the applicant uploads, staff observe one document, the applicant sees exactly that one with its
 * reason, replaces it and resubmits, staff accept everything and approve.
 */
test('the review loop: upload, one document observed, replaced and resubmitted, all accepted and approved', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Ciclo de revisión ${runTag()}`, carrera_id: 8 });
  const applicant = await createApplicant(request, { nombre: 'Valentina', apellido: 'Ciclo' });

  // The applicant, on a phone, uploads the five documents from Mi Perfil and enrols.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, applicant);
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Cargar documentación' }).click();
  const upload = page.getByRole('dialog', { name: 'Cargar documentación' });
  for (const [name, label] of DOCS) {
    await chooseDocument(page, name, { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() });
    await expect(documentBox(upload, label).getByText('Subido')).toBeVisible();
  }
  await upload.getByRole('button', { name: 'Cerrar' }).last().click();
  const enrolled = await request.post('/api/inscriptos/', {
    headers: bearer(applicant.token),
    data: { persona_id: applicant.persona.id, instancia_id: instancia.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  // Staff, on a desktop, accept four documents and observe the analítico, with the keyboard.
  const staff = await browser.newContext({ baseURL, locale: 'es-AR', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const desk = await staff.newPage();
  await signInAdmin(desk);
  await desk.goto(`/inscripciones/${instancia.id}/revision`);
  await expect(desk.getByTestId('review-enrollee')).toContainText('Ciclo');
  // The keys act on the document on view: wait until its review has loaded.
  await expect(desk.getByTestId('estado-dni_frente')).toHaveText('Pendiente');
  for (const [codigo] of DOCS.slice(0, -1)) {
    await desk.keyboard.press('a');
    await expect(desk.getByTestId(`estado-${codigo}`)).toHaveText('Aceptado');
  }
  await desk.keyboard.press('o');
  await desk.getByRole('textbox', { name: 'Motivo' }).fill('Falta la firma del director');
  await desk.keyboard.press('Enter');
  // Nothing is left to review for this enrollee: the queue moves on (and is empty).
  await expect(desk.getByText('No quedan inscriptos con documentación por revisar.')).toBeVisible();
  const inscriptoId = (await enrolled.json()).inscripto.id as number;
  const reviewed = await (await request.get(`/api/requisitos/inscripto/${inscriptoId}`, { headers: bearer(token) })).json();
  expect(reviewed.requisitos.map((r: { codigo: string; revision: { estado: string } }) => [r.codigo, r.revision.estado])).toEqual([
    ['dni_frente', 'aceptado'],
    ['dni_reverso', 'aceptado'],
    ['cuil', 'aceptado'],
    ['partida_nacimiento', 'aceptado'],
    ['analitico', 'observado'],
  ]);

  // The applicant sees exactly that one observed, with its reason, and the enrolment rejected.
  await page.reload();
  const card = page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion });
  await expect(card.getByTestId('estado-badge')).toHaveText('Rechazado');
  await expect(card.getByTestId('requisito-analitico')).toContainText('Observado');
  await expect(card.getByTestId('requisito-analitico')).toContainText('Falta la firma del director');
  for (const [codigo] of DOCS.slice(0, -1)) await expect(card.getByTestId(`requisito-${codigo}`)).toContainText('Aceptado');
  await expectNoAxeViolations(page, 'Mis Inscripciones con un documento observado (390 px)');

  // Replacing it and resubmitting returns the enrolment to Pendiente.
  await page.getByRole('button', { name: 'Cargar documentación' }).click();
  await chooseDocument(page, 'analitico', { name: 'analitico-firmado.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await expect(documentBox(upload, 'Certificado analítico del secundario').getByText('Subido')).toBeVisible();
  await upload.getByRole('button', { name: 'Cerrar' }).last().click();
  await card.getByRole('button', { name: 'Ya corregí mi documentación' }).click();
  await expect(card.getByTestId('estado-badge')).toHaveText('Pendiente');
  await expect(card.getByTestId('requisito-analitico')).toContainText('En revisión');

  // Staff accept the new file and approve: no override needed.
  await desk.goto(`/inscripciones/${instancia.id}/revision`);
  await expect(desk.getByTestId('estado-analitico')).toHaveText('Pendiente');
  await desk.keyboard.press('a');
  await expect(desk.getByText('No quedan inscriptos con documentación por revisar.')).toBeVisible();
  await expectNoAxeViolations(desk, 'revisión vacía');
  const approved = await request.put(`/api/inscriptos/set_estado/${inscriptoId}`, { headers: bearer(token), data: { estado_id: 2 } });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion }).getByTestId('estado-badge')).toHaveText(
    'Aprobado',
  );
  await staff.close();
});
