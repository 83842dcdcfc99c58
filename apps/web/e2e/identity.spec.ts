import { expect, test } from './support/fixtures';
import { createApplicant, pdfBytes } from './enrolment-helpers';
import { adminToken, bearer, createPersona, expectNoAxeViolations, signInAdmin } from './staff-inscripciones-helpers';
import { screenshots } from './support/review';

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
  await pair.getByTestId('merge-open').click();
  const dialog = page.getByRole('dialog', { name: 'Fusionar personas' });
  await dialog.getByRole('radio', { name: 'Quintanila' }).check();
  await expectNoAxeViolations(page, 'merge dialog');
  await screenshots(page, 'staff-identity-merge', { fullPage: false });
  await dialog.getByTestId('merge-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(pair).toHaveCount(0);
  const survivor = await request.get(`/api/personas/${a.id}`, { headers: bearer(token) });
  expect((await survivor.json()).persona.apellido).toBe('Quintanila');
  expect((await request.get(`/api/personas/${b.id}`, { headers: bearer(token) })).status()).toBe(404);
});
