import { expect, test } from './support/fixtures';
import { ADMIN, bearer, createApplicant, expectNoAxeViolations, screenshots, signIn } from './enrolment-helpers';
import { adminToken, createCarrera, createInstancia, createPersona, enrol } from './staff-attendance-helpers';

test.describe('staff dashboard', () => {
  test('shows the open instancias with their enrollees by estado, missing documents and recent activity', async ({ page, request }) => {
    // Many steps, screenshots at two sizes and axe runs: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const carrera = await createCarrera(request, token, ['Programación I']);
    const instancia = await createInstancia(request, token, carrera.id);
    // Estados: 2 Aprobado, 1 Pendiente, 1 Rechazado, 1 Lista de espera; nobody has uploaded documents.
    for (const [nombre, apellido, estado] of [
      ['Valentina', 'Ortiz', 2],
      ['Joaquín', 'Herrera', 2],
      ['Camila', 'Medina', 1],
      ['Tomás', 'Luna', 3],
      ['Martina', 'Rojas', 6],
    ] as const) {
      const { personaId } = await createPersona(request, token, nombre, apellido);
      await enrol(request, token, personaId, instancia.id, estado);
    }
    const api = (await (await request.get('/api/dashboard', { headers: bearer(token) })).json()).data as {
      instancias: Array<{
        id: number;
        descripcion: string;
        total: number;
        documentos_faltantes: number;
        por_estado: Array<{ estado_id: number; cantidad: number }>;
      }>;
    };

    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tablero' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tablero' })).toBeVisible();
    await expect(page.getByTestId('stat-open')).toHaveText(String(api.instancias.length));

    const card = page.getByTestId('dashboard-instancia').filter({ has: page.getByRole('heading', { name: instancia.descripcion }) });
    await expect(card.getByTestId('instancia-total')).toHaveText('5 inscriptos');
    for (const [estado, cantidad] of [
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 0],
      [5, 0],
      [6, 1],
    ] as const) {
      await expect(card.getByTestId(`estado-${estado}`).locator('dd')).toHaveText(String(cantidad));
    }
    await expect(card.getByTestId('documentos-faltantes')).toContainText('5 inscriptos con documentos por cargar');

    // Every seeded open instancia is there with the API's counts; the unpublished and the finished ones are not.
    for (const open of api.instancias) {
      const other = page
        .getByTestId('dashboard-instancia')
        .filter({ has: page.getByRole('heading', { name: open.descripcion, exact: true }) });
      await expect(other).toHaveCount(1);
      await expect(other.getByTestId('instancia-total')).toHaveText(open.total === 1 ? '1 inscripto' : `${open.total} inscriptos`);
      for (const e of open.por_estado)
        await expect(other.getByTestId(`estado-${e.estado_id}`).locator('dd')).toHaveText(String(e.cantidad));
    }
    await expect(page.getByRole('heading', { name: /^Curso de AutoCAD - \d{4}$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Seminario de Seguridad e Higiene/ })).toHaveCount(0);

    // Recent activity names who did what.
    const audit = page.getByTestId('audit-table');
    await expect(audit.getByRole('row').filter({ hasText: 'Cambió el estado de una inscripción' }).first()).toContainText('Administrador');
    await expect(audit.getByRole('row').filter({ hasText: 'Creó una instancia' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard');
    await screenshots(page, 'staff-dashboard');

    // The breadcrumbs' root leads here from any staff screen.
    await page.goto('/usuarios');
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an applicant who opens /dashboard lands on their own home', async ({ page, request }) => {
    const applicant = await createApplicant(request);
    await signIn(page, applicant);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/carreras$/);
  });
});
