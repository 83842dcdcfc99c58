import { expect, test } from './support/fixtures';
import { createVerifiedUser, newUser } from './support/accounts';
import {
  apiToken,
  documentBox,
  documentInput,
  dropFiles,
  expectNoAxeViolations,
  fillEducationStep,
  fillPersonalStep,
  fillWorkStep,
  jpegBytes,
  newDni,
  pdfBytes,
  screenshots,
  startWizard,
  stepHeading,
  signInApplicant,
} from './wizard-helpers';

test('a used DNI (at step 1) and a used e-mail are reported; a 3 MB file, two files and a renamed .exe are refused with the seed texts; a reload keeps the stored documents', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // Someone else already registered with this DNI and e-mail.
  const other = await createVerifiedUser(request, newUser('Sofía Ruiz'));
  const taken = newDni();
  const created = await request.post('/api/wizard-persona/', {
    headers: { Authorization: `Bearer ${await apiToken(request, other)}` },
    data: {
      persona: {
        nombre: 'Sofía',
        apellido: 'Ruiz',
        tipo_documento: 'dni',
        numero_documento: taken.dni,
        cuit: `${taken.prefix}${taken.dni}${taken.check}`,
        fecha_nacimiento: '2003-05-20',
        lugar_nacimiento: 'Rosario',
        pais_id: 1,
        nacionalidad_id: 1,
        genero_id: 1,
        tipo_sangre: 'a+',
        estado_civil: 'soltero',
        hijos: 0,
        direccion: 'Córdoba 1200',
        provincia: 'Santa Fe',
        localidad: 'Rosario',
        celular: '3415556677',
        email: other.email,
      },
      discapacidad: false,
      discapacidades: [],
      estudio_secundario: { escuela_id: 1, orientacion: 'Ciencias Naturales', anio_graduacion: 2021, anios_cursados: 6 },
      otros_estudios: [],
      lenguajes: [],
      conocimientos: [],
      situacion_laboral: { trabaja_actualmente: '0' },
      situacion_madre: { vive: '0' },
      situacion_padre: { vive: '0' },
      situacion_conyuge: { concubinato_matrimonio: '0' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const user = await createVerifiedUser(request, newUser('Tomás Acosta'));
  await signInApplicant(page, user);
  await startWizard(page);
  const toConfirm = async () => {
    for (const heading of ['Educación', 'Situación Laboral', 'Confirmar']) {
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(stepHeading(page, heading)).toBeVisible();
    }
  };

  // The DNI is someone else's: step 1 says so at Siguiente, and what to do, without saying whose it is (issue 14).
  await fillPersonalStep(page, { nombre: 'Tomás', apellido: 'Acosta', ...taken });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const dniField = page.getByRole('textbox', { name: 'Número de documento', exact: true });
  await expect(page.getByText('Este número de documento ya está registrado en el portal.', { exact: false })).toBeVisible();
  // Issue 18: the answer offers the identity claim and names nobody.
  await expect(page.getByRole('button', { name: 'Reclamar mi documento' })).toBeVisible();
  await expect(page.getByText('Sofía')).toHaveCount(0);
  await expect(stepHeading(page, 'Datos Personales')).toBeVisible();
  await expect(dniField).toBeFocused();
  await expect(dniField).toHaveAttribute('aria-invalid', 'true');

  const own = newDni();
  await dniField.fill(own.dni);
  await page.getByRole('textbox', { name: 'Prefijo del CUIT/CUIL' }).fill(own.prefix);
  await page.getByRole('textbox', { name: 'Dígito verificador del CUIT/CUIL' }).fill(own.check);
  await page.getByRole('textbox', { name: 'Email' }).fill(other.email);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Educación')).toBeVisible();
  await fillEducationStep(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await fillWorkStep(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();

  // The e-mail is someone else's: the seed's text, at Finalizar.
  await page.getByRole('button', { name: 'Finalizar' }).click();
  const emailTaken = 'El Email ingresado ya se encuentra en uso. Por favor, ingrese otro.';
  await expect(page.getByRole('alert').filter({ hasText: emailTaken })).toBeVisible();
  await page.getByRole('button', { name: 'Ir a Datos Personales' }).click();
  await expect(page.getByText(emailTaken)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await toConfirm();

  // Refused on the client: more than 2 MB, and more than one file.
  const tooBig = Buffer.alloc(3 * 1024 * 1024, 0x20);
  pdfBytes().copy(tooBig);
  await documentInput(page, 'dni_frente').setInputFiles({ name: 'dni-escaneado.pdf', mimeType: 'application/pdf', buffer: tooBig });
  const front = documentBox(page, 'DNI (frente)');
  await expect(front.getByRole('alert')).toHaveText('El peso del archivo supera 2MB. Por favor, suba otro archivo.');
  await expect(front).not.toContainText('dni-escaneado.pdf');

  await dropFiles(page, 'DNI (dorso)', [
    { name: 'dorso-1.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' },
    { name: 'dorso-2.pdf', type: 'application/pdf', text: '%PDF-1.4\n%%EOF\n' },
  ]);
  const back = documentBox(page, 'DNI (dorso)');
  await expect(back.getByRole('alert')).toHaveText('Por favor, suba un solo archivo.');

  // Refused by the server when chosen: an executable renamed .pdf (the type is told by content).
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0x41)]);
  await documentInput(page, 'dni_frente').setInputFiles({ name: 'dni-frente.pdf', mimeType: 'application/pdf', buffer: exe });
  await expect(front.getByRole('alert')).toHaveText('El archivo debe ser una imagen (JPG, PNG o WebP) o un PDF.', { timeout: 20_000 });
  await expect(front.getByRole('status')).toHaveText('Error');
  await documentInput(page, 'dni_reverso').setInputFiles({ name: 'dni-dorso.jpg', mimeType: 'image/jpeg', buffer: await jpegBytes(page) });
  await expect(back.getByRole('status')).toHaveText('Subido');
  await expectNoAxeViolations(page, 'step Confirmar with upload errors');
  await screenshots(page, 'wizard-step3-upload-errors');

  // A reload after the failed upload stays on the wizard, at Confirmar, with the stored document (issue 14:
  // it used to send the applicant to /carreras, contrary to the text on the page).
  await page.reload();
  await expect(page).toHaveURL(/\/complete-register$/);
  await expect(stepHeading(page, 'Confirmar')).toBeVisible();
  await expect(back).toContainText('dni-dorso.jpg');
  await expect(back.getByRole('status')).toHaveText('Subido');
  await expect(front.getByRole('status')).toHaveText('Sin archivo');

  // A 1 MB scan over a slow uplink: the bar follows the bytes actually sent (XMLHttpRequest upload progress).
  const scan = Buffer.concat([pdfBytes(), Buffer.from(`%${'0'.repeat(1024 * 1024)}\n`, 'latin1')]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
  await documentInput(page, 'dni_frente').setInputFiles({ name: 'dni-frente.pdf', mimeType: 'application/pdf', buffer: scan });
  const bar = page.getByRole('progressbar', { name: 'Progreso de subida de DNI (frente)' });
  // Part of the way: neither the empty bar of the start nor the full one of a finished upload.
  await expect
    .poll(
      async () => {
        const value = Number(await bar.getAttribute('aria-valuenow'));
        return value > 0 && value < 100;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(front.getByRole('status')).toHaveText('Subido', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('heading', { name: '¡Registro completo!' })).toBeVisible({ timeout: 30_000 });

  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('session'))) ?? '{}');
  const token = await apiToken(request, user);
  const saved = await request.get(`/api/personas/${session.persona.id}`, { headers: { Authorization: `Bearer ${token}` } });
  const persona = (await saved.json()).persona;
  expect(persona.email).toBe(user.email);
  expect(persona.numero_documento).toBe(own.dni);
  expect(persona.files.map((f: { name: string }) => f.name).sort()).toEqual(['dni_frente', 'dni_reverso']);
});
