import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pdfBytes } from './support/documents';
import {
  adminToken,
  bearer,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  runTag,
  screenshots,
  signInAdmin,
} from './staff-inscripciones-helpers';

const DOCS = ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'];

/** The five base documents of a persona, uploaded by staff through the API (the upload is not what is tested here). */
async function uploadDocuments(request: APIRequestContext, token: string, personaId: number) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = { persona_id: String(personaId) };
  for (const name of DOCS) multipart[name] = { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() };
  const res = await request.post('/api/files/store_docs_persona/', { headers: bearer(token), multipart });
  expect(res.status(), await res.text()).toBe(200);
}

// Issue 15: a reviewer clears an applicant's five documents and moves on without the mouse.
test('staff review five documents and reach the next enrollee with the keyboard only', async ({ page, request }) => {
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Revisión ${runTag()}`, carrera_id: 8 });
  const first = await createPersona(request, token, { nombre: 'Primera', apellido: 'Revisada' });
  const second = await createPersona(request, token, { nombre: 'Segunda', apellido: 'Esperando' });
  for (const persona of [first, second]) {
    await uploadDocuments(request, token, persona.id);
    await enrol(request, token, persona.id, instancia.id);
  }

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}/revision`);
  const enrollee = page.getByTestId('review-enrollee');
  await expect(enrollee).toContainText('Revisada');
  await expect(page.getByTestId('estado-dni_frente')).toHaveText('Pendiente');
  await expectNoAxeViolations(page, 'revisión de documentación');
  await screenshots(page, 'document-review');

  // A accepts the document on view and moves to the next one.
  for (const codigo of DOCS.slice(0, -1)) {
    await page.keyboard.press('a');
    await expect(page.getByTestId(`estado-${codigo}`)).toHaveText('Aceptado');
  }
  // The fifth: with nothing left to review the first enrollee leaves the queue and the next one is on view.
  await page.keyboard.press('a');
  await expect(enrollee).toContainText('Esperando');
  // N skips to the next enrollee: none is left.
  await page.keyboard.press('n');
  await expect(page.getByText('No quedan inscriptos con documentación por revisar.')).toBeVisible();

  const inscriptoId = await firstEnrolment(request, token, first.id, instancia.id);
  const detail = await request.get(`/api/requisitos/inscripto/${inscriptoId}`, { headers: bearer(token) });
  expect((await detail.json()).requisitos.every((r: { revision: { estado: string } }) => r.revision.estado === 'aceptado')).toBe(true);

  // The enrollee table's queue filter: only the one still waiting, and the address keeps it.
  await page.goto(`/inscripciones/${instancia.id}`);
  const rows = page.getByTestId('enrollee-row');
  await expect(rows).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Cola de revisión' }).click();
  await page.getByRole('option', { name: 'Documentación por revisar' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Esperando');
  await expect(page).toHaveURL(/revision=por_revisar/);
  await expectNoAxeViolations(page, 'cola de revisión en la tabla');
});

async function firstEnrolment(request: APIRequestContext, token: string, personaId: number, instanciaId: number): Promise<number> {
  const res = await request.get(`/api/inscriptos/get_by_persona/${personaId}`, { headers: bearer(token) });
  const list = (await res.json()).data.inscriptos as Array<{ id: number; instancia_id: number }>;
  return list.find((i) => i.instancia_id === instanciaId)!.id;
}
