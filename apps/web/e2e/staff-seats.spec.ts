import { expect, test } from './support/fixtures';
import {
  adminToken,
  createInstancia,
  createPersona,
  enrol,
  expectNoAxeViolations,
  screenshots,
  signInAdmin,
} from './staff-inscripciones-helpers';

/**
 * Issue 16: a bulk approval from the enrollee table on an instancia with cupo 1. The rows
 * come from the API; what is tested is the selection, the action, the outcome summary and
 * the seat figures (the rules themselves are in apps/api/src/modules/inscriptos/seats.test.ts).
 */
test('bulk approval fills the cupo, waitlists the rest and says so', async ({ page, request }) => {
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Cupo E2E ${Date.now()}`, carrera_id: 8, cupo: 1 });
  for (const apellido of ['Uno', 'Dos', 'Tres']) {
    const persona = await createPersona(request, token, { apellido });
    await enrol(request, token, persona.id, instancia.id);
  }

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await expect(page.getByTestId('seat-figures')).toContainText('Cupo: 1');
  await page.getByRole('checkbox', { name: 'Seleccionar las inscripciones de esta página' }).check();
  await expect(page.getByTestId('bulk-bar')).toContainText('Seleccionadas: 3');
  await page.getByRole('group', { name: 'Acciones sobre la selección' }).getByRole('button', { name: 'Aprobar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aprobar: 3 inscripciones' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'bulk confirmation');
  // The counter registrations have no documents: approving them needs the audited reason (issue 15).
  await dialog.getByLabel('Motivo para aprobar sin todos los documentos').fill('Documentación entregada en ventanilla');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();

  const summary = page.getByTestId('bulk-summary');
  await expect(summary).toContainText('Aprobadas: 1');
  await expect(summary).toContainText('En lista de espera por el cupo: 2');
  await expect(page.getByTestId('seat-figures')).toContainText('Aprobados: 1');
  await expect(page.getByTestId('seat-figures')).toContainText('En lista de espera: 2');
  await expectNoAxeViolations(page, 'bulk summary');
  await screenshots(page, 'bulk-summary');
});

test('"the N matching the filter" takes every page of the filter, sent in parts with progress', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const instancia = await createInstancia(request, token, { descripcion: `Filtro E2E ${Date.now()}`, carrera_id: 8 });
  for (let i = 0; i < 12; i++) {
    const persona = await createPersona(request, token, { apellido: `Filtro${String.fromCharCode(65 + i)}` });
    await enrol(request, token, persona.id, instancia.id);
  }

  await signInAdmin(page);
  await page.goto(`/inscripciones/${instancia.id}`);
  await page.getByRole('checkbox', { name: 'Seleccionar las inscripciones de esta página' }).check();
  // The page holds 10; the filter matches 12, the two on the next page included.
  await page.getByRole('button', { name: 'Seleccionar los 12 que coinciden con el filtro' }).click();
  await page.getByRole('group', { name: 'Acciones sobre la selección' }).getByRole('button', { name: 'Lista de espera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lista de espera: 12 inscripciones' });
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('bulk-summary')).toContainText('Cambiadas: 12');
  await expect(page.getByTestId('seat-figures')).toContainText('En lista de espera: 12');
});
