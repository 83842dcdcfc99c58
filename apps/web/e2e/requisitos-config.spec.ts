import { expect, test } from './support/fixtures';
import { bearer, createApplicant, pdfBytes, signIn } from './enrolment-helpers';
import { adminToken, createInstancia, expectNoAxeViolations, runTag, screenshots, signInAdmin } from './staff-inscripciones-helpers';

// The PNG signature is what the server checks (by content, not by name).
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

/**
 * Issue 15: staff give one instancia its own list of documents in the browser (a renamed
 * DNI with a note, the CUIL optional, no transcript), and the applicant's side reads it:
 * enrolling with only those documents passes, and Mi Documentación and the enrolment's
 * requirement list show the list's names. Then "Volver a heredar" brings the inherited list back.
 */
test('staff edit an instancia’s own document list; the applicant’s screens and the enrolment check follow it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Lista propia ${runTag()}`, carrera_id: 8 });

  await signInAdmin(page);
  await page.goto('/instancias');
  await page.getByRole('searchbox', { name: 'Buscar por descripción' }).fill(instancia.descripcion);
  await page.getByRole('button', { name: `Documentos: ${instancia.descripcion}` }).click();
  await expect(page).toHaveURL(new RegExp(`/instancias/requisitos\\?instancia=${instancia.id}$`));
  await expect(page.getByRole('heading', { name: 'Documentación requerida' })).toBeVisible();
  await expect(page.getByTestId('requisitos-origin')).toHaveText(/Hoy usa la lista de (su carrera|la facultad)/);

  const row = (codigo: string) => page.getByTestId(`requisito-row-${codigo}`);
  await expect(row('analitico')).toBeVisible();
  await row('analitico')
    .getByRole('button', { name: /^Quitar/ })
    .click();
  await expect(row('analitico')).toHaveCount(0);
  await row('cuil')
    .getByRole('switch', { name: /Obligatorio/ })
    .uncheck();
  await row('dni_frente').getByRole('textbox', { name: 'Nombre' }).fill('Documento de identidad (frente)');
  await row('dni_frente')
    .getByRole('textbox', { name: /Indicaciones/ })
    .fill('Con la foto y el número a la vista.');
  // A document of the faculty's own (decision 180): a photo, PNG only; its code follows its name.
  await page.getByRole('button', { name: 'Agregar otro documento' }).click();
  const custom = page.getByTestId('requisito-row-').last();
  await custom.getByRole('textbox', { name: 'Nombre' }).fill('Foto carnet');
  await expect(row('foto_carnet').getByRole('textbox', { name: 'Código' })).toHaveValue('foto_carnet');
  for (const type of ['JPG', 'WEBP', 'PDF']) await row('foto_carnet').getByRole('checkbox', { name: type }).uncheck();
  // A name left empty is refused in Spanish before anything is sent.
  await row('partida_nacimiento').getByRole('textbox', { name: 'Nombre' }).fill('');
  await page.getByRole('button', { name: 'Guardar lista' }).click();
  await expect(row('partida_nacimiento').getByText('Indicá el nombre del documento.')).toBeVisible();
  await row('partida_nacimiento').getByRole('textbox', { name: 'Nombre' }).fill('Partida de nacimiento');
  await page.getByRole('button', { name: 'Guardar lista' }).click();
  await expect(page.getByTestId('requisitos-saved')).toHaveText('Lista guardada.');
  await expect(page.getByTestId('requisitos-origin')).toHaveText('Esta instancia tiene su lista propia.');
  await expect(row('analitico')).toHaveCount(0);
  // Saved, the photo's code names stored files: it no longer changes.
  await expect(row('foto_carnet').getByRole('textbox', { name: 'Código' })).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page, 'requisitos 1280');
  await screenshots(page, 'requisitos-config');

  // The server applies the list: the DNI (both sides), the birth certificate and the photo are enough.
  const applicant = await createApplicant(request, { nombre: 'Renata', apellido: 'Lista' });
  const uploaded = await request.post('/api/files/store_docs_persona/', {
    headers: bearer(applicant.token),
    multipart: {
      persona_id: String(applicant.persona.id),
      dni_frente: { name: 'frente.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
      dni_reverso: { name: 'dorso.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
      partida_nacimiento: { name: 'partida.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
      foto_carnet: { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const enrolled = await request.post('/api/inscriptos/', {
    headers: bearer(applicant.token),
    data: { persona_id: applicant.persona.id, instancia_id: instancia.id },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  // The applicant, on a phone: Mi Documentación follows the instancia's list, names included.
  const phone = await browser.newContext({ baseURL, locale: 'es-AR', reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
  const mine = await phone.newPage();
  await signIn(mine, applicant);
  await mine.goto('/perfil');
  await expect(mine.getByTestId('documents-complete')).toHaveText('Tu documentación está completa.');
  await expect(mine.getByTestId('document-dni_frente')).toContainText('Documento de identidad (frente)');
  await expect(mine.getByTestId('document-foto_carnet')).toContainText('Foto carnet');
  await expect(mine.getByTestId('requirement-list').getByText('Documento de identidad (frente)')).toBeVisible();
  await expect(mine.getByTestId('requirement-list').getByText('Certificado analítico del secundario')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Cargar documentación' }).click();
  const upload = mine.getByRole('dialog', { name: 'Cargar documentación' });
  await expect(upload.getByText('Con la foto y el número a la vista.', { exact: false })).toBeVisible();
  await expect(upload.getByRole('region', { name: /^Foto carnet/ }).getByText('Solo PNG, hasta 2 MB')).toBeVisible();
  await expectNoAxeViolations(mine, 'perfil con lista propia 390');
  await phone.close();

  // Back to the inherited list, after a confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Volver a heredar' }).click();
  await page.getByRole('dialog', { name: 'Volver a la lista heredada' }).getByRole('button', { name: 'Volver a heredar' }).click();
  await expect(page.getByTestId('requisitos-saved')).toHaveText('Se borró la lista propia: vuelve a regir la heredada.');
  await expect(page.getByTestId('requisitos-origin')).toHaveText(/Hoy usa la lista de (su carrera|la facultad)/);
  await expect(row('analitico')).toBeVisible();
  await expectNoAxeViolations(page, 'requisitos 390');
  await screenshots(page, 'requisitos-config-phone');
});
