import { expect, test } from './support/fixtures';
import { createApplicant, jpegBytes, pdfBytes } from './enrolment-helpers';
import {
  adminToken,
  bearer,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  runTag,
  signInAdmin,
} from './staff-inscripciones-helpers';
import { wizardBody } from './support/personas';
import { screenshots } from './support/review';
import { fillEducationStep, fillPersonalStep, fillWorkStep, signInApplicant, startWizard, stepHeading } from './wizard-helpers';

/**
 * Issue 18 in Chromium, one lean walk: staff compare an identity claim side by side and move
 * the persona to the claimant, then merge a possible duplicate, at 1280 and 390 px with axe.
 * The fixtures (accounts, personas, the claim) go through the API: the clicks tested are staff's.
 */
test('staff transfer a claimed persona and merge a possible duplicate', async ({ page, request }) => {
  const token = await adminToken(request);
  const squatter = await createApplicant(request, { nombre: 'Usurpadora', apellido: 'Fernández' });
  const claimant = await createApplicant(request, { withPersona: false });
  const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes() });
  const claim = await request.post('/api/identidad/reclamos', {
    headers: bearer(claimant.token),
    multipart: {
      numero_documento: squatter.persona.numero_documento,
      nota: 'Es mi DNI; nunca creé otra cuenta.',
      frente: file('frente.pdf'),
      dorso: file('dorso.pdf'),
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const a = await createPersona(request, token, { nombre: 'Zoraida', apellido: 'Quintanilla' });
  const b = await createPersona(request, token, { nombre: 'Zoraida', apellido: 'Quintanila' });

  await signInAdmin(page);
  await page.goto('/inscripciones/identidad');
  const card = page.getByTestId('claim-card').filter({ hasText: squatter.persona.numero_documento });
  await expect(card).toContainText(claimant.email);
  await expect(card).toContainText(squatter.email);
  await expect(page.getByTestId('menu-count-identidad').first()).toBeAttached();
  await expectNoAxeViolations(page, 'identity screen');
  await screenshots(page, 'staff-identity');

  await card.getByTestId('claim-transfer').click();
  await expect(card).toHaveCount(0);
  const moved = await request.get(`/api/personas/${squatter.persona.id}`, { headers: bearer(claimant.token) });
  expect(moved.status()).toBe(200);

  const pair = page.getByTestId('duplicate-card').filter({ hasText: a.numero_documento }).filter({ hasText: b.numero_documento });
  // On a phone the merge fills the screen and names each field.
  await page.setViewportSize({ width: 390, height: 844 });
  await pair.getByTestId('merge-open').click();
  const dialog = page.getByRole('dialog', { name: 'Fusionar personas' });
  expect((await dialog.boundingBox())?.width).toBeGreaterThanOrEqual(385);
  await expect(dialog.getByRole('radiogroup', { name: 'Apellido' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Quintanila' }).check();
  await expectNoAxeViolations(page, 'merge dialog (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'merge dialog');
  await screenshots(page, 'staff-identity-merge', { fullPage: false });
  await dialog.getByTestId('merge-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(pair).toHaveCount(0);
  const survivor = await request.get(`/api/personas/${a.id}`, { headers: bearer(token) });
  expect((await survivor.json()).persona.apellido).toBe('Quintanila');
  expect((await request.get(`/api/personas/${b.id}`, { headers: bearer(token) })).status()).toBe(404);
});

test('an applicant whose number another account holds claims it from the wizard, on a phone and on a desktop', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const squatter = await createApplicant(request, { nombre: 'Usurpador', apellido: 'Giménez' });
  const claimant = await createApplicant(request, { withPersona: false });
  const { numero_documento: dni, cuit } = squatter.persona;

  await page.setViewportSize({ width: 390, height: 844 });
  await signInApplicant(page, claimant);
  await startWizard(page);
  await fillPersonalStep(page, { nombre: 'Ramiro', apellido: 'Benítez', dni, prefix: cuit.slice(0, 2), check: cuit.slice(-1) });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Reclamar mi documento' }).click();

  const dialog = page.getByRole('dialog', { name: 'Reclamar mi documento' });
  await expect(dialog.getByRole('textbox', { name: 'Número de documento' })).toHaveValue(dni);
  // On a phone the form fills the screen.
  expect((await dialog.boundingBox())?.width).toBeGreaterThanOrEqual(385);
  // Nothing is sent without the two sides and a note, and each field says what it lacks.
  await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(dialog.getByText('Este archivo es obligatorio.')).toHaveCount(2);
  await expect(dialog.getByRole('textbox', { name: 'Nota para el personal' })).toHaveAttribute('aria-invalid', 'true');

  const inputs = dialog.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(page) });
  await inputs.nth(1).setInputFiles({ name: 'dorso.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await dialog.getByRole('textbox', { name: 'Nota para el personal' }).fill('Nunca creé otra cuenta: alguien usó mi número.');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'identity claim form');
  await screenshots(page, 'wizard-identity-claim', { fullPage: false });
  await dialog.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(dialog.getByTestId('claim-sent')).toBeVisible();

  // Staff find it in their queue with the note, the number and both accounts.
  const queue = await request.get('/api/identidad/reclamos?estado=pendiente', { headers: bearer(token) });
  expect(queue.status(), await queue.text()).toBe(200);
  const claims = (await queue.json()).reclamos as Array<{ numero_documento: string; nota: string }>;
  expect(claims.find((c) => c.numero_documento === dni)?.nota).toBe('Nunca creé otra cuenta: alguien usó mi número.');
});

test('a person registered at the counter with the applicant’s e-mail is linked at Finalizar and sees the enrolment staff made', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const applicant = await createApplicant(request, { withPersona: false });
  // Staff registered the person at the counter with the e-mail of the account made later, and enrolled them.
  const counter = wizardBody({ nombre: 'Mariela', apellido: 'Ortiz', email: applicant.email });
  const made = await request.post('/api/wizard-persona/', { headers: bearer(token), data: counter.body });
  expect(made.status(), await made.text()).toBe(201);
  const persona = (await made.json()).persona;
  const instancia = await createInstancia(request, token, { descripcion: `Ventanilla ${runTag()}`, carrera_id: 8 });
  await enrol(request, token, persona.id, instancia.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInApplicant(page, applicant);
  await startWizard(page);
  const { cuit } = persona;
  await fillPersonalStep(page, {
    nombre: 'Mariela',
    apellido: 'Ortiz',
    dni: persona.numero_documento,
    prefix: cuit.slice(0, 2),
    check: cuit.slice(-1),
  });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // Finalizar will link it: step 1 does not call the number taken.
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await fillEducationStep(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await fillWorkStep(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();

  await expect(page.getByRole('heading', { name: '¡Registro completo!' })).toBeVisible();
  await expect(
    page.getByText('Ya tenías un registro cargado por la facultad con este documento y tu correo', { exact: false }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'wizard linked');
  await screenshots(page, 'wizard-linked');

  await page.goto('/perfil');
  await expect(page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion })).toBeVisible();
  // The persona is the one staff registered: the account now holds it.
  const own = await request.get(`/api/personas/${persona.id}`, { headers: bearer(applicant.token) });
  expect(own.status()).toBe(200);
});

test('staff link a person registered at the counter to the applicant’s account from the enrollee detail, and the applicant sees the enrolment', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const applicant = await createApplicant(request, { withPersona: false });
  const counter = await createPersona(request, token, { nombre: 'Rosalía', apellido: 'Mansilla' });
  const instancia = await createInstancia(request, token, { descripcion: `Vínculo ${runTag()}`, carrera_id: 8 });
  await enrol(request, token, counter.id, instancia.id);

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await page.getByRole('button', { name: 'Ver detalles de Rosalía Mansilla', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
  const section = detail.getByTestId('identity-section');
  // An e-mail without an applicant account is refused with its reason; nothing is linked.
  await section.getByTestId('link-email').fill('nadie.registrado@example.com');
  await section.getByTestId('link-submit').click();
  await expect(section.getByTestId('link-result')).toHaveText('No hay una cuenta de aspirante con ese correo.');
  await section.getByTestId('link-email').fill(applicant.email);
  await section.getByTestId('link-submit').click();
  await expect(section.getByTestId('link-result')).toHaveText(
    'La persona quedó vinculada a la cuenta. El aspirante ya ve sus inscripciones.',
  );
  await expectNoAxeViolations(page, 'enrollee detail after linking');

  const mine = await request.get(`/api/inscriptos/get_by_persona/${counter.id}`, { headers: bearer(applicant.token) });
  expect(mine.status(), await mine.text()).toBe(200);
  expect(JSON.stringify(await mine.json())).toContain(instancia.descripcion);
});
