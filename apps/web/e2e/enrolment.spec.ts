import { expect, test, type Page } from './support/fixtures';
import {
  ADMIN,
  apiLogin,
  bearer,
  chooseDocument,
  createApplicant,
  documentBox,
  esDate,
  expectNoAxeViolations,
  jpegBytes,
  pdfBytes,
  screenshots,
  signIn,
} from './enrolment-helpers';

const NO_FILES = 'Ups! Al parecer no has cargado ningún archivo...';
const SUCCESS = 'Tus datos serán corroborados para la aprobación de la inscripción';
const CAREER = 'Ingeniería Mecánica';

/** Opens the "Carreras de Grado" modal on /carreras and returns the common admission course's item. */
async function openAdmissionCourse(page: Page) {
  await page.goto('/carreras');
  await page.getByRole('button', { name: 'Ver instancias de Carreras de Grado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carreras de Grado' });
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId('instancia-item').filter({ hasText: 'Curso de Nivelación' });
  await expect(item).toBeVisible();
  return { dialog, item };
}

async function chooseCareer(page: Page, item: ReturnType<Page['locator']>) {
  await item.getByRole('combobox', { name: 'Carrera a la que querés ingresar' }).click();
  await page.getByRole('option', { name: CAREER, exact: true }).click();
}

test('an applicant enrols in the admission course after uploading the documents, sees it rejected safely and resubmits', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await createApplicant(request);
  const bff = await request.get('/api/instancias/get_all_bff/', { headers: bearer(applicant.token) });
  expect(bff.status()).toBe(200);
  const types: any[] = (await bff.json()).data;
  const admission = types.flatMap((t) => t.instancias).find((i: any) => i.carrera_id === 1);
  expect(admission, 'the demo seed opens an instancia of carrera_id 1').toBeTruthy();

  await test.step('the enrolment home lists one card per career type; type 5 links out', async () => {
    await signIn(page, applicant);
    await expect(page).toHaveURL(/\/carreras$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carreras' })).toBeVisible();
    await expect(page.getByTestId('career-type-card')).toHaveCount(types.length);
    const external = types.find((t) => t.tipo_carrera_id === 5);
    const link = page.getByRole('link', { name: /Ir al sitio de extensión/ });
    await expect(link).toHaveAttribute('href', external.url_externa);
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, '/carreras');
    await screenshots(page, 'enrolment-carreras');
  });

  await test.step('carrera_id 1 shows the registration end and the course start, and needs a career', async () => {
    const { item } = await openAdmissionCourse(page);
    // Issue 15: the card says until when registration is open (here the window ends on fecha_fin).
    await expect(item.getByTestId('registration-window')).toHaveText(`Inscripción abierta hasta el ${esDate(admission.fecha_fin)}`);
    await expect(item.getByText('Inicio del curso')).toBeVisible();
    await expect(item.getByText(esDate(admission.fecha_inicio), { exact: true })).toBeVisible();
    await item.getByRole('button', { name: /^Inscribirme/ }).click();
    await expect(item.getByText('Por favor, seleccione la carrera a la que desea inscribirse.')).toBeVisible();
  });

  await test.step('with no document the pre-check says so and points to Mi Documentación', async () => {
    const { item } = await openAdmissionCourse(page);
    await chooseCareer(page, item);
    await item.getByRole('button', { name: /^Inscribirme/ }).click();
    await expect(item.getByTestId('precheck')).toContainText(NO_FILES);
    await expectNoAxeViolations(page, '/carreras with the instancias modal and the pre-check');
    await screenshots(page, 'enrolment-carreras-precheck', { fullPage: false });
    await item.getByRole('link', { name: 'Ir a Mi Perfil > Mi Documentación' }).click();
    await expect(page).toHaveURL(/\/perfil#mi-documentacion$/);
    await expect(page.getByRole('region', { name: 'Mi Documentación' })).toBeVisible();
  });

  await test.step('with one document uploaded the pre-check lists the missing ones', async () => {
    await page.getByRole('button', { name: 'Cargar documentación' }).click();
    const modal = page.getByRole('dialog', { name: 'Cargar documentación' });
    await chooseDocument(page, 'dni_frente', { name: 'dni-frente.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(page) });
    await expect(documentBox(modal, 'DNI (frente)').getByText('Subido')).toBeVisible();
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(page.getByTestId('document-dni_frente')).toBeVisible();

    const { item } = await openAdmissionCourse(page);
    await chooseCareer(page, item);
    await item.getByRole('button', { name: /^Inscribirme/ }).click();
    await expect(item.getByTestId('precheck')).toContainText(
      'Te falta cargar la siguiente documentación: DNI (dorso), Constancia de CUIL, Partida de nacimiento, Certificado analítico del secundario. Podés cargarla desde Mi Perfil > Mi Documentación.',
    );
  });

  await test.step('the missing documents are uploaded from Mi Perfil', async () => {
    await page.goto('/perfil');
    await page.getByRole('button', { name: 'Cargar documentación' }).click();
    const modal = page.getByRole('dialog', { name: 'Cargar documentación' });
    for (const [name, label] of [
      ['dni_reverso', 'DNI (dorso)'],
      ['cuil', 'Constancia de CUIL'],
      ['partida_nacimiento', 'Partida de nacimiento'],
      ['analitico', 'Certificado analítico del secundario'],
    ] as const) {
      await chooseDocument(page, name, { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() });
      await expect(documentBox(modal, label).getByText('Subido')).toBeVisible();
    }
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(page.getByTestId('documents-complete')).toHaveText('Tu documentación está completa.');
  });

  let inscriptoId = 0;
  await test.step('enrolling shows the success note and marks the instancia', async () => {
    const { item } = await openAdmissionCourse(page);
    await chooseCareer(page, item);
    await item.getByRole('button', { name: /^Inscribirme/ }).click();
    await expect(item.getByTestId('enrol-success')).toContainText(SUCCESS);
    await expect(item.getByText('Ya estás inscripto')).toBeVisible();
    await expect(item.getByTestId('enrolled-state')).toContainText('Estado: Pendiente');
    const list = await request.get(`/api/inscriptos/get_by_persona/${applicant.persona.id}`, { headers: bearer(applicant.token) });
    const [inscripto] = (await list.json()).data.inscriptos;
    expect(inscripto.carrera).toBe(CAREER);
    inscriptoId = inscripto.id;
  });

  await test.step('Mi Perfil shows the enrolment as Pendiente', async () => {
    await page.goto('/perfil');
    const card = page.getByTestId('enrolment-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(admission.descripcion);
    await expect(card).toContainText(CAREER);
    await expect(card.getByTestId('estado-badge')).toHaveText('Pendiente');
    await expect(card.getByTestId('cod-tramite')).not.toBeEmpty();
  });

  await test.step('staff reject it with a reason carrying markup; the applicant sees it rendered safely', async () => {
    const admin = await apiLogin(request, ADMIN);
    const rejected = await request.put(`/api/inscriptos/set_estado/${inscriptoId}`, {
      headers: bearer(admin.token),
      data: { estado_id: 3, observacion: '<p>Falta el DNI <img src=x onerror="window.__xss=1"></p>' },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);

    await page.reload();
    const card = page.getByTestId('enrolment-card');
    await expect(card.getByTestId('estado-badge')).toHaveText('Rechazado');
    await card.getByRole('button', { name: 'Ver motivo del rechazo' }).click();
    const modal = page.getByRole('dialog', { name: 'Motivo del rechazo' });
    await expect(modal.getByTestId('rejection-reason')).toHaveText('Falta el DNI');
    // Give a broken image's error event time to fire, had it been rendered.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(modal.locator('img')).toHaveCount(0);
    await expectNoAxeViolations(page, '/perfil with the rejection reason');
    await screenshots(page, 'profile-rejection-reason', { fullPage: false });
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
  });

  await test.step('"Ya corregí mi documentación" moves it back to Pendiente', async () => {
    const card = page.getByTestId('enrolment-card');
    await card.getByRole('button', { name: 'Ya corregí mi documentación' }).click();
    await expect(card.getByTestId('estado-badge')).toHaveText('Pendiente');
    await expect(card.getByRole('button', { name: 'Ya corregí mi documentación' })).toHaveCount(0);
    await expect(card.getByTestId('resubmit-success')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('enrolment-card').getByTestId('estado-badge')).toHaveText('Pendiente');
    await expectNoAxeViolations(page, '/perfil with an enrolment');
    await screenshots(page, 'profile');
  });
});

test('a second enrolment in the same instancia is refused with the server message', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Martín', apellido: 'Acosta' });
  await signIn(page, applicant);
  // Documents through the API: this test is about the server's refusal, not the upload.
  for (const name of ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico']) {
    const res = await request.post('/api/files/store_docs_persona/', {
      headers: bearer(applicant.token),
      multipart: {
        persona_id: String(applicant.persona.id),
        [name]: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const { item } = await openAdmissionCourse(page);
  await chooseCareer(page, item);
  // Enrolled meanwhile from elsewhere (another tab): the open modal still offers the button.
  const bff = await request.get('/api/instancias/get_all_bff/', { headers: bearer(applicant.token) });
  const admission = (await bff.json()).data.flatMap((t: any) => t.instancias).find((i: any) => i.carrera_id === 1);
  const first = await request.post('/api/inscriptos/', {
    headers: bearer(applicant.token),
    data: { persona_id: applicant.persona.id, instancia_id: admission.id, carrera: 5, es_beca: 0, abona_empresa: 0 },
  });
  expect(first.status()).toBe(201);
  await item.getByRole('button', { name: /^Inscribirme/ }).click();
  await expect(item.getByTestId('enrol-error')).toHaveText('Ya se encuentra inscripto en esta instancia.');
  await expect(item.getByText('Ya estás inscripto')).toBeVisible();
});

test('when the open instancias cannot be loaded the empty state shows with the faculty site', async ({ page, request }) => {
  const applicant = await createApplicant(request, { nombre: 'Carla', apellido: 'Benítez' });
  await signIn(page, applicant);
  // The network drops the call (server down, offline): the seed shows the empty state.
  await page.route('**/api/instancias/get_all_bff', (route) => route.abort('connectionrefused'));
  await page.goto('/carreras');
  const empty = page.getByTestId('no-instancias');
  await expect(empty).toContainText('No se encuentran instancias abiertas en este momento', { timeout: 20_000 });
  const site = empty.getByRole('link', { name: /Ir al sitio de la facultad/ });
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByTestId('career-type-card')).toHaveCount(0);
  await expectNoAxeViolations(page, '/carreras empty state');
});
