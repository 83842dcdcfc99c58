import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Download, type Page } from './support/fixtures';
import { createApplicant, signIn } from './enrolment-helpers';
import { adminToken, createInstancia, enrol, expectNoAxeViolations, runTag, setEstado, signInAdmin } from './staff-inscripciones-helpers';
import { screenshots } from './support/review';

/** pdf.js from its package, served to the page under a made-up origin to render a PDF in Chromium. */
const pdfjsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'build');
const VIEWER = 'https://pdf-render.test';

/**
 * Renders the PDF's first page in Chromium with pdf.js (canvas and text layer) and
 * returns the text the page shows. The page stays open on the rendering for a screenshot.
 */
async function renderPdf(page: Page, bytes: Buffer): Promise<string> {
  await page.route(`${VIEWER}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === 'doc.pdf') return route.fulfill({ body: bytes, contentType: 'application/pdf' });
    if (name === 'pdf.mjs' || name === 'pdf.worker.mjs')
      return route.fulfill({ body: await readFile(path.join(pdfjsDir, name)), contentType: 'text/javascript' });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>PDF</title>
<style>body{margin:0;background:#ddd}canvas{display:block;margin:8px auto;box-shadow:0 0 4px #999;max-width:100%}</style></head>
<body><main><canvas id="c"></canvas><pre id="text" hidden></pre></main>
<script type="module">
import * as pdfjs from '${VIEWER}/pdf.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = '${VIEWER}/pdf.worker.mjs';
const doc = await pdfjs.getDocument('${VIEWER}/doc.pdf').promise;
const p = await doc.getPage(1);
const viewport = p.getViewport({ scale: 1.5 });
const canvas = document.getElementById('c');
canvas.width = viewport.width; canvas.height = viewport.height;
await p.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
const content = await p.getTextContent();
document.getElementById('text').textContent = content.items.map((i) => i.str + (i.hasEOL ? '\\n' : '')).join('');
document.body.dataset.rendered = 'yes';
</script></body></html>`,
    });
  });
  await page.goto(`${VIEWER}/view.html`);
  await expect(page.locator('body[data-rendered="yes"]')).toBeAttached({ timeout: 20_000 });
  return (await page.locator('#text').textContent()) ?? '';
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

test('the applicant and staff download the constancia, its QR code verifies, and staff export the hand-off CSV', async ({
  page,
  request,
  context,
}) => {
  // Four steps (two downloads, the PDF rendered, three verification pages): over a minute on a loaded machine.
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const tag = runTag();
  const instancia = await createInstancia(request, token, { descripcion: `Constancia ${tag} - Programación`, carrera_id: 8 });
  const applicant = await createApplicant(request, { nombre: 'Begoña', apellido: 'Núñez' });
  const inscripto = await enrol(request, token, applicant.persona.id, instancia.id);
  let code = '';

  await test.step('Mis Inscripciones: "Descargar constancia" at 1280 and 390 px gives the PDF through the bearer client', async () => {
    await signIn(page, applicant);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/inscriptos/constancia/')) requests.push(`${r.url()} ${r.headers().authorization ? 'bearer' : 'none'}`);
    });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/perfil');
      const card = page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion });
      await expect(card).toBeVisible();
      const downloading = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Descargar constancia' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`Constancia_${inscripto.cod_tramite}.pdf`);
      const bytes = await bytesOf(download);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The token travels in the header, never in the address.
    expect(requests.length).toBe(2);
    for (const r of requests) expect(r).toMatch(/\/api\/inscriptos\/constancia\/\d+ bearer$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, '/perfil with the constancia button');
    await page.getByTestId('enrolment-card').filter({ hasText: instancia.descripcion }).scrollIntoViewIfNeeded();
    await screenshots(page, 'constancia-perfil');
  });

  await test.step('the PDF renders in Chromium with its text: names with accents, document, instancia, estado, code and QR address', async () => {
    const downloading = page.waitForEvent('download');
    await page.goto('/perfil');
    await page
      .getByTestId('enrolment-card')
      .filter({ hasText: instancia.descripcion })
      .getByRole('button', { name: 'Descargar constancia' })
      .click();
    const bytes = await bytesOf(await downloading);
    const viewer = await context.newPage();
    const text = await renderPdf(viewer, bytes);
    for (const expected of [
      'Constancia de inscripción',
      'Núñez, Begoña',
      `DNI ${applicant.persona.numero_documento}`,
      instancia.descripcion,
      'Estado al emitir la constancia: Pendiente',
      `Código de trámite: ${inscripto.cod_tramite}`,
    ]) {
      expect(text).toContain(expected);
    }
    code = /\/verificar\/([A-Za-z0-9_-]+)/.exec(text.replace(/\s+/g, ''))![1];
    await screenshots(viewer, 'constancia-pdf', { fullPage: false });
    await viewer.close();

    // Chromium's own viewer (PDFium) opens it too and shows the document's title, accents
    // included; its page text is drawn by the plugin, outside the DOM, so pdf.js checks it above.
    const chromiumViewer = await context.newPage();
    await chromiumViewer.route('https://pdf-open.test/**', (route) => route.fulfill({ body: bytes, contentType: 'application/pdf' }));
    await chromiumViewer.goto('https://pdf-open.test/constancia.pdf');
    const viewerFrame = () => chromiumViewer.frames().find((f) => f.url().startsWith('chrome-extension://'));
    await expect.poll(() => viewerFrame() !== undefined, { message: 'the PDF opens in Chromium’s viewer' }).toBe(true);
    const extension = viewerFrame();
    await expect(extension!.getByText('Constancia de inscripción — Núñez, Begoña').first()).toBeVisible();
    await screenshots(chromiumViewer, 'constancia-pdf-chromium', { fullPage: false });
    await chromiumViewer.close();
  });

  await test.step('/verificar/{code}: valid, with the estado then and now and no personal data', async () => {
    await setEstado(request, token, inscripto.id, 2);
    const visitor = await context.browser()!.newContext({ locale: 'es-AR', baseURL: new URL(page.url()).origin });
    const anon = await visitor.newPage();
    await anon.goto(`/verificar/${code}`);
    await expect(anon.getByRole('heading', { name: 'Constancia válida' })).toBeVisible();
    await expect(anon.getByTestId('verify-iniciales')).toHaveText('B. N.');
    await expect(anon.getByTestId('verify-documento')).toHaveText(`…${applicant.persona.numero_documento.slice(-3)}`);
    await expect(anon.getByTestId('verify-estado-emitido')).toHaveText('Pendiente');
    await expect(anon.getByTestId('verify-estado-actual')).toHaveText('Aprobado');
    await expect(anon.getByText(instancia.descripcion)).toBeVisible();
    await expect(anon.locator('body')).not.toContainText('Begoña');
    await expect(anon.locator('body')).not.toContainText(applicant.persona.numero_documento);
    await expectNoAxeViolations(anon, '/verificar valid');
    await screenshots(anon, 'constancia-verificar-valida');

    const altered = code.at(-1) === 'A' ? code.slice(0, -1) + 'B' : code.slice(0, -1) + 'A';
    await anon.goto(`/verificar/${altered}`);
    await expect(anon.getByRole('heading', { name: 'Constancia no válida' })).toBeVisible();
    await expectNoAxeViolations(anon, '/verificar invalid');
    await screenshots(anon, 'constancia-verificar-no-valida');
    await visitor.close();
  });

  await test.step('staff: the detail modal downloads the constancia, the enrollee screen exports both CSV variants', async () => {
    await page.evaluate(() => localStorage.clear());
    await signInAdmin(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`/inscripciones/${instancia.id}`);
      await page.getByRole('button', { name: 'Ver detalles de Begoña Núñez', exact: true }).click();
      const detail = page.getByRole('dialog', { name: 'Detalles de inscripto' });
      const downloading = page.waitForEvent('download');
      await detail.getByRole('button', { name: 'Descargar constancia' }).click();
      expect((await downloading).suggestedFilename()).toBe(`Constancia_${inscripto.cod_tramite}.pdf`);
      if (width === 1280) {
        await expectNoAxeViolations(page, 'enrollee detail with the constancia button');
        await detail.getByRole('button', { name: 'Descargar constancia' }).scrollIntoViewIfNeeded();
        await screenshots(page, 'constancia-detalle', { fullPage: false });
      }
      await page.keyboard.press('Escape');
      await expect(detail).toHaveCount(0);

      for (const [item, bom, separator] of [
        ['Para Excel en español (separado por ;)', true, ';'],
        ['UTF-8 separado por comas', false, ','],
      ] as const) {
        const handoffButton = page.getByRole('button', { name: 'Exportar CSV para el sistema de alumnos' });
        // The long label stays on the screen at 390 px.
        const box = (await handoffButton.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await handoffButton.click();
        const menuItem = page.getByRole('menuitem', { name: item });
        await expect(menuItem).toBeVisible();
        if (width === 1280 && bom) {
          await expectNoAxeViolations(page, 'hand-off menu');
          await screenshots(page, 'constancia-handoff-menu', { fullPage: false });
        }
        const downloading = page.waitForEvent('download');
        await menuItem.click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^Aprobados_Constancia ${tag} - Programación_\\d{4}-\\d{2}-\\d{2}_${bom ? 'excel' : 'utf8'}\\.csv$`),
        );
        const bytes = await bytesOf(download);
        expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(bom);
        const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
        const [header, row] = text.split('\r\n');
        expect(header.split(separator).slice(0, 5)).toEqual(['TIPO_DOCUMENTO', 'NUMERO_DOCUMENTO', 'CUIL', 'APELLIDO', 'NOMBRES']);
        expect(row.split(separator).slice(0, 5)).toEqual([
          'DNI',
          applicant.persona.numero_documento,
          applicant.persona.cuit,
          'Núñez',
          'Begoña',
        ]);
      }
    }
  });
});
